package org.arbiter.chess.notation;

import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The English names of files, squares and men (I.6, I.7, I.8), shared by the descriptive
 * reader and writer. A file is named after the piece that stands on it at the start, the same
 * for both players (I.7(a)); a square's number is the player's own rank (I.7(b)), so White's
 * K4 is e4 and Black's K4 is e5.
 */
final class DescriptiveNames {
    /** Short file names: "B" is either Bishop's file, as in "B-B4". */
    static final String[] SHORT_FILE = {"R", "Kt", "B", "Q", "K", "B", "Kt", "R"};
    /** Full file names, a to h. */
    static final String[] FULL_FILE = {"QR", "QKt", "QB", "Q", "K", "KB", "KKt", "KR"};

    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private DescriptiveNames() {
    }

    /**
     * The files a designation names: {@code side} is KING, QUEEN or null, {@code piece} the piece
     * whose file it is. "K" and "Q" alone are the King's and Queen's files; "B" alone is both
     * Bishops' files; "KB" is the King's Bishop's file.
     */
    static long files(PieceType side, PieceType piece) {
        int queenSide;
        switch (piece) {
            case ROOK: queenSide = 0; break;
            case KNIGHT: queenSide = 1; break;
            case BISHOP: queenSide = 2; break;
            case QUEEN: return side == null ? Chars.fileMask(3) : 0;
            case KING: return side == null ? Chars.fileMask(4) : 0;
            default: return 0;
        }
        long q = Chars.fileMask(queenSide);
        long k = Chars.fileMask(7 - queenSide);
        return side == null ? q | k : side == PieceType.KING ? k : q;
    }

    /** The board rank of the player's rank {@code rank} (1 to 8). */
    static long rank(Color player, int rank) {
        return Chars.rankMask(player == Color.WHITE ? rank - 1 : 8 - rank);
    }

    /**
     * The squares where the King's or Queen's (per {@code side}) Bishop, Knight or Rook of
     * {@code owner} may stand. I.6 names these pieces by where they stood at the start, which a
     * position no longer shows. A Bishop keeps the colour of its first square, so that answers
     * for Bishops exactly; of two Knights or two Rooks the King's is taken to be the one nearer
     * the King's Rook's file and the Queen's the one nearer the Queen's Rook's file, and a lone
     * piece answers to either name.
     */
    static long qualified(Position position, Color owner, PieceType type, PieceType side) {
        if (type == PieceType.BISHOP) {
            Square first = Square.at(side == PieceType.KING ? 5 : 2, owner == Color.WHITE ? 0 : 7);
            boolean light = ((first.file() + first.rank()) & 1) == 1;
            return light ? LIGHT_SQUARES : ~LIGHT_SQUARES;
        }
        Piece piece = Piece.of(owner, type);
        long mask = 0;
        int best = -1;
        for (Square sq : Square.values()) {
            if (position.pieceAt(sq).orElse(null) != piece) {
                continue;
            }
            int key = side == PieceType.KING ? sq.file() : 7 - sq.file();
            if (key > best) {
                best = key;
                mask = 0;
            }
            if (key == best) {
                mask |= MoveConstraint.bit(sq);
            }
        }
        return mask;
    }

    /** The abbreviation of a man's name: K Q R B Kt P. */
    static String letter(PieceType type) {
        return type == PieceType.KNIGHT ? "Kt" : String.valueOf(type.letter());
    }

    /** The player's name of a square, short ("B4") or full ("QB4"). */
    static String square(Square square, Color player, boolean full) {
        return (full ? FULL_FILE : SHORT_FILE)[square.file()] + square.rankFor(player);
    }
}
