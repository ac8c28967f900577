package org.arbiter.board;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * A Chess960 castling made as FIDE's Guidelines II.3.2.5.1 recommend, the King set beside the board, the
 * Rook moved, then the King put on his square, read when the board lost one of its reports: the King's
 * lift (he is seen arriving after his Rook's move, while the board still shows him at home), or the
 * Rook's lift (the Rook seen arriving while the King is off his square, his leaving shown later).
 * Read otherwise, the Rook's move completes a move and the King's is a second one, or the King's comes
 * down as a King move of his own; FIDE rules either an illegal move (7.5.1).
 */
final class Chess960Castling {
    private Chess960Castling() {
    }

    /** The castling of {@code p} by the King on {@code king} with the Rook on {@code rook}; null when none is legal. */
    static Move of(Position p, Square king, Square rook) {
        if (!p.isChess960()) {
            return null;
        }
        for (Move m : p.legalMovesFrom(king)) {
            // A Chess960 castling is written as the King onto his Rook's square.
            if (m.to() == rook && p.isCastling(m)) {
                return m;
            }
        }
        return null;
    }

    /** The square the Rook of castling {@code m} ends on: beside the King's, on the f- or d-file. */
    static Square rookSquare(Move m) {
        return Square.at(m.to().file() > m.from().file() ? 5 : 3, m.from().rank());
    }

    /**
     * Whether {@code man}, lifted from {@code s} while the hand holds {@code king}, is the Rook of a
     * castling that King may make in a Chess960 game: FIDE Guidelines II.3.2.5.1 has the King moved
     * "outside the playing surface next to his final square", then the Rook, then the King.
     */
    static boolean rook(Turn turn, Held king, Square s, Piece man) {
        return king.piece().type() == PieceType.KING && king.piece().color() == turn.side() && man.type() == PieceType.ROOK
                && man.color() == turn.side() && of(turn.start(), king.from(), s) != null;
    }

    /**
     * The Rook of a castling leaving {@code s}, its arrival on his castled square seen already (the
     * update of its lift lost, or reported after its landing), while the King, lifted first, is put down on
     * his castled square and not yet let go: the King was set beside the board, the Rook moved, then the
     * King put on his square. The track with the King's release, the Rook's lift, place and release
     * written, the King still under the hand; null when the men show no such castling.
     */
    static Track rookLandedUnseen(Track t, long at, Square s, Piece man) {
        Hand hand = t.hand();
        Held king = hand.pendingMan();
        Hand.Orphan landed = hand.orphan(man);
        if (hand.held() != null || hand.pendingPlace() == null || landed == null || !rook(t.turn(), king, s, man)) {
            return null;
        }
        Move castling = of(t.turn().start(), king.from(), s);
        if (t.turn().start().castledKingSquare(castling) != hand.pendingPlace() || rookSquare(castling) != landed.square()) {
            return null;
        }
        Color side = man.color();
        ActLog log = t.log().emit(landed.at(), Kind.RELEASE, side, null, king.piece())
                .emit(landed.at(), Kind.LIFT, side, s, man)
                .emit(landed.at(), Kind.PLACE, side, landed.square(), man)
                .emit(at, Kind.RELEASE, side, null, man);
        return new Track(t.board().with(s, null), hand.without(landed), t.turn(), log, t.open());
    }

    /**
     * The King arriving on {@code s} while the board still shows him on {@code home}, just after his
     * side's Rook moved where a castling of theirs puts it: he was set beside the board before the Rook
     * was lifted (the update of his lift lost), so the Rook's move completed nothing. The track re-read
     * so: the King's lift and release written before the Rook's lift, the turn back at its commencement,
     * the King under the hand on {@code s}; null when the men and acts show no such castling.
     */
    static Track kingSetAsideUnseen(Track t, long at, Square home, Square s, Piece king) {
        Turn turn = t.turn();
        Position before = turn.previousStart();
        Color side = king.color();
        if (before == null || !before.isChess960() || before.sideToMove() != side || turn.side() == side || !t.hand().quiet()
                || t.log().size() != turn.completedAt()) {
            return null;
        }
        Men board = t.board().with(home, null).with(s, king);
        Move castling = null;
        for (Move m : before.legalMovesFrom(home)) {
            if (before.isCastling(m) && before.castledKingSquare(m) == s
                    && before.play(m).placement().equals(board.placement(List.of()))) {
                castling = m;
            }
        }
        if (castling == null) {
            return null;
        }
        // The Rook's acts since his lift: only his own place and release may follow it.
        Deque<ActLog.Line> rookActs = new ArrayDeque<>();
        ActLog.Line l = t.log().last();
        while (l != null && !(l.line() instanceof Act a && a.kind() == Kind.LIFT)) {
            if (l.line() instanceof Act a && (a.by() != side || a.kind() != Kind.PLACE && a.kind() != Kind.RELEASE)) {
                return null;
            }
            rookActs.push(l);
            l = l.before();
        }
        if (l == null || !(l.line() instanceof Act lift) || lift.square().orElse(null) != castling.to() || lift.by() != side) {
            return null;
        }
        rookActs.push(l);
        ActLog log = t.log().upTo(l.size() - 1)
                .written(Act.of(lift.at(), Kind.LIFT, side, home), king)
                .written(Act.of(lift.at(), Kind.RELEASE, side, null), king);
        for (ActLog.Line r : rookActs) {
            log = r.line() instanceof Act a ? log.written(a, r.man()) : log.note(r.line().at(), ((BoardAct.Note) r.line()).text());
        }
        Turn back = new Turn(before, null, before.legalMoves(), side, l.size() - 1);
        Hand hand = t.hand().holding(new Held(king, home, lift.at(), null, true)).putDown(s, at);
        return new Track(board, hand, back, log, t.open());
    }
}
