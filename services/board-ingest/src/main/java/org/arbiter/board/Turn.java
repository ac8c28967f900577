package org.arbiter.board;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Whose turn it is: the position at the commencement of the turn and its legal moves (which removals
 * are captures, which placements complete a move), the one before it (a whole move out of turn may be
 * the turn's own move begun with the Rook), the side whose hand moves men now, and the line after which
 * the last move was completed. The reader never decides a move's legality: these only tell it when the
 * men stand as a move leaves them.
 *
 * @param mover the side whose man was last lifted or taken, null before any
 * @param completedAt the number of lines written when the last move was completed
 */
record Turn(Position start, Position previousStart, List<Move> legal, Color mover, int completedAt) {
    /** The turn commencing at {@code start}, after {@code previousStart} (null when unknown). */
    static Turn at(Position start, Position previousStart) {
        return new Turn(start, previousStart, start.legalMoves(), null, 0);
    }

    /** The side to move. */
    Color side() {
        return start.sideToMove();
    }

    /** The turn commencing at {@code p} instead (the board as dumped taken as the start). */
    Turn startsAt(Position p) {
        return new Turn(p, previousStart, p.legalMoves(), mover, completedAt);
    }

    /** {@code by}'s hand moves men now. */
    Turn movedBy(Color by) {
        return new Turn(start, previousStart, legal, by, completedAt);
    }

    /** The move was completed, leaving {@code after}, when {@code lines} lines were written: the next turn commences. */
    Turn passed(Position after, int lines) {
        return new Turn(after, start, after.legalMoves(), mover, lines);
    }

    /** The turn taken physically, out of turn, leaving {@code after}: the turn before it stays as it was. */
    Turn taken(Position after, int lines) {
        return new Turn(after, previousStart, after.legalMoves(), mover, lines);
    }

    /** Whether a legal move of the turn takes the man on {@code s}. */
    boolean capturable(Square s) {
        for (Move m : legal) {
            if (start.isCapture(m)) {
                Square captured = start.isEnPassant(m) ? Square.at(m.to().file(), m.from().rank()) : m.to();
                if (captured == s) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a legal move of the turn goes from {@code from} to {@code to}. */
    boolean reaches(Square from, Square to) {
        for (Move m : legal) {
            if (m.from() == from && m.to() == to) {
                return true;
            }
        }
        return false;
    }

    /**
     * The position a legal move from {@code from} (this turn's start or the one before) leaves when the
     * men stand as {@code board} has them, placed as {@code now}; null when no move explains them.
     */
    Position explain(Position from, Men board, String now) {
        if (now.equals(from.placement())) {
            return null;
        }
        List<Move> moves = from == start ? legal : from.legalMoves();
        for (Move m : moves) {
            // A Chess960 castling may leave the Rook on the King's first square.
            if (board.on(m.from()) == null || from.isCastling(m)) {
                Position after = from.play(m);
                if (after.placement().equals(now)) {
                    return after;
                }
            }
        }
        return null;
    }

    /**
     * The men of {@code board} set up with {@code side} to move, keeping the castling rights whose King
     * and Rook still stand on their squares ({@link Position#rearranged}); the turn's start when no
     * position is so set up.
     */
    Position setup(Men board, Color side) {
        try {
            return start.rearranged(board.bySquare(), side);
        } catch (IllegalArgumentException e) {
            return start;
        }
    }
}
