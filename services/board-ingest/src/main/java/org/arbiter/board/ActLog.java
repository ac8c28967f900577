package org.arbiter.board;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.board.BoardAct.Note;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;

/**
 * The lines written so far, each with the man it concerns (none for notes and the clock's acts), and
 * the time of the last act: no act is stamped before the one written before it. Each line links to
 * the ones before it, so a log kept aside (a move that may yet be withdrawn) costs nothing and going
 * back to it drops exactly the lines written since.
 *
 * @param last the last line, or null before any
 * @param lastAt the time of the last act written (a note does not move it)
 */
record ActLog(Line last, long lastAt) {
    /** One line and those before it; {@code size} and {@code acts} count the lines and the acts up to it. */
    record Line(BoardAct line, Piece man, Line before, int size, int acts) {
    }

    /** An empty log whose acts are stamped no earlier than {@code lastAt}. */
    static ActLog from(long lastAt) {
        return new ActLog(null, lastAt);
    }

    /** The lines written. */
    int size() {
        return last == null ? 0 : last.size();
    }

    /** The acts written (not comment lines). */
    int acts() {
        return last == null ? 0 : last.acts();
    }

    /** An act's time: never before the act written before it. */
    long stamp(long at) {
        return Math.max(at, lastAt);
    }

    /** {@code by}'s act of {@code kind} on {@code square} (null for none) concerning {@code man}, stamped. */
    ActLog emit(long at, Kind kind, Color by, Square square, Piece man) {
        return written(Act.of(stamp(at), kind, by, square), man);
    }

    /** {@code a} concerning {@code man} (null for none), as it stands: the acts after it are stamped no earlier. */
    ActLog written(Act a, Piece man) {
        return new ActLog(line(a, man), Math.max(lastAt, a.at()));
    }

    /** A comment line, which moves no act's time. */
    ActLog note(long at, String text) {
        return new ActLog(line(new Note(Math.max(at, 0), text), null), lastAt);
    }

    /** The last act (a promotion) naming {@code piece}. */
    ActLog promotedTo(PieceType piece) {
        Act a = (Act) last.line();
        Act named = new Act(a.at(), a.kind(), a.by(), a.from(), a.square(), Optional.of(piece));
        return new ActLog(new Line(named, last.man(), last.before(), last.size(), last.acts()), lastAt);
    }

    /** The first {@code size} lines, the acts after them cut; the acts' time stays where it was. */
    ActLog upTo(int size) {
        Line l = last;
        while (l != null && l.size() > size) {
            l = l.before();
        }
        return new ActLog(l, lastAt);
    }

    /** The lines in the order written. */
    List<BoardAct> lines() {
        BoardAct[] lines = new BoardAct[size()];
        for (Line l = last; l != null; l = l.before()) {
            lines[l.size() - 1] = l.line();
        }
        return List.of(lines);
    }

    /** The man each line concerns, in the order written (null where none). */
    List<Piece> men() {
        Piece[] men = new Piece[size()];
        for (Line l = last; l != null; l = l.before()) {
            men[l.size() - 1] = l.man();
        }
        return Collections.unmodifiableList(Arrays.asList(men));
    }

    private Line line(BoardAct line, Piece man) {
        return new Line(line, man, last, size() + 1, acts() + (line instanceof Act ? 1 : 0));
    }
}
