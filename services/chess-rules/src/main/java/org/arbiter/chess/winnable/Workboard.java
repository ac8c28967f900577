package org.arbiter.chess.winnable;

import java.util.Arrays;
import java.util.Optional;
import org.arbiter.chess.CastlingRight;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * A mutable board with make and unmake, for the helpmate search alone: the public
 * {@link Position} makes a new object per move, which a search of thousands of nodes per
 * position cannot afford. Pieces are coded colour * 6 + type, types as {@code PieceType}.
 */
final class Workboard {
    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int MAX_PLY = 512;
    static final int MAX_MOVES = 256;
    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = FILE_A << 7;

    static final int DOUBLE_PUSH = 1;
    static final int EN_PASSANT = 2;
    static final int CASTLE = 3;

    private static final Square[] SQUARES = Square.values();
    /** The castling rights that survive a move from or to each square. */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[0] = ~2;
        CASTLING_KEPT[4] = ~3;
        CASTLING_KEPT[7] = ~1;
        CASTLING_KEPT[56] = ~8;
        CASTLING_KEPT[60] = ~12;
        CASTLING_KEPT[63] = ~4;
    }

    final long[] pieces = new long[12];
    final long[] colors = new long[2];
    long occupied;
    final int[] squares = new int[64];
    int side;
    /** Bits 1 and 2: White's King and Queen side; 4 and 8: Black's. */
    int castling;
    int ep = -1;
    long hash;
    int ply;

    private final int[] capturedStack = new int[MAX_PLY];
    private final int[] castlingStack = new int[MAX_PLY];
    private final int[] epStack = new int[MAX_PLY];
    private final long[] hashStack = new long[MAX_PLY];
    final int[] spare = new int[MAX_MOVES];

    Workboard(Position position) {
        load(position);
    }

    /** Sets up {@code position}, so that one board serves a thread for position after position. */
    void load(Position position) {
        Arrays.fill(pieces, 0);
        Arrays.fill(colors, 0);
        Arrays.fill(squares, -1);
        occupied = 0;
        hash = 0;
        ply = 0;
        castling = 0;
        for (Square sq : SQUARES) {
            Optional<Piece> man = position.pieceAt(sq);
            if (man.isPresent()) {
                put(sq.ordinal(), man.get().ordinal());
            }
        }
        side = position.sideToMove() == Color.WHITE ? WHITE : BLACK;
        for (CastlingRight r : position.castlingRights()) {
            int bit = 1 << r.ordinal();
            int home = r.color() == Color.WHITE ? 4 : 60;
            int rook = r.kingSide() ? home + 3 : home - 4;
            int colour = r.color() == Color.WHITE ? WHITE : BLACK;
            // A right whose King or Rook is not at home could never be used; dropping it keeps hashing exact.
            if (squares[home] == colour * 6 + KING && squares[rook] == colour * 6 + ROOK) {
                castling |= bit;
            }
        }
        ep = position.enPassantSquare().map(Square::ordinal).orElse(-1);
        hash = computeHash();
    }

    static int move(int from, int to, int promotion, int flag) {
        return from | to << 6 | promotion << 12 | flag << 15;
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return move >>> 6 & 63;
    }

    static int promotion(int move) {
        return move >>> 12 & 7;
    }

    static int flag(int move) {
        return move >>> 15 & 3;
    }

    private long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] >= 0) {
                h ^= Tables.PIECE_KEYS[squares[sq]][sq];
            }
        }
        h ^= Tables.CASTLING_KEYS[castling];
        if (ep >= 0) {
            h ^= Tables.EN_PASSANT_KEYS[ep & 7];
        }
        return side == BLACK ? h ^ Tables.SIDE_KEY : h;
    }

    private void put(int sq, int piece) {
        long b = 1L << sq;
        pieces[piece] |= b;
        colors[piece / 6] |= b;
        occupied |= b;
        squares[sq] = piece;
        hash ^= Tables.PIECE_KEYS[piece][sq];
    }

    private int remove(int sq) {
        int piece = squares[sq];
        long b = ~(1L << sq);
        pieces[piece] &= b;
        colors[piece / 6] &= b;
        occupied &= b;
        squares[sq] = -1;
        hash ^= Tables.PIECE_KEYS[piece][sq];
        return piece;
    }

    long pieces(int colour, int type) {
        return pieces[colour * 6 + type];
    }

    int kingSquare(int colour) {
        long k = pieces[colour * 6 + KING];
        return k == 0 ? -1 : Long.numberOfTrailingZeros(k);
    }

    boolean attacked(int sq, int by) {
        long[] p = pieces;
        int base = by * 6;
        return (Tables.PAWN[by ^ 1][sq] & p[base]) != 0
                || (Tables.KNIGHT[sq] & p[base + KNIGHT]) != 0
                || (Tables.KING[sq] & p[base + KING]) != 0
                || (Tables.bishop(sq, occupied) & (p[base + BISHOP] | p[base + QUEEN])) != 0
                || (Tables.rook(sq, occupied) & (p[base + ROOK] | p[base + QUEEN])) != 0;
    }

    boolean inCheck() {
        int k = kingSquare(side);
        return k >= 0 && attacked(k, side ^ 1);
    }

    boolean isCapture(int move) {
        return flag(move) == EN_PASSANT || squares[to(move)] >= 0;
    }

    void make(int move) {
        int from = from(move);
        int to = to(move);
        int flag = flag(move);
        int us = side;
        capturedStack[ply] = flag == EN_PASSANT ? -1 : squares[to];
        castlingStack[ply] = castling;
        epStack[ply] = ep;
        hashStack[ply] = hash;
        hash ^= Tables.CASTLING_KEYS[castling];
        if (ep >= 0) {
            hash ^= Tables.EN_PASSANT_KEYS[ep & 7];
        }
        if (flag == EN_PASSANT) {
            remove(us == WHITE ? to - 8 : to + 8);
        } else if (squares[to] >= 0) {
            remove(to);
        }
        int piece = remove(from);
        int promotion = promotion(move);
        put(to, promotion != 0 ? us * 6 + promotion : piece);
        if (flag == CASTLE) {
            boolean kingSide = to > from;
            put(kingSide ? from + 1 : from - 1, remove(kingSide ? from + 3 : from - 4));
        }
        castling &= CASTLING_KEPT[from] & CASTLING_KEPT[to];
        ep = flag == DOUBLE_PUSH ? (from + to) >> 1 : -1;
        hash ^= Tables.CASTLING_KEYS[castling] ^ Tables.SIDE_KEY;
        if (ep >= 0) {
            hash ^= Tables.EN_PASSANT_KEYS[ep & 7];
        }
        side = us ^ 1;
        ply++;
    }

    void unmake(int move) {
        ply--;
        int us = side ^ 1;
        side = us;
        int from = from(move);
        int to = to(move);
        int flag = flag(move);
        if (flag == CASTLE) {
            boolean kingSide = to > from;
            put(kingSide ? from + 3 : from - 4, remove(kingSide ? from + 1 : from - 1));
        }
        int piece = remove(to);
        put(from, promotion(move) != 0 ? us * 6 + PAWN : piece);
        if (flag == EN_PASSANT) {
            put(us == WHITE ? to - 8 : to + 8, (us ^ 1) * 6 + PAWN);
        } else if (capturedStack[ply] >= 0) {
            put(to, capturedStack[ply]);
        }
        castling = castlingStack[ply];
        ep = epStack[ply];
        hash = hashStack[ply];
    }

    /**
     * Writes the legal moves into {@code out} and returns how many there are ({@link WorkMoves}).
     */
    int legalMoves(int[] out) {
        return WorkMoves.legal(this, out);
    }

    /** Whether the player to move has any legal move ({@link WorkMoves}). */
    boolean hasLegalMove() {
        return WorkMoves.any(this);
    }

    /** The squares the men of colour {@code by} command over {@code occupancy}. */
    long attacks(int by, long occupancy) {
        long[] p = pieces;
        int base = by * 6;
        long pawns = p[base];
        long all = by == WHITE
                ? (pawns & ~FILE_A) << 7 | (pawns & ~FILE_H) << 9
                : (pawns & ~FILE_A) >>> 9 | (pawns & ~FILE_H) >>> 7;
        for (long bb = p[base + KNIGHT]; bb != 0; bb &= bb - 1) {
            all |= Tables.KNIGHT[Long.numberOfTrailingZeros(bb)];
        }
        for (long bb = p[base + BISHOP] | p[base + QUEEN]; bb != 0; bb &= bb - 1) {
            all |= Tables.bishop(Long.numberOfTrailingZeros(bb), occupancy);
        }
        for (long bb = p[base + ROOK] | p[base + QUEEN]; bb != 0; bb &= bb - 1) {
            all |= Tables.rook(Long.numberOfTrailingZeros(bb), occupancy);
        }
        long king = p[base + KING];
        return king == 0 ? all : all | Tables.KING[Long.numberOfTrailingZeros(king)];
    }

    /** The men of colour {@code by} that attack a square. */
    long attackers(int sq, int by) {
        long[] p = pieces;
        int base = by * 6;
        return (Tables.PAWN[by ^ 1][sq] & p[base]) | (Tables.KNIGHT[sq] & p[base + KNIGHT])
                | (Tables.KING[sq] & p[base + KING])
                | (Tables.bishop(sq, occupied) & (p[base + BISHOP] | p[base + QUEEN]))
                | (Tables.rook(sq, occupied) & (p[base + ROOK] | p[base + QUEEN]));
    }

    /** The squares the King of the player to move may step to now (castling aside). */
    long kingSteps() {
        int us = side;
        int k = kingSquare(us);
        long steps = 0;
        if (k >= 0) {
            for (long t = Tables.KING[k] & ~colors[us] & ~pieces[(us ^ 1) * 6 + KING]; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (kingMaySafelyGo(k, to, us ^ 1)) {
                    steps |= 1L << to;
                }
            }
        }
        return steps;
    }

    boolean kingMaySafelyGo(int k, int to, int them) {
        long kingBit = 1L << k;
        occupied ^= kingBit;
        boolean safe = !attacked(to, them);
        occupied ^= kingBit;
        return safe;
    }

    /** The player's men that stand alone between their King and an adverse slider on one line. */
    long pinned(int k, int us) {
        return soleBlockers(k, us ^ 1, us);
    }

    /**
     * The men of colour {@code owner} that stand alone between square {@code k} and a slider of
     * colour {@code sliders} on one line: pinned men, or, around the adverse King, men whose
     * move would uncover a check.
     */
    long soleBlockers(int k, int sliders, int owner) {
        long diagonal = pieces[sliders * 6 + BISHOP] | pieces[sliders * 6 + QUEEN];
        long straight = pieces[sliders * 6 + ROOK] | pieces[sliders * 6 + QUEEN];
        long snipers = (Tables.BISHOP_LINES[k] & diagonal) | (Tables.ROOK_LINES[k] & straight);
        long blockers = 0;
        for (long bb = snipers; bb != 0; bb &= bb - 1) {
            long between = Tables.BETWEEN[k][Long.numberOfTrailingZeros(bb)] & occupied;
            if (between != 0 && (between & (between - 1)) == 0) {
                blockers |= between & colors[owner];
            }
        }
        return blockers;
    }

    /** Coordinate notation, for tests and for reporting a helpmate line. */
    static String uci(int move) {
        String s = Square.byIndex(from(move)).algebraic() + Square.byIndex(to(move)).algebraic();
        return promotion(move) == 0 ? s : s + "nbrq".charAt(promotion(move) - 1);
    }
}
