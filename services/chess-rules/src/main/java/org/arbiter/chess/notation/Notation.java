package org.arbiter.chess.notation;

import java.util.Objects;
import org.arbiter.chess.IllegalMove;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;

/**
 * Reading and writing records of moves (I.13). {@link #read} accepts every supported family
 * of notation and never throws for any text; {@link #parse} is its strict form for callers
 * that need exactly one move.
 */
public final class Notation {
    private Notation() {
    }

    /**
     * Reads a record in any supported notation: SAN, coordinates, German, English descriptive
     * (short or long) or the full record of I.13.A. Null or blank text is {@link Reading.NoLegalMove}.
     */
    public static Reading read(Position position, String record) {
        Objects.requireNonNull(position, "position");
        return RecordReader.read(position, record).reading();
    }

    /**
     * The one legal move the record expresses.
     *
     * @throws InvalidNotation when the text cannot be read in any notation
     * @throws AmbiguousMove when it expresses more than one legal move
     * @throws IllegalMove when it can be read, but as no legal move
     */
    public static Move parse(Position position, String record) {
        Objects.requireNonNull(position, "position");
        RecordReader.Outcome outcome = RecordReader.read(position, record);
        Reading reading = outcome.reading();
        if (reading instanceof Reading.Exact exact) {
            return exact.move();
        }
        if (reading instanceof Reading.Ambiguous ambiguous) {
            throw new AmbiguousMove(record, position.fen(), ambiguous.candidates());
        }
        String reason = ((Reading.NoLegalMove) reading).reason();
        if (outcome.understood()) {
            throw new IllegalMove(record, position.fen(), reason);
        }
        throw new InvalidNotation(record, position.fen(), reason);
    }

    /** Standard algebraic notation with {@code +}, {@code #} and {@code =Q}. */
    public static String san(Position position, Move move) {
        requireLegal(position, move);
        return SanWriter.write(position, move);
    }

    /**
     * English descriptive notation from the mover's side, in the shortest form that still names
     * only this move, as the 1911 article writes "3. B-B4"; check is " ch", mate " mate".
     */
    public static String descriptive(Position position, Move move) {
        requireLegal(position, move);
        return DescriptiveWriter.write(position, move);
    }

    /** The long German notation: {@code S g1-f3}, {@code e5-d4:}, {@code 0-0}, {@code †}, {@code ‡}. */
    public static String german(Position position, Move move) {
        requireLegal(position, move);
        return GermanWriter.write(position, move);
    }

    private static void requireLegal(Position position, Move move) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(move, "move");
        if (!position.isLegal(move)) {
            throw new IllegalMove(move.uci(), position.fen(), "it is not a legal move here, so it has no record");
        }
    }
}
