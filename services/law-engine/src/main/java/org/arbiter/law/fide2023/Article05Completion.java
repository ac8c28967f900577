package org.arbiter.law.fide2023;

import org.arbiter.chess.Color;
import org.arbiter.law.Heard;
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

    /** The end, if any, that the move {@code mover} has just made brings; {@code c} as the move left it. */
    static Heard<FidePart> afterMove(FideHearing c, Color mover) {
        if (c.men().board().isCheckmate()) {
            return FidePart.NOTHING.finish(Result.winFor(mover), "5.1.1")
                    .rule("5.1.1", mover.opposite(), FideHearing.name(mover) + " checkmates; the game is won by him.");
        } else if (c.men().board().isStalemate()) {
            return FidePart.NOTHING.finish(Result.DRAWN, "5.2.1").ruleForNeither("5.2.1", FideHearing.name(mover.opposite())
                    + " has no legal move and his King is not in check: stalemate, and the game is drawn.");
        } else if (!c.canMate(Color.WHITE) && !c.canMate(Color.BLACK)) {
            return FidePart.NOTHING.finish(Result.DRAWN, "5.2.2").ruleForNeither("5.2.2", "Neither player can checkmate"
                    + " by any series of legal moves: the position is dead, and the game is drawn.");
        }
        return FidePart.NOTHING;
    }

    static Heard<FidePart> resign(FideHearing c) {
        Color p = c.player();
        if (!c.canMate(p.opposite())) {
            return FidePart.NOTHING.finish(Result.DRAWN, "5.1.2").ruleForNeither("5.1.2", FideHearing.name(p)
                    + " resigns, but " + FideHearing.name(p.opposite())
                    + " cannot checkmate his King by any series of legal moves: the game is drawn.");
        }
        return FidePart.NOTHING.finish(Result.winFor(p.opposite()), "5.1.2").rule("5.1.2", p, FideHearing.name(p)
                + " resigns; the game is won by " + FideHearing.name(p.opposite()) + ".");
    }

    static Heard<FidePart> offer(FideHearing c) {
        return FidePart.heard(c.draws().drawOffered(c.player()));
    }

    static Heard<FidePart> accept(FideHearing c) {
        Color p = c.player();
        if (c.draws().drawOffer() != p.opposite()) {
            return FidePart.NOTHING.rule("5.2.3", p, "No agreement: " + FideHearing.name(p.opposite())
                    + " has no offer of a draw standing.");
        }
        return FidePart.heard(c.draws().drawOfferEnded()).finish(Result.DRAWN, "5.2.3")
                .ruleForNeither("5.2.3", "The players agree to a draw; the game is drawn.");
    }
}
