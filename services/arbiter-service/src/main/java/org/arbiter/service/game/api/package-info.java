/**
 * The messages of the {@code Game} aggregate: commands (imperative) and events (past tense), one
 * record a file. Commands carry the action as the law engine reads it; events carry plain values
 * only (the action's fields as the arbiter gave them, citations, FEN, notation), so that any
 * consumer can read them without the law engine.
 */
package org.arbiter.service.game.api;
