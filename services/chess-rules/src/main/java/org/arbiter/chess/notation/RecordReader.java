package org.arbiter.chess.notation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arbiter.chess.Move;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;

/**
 * Reads a record in every family of notation at once and filters the legal moves of the
 * position with what the families understood.
 *
 * <p>I.13.C: "A record or communication may not be interpreted as expressing an illegal move
 * if it can be interpreted as expressing a legal move." So every family that can read the text
 * is tried and their readings are joined: only legal moves are ever candidates, one candidate
 * is the move, several make the record ambiguous, and a record is said to express no legal move
 * only when no reading in any family finds one.
 */
final class RecordReader {

    /** Stable order of candidates: the square left, the square reached, the promotion piece. */
    static final Comparator<Move> ORDER = Comparator.comparing(Move::from)
            .thenComparing(Move::to)
            .thenComparingInt(m -> m.promotion().map(PieceType::ordinal).orElse(-1));

    private static final List<NotationReader> FAMILIES = List.of(
            new SanReader(), new CoordinateReader(), new GermanReader(), new DescriptiveReader());

    private RecordReader() {
    }

    /** A reading, and whether any family understood the text at all. */
    record Outcome(Reading reading, boolean understood) {
    }

    static Outcome read(Position position, String record) {
        if (record == null || record.isBlank()) {
            return new Outcome(new Reading.NoLegalMove(
                    "No record was given (" + (record == null ? "null" : "'" + record + "'")
                            + "), and an empty record expresses no move."), false);
        }
        String text = normalise(record);
        int families = FAMILIES.size();
        List<MoveConstraint> readings = new ArrayList<>(2);
        int understood = -1;
        for (int i = 0; i < families && !text.isEmpty(); i++) {
            List<MoveConstraint> read = FAMILIES.get(i).read(position, text);
            if (!read.isEmpty()) {
                for (MoveConstraint c : read) {
                    if (!readings.contains(c)) {
                        readings.add(c);
                    }
                }
                if (understood < 0) {
                    understood = i;
                }
            }
        }
        if (understood < 0) {
            return new Outcome(new Reading.NoLegalMove("'" + record + "' cannot be read as a move in SAN, "
                    + "coordinate notation, German notation or English descriptive notation."), false);
        }
        List<Move> found = new ArrayList<>(2);
        for (Move m : position.legalMoves()) {
            for (MoveConstraint c : readings) {
                if (c.matches(position, m)) {
                    found.add(m);
                    break;
                }
            }
        }
        if (found.size() == 1) {
            return new Outcome(new Reading.Exact(found.get(0)), true);
        }
        if (found.size() > 1) {
            found.sort(ORDER);
            return new Outcome(new Reading.Ambiguous(found), true);
        }
        MoveConstraint first = readings.get(0);
        return new Outcome(new Reading.NoLegalMove("'" + record + "' reads in " + FAMILIES.get(understood).family()
                + " as " + first.meaning() + ", but " + first.whyNoMove(position) + "."), true);
    }

    /**
     * Takes off what no family needs to identify the move: surrounding blanks, a leading move
     * number ({@code 3.}, {@code 12...}), and trailing signs of check, mate and comment
     * ({@code + # † ‡ ! ?}). I.13.C lets such signs be omitted, so they never decide a reading.
     */
    static String normalise(String record) {
        int start = 0;
        int end = record.length();
        while (start < end && Character.isWhitespace(record.charAt(start))) {
            start++;
        }
        int digits = start;
        while (digits < end && Character.isDigit(record.charAt(digits))) {
            digits++;
        }
        if (digits > start && digits < end && isDot(record.charAt(digits))) {
            start = digits;
            while (start < end && (isDot(record.charAt(start)) || Character.isWhitespace(record.charAt(start)))) {
                start++;
            }
        }
        while (end > start && isTrailingSign(record.charAt(end - 1))) {
            end--;
        }
        return record.substring(start, end);
    }

    private static boolean isDot(char c) {
        return c == '.' || c == '\u2026';
    }

    private static boolean isTrailingSign(char c) {
        return c == '+' || c == '#' || c == '!' || c == '?' || c == '\u2020' || c == '\u2021' || Character.isWhitespace(c);
    }
}
