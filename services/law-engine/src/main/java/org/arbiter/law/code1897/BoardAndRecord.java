package org.arbiter.law.code1897;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.MoveRecord;

/**
 * The men and the record of moves, as the moves (Part I, II.1, II.4, II.6) and the restorations of
 * Penalty A and II.6(e) change them.
 *
 * @param board the men as the law sees them (a Pawn named as a piece counts as that piece); side to move is {@code turn}
 * @param turn the player whose turn to play it is
 * @param turnStart the position at the commencement of the current turn to play (I.16(a))
 * @param history the completed turns, newest first; null before the first
 * @param atTurnStart the game at the commencement of the current turn, for Penalty A and II.6(e)
 * @param pliesWithoutCapture moves of both sides since the last capture (II.8(b))
 * @param movesMade the moves each side has completed
 * @param firstPlayer the player who made the first move; null before it (II.1)
 * @param namedPromotions Pawns named as pieces and not yet exchanged (II.4)
 * @param recordGap the first action after a gap in the record: turns that commenced before it cannot be ascertained
 * @param undone the moves taken off the record by restorations, in the order they were undone
 */
record BoardAndRecord(Position board, Color turn, Position turnStart, Turn history, Commencement atTurnStart,
        int pliesWithoutCapture, MovesMade movesMade, Color firstPlayer, Set<Square> namedPromotions,
        OptionalInt recordGap, List<MoveRecord.Entry> undone) {
    BoardAndRecord {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(turn, "turn");
        Objects.requireNonNull(turnStart, "turnStart");
        Objects.requireNonNull(atTurnStart, "atTurnStart");
        Objects.requireNonNull(movesMade, "movesMade");
        Objects.requireNonNull(recordGap, "recordGap");
        namedPromotions = namedPromotions.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(namedPromotions));
        undone = List.copyOf(undone);
    }

    static BoardAndRecord start(Position start) {
        Commencement commencement = new Commencement(start, start.sideToMove(), null, 0, MovesMade.NONE, Set.of());
        return new BoardAndRecord(start, start.sideToMove(), start, null, commencement, 0, MovesMade.NONE, null,
                Set.of(),
                OptionalInt.empty(), List.of());
    }

    BoardAndRecord withBoard(Position board) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withTurn(Color turn) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withTurnStart(Position turnStart) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withHistory(Turn history) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withAtTurnStart(Commencement atTurnStart) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withPliesWithoutCapture(int pliesWithoutCapture) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withMovesMade(MovesMade movesMade) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withFirstPlayer(Color firstPlayer) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withNamedPromotions(Set<Square> namedPromotions) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withRecordGap(OptionalInt recordGap) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    BoardAndRecord withUndone(List<MoveRecord.Entry> undone) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }
}
