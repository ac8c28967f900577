/**
 * The law engine's public face: a {@link org.arbiter.law.Rulebook} per code of laws, each a
 * deterministic function {@code (state, action) -> (state, rulings)}, and {@link org.arbiter.law.Replay},
 * which runs a contested sequence through one and produces the spec's replay output.
 */
package org.arbiter.law;
