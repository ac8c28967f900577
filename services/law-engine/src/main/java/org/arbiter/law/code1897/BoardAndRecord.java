package org.arbiter.law.code1897;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
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
        OptionalInt recordGap, List<MoveRecord.Entry> undone) implements Code1897Part {
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

    private BoardAndRecord men(Position board) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    /** The game as it now stands, as a commencement of the current turn to play. */
    Commencement commencement() {
        return new Commencement(board, turn, history, pliesWithoutCapture, movesMade, namedPromotions);
    }

    /**
     * The men as a hand has left them, the record unchanged: a transfer not yet judged (I.14.B), a
     * change in the opponent's turn (II.6(d)), a promotion (II.4) or the position of an adjournment (II.7).
     */
    BoardAndRecord standing(Position men) {
        return men(men);
    }

    /** A man lifted or removed from {@code square} (I.14.B(a), II.5(g)). */
    BoardAndRecord takenOff(Square square) {
        return men(Hands.without(board, square, turn));
    }

    /** {@code man} set down on {@code square}: placed, replaced, or named in a Pawn's stead (I.14.B, II.4). */
    BoardAndRecord setDown(Square square, Piece man) {
        return men(Hands.put(board, square, man, turn));
    }

    /** The men put back as the current turn found them (II.5(a), II.5(f), II.6(a)). */
    BoardAndRecord backToTurnStart() {
        return men(turnStart);
    }

    /**
     * {@code player}'s turn commences, or commences again, with the men as {@code men}; the
     * snapshot for Penalty A is taken only by {@link #commenced()}.
     */
    BoardAndRecord turnStartsFrom(Color player, Position men) {
        return new BoardAndRecord(men, player, men, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    /** The game as it now stands is the commencement of the turn that Penalty A and II.6(e) restore. */
    BoardAndRecord commenced() {
        return new BoardAndRecord(board, turn, turnStart, history, commencement(), pliesWithoutCapture, movesMade,
                firstPlayer, namedPromotions, recordGap, undone);
    }

    /**
     * A move completed (I.14.B): it goes on the record from the turn's commencement, II.8(b)'s count
     * goes on or starts again, the first player is known (II.1), the named Pawns are {@code named}
     * (II.4), and the opponent's turn commences with the men as {@code after}.
     */
    BoardAndRecord moveCompleted(Color mover, Move move, Position after, Set<Square> named, int seq) {
        boolean capture = board.isCapture(move) || board.pieceAt(move.to()).isPresent();
        return new BoardAndRecord(after, mover.opposite(), after, Turn.append(history, turnStart, mover, move, seq),
                atTurnStart, capture ? 0 : pliesWithoutCapture + 1, movesMade.plusOne(mover),
                firstPlayer == null ? mover : firstPlayer, named, recordGap, undone);
    }

    /** II.6(e): an illegal change that stands on the record as {@code offender}'s turn, uncorrected. */
    BoardAndRecord illegalRecorded(Color offender, IllegalChange change, int seq) {
        return new BoardAndRecord(board, turn, turnStart, Turn.appendIllegal(history, turnStart, offender, change, seq),
                atTurnStart, pliesWithoutCapture, movesMade.plusOne(offender), firstPlayer, namedPromotions, recordGap,
                undone);
    }

    /**
     * II.6(e)'s exception: {@code substitute}, made by {@code offender} in his opponent's turn,
     * stands in place of his preceding move, which goes to the moves undone.
     */
    BoardAndRecord substituted(Color offender, Move substitute, int seq, int pliesBeforeReplaced) {
        Position preceding = history.start();
        List<MoveRecord.Entry> nowUndone = new java.util.ArrayList<>(undone);
        nowUndone.add(history.entry());
        return new BoardAndRecord(board, turn, turnStart, Turn.append(history.previous(), preceding, offender, substitute, seq),
                atTurnStart, preceding.isCapture(substitute) ? 0 : pliesBeforeReplaced + 1, movesMade, firstPlayer,
                namedPromotions, recordGap, nowUndone);
    }

    /**
     * II.5(f): the King's part of a castling begun with the Rook completes the castling, which
     * takes the place of the Rook's move on the record; the turn commences again after it.
     */
    BoardAndRecord castlingCompleted(Color castler, Move castling) {
        Turn rookMove = history;
        Position afterCastling = rookMove.start().play(castling);
        return new BoardAndRecord(afterCastling, turn, afterCastling,
                Turn.append(rookMove.previous(), rookMove.start(), castler, castling, rookMove.seq()), atTurnStart,
                pliesWithoutCapture, movesMade, firstPlayer, namedPromotions, recordGap, undone).commenced();
    }

    /**
     * II.7: the game goes on from {@code given}, a position set up after a gap in the record, so
     * that turns commenced before {@code seq} cannot be ascertained.
     */
    BoardAndRecord setUpAfterGap(Position given, int seq) {
        return new BoardAndRecord(given, given.sideToMove(), given, history, atTurnStart, pliesWithoutCapture,
                movesMade, firstPlayer, namedPromotions, OptionalInt.of(seq), undone).commenced();
    }

    /** II.4: the Pawn on {@code square} named as a piece. */
    BoardAndRecord named(Square square) {
        EnumSet<Square> next = EnumSet.of(square);
        next.addAll(namedPromotions);
        return withNamed(next);
    }

    /** II.4(b): the named Pawns on {@code replaced} are to be replaced by their pieces, and are named no more. */
    BoardAndRecord namedReplaced(Set<Square> replaced) {
        EnumSet<Square> rest = EnumSet.noneOf(Square.class);
        rest.addAll(namedPromotions);
        rest.removeAll(replaced);
        return withNamed(rest);
    }

    private BoardAndRecord withNamed(Set<Square> named) {
        return new BoardAndRecord(board, turn, turnStart, history, atTurnStart, pliesWithoutCapture, movesMade,
                firstPlayer, named, recordGap, undone);
    }

    /**
     * Penalty A and II.6(e): the men, the turn and the record back as they stood at
     * {@code snapshot}, the commencement of an earlier turn; the turns after it go to the moves undone.
     */
    BoardAndRecord restoredTo(Commencement snapshot) {
        List<MoveRecord.Entry> taken = new java.util.ArrayList<>();
        for (Turn t = history; t != null && t.length() > Turn.length(snapshot.history()); t = t.previous()) {
            taken.add(t.entry());
        }
        Collections.reverse(taken);
        List<MoveRecord.Entry> allUndone = new java.util.ArrayList<>(undone);
        allUndone.addAll(taken);
        return new BoardAndRecord(snapshot.position(), snapshot.turn(), snapshot.position(), snapshot.history(), snapshot,
                snapshot.pliesWithoutCapture(), snapshot.movesMade(), firstPlayer, snapshot.namedPromotions(),
                recordGap, allUndone);
    }
}
