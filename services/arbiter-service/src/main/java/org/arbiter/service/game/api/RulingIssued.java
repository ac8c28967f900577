package org.arbiter.service.game.api;

/**
 * The code imposed a decision, or a claim, requirement or penalty produced one, on action
 * {@code seq}: {@code law} is the citation ({@code II.6(e)}), {@code text} one sentence for a
 * person, {@code position} the first two FEN fields after it took effect. {@code by} is the side
 * whose act caused it ({@code white}, {@code black}, {@code arbiter}) and {@code player} that
 * side's name; {@code against} is the side the decision goes against ({@code white},
 * {@code black}, or null when it goes against neither) and {@code againstPlayer} that side's name.
 */
public record RulingIssued(String gameId, int seq, String law, String text, String position, String by,
                           String player, String against, String againstPlayer) {
}
