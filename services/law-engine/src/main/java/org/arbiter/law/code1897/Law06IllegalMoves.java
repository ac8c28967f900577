package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;

/** Part II, Law 6: illegal moves, substituted moves, and moves made out of turn. */
final class Law06IllegalMoves {
    private Law06IllegalMoves() {
    }

    /**
     * II.6(a): after an illegal move "this turn to play is not yet ended". II.6(b): "If a player,
     * in his own turn to play, makes an illegal move, the opponent may at once exact Penalty A, and
     * may then exact one of the Penalties B and C." The move is a fact on the record; the opponent
     * decides whether to point it out and exact.
     */
    static void illegalMove(Ctx c, Color offender, String description) {
        Game g = c.game;
        List<Square> touched = new ArrayList<>(g.touchedByMover);
        g.illegal = new IllegalMoveOnRecord(offender, g.atTurnStart, description, touched, c.seq, false);
        g.addRight(new PenaltyRight("II.6(b)", offender, "ABC", true, true, g.atTurnStart, touched, c.seq));
        c.notice("II.6(b)", Ctx.name(offender) + "'s move " + description + " is illegal; his turn is not ended, and "
                + Ctx.name(offender.opposite()) + " may at once exact Penalty A, and then one of Penalties B and C.");
    }

    /**
     * II.6(c): "If a player, in his own turn to play, makes an illegal move, and then, without his
     * opponent's consent, substitutes a move, the opponent may exact Penalty A and one of the
     * Penalties B and C."
     */
    static void substitutedAfterIllegal(Ctx c, Color offender) {
        Game g = c.game;
        IllegalMoveOnRecord illegal = g.illegal;
        g.illegal = null;
        g.rights = g.rights.stream().filter(r -> !(r.law().equals("II.6(b)") && r.seq() == illegal.seq())).toList();
        g.addRight(new PenaltyRight("II.6(c)", offender, "ABC", true, true, illegal.atTurnStart(),
                new ArrayList<>(g.touchedByMover), c.seq));
        c.notice("II.6(c)", Ctx.name(offender) + " substituted a legal move for his illegal move " + illegal.description()
                + "; " + Ctx.name(offender.opposite()) + " may exact Penalty A and one of Penalties B and C.");
    }

    /**
     * II.6(e): the illegal move "has remained uncorrected (the opponent, subsequently to it,
     * completing a move)". The opponent's move is made on the board as it stands; from then on no
     * penalty may be exacted for what has been done, and the position is restored when the
     * illegal move is pointed out.
     */
    static void opponentCompletesMove(Ctx c, Color opponent, Move move, boolean legal) {
        Game g = c.game;
        if (!legal) {
            throw Ctx.reject(Ctx.name(opponent) + "'s " + move.uci() + " is not legal on the board as it stands after "
                    + Ctx.name(g.illegal.offender()) + "'s illegal move; give the moves one at a time as they were made");
        }
        IllegalMoveOnRecord illegal = g.illegal;
        g.rights = g.rights.stream().filter(r -> r.seq() < illegal.seq()).toList();
        Position before = g.board.withSideToMove(opponent);
        String record = Notation.san(before, move);
        g.history = Turn.appendIllegal(g.history, g.turnStart, illegal.offender(), illegal.description(), illegal.seq());
        g.movesMade[illegal.offender().ordinal()]++;
        g.turn = opponent;
        g.turnStart = before;
        g.board = before;
        g.touchedByMover.clear();
        g.illegal = illegal.uncorrected();
        c.notice("II.6(e)", "The illegal move " + illegal.description() + " has remained uncorrected: " + Ctx.name(opponent)
                + " completed " + record + " after it. No penalty may now be exacted for it.");
        Play.complete(c, opponent, move);
    }

    /** The pointing out of an illegal move: a claim under Law 6. */
    static void claim(Ctx c) {
        Game g = c.game;
        IllegalMoveOnRecord illegal = g.illegal;
        if (illegal != null && illegal.opponentCompletedMove()) {
            restoreUncorrected(c, illegal);
        } else if (illegal != null) {
            c.rule("II.6(b)", Ctx.name(illegal.offender()) + "'s move " + illegal.description() + " is illegal and his turn"
                    + " is not ended; " + Ctx.name(illegal.offender().opposite())
                    + " may at once exact Penalty A, and then one of Penalties B and C.");
        } else if (g.outOfTurnMover != null) {
            c.rule("II.6(d)", Ctx.name(g.outOfTurnMover) + " moved in his opponent's turn; "
                    + Ctx.name(g.outOfTurnMover.opposite()) + " may require the annulment of that move.");
        } else {
            c.rule("II.6", "The claim fails: no illegal move stands uncorrected on the record.");
        }
    }

    /**
     * II.6(e): "the position must be restored which existed at the commencement of the turn to play
     * in which the illegal move ... occurred, and no penalty may then be exacted for what has been
     * already done. If this position cannot be ascertained, the game must be annulled."
     */
    private static void restoreUncorrected(Ctx c, IllegalMoveOnRecord illegal) {
        Game g = c.game;
        if (g.gapInRecord && illegal.seq() < g.gapSeq) {
            g.finish("annulled", "II.6(e)");
            c.rule("II.6(e)", "The illegal move " + illegal.description() + " remained uncorrected, and the position at the"
                    + " commencement of that turn cannot be ascertained from the record, which has a gap; the game is annulled.");
            return;
        }
        g.restoreTurnStart(illegal.atTurnStart());
        g.rights = g.rights.stream().filter(r -> r.seq() < illegal.seq()).toList();
        c.rule("II.6(e)", "The illegal move " + illegal.description() + " by " + Ctx.name(illegal.offender())
                + " remained uncorrected after his opponent completed a move; the position at the commencement of that turn"
                + " is restored, " + Ctx.name(illegal.offender()) + " to play, and no penalty may be exacted for it.");
    }

    /**
     * II.6(d): "If a player, in his opponent's turn to play, ... makes a move otherwise than in
     * substitution, the opponent ... may at once require the annulment of such substitution or such
     * move; and ... may exact, in the offender's next turn to play, one of the Penalties B and C."
     * II.5(f) first: the King's part of a castling begun with the Rook is no move out of turn.
     */
    static void moveInOpponentsTurn(Ctx c, Color offender, Move move) {
        Game g = c.game;
        if (completesRookFirstCastling(c, offender, move)) {
            return;
        }
        g.beforeOutOfTurnMove = g.board;
        g.outOfTurnMover = offender;
        g.outOfTurnFrom = move.from();
        g.board = Play.transferred(g.board, move, g.turn);
        c.notice("II.6(d)", Ctx.name(offender) + " moved " + move.uci() + " in his opponent's turn; "
                + Ctx.name(offender.opposite()) + " may at once require its annulment, and, having required it, may"
                + " exact one of Penalties B and C in " + Ctx.name(offender) + "'s next turn.");
    }

    /** {@code require annul-move}: the out-of-turn move is taken back (II.6(d)). */
    static void annulMove(Ctx c, Color requirer) {
        Game g = c.game;
        if (g.outOfTurnMover == null || g.outOfTurnMover == requirer) {
            c.rule("II.6(d)", "The requirement fails: " + Ctx.name(requirer.opposite())
                    + " has made no move in his opponent's turn.");
            return;
        }
        g.board = g.beforeOutOfTurnMove;
        g.pendingRequirementLaw = "II.6(d)";
        Color offender = g.outOfTurnMover;
        if (g.touchedThisTurn) {
            g.rights = g.rights.stream().filter(r -> !(r.law().equals("II.6(d)") && r.offender() == offender)).toList();
            c.rule("II.6(d)", "The move " + Ctx.name(offender) + " made in his opponent's turn is annulled; "
                    + Ctx.name(requirer) + " touched a man in this turn before requiring it, so no penalty may be exacted.");
        } else {
            // The penalty is the opponent's only once he has required the annulment (II.6(d)).
            g.addRight(new PenaltyRight("II.6(d)", offender, "BC", true, false, g.atTurnStart,
                    List.of(g.outOfTurnFrom), c.seq));
            c.rule("II.6(d)", "The move " + Ctx.name(offender) + " made in his opponent's turn is annulled; "
                    + "one of Penalties B and C may be exacted in his next turn.");
        }
        g.beforeOutOfTurnMove = null;
        g.outOfTurnMover = null;
        g.outOfTurnFrom = null;
    }

    /**
     * II.5(f): "If a player, in castling, moves and quits his Rook before touching his King, his
     * opponent, before touching a man, may require that the move with the Rook be treated as a
     * complete move." Until he does, the King's move completes the castling.
     */
    private static boolean completesRookFirstCastling(Ctx c, Color castler, Move kingMove) {
        Game g = c.game;
        Turn last = g.history;
        if (last == null || last.mover() != castler || g.touchedThisTurn || g.holding()) {
            return false;
        }
        Position lastStart = last.start();
        for (Move castling : lastStart.legalMoves()) {
            if (lastStart.isCastling(castling) && castling.equals(kingMove)) {
                Position afterCastling = lastStart.play(castling);
                Position now = Play.transferred(g.board, kingMove, g.turn);
                if (afterCastling.placement().equals(now.placement())) {
                    g.history = Turn.append(last.previous(), lastStart, castler, castling, false, last.seq());
                    g.board = afterCastling;
                    g.turnStart = afterCastling;
                    g.atTurnStart = g.copy();
                    g.rookFirstCastling = true;
                    c.notice("II.5(f)", Ctx.name(castler) + " castled with the Rook first; "
                            + Ctx.name(castler.opposite()) + ", before touching a man, may require that the move with the"
                            + " Rook be treated as a complete move and the King replaced.");
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code require rook-move-complete} (II.5(f)): the King goes back to the King's square. */
    static void rookMoveComplete(Ctx c, Color requirer) {
        Game g = c.game;
        if (!g.rookFirstCastling || g.touchedThisTurn) {
            c.rule("II.5(f)", "The requirement fails: no castling begun with the Rook stands to be treated so.");
            return;
        }
        Color castler = requirer.opposite();
        Square home = castler == Color.WHITE ? Square.E1 : Square.E8;
        Piece king = Piece.of(castler, PieceType.KING);
        Square kingNow = g.board.men().entrySet().stream().filter(e -> e.getValue() == king).map(java.util.Map.Entry::getKey)
                .findFirst().orElse(home);
        g.board = Play.transferred(g.board, Move.of(kingNow, home), g.turn);
        g.turnStart = g.board;
        g.rookFirstCastling = false;
        g.pendingRequirementLaw = "II.5(f)";
        c.rule("II.5(f)", "The move with the Rook is treated as a complete move and " + Ctx.name(castler)
                + "'s King is replaced on " + home + ".");
    }
}
