package org.arbiter.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.board.Observation.BoardScan;
import org.arbiter.board.Observation.SquareChange;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Which way round the board stands. The protocol numbers the fields from the corner at White's left
 * with the connector there; a board set up the other way round (White's men on the fields the protocol
 * numbers 0 to 15) reports every square turned through half a circle. The turn is found three ways:
 * a board dump that matches the men as tracked better turned than as reported; before any dump, a
 * change that is impossible as reported (a square emptied that held no man, a man appearing that no
 * like man left a square for) and possible turned; and during a game, the men set up again on the
 * board turned (a position transferred to a board placed the other way), whose changes are no acts.
 * The observations are handed on with their squares as the players' board names them.
 */
final class Orientation {
    /** The board as it stood when it was last still, with where that moment falls in the output. */
    private record Still(Piece[] board, int outSize, long at) {
    }

    private static final int KEPT_STILLS = 64;
    private static final long STILL_MILLIS = 1000;
    /** A transfer of the whole position moves many men: fewer changes than this are not one. */
    private static final int TRANSFER_CHANGES = 6;

    private Orientation() {
    }

    /** Where an observation handed on came from: its index in the list read, and whether the board then stood turned. */
    record Origin(int index, boolean turned) {
    }

    /** The observations read the right way round, with a remark wherever the board was found turned. */
    static List<Observation> normalised(Position start, List<Observation> in) {
        return normalised(start, in, Optional.empty(), new IdentityHashMap<>());
    }

    /**
     * As above, the board standing {@code known} way round from the start (found from the first
     * changes when empty); {@code origins} gets the origin of each observation handed on.
     */
    static List<Observation> normalised(Position start, List<Observation> in, Optional<Boolean> known,
                                        Map<Observation, Origin> origins) {
        boolean turned = known.orElseGet(() -> turnedFromTheStart(start, in));
        int index = -1;
        Piece[] board = new Piece[64];
        start.men().forEach((s, p) -> board[s.ordinal()] = p);
        List<Observation> out = new ArrayList<>(in.size() + 1);
        List<Still> stills = new ArrayList<>();
        if (turned) {
            out.add(new Observation.Remark(in.isEmpty() ? 0 : in.get(0).at(), "the board is set up turned round (White's men "
                    + "on the fields the protocol numbers 0 to 15): its squares are read turned"));
        }
        long lastChange = Long.MIN_VALUE;
        for (Observation o : in) {
            index++;
            if (o instanceof BoardScan scan) {
                int direct = differences(board, scan.men(), turned);
                int other = differences(board, scan.men(), !turned);
                if (other * 2 < direct) {
                    turned = !turned;
                    out.add(new Observation.Remark(scan.at(), "the board dump at " + BoardAct.seconds(scan.at())
                            + " s shows the men turned round: the board was turned; its squares are read "
                            + (turned ? "turned" : "as numbered") + " from here"));
                }
                Map<Square, Piece> men = read(scan.men(), turned);
                BoardScan normal = turned ? new BoardScan(scan.at(), men) : scan;
                origins.put(normal, new Origin(index, turned));
                out.add(normal);
                for (Square q : Square.values()) {
                    board[q.ordinal()] = men.get(q);
                }
                stills.clear();
                lastChange = scan.at();
            } else if (o instanceof SquareChange c) {
                if (c.at() - lastChange >= STILL_MILLIS) {
                    stills.add(new Still(board.clone(), out.size(), c.at()));
                    if (stills.size() > KEPT_STILLS) {
                        stills.remove(0);
                    }
                }
                lastChange = c.at();
                Square q = turned ? rotate(c.square()) : c.square();
                board[q.ordinal()] = c.piece().orElse(null);
                SquareChange normal = turned ? new SquareChange(c.at(), q, c.piece()) : c;
                origins.put(normal, new Origin(index, turned));
                out.add(normal);
                Still from = transferredFrom(board, stills, out.size());
                if (from != null) {
                    turned = !turned;
                    out.subList(from.outSize, out.size()).clear();
                    out.add(new Observation.Remark(c.at(), "the men were set up again turned round from "
                            + BoardAct.seconds(from.at) + " s to " + BoardAct.seconds(c.at()) + " s (the position "
                            + "transferred to the board placed the other way): no act; its squares are read "
                            + (turned ? "turned" : "as numbered") + " from here"));
                    System.arraycopy(from.board, 0, board, 0, 64);
                    stills.clear();
                }
            } else {
                origins.put(o, new Origin(index, turned));
                out.add(o);
            }
        }
        return out;
    }

    /** An earlier still board that the board now shows turned round, after enough changes to be a transfer. */
    private static Still transferredFrom(Piece[] board, List<Still> stills, int outSize) {
        for (Still s : stills) {
            if (outSize - s.outSize >= TRANSFER_CHANGES && matchesTurned(board, s.board)) {
                return s;
            }
        }
        return null;
    }

    private static boolean matchesTurned(Piece[] now, Piece[] before) {
        int men = 0;
        for (int i = 0; i < 64; i++) {
            if (now[i] != before[rotate(Square.byIndex(i)).ordinal()]) {
                return false;
            }
            men += now[i] == null ? 0 : 1;
        }
        // A position the same turned round (the bare Kings on opposite corners) proves nothing.
        return men > 2 && !Arrays.equals(now, before);
    }

    /**
     * Before the first board dump: whether the first changes are impossible as numbered and possible
     * turned. A dump, when one comes first, decides instead.
     */
    private static boolean turnedFromTheStart(Position start, List<Observation> in) {
        Hypothesis direct = new Hypothesis(start, false);
        Hypothesis turned = new Hypothesis(start, true);
        for (Observation o : in) {
            if (o instanceof BoardScan) {
                return false;
            }
            if (o instanceof SquareChange c) {
                direct.change(c);
                turned.change(c);
                if (turned.impossible > 0) {
                    return false;
                }
                if (direct.impossible > 0) {
                    return true;
                }
            }
        }
        direct.end();
        turned.end();
        return direct.impossible > 0 && turned.impossible == 0;
    }

    /**
     * The board as one reading of the field numbers tracks it, counting the changes it cannot explain:
     * a report that changes nothing, a square emptied that held no man, and a man appearing that no
     * like man left a square for, within a second either way (a scan may report the arrival first).
     */
    private static final class Hypothesis {
        private static final long PATIENCE = 1000;
        private final Piece[] board = new Piece[64];
        private final List<Piece> off = new ArrayList<>();
        private final List<SquareChange> owed = new ArrayList<>();
        private final boolean turned;
        int impossible;

        Hypothesis(Position start, boolean turned) {
            start.men().forEach((s, p) -> board[s.ordinal()] = p);
            this.turned = turned;
        }

        void change(SquareChange c) {
            owed.removeIf(d -> {
                boolean late = c.at() - d.at() > PATIENCE;
                impossible += late ? 1 : 0;
                return late;
            });
            Square q = turned ? rotate(c.square()) : c.square();
            Piece before = board[q.ordinal()];
            Piece now = c.piece().orElse(null);
            if (before == now) {
                impossible++;
                return;
            }
            if (before != null && !owed.removeIf(d -> d.piece().orElse(null) == before)) {
                off.add(before);
            }
            if (now != null) {
                Piece pawn = Piece.of(now.color(), PieceType.PAWN);
                if (!off.remove(now) && !(now.type().isPromotionPiece() && off.remove(pawn))) {
                    owed.add(c);
                }
            }
            board[q.ordinal()] = now;
        }

        void end() {
            impossible += owed.size();
        }
    }

    private static int differences(Piece[] board, Map<Square, Piece> scan, boolean turned) {
        int n = 0;
        for (Square q : Square.values()) {
            if (board[(turned ? rotate(q) : q).ordinal()] != scan.get(q)) {
                n++;
            }
        }
        return n;
    }

    private static Map<Square, Piece> read(Map<Square, Piece> scan, boolean turned) {
        if (!turned) {
            return scan;
        }
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        scan.forEach((q, p) -> men.put(rotate(q), p));
        return men;
    }

    /** The square half a circle round: a1 is h8, e1 is d8. */
    static Square rotate(Square q) {
        return Square.at(7 - q.file(), 7 - q.rank());
    }
}
