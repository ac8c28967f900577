package org.arbiter.board;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;

/**
 * What players do on the board once a game is over, which is no act of it: DGT's result signal (both
 * Kings put on the centre squares) with the men taken off to make room for it, and the men taken off
 * after a flag fell (a side's clock at 0:00) without a move completed since. The acts read so are
 * taken out of the lines and a comment says what they were; the result is left to the arbiter.
 */
final class GameEnd {
    private static final Set<Square> CENTRE = EnumSet.of(Square.D4, Square.D5, Square.E4, Square.E5);

    private GameEnd() {
    }

    /**
     * DGT's convention for the end of a game: both Kings put on the centre squares, on light squares
     * (d5, e4) a win for White, on dark squares (d4, e5) a win for Black, one of each a draw. The
     * King transfers after the last completed move ({@code completedAt}, a line index), and the men
     * taken off among or before them to make room, are cut from the log; the log so cut, with the
     * comment that says the signal, is returned, empty when the board shows no signal.
     */
    static Optional<ActLog> resultSignal(Men board, ActLog log, int completedAt) {
        List<BoardAct> out = log.lines();
        List<Piece> manOf = log.men();
        Square white = null;
        Square black = null;
        for (Square q : Square.values()) {
            Piece p = board.on(q);
            if (p == Piece.WHITE_KING) {
                white = q;
            } else if (p == Piece.BLACK_KING) {
                black = q;
            }
        }
        if (white == null || black == null || !CENTRE.contains(white) || !CENTRE.contains(black)) {
            return Optional.empty();
        }
        int cut = out.size();
        boolean king = false;
        List<Square> room = new ArrayList<>();
        while (cut > completedAt) {
            BoardAct a = out.get(cut - 1);
            Piece man = manOf.get(cut - 1);
            boolean isKing = man != null && man.type() == PieceType.KING;
            if (a instanceof BoardAct.Note || isKing || takenOff(a, man)) {
                king |= isKing;
                if (!isKing && man != null) {
                    ((Act) a).square().ifPresent(room::add);
                }
                cut--;
            } else {
                break;
            }
        }
        if (!king) {
            return Optional.empty();
        }
        boolean whiteLight = light(white);
        boolean blackLight = light(black);
        String result = whiteLight && blackLight ? "1-0" : !whiteLight && !blackLight ? "0-1" : "1/2-1/2";
        return Optional.of(log.upTo(cut).note(log.lastAt(),
                "result signal: both Kings put on the centre squares (" + white + ", " + black + "): " + result
                + "; no act of the contested sequence says it, so the result is left to the arbiter"
                + (room.isEmpty() ? "" : "; the men taken off " + room.reversed() + " made room for it: no acts either")));
    }

    /**
     * After a side's clock was written at 0:00, the men taken off at the end with no move completed since
     * clear the board: they are cut as above, and the log so cut, with the comment that says so, returned.
     */
    static Optional<ActLog> cleared(ActLog log, int completedAt) {
        List<BoardAct> out = log.lines();
        List<Piece> manOf = log.men();
        int flag = -1;
        for (int i = out.size() - 1; i >= completedAt && flag < 0; i--) {
            flag = out.get(i) instanceof Act a && a.kind() == Kind.CLOCK ? i : -1;
        }
        if (flag < 0) {
            return Optional.empty();
        }
        int cut = out.size();
        List<Square> off = new ArrayList<>();
        while (cut > flag + 1 && (out.get(cut - 1) instanceof BoardAct.Note || takenOff(out.get(cut - 1), manOf.get(cut - 1)))) {
            cut--;
            if (out.get(cut) instanceof Act a) {
                a.square().ifPresent(off::add);
            }
        }
        if (off.isEmpty() || cut != flag + 1) {
            return Optional.empty();
        }
        return Optional.of(log.upTo(cut).note(log.lastAt(),
                "the men taken off " + off.reversed() + " after the clock showed 0:00 clear the board: no acts"));
    }

    /** A man lifted or taken off, not a King: what is done to make room or to clear the board. */
    private static boolean takenOff(BoardAct a, Piece man) {
        return man != null && man.type() != PieceType.KING && a instanceof Act act
                && (act.kind() == Kind.REMOVE || act.kind() == Kind.LIFT);
    }

    private static boolean light(Square s) {
        return (s.file() + s.rank()) % 2 == 1;
    }
}
