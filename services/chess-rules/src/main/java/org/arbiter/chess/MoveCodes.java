package org.arbiter.chess;

/**
 * The int encoding of a move inside the generator: bits 0-5 the square left, 6-11 the square
 * reached, 12-14 the promotion piece (PieceType ordinal, 0 for none), 15-16 a flag.
 */
final class MoveCodes {
    static final int QUIET = 0;
    static final int DOUBLE_PUSH = 1;
    static final int EN_PASSANT = 2;
    static final int CASTLE = 3;

    private static final PieceType[] PROMOTIONS = PieceType.values();

    private MoveCodes() {
    }

    static int encode(int from, int to, int promotion, int flag) {
        return from | (to << 6) | (promotion << 12) | (flag << 15);
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return (move >>> 6) & 63;
    }

    static int promotion(int move) {
        return (move >>> 12) & 7;
    }

    static int flag(int move) {
        return (move >>> 15) & 3;
    }

    static Move toMove(int move) {
        Square from = Square.byIndex(from(move));
        Square to = Square.byIndex(to(move));
        int promo = promotion(move);
        return promo == 0 ? Move.of(from, to) : Move.promotion(from, to, PROMOTIONS[promo]);
    }
}
