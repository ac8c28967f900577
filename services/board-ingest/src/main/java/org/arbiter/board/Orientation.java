package org.arbiter.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.arbiter.board.Observation.BoardScan;
import org.arbiter.board.Observation.ClockReading;
import org.arbiter.board.Observation.SquareChange;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Which way round the board stands. The protocol numbers the fields from the corner at White's left
 * with the connector there; a board set up the other way round (White's men on the fields the protocol
 * numbers 0 to 15) reports every square turned through half a circle. The turn is found three ways:
 * from the start, on the whole recording's evidence, both readings weighed ({@link OrientationEvidence}:
 * the legal moves each sees, the changes each cannot explain, the board dumps); a board dump that matches
 * the men as tracked better turned than as reported; and during a game, the men set up again on the
 * board turned (a position transferred to a board placed the other way), whose changes are no acts.
 * When the evidence does not tell, the changes are not read as acts and a remark says so. The
 * observations are handed on with their squares as the players' board names them.
 */
final class Orientation {
    /** The board as it stood when it was last still, with where that moment falls in the output. */
    private record Still(Piece[] board, int outSize, long at) {
    }

    private static final int KEPT_STILLS = 64;
    private static final long STILL_MILLIS = 1000;
    /** A transfer of the whole position moves many men: fewer changes than this are not one. */
    private static final int TRANSFER_CHANGES = 6;
    /** How many squares of a transfer may go unreported (lost updates), and how many men must stand for that. */
    private static final int LOST_IN_TRANSFER = 1;
    private static final int TOLERANT_MEN = 8;

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
        OrientationEvidence.Decision decision = known.map(k -> new OrientationEvidence.Decision(Optional.of(k), -1))
                .orElseGet(() -> OrientationEvidence.decide(start, in));
        if (decision.turned().isEmpty()) {
            return undecided(in, decision.firstChange());
        }
        boolean turned = decision.turned().get();
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
                int next = index + 1;
                Still from = transferredFrom(board, stills, out.size(), () -> stillAfter(in, next, c.at()));
                if (from != null) {
                    turned = !turned;
                    List<Square> lost = amiss(board, from.board);
                    out.subList(from.outSize, out.size()).clear();
                    out.add(new Observation.Remark(c.at(), "the men were set up again turned round from "
                            + BoardAct.seconds(from.at) + " s to " + BoardAct.seconds(c.at()) + " s (the position "
                            + "transferred to the board placed the other way): no act; its squares are read "
                            + (turned ? "turned" : "as numbered") + " from here"
                            + (lost.isEmpty() ? "" : "; no report came of the man set up on " + lost
                            + ": he is taken to stand there as before")));
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

    /**
     * An earlier still board that the board now shows turned round, after enough changes to be a transfer;
     * with a man missing, only once the board then stays still (the last man may be on his way yet).
     */
    private static Still transferredFrom(Piece[] board, List<Still> stills, int outSize, BooleanSupplier stillNow) {
        for (Still s : stills) {
            if (outSize - s.outSize >= TRANSFER_CHANGES && matchesTurned(board, s.board)
                    && (amiss(board, s.board).isEmpty() || stillNow.getAsBoolean())) {
                return s;
            }
        }
        return null;
    }

    /**
     * Whether the men's next change after {@code from} comes a still moment after {@code at}; not at the end
     * of the reports so far, since a live board has not seen what comes next.
     */
    private static boolean stillAfter(List<Observation> in, int from, long at) {
        for (Observation o : in.subList(from, in.size())) {
            if (o instanceof SquareChange || o instanceof BoardScan) {
                return o.at() - at >= STILL_MILLIS;
            }
        }
        return false;
    }

    private static boolean matchesTurned(Piece[] now, Piece[] before) {
        int men = 0;
        int missing = 0;
        int other = 0;
        int direct = 0;
        for (int i = 0; i < 64; i++) {
            Piece turned = before[rotate(Square.byIndex(i)).ordinal()];
            if (now[i] != turned) {
                missing += now[i] == null ? 1 : 0;
                other += now[i] == null ? 0 : 1;
            }
            direct += now[i] != before[i] ? 1 : 0;
            men += turned == null ? 0 : 1;
        }
        // A position the same turned round (the bare Kings on opposite corners) proves nothing. One man missing is
        // a report lost in the burst (the man set up, his update lost), once enough men stand that chance cannot
        // match them and the men stand far from where they stood as numbered; a man too many, or another man on a
        // square, is no lost report but a move begun (a man in hand).
        return men > 2 && direct > 0 && other == 0
                && (missing == 0 || missing <= LOST_IN_TRANSFER && men >= TOLERANT_MEN && direct > 2 * TRANSFER_CHANGES);
    }

    /** The squares, as the players' board names them, where the board now differs from {@code before} turned round. */
    private static List<Square> amiss(Piece[] now, Piece[] before) {
        List<Square> squares = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            Square q = rotate(Square.byIndex(i));
            if (now[i] != before[q.ordinal()]) {
                squares.add(q);
            }
        }
        return squares;
    }

    /**
     * The recording's changes read neither way: which way round the board stands is not told by them
     * (read as numbered and turned round they fit equally well), so the men's changes and the board
     * dumps from the first change on are handed on as a remark alone, not as acts that may not have
     * been played; nor are the clock's readings, since a press without the move it closes would be
     * read as a press made without moving (an illegal move under FIDE 7.5.3, lost at the second). No
     * observation gets an origin, so that a live board does not take the board's way round as settled
     * before its reports tell.
     */
    private static List<Observation> undecided(List<Observation> in, int first) {
        List<Observation> out = new ArrayList<>(in.subList(0, first));
        long changes = in.subList(first, in.size()).stream().filter(o -> o instanceof SquareChange).count();
        out.add(new Observation.Remark(in.get(first).at(), "which way round the board stands cannot be read with confidence: "
                + "read as numbered and turned round, its " + changes + " changes from " + BoardAct.seconds(in.get(first).at())
                + " s on fit equally well, so neither they nor the clock's presses are read as acts"));
        for (Observation o : in.subList(first, in.size())) {
            if (!(o instanceof SquareChange) && !(o instanceof BoardScan) && !(o instanceof ClockReading)) {
                out.add(o);
            }
        }
        return out;
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
