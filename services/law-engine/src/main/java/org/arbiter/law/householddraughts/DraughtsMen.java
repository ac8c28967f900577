package org.arbiter.law.householddraughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;

/**
 * The board's geometry and the men moved by hand: a false move or a huff leaves an arrangement
 * the rules of play never produce, which is written out as a PDN FEN and read back.
 */
final class DraughtsMen {
    private DraughtsMen() {
    }

    static int row(int square) {
        return (square - 1) >> 2;
    }

    static int column(int square) {
        int k = (square - 1) & 3;
        return (row(square) & 1) == 0 ? 2 * k + 1 : 2 * k;
    }

    static boolean adjacent(int from, int to) {
        return Math.abs(row(to) - row(from)) == 1 && Math.abs(column(to) - column(from)) == 1;
    }

    /** The square a jump from {@code from} to {@code to} passes over, or 0 when they are not a jump apart. */
    static int between(int from, int to) {
        int dr = row(to) - row(from);
        int dc = column(to) - column(from);
        if (Math.abs(dr) != 2 || Math.abs(dc) != 2) {
            return 0;
        }
        int r = row(from) + dr / 2;
        int c = column(from) + dc / 2;
        return r * 4 + c / 2 + 1;
    }

    /** Whether a man of {@code side} on {@code square} stands on the row where it is crowned. */
    static boolean crownRow(Side side, int square) {
        return side == Side.BLACK ? row(square) == 7 : row(square) == 0;
    }

    /**
     * The board after the man on {@code path}'s first square is carried along it by hand, the men
     * jumped over taken off, a man reaching the far row crowned, and {@code next} to move.
     */
    static DraughtsPosition carried(DraughtsPosition board, List<Integer> path, Side next) {
        Map<Integer, Piece> men = new TreeMap<>(board.pieces());
        Piece man = men.remove(path.get(0));
        for (int i = 1; i < path.size(); i++) {
            int over = between(path.get(i - 1), path.get(i));
            if (over != 0) {
                men.remove(over);
            }
        }
        int to = path.get(path.size() - 1);
        men.put(to, Piece.of(man.side(), man.isKing() || crownRow(man.side(), to)));
        return of(men, next);
    }

    /** The board without the man on {@code square}. */
    static DraughtsPosition without(DraughtsPosition board, int square) {
        Map<Integer, Piece> men = new TreeMap<>(board.pieces());
        men.remove(square);
        return of(men, board.sideToMove());
    }

    /** The same men with {@code side} to move. */
    static DraughtsPosition toMove(DraughtsPosition board, Side side) {
        return board.sideToMove() == side ? board : of(board.pieces(), side);
    }

    private static DraughtsPosition of(Map<Integer, Piece> men, Side toMove) {
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        men.forEach((square, p) -> (p.side() == Side.WHITE ? white : black).add((p.isKing() ? "K" : "") + square));
        return DraughtsPosition.fromFen(toMove.letter() + ":W" + String.join(",", white) + ":B" + String.join(",", black));
    }

    /** {@code Black} or {@code White}, as the rulings name a side. */
    static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }
}
