/**
 * The messages of the {@code Game} aggregate: commands (imperative) and events (past tense), one
 * record a file. Events carry plain values only (JSON text of the action as the arbiter gave it,
 * citations, FEN, notation) so that any consumer can read them without the law engine.
 */
package org.arbiter.service.game.api;
