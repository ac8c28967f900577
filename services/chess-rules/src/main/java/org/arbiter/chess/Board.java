package org.arbiter.chess;

/**
 * The mutable board behind {@link Position}: a mailbox and bitboards kept in step, with
 * make and unmake for search. Moves are ints (see {@link MoveCodes}). Not thread-safe; every
 * {@link Position} owns its own copy.
 */
final class Board {
    static final int EMPTY = -1;
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int WK = 1;
    static final int WQ = 2;
    static final int BK = 4;
    static final int BQ = 8;

    /** Castling rights kept when a man leaves or reaches a square (I.11.E(e)(1)). */
    private static final int[] CASTLE_MASK = new int[64];

    static {
        java.util.Arrays.fill(CASTLE_MASK, 15);
        CASTLE_MASK[Square.E1.ordinal()] = 15 & ~(WK | WQ);
        CASTLE_MASK[Square.H1.ordinal()] = 15 & ~WK;
        CASTLE_MASK[Square.A1.ordinal()] = 15 & ~WQ;
        CASTLE_MASK[Square.E8.ordinal()] = 15 & ~(BK | BQ);
        CASTLE_MASK[Square.H8.ordinal()] = 15 & ~BK;
        CASTLE_MASK[Square.A8.ordinal()] = 15 & ~BQ;
    }

    final int[] squares = new int[64];
    final long[] pieces = new long[12];
    final long[] colors = new long[2];
    long occupied;
    int side;
    int castling;
    int ep = -1;
    int halfmove;
    int fullmove = 1;

    private long[] undo = new long[64];
    private int ply;

    Board() {
        java.util.Arrays.fill(squares, EMPTY);
    }

    Board copy() {
        Board b = new Board();
        System.arraycopy(squares, 0, b.squares, 0, 64);
        System.arraycopy(pieces, 0, b.pieces, 0, 12);
        b.colors[0] = colors[0];
        b.colors[1] = colors[1];
        b.occupied = occupied;
        b.side = side;
        b.castling = castling;
        b.ep = ep;
        b.halfmove = halfmove;
        b.fullmove = fullmove;
        return b;
    }

    void put(int sq, int piece) {
        long bit = 1L << sq;
        squares[sq] = piece;
        pieces[piece] |= bit;
        colors[piece / 6] |= bit;
        occupied |= bit;
    }

    int remove(int sq) {
        int piece = squares[sq];
        if (piece != EMPTY) {
            long bit = ~(1L << sq);
            squares[sq] = EMPTY;
            pieces[piece] &= bit;
            colors[piece / 6] &= bit;
            occupied &= bit;
        }
        return piece;
    }

    int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[color * 6 + 5]);
    }

    /** Whether a man of colour {@code by} commands {@code sq} (I.9). */
    boolean attacked(int sq, int by) {
        int base = by * 6;
        if ((Attacks.PAWN[by ^ 1][sq] & pieces[base]) != 0
                || (Attacks.KNIGHT[sq] & pieces[base + 1]) != 0
                || (Attacks.KING[sq] & pieces[base + 5]) != 0) {
            return true;
        }
        long queens = pieces[base + 4];
        return (Attacks.bishop(sq, occupied) & (pieces[base + 2] | queens)) != 0
                || (Attacks.rook(sq, occupied) & (pieces[base + 3] | queens)) != 0;
    }

    /** Whether the King of the player to move is in check (I.10). */
    boolean inCheck() {
        long king = pieces[side * 6 + 5];
        return king != 0 && attacked(Long.numberOfTrailingZeros(king), side ^ 1);
    }

    void make(int move) {
        if (ply == undo.length) {
            undo = java.util.Arrays.copyOf(undo, ply * 2);
        }
        int from = MoveCodes.from(move);
        int to = MoveCodes.to(move);
        int flag = MoveCodes.flag(move);
        int piece = squares[from];
        int captured = flag == MoveCodes.EN_PASSANT ? EMPTY : squares[to];
        undo[ply++] = (captured + 1L) | ((long) castling << 4) | ((ep + 1L) << 8) | ((long) halfmove << 16);

        remove(from);
        if (captured != EMPTY) {
            remove(to);
        }
        int promo = MoveCodes.promotion(move);
        put(to, promo == 0 ? piece : side * 6 + promo);
        if (flag == MoveCodes.EN_PASSANT) {
            remove(side == WHITE ? to - 8 : to + 8);
        } else if (flag == MoveCodes.CASTLE) {
            int rookFrom = to > from ? to + 1 : to - 2;
            int rookTo = to > from ? to - 1 : to + 1;
            put(rookTo, remove(rookFrom));
        }
        castling &= CASTLE_MASK[from] & CASTLE_MASK[to];
        ep = flag == MoveCodes.DOUBLE_PUSH ? (from + to) >>> 1 : -1;
        halfmove = (piece % 6 == 0 || captured != EMPTY || flag == MoveCodes.EN_PASSANT) ? 0 : halfmove + 1;
        if (side == BLACK) {
            fullmove++;
        }
        side ^= 1;
    }

    void unmake(int move) {
        long u = undo[--ply];
        side ^= 1;
        if (side == BLACK) {
            fullmove--;
        }
        int from = MoveCodes.from(move);
        int to = MoveCodes.to(move);
        int flag = MoveCodes.flag(move);
        int moved = remove(to);
        put(from, MoveCodes.promotion(move) == 0 ? moved : side * 6);
        int captured = (int) (u & 15) - 1;
        if (captured != EMPTY) {
            put(to, captured);
        }
        if (flag == MoveCodes.EN_PASSANT) {
            put(side == WHITE ? to - 8 : to + 8, (side ^ 1) * 6);
        } else if (flag == MoveCodes.CASTLE) {
            int rookFrom = to > from ? to + 1 : to - 2;
            int rookTo = to > from ? to - 1 : to + 1;
            put(rookFrom, remove(rookTo));
        }
        castling = (int) ((u >>> 4) & 15);
        ep = (int) ((u >>> 8) & 127) - 1;
        halfmove = (int) (u >>> 16);
    }
}
