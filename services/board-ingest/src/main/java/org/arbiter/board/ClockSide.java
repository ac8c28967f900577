package org.arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.arbiter.board.Observation.ClockReading;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Which side of the DGT clock is White's, read off the recording: the clock that runs when the
 * first man is lifted is the side to move's. Players set the clock on either side of a board (a
 * board set up turned round often has it on the right), and a side read wrongly makes every press
 * the opponent's and keeps a move open under the wrong clock, so the recording's own evidence
 * outweighs the {@code --white-clock} setting; when the clock starts only after the first change,
 * nothing is known and the setting stands. {@code ingest} and a live board read it alike.
 */
final class ClockSide {
    private ClockSide() {
    }

    /**
     * Whether the clock's sides are to be exchanged: true when the clock ran for the side not to
     * move before the first change, false when it ran for the side to move or a change came first,
     * and empty while neither has been reported (a live board waits for one or the other). A first
     * board dump of men set up otherwise than {@code start}, either way round, leaves the setting
     * standing: whose turn it is there is not known, and the running clock is evidence of that, not of its side.
     */
    static Optional<Boolean> exchanged(Position start, List<Observation> in) {
        for (Observation o : in) {
            if (o instanceof ClockReading r && r.running().isPresent()) {
                return Optional.of(r.running().get() != start.sideToMove());
            }
            if (o instanceof Observation.SquareChange) {
                return Optional.of(false);
            }
            if (o instanceof Observation.BoardScan scan && setUpOtherwise(start, scan.men())) {
                return Optional.of(false);
            }
        }
        return Optional.empty();
    }

    private static boolean setUpOtherwise(Position start, Map<Square, Piece> men) {
        boolean numbered = true;
        boolean turned = true;
        for (Square q : Square.values()) {
            Piece there = start.pieceAt(q).orElse(null);
            numbered &= men.get(q) == there;
            turned &= men.get(Orientation.rotate(q)) == there;
        }
        return !numbered && !turned;
    }

    /** A clock reading with its sides exchanged; any other observation as it is. */
    static Observation exchange(Observation o) {
        return o instanceof ClockReading r ? new ClockReading(r.at(), r.running().map(Color::opposite), r.black(), r.white()) : o;
    }

    /** The comment that says the sides were exchanged. */
    static Observation.Remark remark(long at, Color toMove) {
        String mover = toMove.name().toLowerCase(Locale.ROOT);
        String other = toMove.opposite().name().toLowerCase(Locale.ROOT);
        return new Observation.Remark(at, "the clock ran for " + other + " while " + mover + " was to move: "
                + "White's clock is taken to be on the other side");
    }

    /** The observations with the clock's sides exchanged when the clock ran for the side not to move at the first change. */
    static List<Observation> read(Position start, List<Observation> in) {
        if (!exchanged(start, in).orElse(false)) {
            return in;
        }
        List<Observation> out = new ArrayList<>(in.size() + 1);
        out.add(remark(in.get(0).at(), start.sideToMove()));
        for (Observation o : in) {
            out.add(exchange(o));
        }
        return out;
    }
}
