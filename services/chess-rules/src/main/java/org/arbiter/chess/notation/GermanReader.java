package org.arbiter.chess.notation;

import java.util.List;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * German notation as the 1911 article gives it: squares always named from White's side, the
 * initial of the German name of a piece (K König, D Dame, T Turm, L Läufer, S Springer, B Bauer)
 * and none for a Pawn, {@code -} for "to", {@code :} for "takes" (written after the move, as in
 * {@code e5-d4:}, or between the squares), {@code 0-0} and {@code 0-0-0} for castling. The long
 * form {@code S g1-f3} (blanks anywhere) and the short form {@code Sf3} are both read; a
 * promoted Pawn's new piece follows the square ({@code e7-e8D}).
 *
 * <p>The short form needs a piece letter other than B: {@code Bc4} is a Bishop in SAN, and a
 * Bauer there would turn an illegal Bishop's move into a legal Pawn's move, which I.13.C does
 * not allow since the letter must then be read two ways at once.
 */
final class GermanReader implements NotationReader {

    @Override
    public String family() {
        return "German notation";
    }

    @Override
    public List<MoveConstraint> read(Position position, String text) {
        MoveConstraint.Castling castling = Chars.castling(text);
        if (castling != null) {
            return List.of(MoveConstraint.builder().mover(PieceType.KING).castling(castling).build());
        }
        String s = withoutBlanks(text);
        int n = s.length();
        if (n < 2) {
            return List.of();
        }
        MoveConstraint.Builder b = MoveConstraint.builder();
        int i = 0;
        PieceType piece = pieceOf(s.charAt(0));
        if (piece != null) {
            i = 1;
        }
        int end = n;
        boolean takes = false;
        if (s.charAt(end - 1) == ':') {
            takes = true;
            end--;
        }
        PieceType promotion = null;
        if (end - i >= 5 && s.charAt(end - 1) == ')' && s.charAt(end - 3) == '(') {
            promotion = promotionOf(s.charAt(end - 2));
            end -= 3;
        } else if (end - i >= 3 && !Chars.isRank(s.charAt(end - 1))) {
            promotion = promotionOf(s.charAt(end - 1));
            end -= s.charAt(end - 2) == '=' ? 2 : 1;
        }
        if (end < n - (takes ? 1 : 0) && promotion == null) {
            return List.of();
        }
        if (end > i && s.charAt(end - 1) == ':') {
            takes = true;
            end--;
        }
        if (end - i < 2 || !Chars.isSquareAt(s, end - 2)) {
            return List.of();
        }
        b.to(MoveConstraint.bit(Chars.squareAt(s, end - 2)));
        end -= 2;
        if (end > i && (s.charAt(end - 1) == '-' || s.charAt(end - 1) == ':' || s.charAt(end - 1) == 'x')) {
            takes |= s.charAt(end - 1) != '-';
            end--;
        }
        if (end - i == 2 && Chars.isSquareAt(s, i)) {
            Square from = Chars.squareAt(s, i);
            b.from(MoveConstraint.bit(from));
        } else if (end != i || piece == null || piece == PieceType.PAWN) {
            return List.of();
        }
        PieceType mover = piece == null ? PieceType.PAWN : piece;
        if (promotion != null && mover != PieceType.PAWN) {
            return List.of();
        }
        b.mover(mover).promotion(promotion);
        if (takes) {
            b.capture(MoveConstraint.Capture.REQUIRED);
        }
        return List.of(b.build());
    }

    private static String withoutBlanks(String text) {
        if (text.indexOf(' ') < 0) {
            return text;
        }
        StringBuilder s = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ') {
                s.append(c);
            }
        }
        return s.toString();
    }

    static PieceType pieceOf(char c) {
        switch (c) {
            case 'K': return PieceType.KING;
            case 'D': return PieceType.QUEEN;
            case 'T': return PieceType.ROOK;
            case 'L': return PieceType.BISHOP;
            case 'S': return PieceType.KNIGHT;
            case 'B': return PieceType.PAWN;
            default: return null;
        }
    }

    private static PieceType promotionOf(char c) {
        PieceType p = pieceOf(c);
        return p == null || !p.isPromotionPiece() ? null : p;
    }

    /** The German initial of a piece; nothing for a Pawn, whose name is understood. */
    static String letter(PieceType type) {
        switch (type) {
            case KING: return "K";
            case QUEEN: return "D";
            case ROOK: return "T";
            case BISHOP: return "L";
            case KNIGHT: return "S";
            default: return "";
        }
    }
}
