package org.arbiter.chess.notation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Writes English descriptive notation in its shortest unambiguous form, as the 1911 article
 * does ("3. B-B4, because it is clear that only the fourth square of the queen's bishop's file
 * is intended"). Candidate records are made from the shortest names up to names with the
 * man's square ({@code Kt(KB3)-K5}), and the first one that the readers take as exactly this
 * move is written; I.13.C is what allows the words left out.
 *
 * <p>Check is written " ch" and mate " mate" (I.13.C lets a reader ignore them); taking in
 * passing always carries " i.p.", the words of I.13.A(c), so that the record says what
 * happened even where "PxP" alone would do; castling is {@code 0-0} or {@code 0-0-0} (I.13.B).
 */
final class DescriptiveWriter {
    private DescriptiveWriter() {
    }

    /** The move must be legal in the position. */
    static String write(Position position, Move move) {
        String sign = SanWriter.checkSign(position, move, " ch", " mate");
        if (position.isCastling(move)) {
            return (move.to().file() > move.from().file() ? "0-0" : "0-0-0") + sign;
        }
        Color us = position.sideToMove();
        PieceType type = position.pieceAt(move.from()).map(Piece::type).orElseThrow();
        boolean passing = position.isEnPassant(move);
        List<String> actions = new ArrayList<>();
        if (position.isCapture(move)) {
            Square victimSquare = passing ? Square.at(move.to().file(), move.from().rank()) : move.to();
            PieceType victim = passing ? PieceType.PAWN : position.pieceAt(victimSquare).map(Piece::type).orElseThrow();
            for (String name : names(victim, victimSquare, us)) {
                actions.add("x" + name);
            }
        } else {
            actions.add("-" + DescriptiveNames.square(move.to(), us, false));
            actions.add("-" + DescriptiveNames.square(move.to(), us, true));
        }
        String end = move.promotion().map(p -> "(" + DescriptiveNames.letter(p) + ")").orElse("")
                + (passing ? " i.p." : "");
        List<String> candidates = new ArrayList<>();
        for (String mover : names(type, move.from(), us)) {
            for (String action : actions) {
                candidates.add(mover + action + end);
            }
        }
        candidates.sort((a, b) -> Integer.compare(a.length(), b.length()));
        Reading wanted = new Reading.Exact(move);
        for (String record : candidates) {
            if (RecordReader.read(position, record).reading().equals(wanted)) {
                return record + sign;
            }
        }
        return candidates.get(candidates.size() - 1) + sign;
    }

    /**
     * The names a man can go by, shortest first: "P", "KtP", "QKtP", "P(QKt4)" for a Pawn
     * (I.8); "Kt", "KKt", "QKt", "Kt(KB3)" for a piece (I.6, I.13.B). Squares are named from
     * the side of {@code player}, who writes the record.
     */
    private static List<String> names(PieceType type, Square square, Color player) {
        Set<String> names = new LinkedHashSet<>();
        String letter = DescriptiveNames.letter(type);
        names.add(letter);
        if (type == PieceType.PAWN) {
            names.add(DescriptiveNames.SHORT_FILE[square.file()] + "P");
            names.add(DescriptiveNames.FULL_FILE[square.file()] + "P");
        } else if (type != PieceType.KING && type != PieceType.QUEEN) {
            names.add("K" + letter);
            names.add("Q" + letter);
        }
        names.add(letter + "(" + DescriptiveNames.square(square, player, false) + ")");
        names.add(letter + "(" + DescriptiveNames.square(square, player, true) + ")");
        return new ArrayList<>(names);
    }
}
