package org.arbiter.chess.notation;

import java.util.List;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Standard algebraic notation: {@code Nf3}, {@code exd5}, {@code R1e2}, {@code O-O},
 * {@code e8=Q}, {@code e8Q}, {@code e8(Q)}, {@code exd6 e.p.}, and the long form {@code Ng1-f3}.
 * Piece letters are English capitals and files lower case, so SAN never collides with the
 * descriptive notation, whose squares are written in capitals.
 *
 * <p>This is the hot path of the law engine, so the text is scanned by hand, from the end.
 * I.13.C lets a sign be left out where the move is still expressed: a missing {@code x} or a
 * missing promotion piece leaves that condition open instead of being an error.
 */
final class SanReader implements NotationReader {

    @Override
    public String family() {
        return "SAN";
    }

    @Override
    public List<MoveConstraint> read(Position position, String text) {
        MoveConstraint.Castling castling = Chars.castling(text);
        if (castling != null) {
            return List.of(MoveConstraint.builder().mover(PieceType.KING).castling(castling).build());
        }
        MoveConstraint.Builder b = MoveConstraint.builder();
        int end = text.length();
        if (endsWith(text, end, "e.p.")) {
            end -= 4;
            b.inPassing();
        } else if (endsWith(text, end, "ep")) {
            end -= 2;
            b.inPassing();
        }
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        int i = 0;
        PieceType mover = PieceType.PAWN;
        if (end > 0 && isPieceLetter(text.charAt(0))) {
            mover = PieceType.fromLetter(text.charAt(0));
            i = 1;
        }
        b.mover(mover);
        int body = end;
        PieceType promotion = null;
        if (end - i >= 4 && text.charAt(end - 1) == ')' && text.charAt(end - 3) == '(') {
            promotion = promotionPiece(text.charAt(end - 2), true);
            body = end - 3;
        } else if (end - i >= 3 && (text.charAt(end - 2) == '=' || text.charAt(end - 2) == '/')) {
            promotion = promotionPiece(text.charAt(end - 1), true);
            body = end - 2;
        } else if (end - i >= 3 && !Chars.isRank(text.charAt(end - 1))) {
            promotion = promotionPiece(text.charAt(end - 1), false);
            body = end - 1;
        }
        if (body != end) {
            if (promotion == null || mover != PieceType.PAWN) {
                return List.of();
            }
            b.promotion(promotion);
            end = body;
        }
        if (end - i < 2 || !Chars.isSquareAt(text, end - 2)) {
            return List.of();
        }
        b.to(MoveConstraint.bit(Chars.squareAt(text, end - 2)));
        int j = end - 2;
        if (j > i) {
            char sep = text.charAt(j - 1);
            if (sep == 'x' || sep == ':' || sep == '\u00d7') {
                b.capture(MoveConstraint.Capture.REQUIRED);
                j--;
            } else if (sep == '-') {
                j--;
            }
        }
        return disambiguation(text, i, j, b) ? List.of(b.build()) : List.of();
    }

    /** The file, rank or square between the piece letter and the destination, e.g. the g of Ngf3. */
    private static boolean disambiguation(String text, int i, int j, MoveConstraint.Builder b) {
        if (j - i == 2 && Chars.isSquareAt(text, i)) {
            Square from = Chars.squareAt(text, i);
            b.from(MoveConstraint.bit(from));
            return true;
        }
        if (j - i == 1) {
            char c = text.charAt(i);
            if (Chars.isFile(c)) {
                b.from(Chars.fileMask(c - 'a'));
                return true;
            }
            if (Chars.isRank(c)) {
                b.from(Chars.rankMask(c - '1'));
                return true;
            }
            return false;
        }
        return j == i;
    }

    private static boolean endsWith(String text, int end, String suffix) {
        return end >= suffix.length() && text.regionMatches(true, end - suffix.length(), suffix, 0, suffix.length());
    }

    private static boolean isPieceLetter(char c) {
        return c == 'N' || c == 'B' || c == 'R' || c == 'Q' || c == 'K' || c == 'P';
    }

    /**
     * A promotion piece letter. After {@code =} or inside brackets either case is read; a bare
     * trailing letter must be a capital, because a lower-case b there would be a file.
     */
    private static PieceType promotionPiece(char c, boolean marked) {
        char u = marked ? Character.toUpperCase(c) : c;
        switch (u) {
            case 'Q': return PieceType.QUEEN;
            case 'R': return PieceType.ROOK;
            case 'B': return PieceType.BISHOP;
            case 'N': return PieceType.KNIGHT;
            default: return null;
        }
    }
}
