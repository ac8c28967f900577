package org.arbiter.law.code1897;

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
    static void firstMoveOutOfTurn(Ctx c, Color mover, Move move, boolean legal) {
        Game g = c.game;
        g.turn = mover;
        g.board = g.board.withSideToMove(mover);
        g.turnStart = g.board;
        g.atTurnStart = g.copy();
        c.notice("II.1(b)", Ctx.name(mover) + " made the first move when it was " + Ctx.name(mover.opposite())
                + "'s right; either player may require annulment before " + Ctx.name(mover.opposite())
                + " has completed his fourth move.");
        if (legal) {
            Law05Touching.judgeTouchedMen(c, mover, move);
            Play.complete(c, mover, move);
        } else {
            g.board = Play.transferred(g.board, move, mover);
            Law06IllegalMoves.illegalMove(c, mover, move.uci());
        }
    }

    /**
     * II.1(b): "If a player makes the first move in a game when it is not his turn to do so, and if
     * the error is pointed out before the opponent has completed his fourth move, and if the game
     * is not finished, either player may require that the game be annulled." II.1(c): the player
     * who had the right moves first in the game played instead.
     */
    static void claimAnnulment(Ctx c) {
        Game g = c.game;
        Color wrong = g.firstPlayer;
        if (wrong == null || wrong == g.rightfulFirstPlayer) {
            c.rule("II.1(b)", "The claim fails: " + (wrong == null ? "no move has been made yet."
                    : Ctx.name(wrong) + ", who had the right, made the first move."));
            return;
        }
        Color opponent = wrong.opposite();
        if (g.moves(opponent) >= 4) {
            c.rule("II.1(b)", "The claim fails: the error was pointed out only after " + Ctx.name(opponent)
                    + " had completed his fourth move.");
            return;
        }
        g.finish("annulled", "II.1(b)");
        c.rule("II.1(b)", Ctx.name(wrong) + " made the first move when it was not his turn, and the error was pointed out"
                + " in time: the game is annulled, and in the game played instead " + Ctx.name(g.rightfulFirstPlayer)
                + " moves first (II.1(c)).");
    }
}
