package org.arbiter.law.encyclopaedia1911;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Square;
import org.arbiter.law.layered.Session;

/**
 * The article's rule {@code touch-opponent}: "If a player touch an opponent's piece, he must take
 * it, if he can: if not, move his king. If he can do neither, no penalty."
 */
final class RuleTouchOpponent {
    static final String LAW = "touch-opponent";

    private RuleTouchOpponent() {
    }

    static void touched(Session<ArticleLaws> s, Square square) {
        Color player = s.player().orElseThrow();
        boolean canTake = s.board().legalMoves().stream().anyMatch(m -> RuleTouch.takes(s.board(), m, square));
        if (canTake) {
            s.laws(s.laws().withObligation(new ArticleLaws.Obligation(player, square, ArticleLaws.Duty.TAKE_IT, LAW)));
            s.notice(LAW, Optional.of(player), Session.name(player) + " touched his opponent's man on " + square
                    + " and must take it.");
        } else if (!RuleTouch.kingMoves(s.board(), true).isEmpty()) {
            s.laws(s.laws().withObligation(new ArticleLaws.Obligation(player, square, ArticleLaws.Duty.MOVE_KING, LAW)));
            s.rule(LAW, Optional.of(player), Session.name(player) + " touched his opponent's man on " + square
                    + " and cannot take it: he must move his King.");
        } else {
            s.rule(LAW, Optional.empty(), Session.name(player) + " touched his opponent's man on " + square
                    + " and can neither take it nor move his King: there is no penalty.");
        }
    }
}
