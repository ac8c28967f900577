package org.arbiter.board;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
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
    record Reading(List<BoardAct> lines, int openFrom, long openUntil, Optional<Quiet> quiet, Optional<Position> dumpedStart) {
    }

    /**
     * Where a reading starts: the position at the commencement of the turn (and of the turn before,
     * for castling begun with the Rook), whose clock ran, the time of the last act, which way
     * round the board stands ({@code turned} empty at the start of a recording: found from it), and
     * the sides whose clock was already written at 0:00 ({@code atZero}), so that it is written once.
     */
    record Start(Position position, Position previousStart, Optional<Color> running, long lastAt, Optional<Boolean> turned,
                 Set<Color> atZero) {
        Start {
            atZero = Set.copyOf(atZero);
        }

        static Start of(Position position) {
            return new Start(position, null, Optional.empty(), 0, Optional.empty(), Set.of());
        }
    }

    /**
     * A quiet moment: the board still, the hand free, the men as the turn's commencement has them and
     * nothing open; a reading from {@code start} at the {@code index}-th observation on gives the same
     * acts as one from the beginning, after the {@code actsBefore} acts read before it.
     */
    record Quiet(int index, Start start, int actsBefore) {
    }

    /** The acts, and comment lines, for the observations of one game that starts at {@code start}. */
    public static List<BoardAct> acts(Position start, List<Observation> observations, Settings settings) {
        return read(Start.of(start), observations, settings).lines();
    }

    static Reading read(Start start, List<Observation> observations, Settings settings) {
        ActMaker maker = new ActMaker(start, settings);
        long debounce = settings.debounceMillis();
        Position at = start.position();
        Map<Observation, Orientation.Origin> origins = new IdentityHashMap<>();
        List<Observation> read = Orientation.normalised(at, observations, start.turned(), origins);
        List<Observation> repaired = Flicker.repaired(at, read, Flicker.dropped(at, read, debounce), debounce);
        boolean[] dropped = Flicker.dropped(at, repaired, debounce);
        List<Observation> kept = new ArrayList<>(repaired.size());
        for (int i = 0; i < dropped.length; i++) {
            if (!dropped[i]) {
                kept.add(repaired.get(i));
            }
        }
        Quiet quiet = null;
        int k = 0;
        for (int i = 0; i < dropped.length; i++) {
            Observation o = repaired.get(i);
            if (dropped[i]) {
                maker.stir(o.at());
                continue;
            }
            Orientation.Origin origin = origins.get(o);
            if (origin != null && origin.index() > 0 && maker.quiet(o.at())) {
                quiet = new Quiet(origin.index(), maker.startHere(origin.turned()), maker.acts());
            }
            k++;
            maker.observe(o, kept.subList(k, kept.size()));
        }
        List<BoardAct> lines = maker.finish();
        int open = maker.openFrom();
        long until = maker.openUntil();
        int openActs = (int) lines.subList(0, Math.min(open, lines.size())).stream().filter(l -> l instanceof BoardAct.Act).count();
        return new Reading(lines, openActs, until, Optional.ofNullable(quiet), maker.dumpedStart());
    }
}
