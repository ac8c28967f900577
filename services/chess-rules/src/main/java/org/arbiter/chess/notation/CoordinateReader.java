package org.arbiter.chess.notation;

import java.util.List;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;

/**
 * Coordinate notation: the square left and the square reached, {@code g1f3} or {@code g1-f3},
 * with a promotion letter in either case ({@code e7e8q}, {@code e7-e8=Q}). Castling is the
 * King's move ({@code e1g1}), so here a King's two-square move does read as castling.
 */
final class CoordinateReader implements NotationReader {

    @Override
    public String family() {
        return "coordinate notation";
    }

    @Override
    public List<MoveConstraint> read(Position position, String text) {
        int n = text.length();
        if (n < 4 || !Chars.isSquareAt(text, 0)) {
            return List.of();
        }
        int i = 2;
        if (text.charAt(i) == '-') {
            i++;
        }
        if (!Chars.isSquareAt(text, i)) {
            return List.of();
        }
        MoveConstraint.Builder b = MoveConstraint.builder()
                .from(MoveConstraint.bit(Chars.squareAt(text, 0)))
                .to(MoveConstraint.bit(Chars.squareAt(text, i)))
                .castling(MoveConstraint.Castling.ALLOWED);
        i += 2;
        if (i < n && text.charAt(i) == '=') {
            i++;
        }
        if (i == n - 1) {
            PieceType promotion = promotionPiece(text.charAt(i));
            if (promotion == null) {
                return List.of();
            }
            b.promotion(promotion);
            i++;
        }
        return i == n ? List.of(b.build()) : List.of();
    }

    private static PieceType promotionPiece(char c) {
        switch (Character.toLowerCase(c)) {
            case 'q': return PieceType.QUEEN;
            case 'r': return PieceType.ROOK;
            case 'b': return PieceType.BISHOP;
            case 'n': return PieceType.KNIGHT;
            default: return null;
        }
    }
}
