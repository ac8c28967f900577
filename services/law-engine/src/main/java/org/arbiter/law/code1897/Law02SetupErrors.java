package org.arbiter.law.code1897;

import org.arbiter.law.Result;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.sequence.Action.AnnulmentGround;

/** Part II, Law 2: errors in placing the board or the men. */
final class Law02SetupErrors {
    private Law02SetupErrors() {
    }

    /**
     * II.2: "If, before the second player has completed his fourth move, it is pointed out that the
     * board is improperly placed—or that there was, at the commencement of the game, an error as to
     * the men placed on the board, or as to the square on which any man was placed—and if the game
     * is not finished, either player may require that the game be annulled." An error of setting
     * up is checked against the record: the game must have started from other than the ordinary
     * arrangement of I.5(b). The placing of the board is a fact only the claim can report.
     */
    static void claimAnnulment(Code1897Hearing c, AnnulmentGround ground) {
        if (c.finished()) {
            c.rule("II.2", c.player(), Code1897Hearing.finishedClaim(c, "II.2"));
            return;
        }
        Color second = c.game().firstPlayer() == null ? c.rightfulFirstPlayer.opposite() : c.game().firstPlayer().opposite();
        if (c.moves(second) >= 4) {
            c.rule("II.2", c.player(), "The claim fails: it was made after the second player had completed his fourth move;"
                    + " the game stands (see the Code's Appendix on equity).");
            return;
        }
        if (ground == AnnulmentGround.SETUP_ERROR && ordinaryStart(c)) {
            c.rule("II.2", c.player(), "The claim fails: the record shows the men set up as I.5(b) requires at the commencement of"
                    + " the game.");
            return;
        }
        c.finish(Result.ANNULLED, "II.2");
        c.ruleForNeither("II.2", (ground == AnnulmentGround.BOARD_MISPLACED ? "The board was improperly placed"
                : "There was an error in setting up the men") + ", pointed out before the second player completed his"
                + " fourth move: the game is annulled.");
    }

    private static boolean ordinaryStart(Code1897Hearing c) {
        Position first = c.game().history() == null ? c.game().turnStart() : oldest(c.game().history()).start();
        return first.placement().equals(Part4Odds.apply(c.header, Position.initial()).placement());
    }

    private static Turn oldest(Turn t) {
        Turn cur = t;
        while (cur.previous() != null) {
            cur = cur.previous();
        }
        return cur;
    }
}
