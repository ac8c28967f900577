package org.arbiter.chess.notation;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * What a record says about a move, as conditions a legal move must meet. A reader turns text
 * into one of these and the legal moves of the position are filtered with it; a condition the
 * record leaves out stays open, because I.13.C lets any word or sign be omitted. Squares are
 * 64-bit masks (bit {@code Square.ordinal()}) so that "B3" can stand for two squares at once.
 */
record MoveConstraint(PieceType mover, long from, long to, Capture capture, PieceType captured,
                      long capturedOn, boolean inPassing, Castling castling, PieceType promotion) {

    static final long ANY_SQUARE = -1L;

    /** Whether the record says the move takes a man. */
    enum Capture { EITHER, REQUIRED, FORBIDDEN }

    /**
     * Whether the record may name castling. A record that names the moving man as the King
     * names a King's move, not castling, which I.13.A(d) records by its own words.
     */
    enum Castling { ALLOWED, FORBIDDEN, KING_SIDE, QUEEN_SIDE, EITHER_SIDE }

    static Builder builder() {
        return new Builder();
    }

    static long bit(Square square) {
        return 1L << square.ordinal();
    }

    /** Whether the legal move {@code move} of {@code position} meets every condition. */
    boolean matches(Position position, Move move) {
        Square f = move.from();
        Square t = move.to();
        if ((from & bit(f)) == 0 || (to & bit(t)) == 0) {
            return false;
        }
        if (promotion != null && move.promotion().orElse(null) != promotion) {
            return false;
        }
        PieceType type = position.pieceAt(f).map(Piece::type).orElse(null);
        if (type == null || (mover != null && type != mover)) {
            return false;
        }
        boolean castles = type == PieceType.KING && position.isCastling(move);
        if (!castlingAllows(castles, f, t)) {
            return false;
        }
        Piece target = castles ? null : position.pieceAt(t).orElse(null);
        boolean passing = type == PieceType.PAWN && target == null && f.file() != t.file();
        if (inPassing && !passing) {
            return false;
        }
        Square capturedSquare = target != null ? t : passing ? Square.at(t.file(), f.rank()) : null;
        if (capturedSquare == null) {
            return capture != Capture.REQUIRED && captured == null && capturedOn == ANY_SQUARE;
        }
        if (capture == Capture.FORBIDDEN || (capturedOn & bit(capturedSquare)) == 0) {
            return false;
        }
        return captured == null || captured == (passing ? PieceType.PAWN : target.type());
    }

    /** Castling towards the higher files is on the King's side, whichever file the King started on. */
    private boolean castlingAllows(boolean castles, Square from, Square to) {
        switch (castling) {
            case ALLOWED:
                return true;
            case FORBIDDEN:
                return !castles;
            case KING_SIDE:
                return castles && to.file() > from.file();
            case QUEEN_SIDE:
                return castles && to.file() < from.file();
            default:
                return castles;
        }
    }

    /** The move the record describes, in words, e.g. "a Knight move to f3". */
    String meaning() {
        switch (castling) {
            case KING_SIDE:
                return "castling on the King's side";
            case QUEEN_SIDE:
                return "castling on the Queen's side";
            case EITHER_SIDE:
                return "castling";
            default:
                break;
        }
        StringBuilder s = new StringBuilder("a ");
        if (mover != null) {
            s.append(mover.codeName()).append(' ');
        }
        s.append(capture == Capture.REQUIRED || captured != null ? "capture" : "move");
        if (from != ANY_SQUARE && from != 0) {
            s.append(" from ").append(squares(from));
        }
        if (to != ANY_SQUARE) {
            s.append(" to ").append(squares(to));
        }
        if (captured != null) {
            s.append(" taking a ").append(captured.codeName());
        }
        if (capturedOn != ANY_SQUARE && capturedOn != 0) {
            s.append(" on ").append(squares(capturedOn));
        }
        if (inPassing) {
            s.append(" in passing");
        }
        if (promotion != null) {
            s.append(" promoting to a ").append(promotion.codeName());
        }
        return s.toString();
    }

    /** Why no legal move meets the conditions, as the end of a sentence. */
    String whyNoMove(Position position) {
        Color side = position.sideToMove();
        String player = side == Color.WHITE ? "White" : "Black";
        if (position.legalMoves().isEmpty()) {
            return player + " has no legal move at all (" + (position.isCheck() ? "checkmate" : "stalemate") + ")";
        }
        if (mover != null) {
            boolean present = position.men().entrySet().stream().anyMatch(e ->
                    e.getValue() == Piece.of(side, mover) && (from & bit(e.getKey())) != 0);
            if (!present) {
                return player + " has no " + mover.codeName()
                        + (from == ANY_SQUARE || from == 0 ? "" : " on " + squares(from));
            }
        }
        return "no legal move of " + player + " is " + meaning();
    }

    /** A mask as a list of square names: "d1", "c4 or f4". */
    static String squares(long mask) {
        int n = Long.bitCount(mask);
        if (n == 0) {
            return "no square";
        }
        if (n > 8) {
            return "any of " + n + " squares";
        }
        List<String> names = new ArrayList<>(n);
        for (long m = mask; m != 0; m &= m - 1) {
            names.add(Square.byIndex(Long.numberOfTrailingZeros(m)).algebraic());
        }
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, n - 1)) + " or " + names.get(n - 1);
    }

    /** Collects the conditions a reader finds; whatever it leaves unset stays open. */
    static final class Builder {
        private PieceType mover;
        private long from = ANY_SQUARE;
        private long to = ANY_SQUARE;
        private Capture capture = Capture.EITHER;
        private PieceType captured;
        private long capturedOn = ANY_SQUARE;
        private boolean inPassing;
        private Castling castling = Castling.FORBIDDEN;
        private PieceType promotion;

        Builder mover(PieceType type) {
            mover = type;
            return this;
        }

        Builder from(long mask) {
            from &= mask;
            return this;
        }

        Builder to(long mask) {
            to &= mask;
            return this;
        }

        Builder capture(Capture c) {
            capture = c;
            return this;
        }

        Builder captured(PieceType type) {
            captured = type;
            capture = Capture.REQUIRED;
            return this;
        }

        Builder capturedOn(long mask) {
            capturedOn &= mask;
            capture = Capture.REQUIRED;
            return this;
        }

        Builder inPassing() {
            inPassing = true;
            capture = Capture.REQUIRED;
            return this;
        }

        /**
         * Castling also keeps the King on his first rank and his move along it, so that the legal
         * moves are sifted by the masks before anything slower is asked of them; which side is
         * left to {@link #matches}, as a Chess960 King may start on any file.
         */
        Builder castling(Castling c) {
            castling = c;
            if (c == Castling.ALLOWED || c == Castling.FORBIDDEN) {
                return this;
            }
            long firstRanks = Chars.rankMask(0) | Chars.rankMask(7);
            to &= firstRanks;
            from &= firstRanks;
            return this;
        }

        Builder promotion(PieceType type) {
            promotion = type;
            return this;
        }

        /** An independent builder with the same conditions, for a reader that tries two parses. */
        Builder copy() {
            Builder b = new Builder();
            b.mover = mover;
            b.from = from;
            b.to = to;
            b.capture = capture;
            b.captured = captured;
            b.capturedOn = capturedOn;
            b.inPassing = inPassing;
            b.castling = castling;
            b.promotion = promotion;
            return b;
        }

        MoveConstraint build() {
            return new MoveConstraint(mover, from, to, capture, captured, capturedOn, inPassing, castling, promotion);
        }
    }
}
