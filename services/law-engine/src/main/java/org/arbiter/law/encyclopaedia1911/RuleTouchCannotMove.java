package org.arbiter.law.encyclopaedia1911;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Square;
import org.arbiter.law.layered.Session;

/**
 * The article's rule {@code touch-cannot-move}: "If he cannot legally move a touched piece, he
 * must move his king, if he can, but may not castle; if not, there is no penalty."
 */
final class RuleTouchCannotMove {
    static final String LAW = "touch-cannot-move";

    private RuleTouchCannotMove() {
    }

    static void touched(Session<ArticleLaws> s, Square square) {
        Color player = s.player().orElseThrow();
        if (RuleTouch.kingMoves(s.board(), false).isEmpty()) {
            s.rule(LAW, Optional.empty(), Session.name(player) + " cannot legally move the man he touched on " + square
                    + ", nor his King: there is no penalty.");
            return;
        }
        s.laws(s.laws().withObligation(new ArticleLaws.Obligation(player, square, ArticleLaws.Duty.MOVE_KING_NOT_CASTLING, LAW)));
        s.rule(LAW, Optional.of(player), Session.name(player) + " cannot legally move the man he touched on " + square
                + ": he must move his King, and may not castle.");
    }
}
