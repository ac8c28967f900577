package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;
import org.arbiter.law.MoveRecord;

/**
 * The game's record: the 9.2.2 identity of the starting position, the moves that stand, and the
 * moves taken off the record by a restoration (7.5.1, a sustained claim under Article 4).
 */
record Line(PositionKey startKey, List<Ply> plies, List<MoveRecord.Entry> undone) implements FidePart {

    Line {
        plies = List.copyOf(plies);
        undone = List.copyOf(undone);
    }

    static Line start(Position start) {
        return new Line(PositionKey.fide(start), List.of(), List.of());
    }

    Line plus(Ply ply) {
        List<Ply> next = new ArrayList<>(plies);
        next.add(ply);
        return new Line(startKey, next, undone);
    }

    /** The record with its last move taken off and kept among the moves undone. */
    Line withoutLast() {
        List<MoveRecord.Entry> gone = new ArrayList<>(undone);
        gone.add(last().entry());
        return new Line(startKey, plies.subList(0, plies.size() - 1), gone);
    }

    Ply last() {
        return plies.get(plies.size() - 1);
    }

    boolean isEmpty() {
        return plies.isEmpty();
    }

    /** How often the position identified by {@code key} has stood on the board (9.2.2). */
    int occurrences(PositionKey key) {
        int n = startKey.equals(key) ? 1 : 0;
        for (Ply p : plies) {
            if (p.keyAfter().equals(key)) {
                n++;
            }
        }
        return n;
    }

    MoveRecord record() {
        return new MoveRecord(plies.stream().map(Ply::entry).toList(), undone);
    }
}
