package org.arbiter.board;

import java.util.List;
import org.arbiter.chess.Position;

/**
 * Square changes read as acts. A square emptied is a {@code lift} of the mover's man, or a
 * {@code remove} of the opponent's man a capture takes; a square filled with the man in hand is a
 * {@code place}, followed by a {@code release} once the board has been still for the debounce time
 * (or at once when the hand goes to another man or to the clock); a piece put where the Pawn stood
 * is a {@code promote}; a clock that stops for one side and starts for the other is that side's
 * {@code press}. Whether any of it is legal is for the law engine.
 */
public final class FieldChanges {
    private FieldChanges() {
    }

    /**
     * The acts and comment lines of a reading, and which of its acts may still change however long the
     * board stays still: from the {@code openFrom}-th act on (counting acts, not comment lines), until
     * {@code openUntil}, a move completed by the debounce alone may be withdrawn if its man moves on.
     */
    record Reading(List<BoardAct> lines, int openFrom, long openUntil) {
    }

    /** The acts, and comment lines, for the observations of one game that starts at {@code start}. */
    public static List<BoardAct> acts(Position start, List<Observation> observations, Settings settings) {
        return read(start, observations, settings).lines();
    }

    static Reading read(Position start, List<Observation> observations, Settings settings) {
        ActMaker maker = new ActMaker(start, settings);
        long debounce = settings.debounceMillis();
        List<Observation> read = Orientation.normalised(start, observations);
        List<Observation> repaired = Flicker.repaired(start, read, Flicker.dropped(start, read, debounce), debounce);
        boolean[] dropped = Flicker.dropped(start, repaired, debounce);
        for (int i = 0; i < dropped.length; i++) {
            if (dropped[i]) {
                maker.stir(repaired.get(i).at());
            } else {
                maker.observe(repaired.get(i));
            }
        }
        List<BoardAct> lines = maker.finish();
        int open = maker.openFrom();
        long until = maker.openUntil();
        int openActs = (int) lines.subList(0, Math.min(open, lines.size())).stream().filter(l -> l instanceof BoardAct.Act).count();
        return new Reading(lines, openActs, until);
    }
}
