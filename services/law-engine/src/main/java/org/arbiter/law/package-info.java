/**
 * The law engine's public face: a {@link org.arbiter.law.Rulebook} per code of laws, each a
 * deterministic function {@code (state, action) -> (state, rulings)}, and {@link org.arbiter.law.Replay},
 * which runs a contested sequence through one and produces the spec's replay output and the game
 * as PGN. A {@link org.arbiter.law.GameState} says what the code decided: the {@link org.arbiter.law.Result},
 * the {@link org.arbiter.law.MoveRecord} of the moves that stand and those undone, and the
 * {@link org.arbiter.law.Clocks}. {@link org.arbiter.law.Rulebooks} knows every code: the 1897 Code
 * ({@code code1897}), and the codes of few laws that stand on a supplement, or on the bare game
 * ({@code layered}): {@code household} and {@code encyclopaedia1911}.
 */
package org.arbiter.law;
