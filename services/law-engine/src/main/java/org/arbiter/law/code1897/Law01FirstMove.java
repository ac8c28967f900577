package org.arbiter.law.code1897;

import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;

/** Part II, Law 1: the right to the first move. */
final class Law01FirstMove {
    private Law01FirstMove() {
    }

    /**
     * The first move of the game made by the player who had not the right to it. The move stands
     * and play goes on from it; II.1(b) lets either player require annulment until the opponent has
     * completed his fourth move.
     */
    static Heard<Code1897Part> firstMoveOutOfTurn(Code1897Hearing c, Color mover, Move move, boolean legal) {
        Heard<Code1897Part> heard = Code1897Part.heard(c.game().turnStartsFrom(mover, c.game().board().withSideToMove(mover)).commenced()).notice("II.1(b)", mover, Code1897Hearing.name(mover) + " made the first move when it was "
                + Code1897Hearing.name(mover.opposite())
                + "'s right; either player may require annulment before " + Code1897Hearing.name(mover.opposite())
                + " has completed his fourth move.");
        if (legal) {
            heard = heard.then(Law05Touching.judgeTouchedMen(c.after(heard), mover, move));
            return heard.then(Code1897Play.complete(c.after(heard), mover, move));
        }
        BoardAndRecord commenced = heard.last(BoardAndRecord.class, c.game());
        heard = heard.then(commenced.standing(Code1897Play.transferred(commenced.board(), move, mover)));
        return heard.then(Law06IllegalMoves.illegalMove(c.after(heard), mover, move.uci()));
    }

    /**
     * II.1(b): "If a player makes the first move in a game when it is not his turn to do so, and if
     * the error is pointed out before the opponent has completed his fourth move, and if the game
     * is not finished, either player may require that the game be annulled." II.1(c): the player
     * who had the right moves first in the game played instead.
     */
    static void claimAnnulment(Code1897Hearing c) {
        Color wrong = c.game().firstPlayer();
        if (wrong == null || wrong == c.rightfulFirstPlayer) {
            c.rule("II.1(b)", c.player(), "The claim fails: " + (wrong == null ? "no move has been made yet."
                    : Code1897Hearing.name(wrong) + ", who had the right, made the first move."));
            return;
        }
        if (c.finished()) {
            c.rule("II.1(b)", c.player(), Code1897Hearing.finishedClaim(c, "II.1(b)"));
            return;
        }
        Color opponent = wrong.opposite();
        if (c.moves(opponent) >= 4) {
            c.rule("II.1(b)", c.player(), "The claim fails: the error was pointed out only after "
                    + Code1897Hearing.name(opponent)
                    + " had completed his fourth move.");
            return;
        }
        c.finish(Result.ANNULLED, "II.1(b)");
        c.ruleForNeither("II.1(b)", Code1897Hearing.name(wrong) + " made the first move when it was not his turn, and the error was pointed out"
                + " in time: the game is annulled, and in the game played instead "
                + Code1897Hearing.name(c.rightfulFirstPlayer)
                + " moves first (II.1(c)).");
    }
}
