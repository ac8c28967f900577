package org.arbiter.law.fide2023;

import org.arbiter.chess.Color;
import org.arbiter.law.Result;

/**
 * Article 5, the completion of the game.
 *
 * <ul>
 * <li>5.1.1: a move that checkmates wins the game at once.</li>
 * <li>5.1.2: a player who declares he resigns loses the game at once, unless his opponent cannot
 * checkmate his King by any series of legal moves ({@link MatingMaterial}): then the game is
 * drawn (the 2023 text).</li>
 * <li>5.2.1: a move that leaves the player to move with no legal move, his King not in check,
 * draws the game at once (stalemate).</li>
 * <li>5.2.2: a move that leaves a position in which neither player can checkmate by any series
 * of legal moves draws the game at once (a dead position), as {@link MatingMaterial} judges it.</li>
 * <li>5.2.3: a draw agreed by the players ends the game at once (9.1).</li>
 * </ul>
 */
final class Article05Completion {
    private Article05Completion() {
    }

    static void afterMove(FideHearing c, Color mover) {
        if (c.men.board().isCheckmate()) {
            c.finish(Result.winFor(mover), "5.1.1");
            c.rule("5.1.1", mover.opposite(), FideHearing.name(mover) + " checkmates; the game is won by him.");
        } else if (c.men.board().isStalemate()) {
            c.finish(Result.DRAWN, "5.2.1");
            c.ruleForNeither("5.2.1", FideHearing.name(mover.opposite()) + " has no legal move and his King is not in check:"
                    + " stalemate, and the game is drawn.");
        } else if (!c.canMate(Color.WHITE) && !c.canMate(Color.BLACK)) {
            c.finish(Result.DRAWN, "5.2.2");
            c.ruleForNeither("5.2.2", "Neither player can checkmate by any series of legal moves: the position is dead,"
                    + " and the game is drawn.");
        }
    }

    static void resign(FideHearing c) {
        Color p = c.player();
        if (!c.canMate(p.opposite())) {
            c.finish(Result.DRAWN, "5.1.2");
            c.ruleForNeither("5.1.2", FideHearing.name(p) + " resigns, but " + FideHearing.name(p.opposite())
                    + " cannot checkmate his King by any series of legal moves: the game is drawn.");
            return;
        }
        c.finish(Result.winFor(p.opposite()), "5.1.2");
        c.rule("5.1.2", p, FideHearing.name(p) + " resigns; the game is won by " + FideHearing.name(p.opposite()) + ".");
    }

    static void offer(FideHearing c) {
        c.draws = c.draws.drawOffered(c.player());
    }

    static void accept(FideHearing c) {
        Color p = c.player();
        if (c.draws.drawOffer() != p.opposite()) {
            c.rule("5.2.3", p, "No agreement: " + FideHearing.name(p.opposite()) + " has no offer of a draw standing.");
            return;
        }
        c.draws = c.draws.drawOfferEnded();
        c.finish(Result.DRAWN, "5.2.3");
        c.ruleForNeither("5.2.3", "The players agree to a draw; the game is drawn.");
    }
}
