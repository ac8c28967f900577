package org.arbiter.law;

import java.util.Map;
import java.util.Optional;

/** What every rulebook's state can say about the game, whatever else it tracks. A state never changes. */
public interface GameState {
    Result result();

    /** The law that ended the game, if it has ended. */
    Optional<String> termination();

    /** The first two FEN fields of the board as it stands; for a draughts game, its PDN FEN. */
    String position();

    /** The code's own state, without what stands over every code (the appeals on its rulings). */
    default GameState codeState() {
        return this;
    }

    /** The full FEN of the board as it stands, its move counters those of the game's record. */
    String fen();

    /** The moves that stand and those taken off the record, as the code decided them. */
    default MoveRecord record() {
        return MoveRecord.EMPTY;
    }

    /** The last move that stands, as {@code record().last()} gives it, without writing out the whole record. */
    default Optional<MoveRecord.Entry> lastMove() {
        return record().last();
    }

    /** The last transfer made at the board, as {@code record().lastMade()} gives it, without the whole record. */
    default Optional<MoveRecord.Entry> lastMade() {
        return record().lastMade();
    }

    /** The time used by each player, from the actions' time stamps. */
    default Clocks clocks() {
        return Clocks.UNSTAMPED;
    }

    /**
     * The men touched and still binding, for review displays: square ({@code e2}) to the side that
     * touched it ({@code white}, {@code black}). A code that keeps no record of touches has none.
     */
    default Map<String, String> touched() {
        return Map.of();
    }

    /** The man the hand holds or still rests on, for review displays; empty while the hand is free. */
    default Optional<Hand> hand() {
        return Optional.empty();
    }

    /**
     * A man in the hand: {@code man} as its FEN letter, {@code from} the square it was lifted from
     * (null when it was not lifted from the board), {@code on} the square it has been put down on
     * with the hand still on it (null while it is held off the board).
     */
    record Hand(String man, String from, String on) {
    }
}
