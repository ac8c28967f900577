package org.arbiter.board;

import java.util.List;
import org.arbiter.board.Observation.BoardScan;
import org.arbiter.board.Observation.SquareChange;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Takes out the pairs of changes that are the sensor's and not the players': a square that empties
 * and gets the same man back within the debounce time (flicker), and a man seen on a square for
 * less than that time while it slides on to another (a square passed through).
 */
final class Flicker {
    private Flicker() {
    }

    /** Which observations are the sensor's pairs, to be taken out. */
    static boolean[] dropped(Position start, List<Observation> in, long debounce) {
        Piece[] board = new Piece[64];
        start.men().forEach((s, p) -> board[s.ordinal()] = p);
        boolean[] drop = new boolean[in.size()];
        for (int i = 0; i < in.size(); i++) {
            Observation o = in.get(i);
            if (o instanceof BoardScan scan) {
                for (Square q : Square.values()) {
                    board[q.ordinal()] = scan.men().get(q);
                }
            } else if (o instanceof SquareChange c && !drop[i]) {
                Piece before = board[c.square().ordinal()];
                Piece now = c.piece().orElse(null);
                int j = nextOn(in, i, c.square());
                if (j > 0 && in.get(j).at() - c.at() < debounce) {
                    Piece then = ((SquareChange) in.get(j)).piece().orElse(null);
                    boolean flicker = before != null && now == null && then == before && !filled(in, i, j, before);
                    boolean passed = before == null && now != null && then == null
                            && (filled(in, i, j, now) || filledSoon(in, j, now, debounce));
                    if (flicker || passed) {
                        drop[i] = true;
                        drop[j] = true;
                    }
                }
                board[c.square().ordinal()] = now;
            } else if (o instanceof SquareChange c) {
                board[c.square().ordinal()] = c.piece().orElse(null);
            }
        }
        return drop;
    }

    /** The next change of {@code square} after {@code i}, or -1; a board scan in between ends the search. */
    private static int nextOn(List<Observation> in, int i, Square square) {
        for (int j = i + 1; j < in.size(); j++) {
            Observation o = in.get(j);
            if (o instanceof BoardScan) {
                return -1;
            }
            if (o instanceof SquareChange c && c.square() == square) {
                return j;
            }
        }
        return -1;
    }

    private static boolean filled(List<Observation> in, int i, int j, Piece man) {
        for (int k = i + 1; k < j; k++) {
            if (in.get(k) instanceof SquareChange c && c.piece().orElse(null) == man) {
                return true;
            }
        }
        return false;
    }

    private static boolean filledSoon(List<Observation> in, int j, Piece man, long debounce) {
        long until = in.get(j).at() + debounce;
        for (int k = j + 1; k < in.size() && in.get(k).at() < until; k++) {
            if (in.get(k) instanceof SquareChange c && c.piece().orElse(null) == man) {
                return true;
            }
        }
        return false;
    }
}
