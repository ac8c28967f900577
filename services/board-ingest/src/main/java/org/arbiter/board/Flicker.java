package org.arbiter.board;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.board.Observation.BoardScan;
import org.arbiter.board.Observation.SquareChange;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Takes out the pairs of changes that are the sensor's and not the players': a square that empties
 * and gets the same man back within the debounce time (flicker, including one whose refill was lost
 * and a board dump shows), and a man seen on a square for less than that time while it slides on to
 * another (a square passed through).
 */
final class Flicker {
    /** How many observations the reading of a man set down looks at: a capture ends within them. */
    private static final int LOOK_AHEAD = 24;

    /** A man just put down, gone at once and seen on another square: taken by the opponent and set down there, or moving on. */
    enum SetDown {
        TAKEN, MOVED_ON, NOT_YET_KNOWN
    }

    private Flicker() {
    }

    /** A man seen leaving a square or arriving on one; {@code order} counts the changes, {@code press} the clock presses. */
    private record Sighting(SquareChange change, Piece man, int order, int press) {
    }

    /**
     * The observations with the refills a board dump proves were lost. Between two dumps, a man seen
     * leaving a square whose last update emptied it, and shown by the dump on that same square, came
     * back unseen, unless his leaving is needed to explain a like man's arrival elsewhere (each arrival
     * takes the latest earlier departure of a like man, one that did not come back first). Such a man
     * gets a refill at the moment he left, which the pairing below then takes out as flicker. The
     * sensor's pairs already found ({@code sensors}) are no departures or arrivals.
     */
    static List<Observation> repaired(Position start, List<Observation> in, boolean[] sensors, long debounce) {
        Piece[] board = new Piece[64];
        start.men().forEach((s, p) -> board[s.ordinal()] = p);
        List<Sighting> departures = new ArrayList<>();
        List<Sighting> arrivals = new ArrayList<>();
        Map<SquareChange, SquareChange> refills = new IdentityHashMap<>();
        int order = 0;
        int press = 0;
        for (int i = 0; i < in.size(); i++) {
            Observation o = in.get(i);
            if (o instanceof SquareChange c && !sensors[i]) {
                Piece before = board[c.square().ordinal()];
                Piece now = c.piece().orElse(null);
                if (before != null && before != now) {
                    departures.add(new Sighting(c, before, order, press));
                }
                if (now != null && before != now) {
                    arrivals.add(new Sighting(c, now, order, press));
                }
                order++;
                board[c.square().ordinal()] = now;
            } else if (o instanceof Observation.ClockReading) {
                press++;
            } else if (o instanceof BoardScan scan) {
                for (Sighting d : returned(board, scan, departures, arrivals, debounce)) {
                    refills.put(d.change, new SquareChange(d.change.at(), d.change.square(), Optional.of(d.man)));
                }
                departures.clear();
                arrivals.clear();
                for (Square q : Square.values()) {
                    board[q.ordinal()] = scan.men().get(q);
                }
            }
        }
        if (refills.isEmpty()) {
            return in;
        }
        List<Observation> out = new ArrayList<>(in.size() + refills.size());
        for (Observation o : in) {
            out.add(o);
            SquareChange refill = o instanceof SquareChange c ? refills.get(c) : null;
            if (refill != null) {
                out.add(refill);
            }
        }
        return out;
    }

    private static List<Sighting> returned(Piece[] board, BoardScan scan, List<Sighting> departures, List<Sighting> arrivals,
                                          long debounce) {
        List<Sighting> candidates = new ArrayList<>();
        // Only a square's last departure may have come back unseen: a man left it again since an earlier one.
        Set<Square> later = EnumSet.noneOf(Square.class);
        for (int k = departures.size() - 1; k >= 0; k--) {
            Sighting d = departures.get(k);
            Square q = d.change.square();
            if (later.add(q) && d.change.piece().isEmpty() && board[q.ordinal()] == null && scan.men().get(q) == d.man) {
                candidates.add(d);
            }
        }
        if (candidates.isEmpty()) {
            return candidates;
        }
        List<Sighting> free = new ArrayList<>(departures);
        Map<Sighting, Sighting> explained = new IdentityHashMap<>();
        for (Sighting a : arrivals) {
            if (promoted(a, departures, arrivals)) {
                continue;
            }
            Sighting taken = null;
            for (Sighting d : free) {
                // A scan may report the arrival just before the departure, so a departure soon after counts too.
                boolean before = d.order < a.order || d.change.at() - a.change.at() < debounce;
                if (d.man == a.man && before && (taken == null || preferred(d, taken, a, candidates, arrivals))) {
                    taken = d;
                }
            }
            if (taken != null) {
                free.remove(taken);
                explained.put(a, taken);
            }
        }
        candidates.retainAll(free);
        // A like man that left later, was not taken and was seen arriving nowhere: his arrival was lost, there.
        List<Sighting> unseen = new ArrayList<>(free);
        unseen.removeIf(d -> candidates.contains(d) || takenThere(d, Integer.MAX_VALUE, arrivals)
                || setDownAndOff(d, arrivals, explained));
        for (Iterator<Sighting> it = candidates.iterator(); it.hasNext(); ) {
            Sighting c = it.next();
            for (Sighting d : unseen) {
                if (d.man == c.man && d.order > c.order) {
                    unseen.remove(d);
                    it.remove();
                    break;
                }
            }
        }
        return candidates;
    }

    /**
     * Which departure explains an arrival: one in the same turn of the clock before one in another,
     * then one whose square no man of the other colour filled after it and before the arrival (a man
     * taken there left the board), then one that did not come back before one that did, then the
     * later before the earlier.
     */
    private static boolean preferred(Sighting d, Sighting than, Sighting arrival, List<Sighting> candidates,
                                     List<Sighting> arrivals) {
        boolean same = d.press == arrival.press;
        boolean thanSame = than.press == arrival.press;
        if (same != thanSame) {
            return same;
        }
        boolean taken = takenThere(d, arrival.order, arrivals);
        boolean thanTaken = takenThere(than, arrival.order, arrivals);
        if (taken != thanTaken) {
            return !taken;
        }
        boolean back = candidates.contains(d);
        boolean thanBack = candidates.contains(than);
        return back != thanBack ? !back : d.order > than.order;
    }

    /** Whether {@code d} is a man taken elsewhere, set down on his square for a moment and taken off the board from it. */
    private static boolean setDownAndOff(Sighting d, List<Sighting> arrivals, Map<Sighting, Sighting> explained) {
        Sighting came = null;
        for (Sighting a : arrivals) {
            if (a.order < d.order && a.man == d.man && a.change.square() == d.change.square()) {
                came = a;
            }
        }
        Sighting from = came == null ? null : explained.get(came);
        return from != null && takenThere(from, Integer.MAX_VALUE, arrivals);
    }

    /**
     * Whether {@code a} is a piece put on its last rank after a Pawn of its colour left the rank
     * before, beside it, with no piece of its colour put anywhere since: a new man, no like man's
     * departure.
     */
    private static boolean promoted(Sighting a, List<Sighting> departures, List<Sighting> arrivals) {
        Color side = a.man.color();
        Square to = a.change.square();
        if (!a.man.type().isPromotionPiece() || to.rankFor(side) != 8) {
            return false;
        }
        for (Sighting d : departures) {
            Square from = d.change.square();
            if (d.order < a.order && d.man == Piece.of(side, PieceType.PAWN) && from.rankFor(side) == 7
                    && Math.abs(from.file() - to.file()) <= 1 && arrivals.stream().noneMatch(x -> x.order > d.order
                    && x.order < a.order && x.man.color() == side && x.man.type().isPromotionPiece())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a man of the other colour arrived on the square {@code d} left, with it or after it and
     * before the {@code before}-th change: the man that left was taken, and off the board once the capture was made.
     */
    private static boolean takenThere(Sighting d, int before, List<Sighting> arrivals) {
        for (Sighting a : arrivals) {
            if (a.order >= d.order && a.order < before && a.change.square() == d.change.square()
                    && a.man.color() != d.man.color()) {
                return true;
            }
        }
        return false;
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
                    boolean flicker = before != null && now == null && then == before;
                    // A man put down before a press of the clock did not pass over his square: the press ended the move.
                    boolean passed = before == null && now != null && then == null && !pressedBetween(in, i, j)
                            && (filled(in, i, j, now, debounce) || filledSoon(in, j, now, debounce))
                            && !takenAndSetDown(in, j, c.square(), now, debounce);
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

    /**
     * Whether {@code man}, gone from {@code on} and now on {@code to}, was taken by the opponent and
     * set down there for a moment ({@code in} from {@code from} on: the observations that follow his
     * arrival on {@code to}): he leaves {@code to} and then a man of the opponent's arrives where he
     * was taken (a Pawn taken in passing: behind it), with no man of the mover's arriving and no press
     * of the clock in between; or, his leaving lost, a board dump shows him gone and the opponent's
     * man there. A man moving on stays until the opponent has moved, or is seen again, or is taken
     * where he stands. A square's flicker (refilled within {@code debounce}) is no man arriving.
     * Observations that end before either is shown cannot tell yet.
     */
    static SetDown setDown(List<Observation> in, int from, Square on, Square to, Piece man, long debounce) {
        boolean left = false;
        boolean taken = false;
        for (int i = from; i < Math.min(in.size(), from + LOOK_AHEAD); i++) {
            Observation o = in.get(i);
            if (o instanceof BoardScan scan) {
                boolean capturer = scan.men().entrySet().stream().anyMatch(e -> takes(e.getValue(), e.getKey(), on, man));
                return capturer && scan.men().get(to) != man ? SetDown.TAKEN : SetDown.MOVED_ON;
            }
            if (o instanceof Observation.ClockReading) {
                return SetDown.MOVED_ON;
            }
            if (!(o instanceof SquareChange n) || refill(in, i, debounce)) {
                continue;
            }
            Piece p = n.piece().orElse(null);
            if (p == null && n.square() == to) {
                if (taken) {
                    return SetDown.MOVED_ON;
                }
                left = true;
            } else if (p != null && (p.color() == man.color() || n.square() == to)) {
                return SetDown.MOVED_ON;
            } else if (p != null && takes(p, n.square(), on, man)) {
                if (left) {
                    return SetDown.TAKEN;
                }
                taken = true;
            }
        }
        return in.size() < from + LOOK_AHEAD ? SetDown.NOT_YET_KNOWN : SetDown.MOVED_ON;
    }

    /** Whether {@code p} standing on {@code square} is the opponent's man that took {@code man} on {@code on}: there, or in passing behind it. */
    private static boolean takes(Piece p, Square square, Square on, Piece man) {
        if (p == null || p.color() == man.color()) {
            return false;
        }
        boolean pawns = p.type() == PieceType.PAWN && man.type() == PieceType.PAWN;
        int behind = on.rank() + (man.color() == Color.WHITE ? -1 : 1);
        return square == on || pawns && behind >= 0 && behind < 8 && square == Square.at(on.file(), behind);
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

    private static boolean pressedBetween(List<Observation> in, int i, int j) {
        Optional<Color> running = Optional.empty();
        for (int k = i - 1; k >= 0; k--) {
            if (in.get(k) instanceof Observation.ClockReading r) {
                running = r.running();
                break;
            }
        }
        for (int k = i + 1; k < j; k++) {
            if (in.get(k) instanceof Observation.ClockReading r && r.running().isPresent() && !r.running().equals(running)) {
                return true;
            }
        }
        return false;
    }

    private static boolean filled(List<Observation> in, int i, int j, Piece man, long debounce) {
        for (int k = i + 1; k < j; k++) {
            if (in.get(k) instanceof SquareChange c && c.piece().orElse(null) == man && !refill(in, k, debounce)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the arrival at {@code k} fills a square that emptied less than the debounce time before: a like man's flicker, not this man. */
    private static boolean refill(List<Observation> in, int k, long debounce) {
        SquareChange c = (SquareChange) in.get(k);
        if (c.piece().isEmpty()) {
            return false;
        }
        for (int b = k - 1; b >= 0 && c.at() - in.get(b).at() < debounce; b--) {
            if (in.get(b) instanceof SquareChange e && e.square() == c.square()) {
                return e.piece().isEmpty();
            }
        }
        return false;
    }

    /** Whether the man that left {@code square} at {@code j} was taken there and set down on the square he fills next, or may yet prove so. */
    private static boolean takenAndSetDown(List<Observation> in, int j, Square square, Piece man, long debounce) {
        long until = in.get(j).at() + debounce;
        for (int k = j + 1; k < in.size() && in.get(k).at() < until; k++) {
            if (in.get(k) instanceof SquareChange c && c.piece().orElse(null) == man) {
                return setDown(in, k + 1, square, c.square(), man, debounce) != SetDown.MOVED_ON;
            }
        }
        return false;
    }

    /** Whether the man gone at {@code j} is seen soon after on another square (back on his own, the leaving was flicker). */
    private static boolean filledSoon(List<Observation> in, int j, Piece man, long debounce) {
        long until = in.get(j).at() + debounce;
        Square left = ((SquareChange) in.get(j)).square();
        for (int k = j + 1; k < in.size() && in.get(k).at() < until; k++) {
            if (in.get(k) instanceof SquareChange c && c.piece().orElse(null) == man && !refill(in, k, debounce)) {
                return c.square() != left;
            }
        }
        return false;
    }
}
