package org.arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.board.Observation.ClockReading;
import org.arbiter.chess.Color;

/**
 * Which side of the DGT clock is White's, read off the recording: the clock that runs when the
 * first man is lifted is the side to move's. Players set the clock on either side of a board (a
 * board set up turned round often has it on the right), and a side read wrongly makes every press
 * the opponent's and keeps a move open under the wrong clock, so the recording's own evidence
 * outweighs the {@code --white-clock} setting; when the clock starts only after the first change,
 * nothing is known and the setting stands.
 */
final class ClockSide {
    private ClockSide() {
    }

    /** The observations with the clock's sides exchanged when the clock ran for the side not to move at the first change. */
    static List<Observation> read(Color toMove, List<Observation> in) {
        Optional<Color> running = Optional.empty();
        for (Observation o : in) {
            if (o instanceof ClockReading r && r.running().isPresent()) {
                running = r.running();
                break;
            }
            if (o instanceof Observation.SquareChange) {
                break;
            }
        }
        if (running.isEmpty() || running.get() == toMove) {
            return in;
        }
        List<Observation> out = new ArrayList<>(in.size() + 1);
        out.add(new Observation.Remark(in.get(0).at(), "the clock ran for " + running.get().name().toLowerCase(java.util.Locale.ROOT)
                + " while " + toMove.name().toLowerCase(java.util.Locale.ROOT) + " was to move: "
                + "White's clock is taken to be on the other side"));
        for (Observation o : in) {
            out.add(o instanceof ClockReading r ? new ClockReading(r.at(), r.running().map(Color::opposite), r.black(), r.white()) : o);
        }
        return out;
    }
}
