/**
 * The law engine's public face: a {@link org.arbiter.law.Rulebook} per code of laws, each a
 * deterministic function {@code (state, action) -> (state, rulings)}, and {@link org.arbiter.law.Replay},
 * which runs a contested sequence through one and produces the spec's replay output and the game
 * as PGN. A {@link org.arbiter.law.GameState} says what the code decided: the {@link org.arbiter.law.Result},
 * the {@link org.arbiter.law.MoveRecord} of the moves that stand and those undone, and the
 * {@link org.arbiter.law.Clocks}.
 */
package org.arbiter.law;
