/**
 * The write side: the {@code Game} aggregate, which hands every decision to the law engine, and
 * the HTTP entry points that turn arbiters' requests into commands.
 */
package org.arbiter.service.game;
