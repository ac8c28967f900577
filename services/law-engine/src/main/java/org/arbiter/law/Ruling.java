package org.arbiter.law;

/**
 * A decision the code imposes, or that a claim, requirement or penalty produced. {@code seq} is
 * the number of the action that caused it (the header is 0), {@code law} the citation as the
 * codes cite themselves ({@code II.6(e)}), {@code text} one sentence for a person, and
 * {@code position} the first two FEN fields after the decision took effect.
 */
public record Ruling(int seq, String law, String text, String position) {
}
