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

    final int[] squares = new int[64];
    final long[] pieces = new long[12];
    final long[] colors = new long[2];
    long occupied;
    int side;
    int castling;
    /** Where the Kings and the Rooks that castle start: the usual squares, or a Chess960 arrangement. */
    Castles castles = Castles.STANDARD;
    int ep = -1;
    int halfmove;
    int fullmove = 1;

    /** Undo records for search; a Position's board never needs one, so none is allocated until then. */
    private long[] undo = NO_UNDO;
    private int ply;
    private static final long[] NO_UNDO = new long[0];

    Board() {
        java.util.Arrays.fill(squares, EMPTY);
    }

    /** For {@link #copy()}: every field is overwritten, so the empty-board fill is skipped. */
    private Board(Board from) {
        System.arraycopy(from.squares, 0, squares, 0, 64);
    }

    Board copy() {
        Board b = new Board(this);
        System.arraycopy(pieces, 0, b.pieces, 0, 12);
        b.colors[0] = colors[0];
        b.colors[1] = colors[1];
        b.occupied = occupied;
        b.side = side;
        b.castling = castling;
        b.castles = castles;
        b.ep = ep;
        b.halfmove = halfmove;
        b.fullmove = fullmove;
        return b;
    }

    void put(int sq, int piece) {
        long bit = 1L << sq;
        squares[sq] = piece;
        pieces[piece] |= bit;
        colors[piece >= 6 ? BLACK : WHITE] |= bit;
        occupied |= bit;
    }

    int remove(int sq) {
        int piece = squares[sq];
        if (piece != EMPTY) {
            long bit = ~(1L << sq);
            squares[sq] = EMPTY;
            pieces[piece] &= bit;
            colors[piece >= 6 ? BLACK : WHITE] &= bit;
            occupied &= bit;
        }
        return piece;
    }

    int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[color * 6 + 5]);
    }

    /** Whether a man of colour {@code by} commands {@code sq} (I.9). */
    boolean attacked(int sq, int by) {
        return attacked(sq, by, occupied);
    }

    /**
     * Whether a man of colour {@code by} commands {@code sq} when the board's men stand as in
     * {@code occ}: the King's flight squares are tested with the King lifted off, so that he
     * cannot hide from a slider behind himself.
     */
    boolean attacked(int sq, int by, long occ) {
        int base = by * 6;
        if ((Attacks.PAWN[by ^ 1][sq] & pieces[base]) != 0
                || (Attacks.KNIGHT[sq] & pieces[base + 1]) != 0
                || (Attacks.KING[sq] & pieces[base + 5]) != 0) {
            return true;
        }
        long queens = pieces[base + 4];
        return (Magics.bishop(sq, occ) & (pieces[base + 2] | queens)) != 0
                || (Magics.rook(sq, occ) & (pieces[base + 3] | queens)) != 0;
    }

    /** The adverse men that give check to the King of colour {@code us} standing on {@code ksq}. */
    long checkers(int ksq, int us) {
        int base = (us ^ 1) * 6;
        long queens = pieces[base + 4];
        return (Attacks.PAWN[us][ksq] & pieces[base])
                | (Attacks.KNIGHT[ksq] & pieces[base + 1])
                | (Magics.bishop(ksq, occupied) & (pieces[base + 2] | queens))
                | (Magics.rook(ksq, occupied) & (pieces[base + 3] | queens));
    }

    /**
     * The men of colour {@code us} that alone stand between their King and an adverse slider on
     * the same line: moving one off that line would expose the King (I.11.B).
     */
    long pinned(int ksq, int us) {
        int base = (us ^ 1) * 6;
        long enemy = colors[us ^ 1];
        long queens = pieces[base + 4];
        long snipers = (Magics.rook(ksq, enemy) & (pieces[base + 3] | queens))
                | (Magics.bishop(ksq, enemy) & (pieces[base + 2] | queens));
        long pinned = 0;
        int row = ksq << 6;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Attacks.BETWEEN[row + Long.numberOfTrailingZeros(snipers)] & occupied;
            if ((between & (between - 1)) == 0) {
                pinned |= between;
            }
        }
        return pinned & colors[us];
    }

    /**
     * Whether taking in passing from {@code from} would leave the own King on {@code ksq} in
     * check. Both Pawns leave their rank at once, so a Rook or Queen on that rank can be
     * uncovered even though neither Pawn is pinned on its own.
     */
    boolean enPassantExposesKing(int ksq, int us, int from, int victim, int to) {
        int base = (us ^ 1) * 6;
        long victimBit = 1L << victim;
        long occ = (occupied ^ (1L << from) ^ victimBit) | (1L << to);
        long queens = pieces[base + 4];
        return (Attacks.PAWN[us][ksq] & pieces[base] & ~victimBit) != 0
                || (Attacks.KNIGHT[ksq] & pieces[base + 1]) != 0
                || (Magics.bishop(ksq, occ) & (pieces[base + 2] | queens)) != 0
                || (Magics.rook(ksq, occ) & (pieces[base + 3] | queens)) != 0;
    }

    /** The square behind the en-passant square whose Pawn may be taken, or -1 if none may. */
    int enPassantVictim() {
        if (ep < 0 || (ep >>> 3) != (side == WHITE ? 5 : 2) || squares[ep] != EMPTY) {
            return -1;
        }
        int victim = side == WHITE ? ep - 8 : ep + 8;
        return squares[victim] == (side ^ 1) * 6 ? victim : -1;
    }

    /** Whether the King of the player to move is in check (I.10). */
    boolean inCheck() {
        long king = pieces[side * 6 + 5];
        return king != 0 && attacked(Long.numberOfTrailingZeros(king), side ^ 1);
    }

    /** Plays a move so that {@link #unmake} can take it back. */
    void make(int move) {
        if (ply == undo.length) {
            undo = java.util.Arrays.copyOf(undo, Math.max(64, ply * 2));
        }
        undo[ply++] = (squares[MoveCodes.to(move)] + 1L) | ((long) castling << 4) | ((ep + 1L) << 8)
                | ((long) halfmove << 16);
        play(move);
    }

    /** Plays a move for good, keeping no record to take it back: the way a new Position is made. */
    void play(int move) {
        int from = MoveCodes.from(move);
        int to = MoveCodes.to(move);
        int flag = MoveCodes.flag(move);
        if (flag == MoveCodes.CASTLE && castles.chess960) {
            castle960(from, to);
            return;
        }
        int us = side;
        int them = us ^ 1;
        int piece = squares[from];
        int captured = squares[to];

        long fromBit = 1L << from;
        long toBit = 1L << to;
        squares[from] = EMPTY;
        if (captured != EMPTY) {
            pieces[captured] ^= toBit;
            colors[them] ^= toBit;
        }
        int promo = MoveCodes.promotion(move);
        int placed = promo == 0 ? piece : us * 6 + promo;
        squares[to] = placed;
        pieces[piece] ^= fromBit;
        pieces[placed] ^= toBit;
        colors[us] ^= fromBit | toBit;
        if (flag == MoveCodes.EN_PASSANT) {
            int victim = us == WHITE ? to - 8 : to + 8;
            long victimBit = 1L << victim;
            squares[victim] = EMPTY;
            pieces[them * 6] ^= victimBit;
            colors[them] ^= victimBit;
        } else if (flag == MoveCodes.CASTLE) {
            moveRook(to > from ? to + 1 : to - 2, to > from ? to - 1 : to + 1);
        }
        occupied = colors[WHITE] | colors[BLACK];
        castling &= castles.mask[from] & castles.mask[to];
        ep = flag == MoveCodes.DOUBLE_PUSH ? (from + to) >>> 1 : -1;
        halfmove = (piece == us * 6 || captured != EMPTY || flag == MoveCodes.EN_PASSANT) ? 0 : halfmove + 1;
        fullmove += us;
        side = them;
    }

    void unmake(int move) {
        long u = undo[--ply];
        int them = side;
        int us = them ^ 1;
        side = us;
        fullmove -= us;
        int from = MoveCodes.from(move);
        int to = MoveCodes.to(move);
        int flag = MoveCodes.flag(move);
        if (flag == MoveCodes.CASTLE && castles.chess960) {
            int right = castleRight(us, from, to);
            int king = remove(Castles.kingTarget(right));
            int rook = remove(Castles.rookTarget(right));
            put(from, king);
            put(to, rook);
            castling = (int) ((u >>> 4) & 15);
            ep = (int) ((u >>> 8) & 127) - 1;
            halfmove = (int) (u >>> 16);
            return;
        }
        long fromBit = 1L << from;
        long toBit = 1L << to;
        int placed = squares[to];
        int piece = MoveCodes.promotion(move) == 0 ? placed : us * 6;
        pieces[placed] ^= toBit;
        pieces[piece] ^= fromBit;
        colors[us] ^= fromBit | toBit;
        squares[from] = piece;
        int captured = (int) (u & 15) - 1;
        squares[to] = captured;
        if (captured != EMPTY) {
            pieces[captured] ^= toBit;
            colors[them] ^= toBit;
        }
        if (flag == MoveCodes.EN_PASSANT) {
            int victim = us == WHITE ? to - 8 : to + 8;
            long victimBit = 1L << victim;
            squares[victim] = them * 6;
            pieces[them * 6] ^= victimBit;
            colors[them] ^= victimBit;
        } else if (flag == MoveCodes.CASTLE) {
            moveRook(to > from ? to - 1 : to + 1, to > from ? to + 1 : to - 2);
        }
        occupied = colors[WHITE] | colors[BLACK];
        castling = (int) ((u >>> 4) & 15);
        ep = (int) ((u >>> 8) & 127) - 1;
        halfmove = (int) (u >>> 16);
    }

    /**
     * Chess960 castling, written as the King's move onto his Rook's square: both leave the board and
     * are set down on the King's and Rook's castled squares, which may be the squares they left.
     */
    private void castle960(int king, int rook) {
        int us = side;
        int right = castleRight(us, king, rook);
        int kingPiece = remove(king);
        int rookPiece = remove(rook);
        put(Castles.kingTarget(right), kingPiece);
        put(Castles.rookTarget(right), rookPiece);
        castling &= castles.mask[king] & castles.mask[rook];
        ep = -1;
        halfmove++;
        fullmove += us;
        side = us ^ 1;
    }

    /** The right a castling of {@code us} uses: the King's side when the Rook stands on a higher file. */
    static int castleRight(int us, int king, int rook) {
        return us * 2 + (rook > king ? 0 : 1);
    }

    private void moveRook(int from, int to) {
        int rook = squares[from];
        long bits = (1L << from) | (1L << to);
        squares[from] = EMPTY;
        squares[to] = rook;
        pieces[rook] ^= bits;
        colors[rook >= 6 ? BLACK : WHITE] ^= bits;
    }
}
