/**
 * Reads a game's history straight from the event store, so that it is exact and current the
 * moment an action is accepted: the spec's replay output and the position after any action.
 */
package org.arbiter.service.history;
