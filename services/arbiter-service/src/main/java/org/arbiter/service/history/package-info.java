/**
 * A game's history read straight from the event store and replayed through the law engine, so that
 * it is exact and current the moment an action is accepted: the contract's replay output and the
 * position after any action. The review pages read stored games through {@link org.arbiter.service.history.GameHistory}.
 */
package org.arbiter.service.history;
