package org.arbiter.chess;

/**
 * Generates the legal moves of I.11.E: pseudo-legal moves by the commanded squares of each man,
 * then every move that would place or leave the mover's King in check is dropped.
 */
final class MoveGenerator {
    static final int MAX_MOVES = 256;
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFFL << 56;

    private MoveGenerator() {
    }

    /** Writes the legal moves into {@code out} and returns how many there are. */
    static int legal(Board b, int[] out) {
        int n = pseudoLegal(b, out);
        int kept = 0;
        int us = b.side;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            b.make(m);
            long king = b.pieces[us * 6 + 5];
            boolean safe = king == 0 || !b.attacked(Long.numberOfTrailingZeros(king), us ^ 1);
            b.unmake(m);
            if (safe) {
                out[kept++] = m;
            }
        }
        return kept;
    }

    static int pseudoLegal(Board b, int[] out) {
        int n = 0;
        int us = b.side;
        int them = us ^ 1;
        int base = us * 6;
        long own = b.colors[us];
        long enemy = b.colors[them];
        long empty = ~b.occupied;

        n = pawnMoves(b, out, n, us, enemy, empty);

        for (long bb = b.pieces[base + 1]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Attacks.KNIGHT[from] & ~own);
        }
        for (long bb = b.pieces[base + 2]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Attacks.bishop(from, b.occupied) & ~own);
        }
        for (long bb = b.pieces[base + 3]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Attacks.rook(from, b.occupied) & ~own);
        }
        for (long bb = b.pieces[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Attacks.queen(from, b.occupied) & ~own);
        }
        long kings = b.pieces[base + 5];
        if (kings != 0) {
            int from = Long.numberOfTrailingZeros(kings);
            n = emit(out, n, from, Attacks.KING[from] & ~own);
            n = castlingMoves(b, out, n, us, from);
        }
        return n;
    }

    private static int emit(int[] out, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            out[n++] = MoveCodes.encode(from, Long.numberOfTrailingZeros(t), 0, MoveCodes.QUIET);
        }
        return n;
    }

    private static int pawnMoves(Board b, int[] out, int n, int us, long enemy, long empty) {
        long pawns = b.pieces[us * 6];
        int forward = us == Board.WHITE ? 8 : -8;
        long lastRank = us == Board.WHITE ? RANK_8 : RANK_1;
        long startRank = us == Board.WHITE ? 0xFF00L : 0xFFL << 48;
        for (long bb = pawns; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            int one = from + forward;
            if (one < 0 || one > 63) {
                // A Pawn left unpromoted on its eighth rank (a promotion in progress) has no move.
                continue;
            }
            if (((1L << one) & empty) != 0) {
                n = pawnTo(out, n, from, one, lastRank);
                int two = one + forward;
                if (((1L << from) & startRank) != 0 && ((1L << two) & empty) != 0) {
                    out[n++] = MoveCodes.encode(from, two, 0, MoveCodes.DOUBLE_PUSH);
                }
            }
            for (long t = Attacks.PAWN[us][from] & enemy; t != 0; t &= t - 1) {
                n = pawnTo(out, n, from, Long.numberOfTrailingZeros(t), lastRank);
            }
            if (b.ep >= 0 && (Attacks.PAWN[us][from] & (1L << b.ep)) != 0) {
                int victim = us == Board.WHITE ? b.ep - 8 : b.ep + 8;
                if (b.squares[victim] == (us ^ 1) * 6 && b.squares[b.ep] == Board.EMPTY) {
                    out[n++] = MoveCodes.encode(from, b.ep, 0, MoveCodes.EN_PASSANT);
                }
            }
        }
        return n;
    }

    private static int pawnTo(int[] out, int n, int from, int to, long lastRank) {
        if (((1L << to) & lastRank) != 0) {
            for (int promo = PieceType.QUEEN.ordinal(); promo >= PieceType.KNIGHT.ordinal(); promo--) {
                out[n++] = MoveCodes.encode(from, to, promo, MoveCodes.QUIET);
            }
        } else {
            out[n++] = MoveCodes.encode(from, to, 0, MoveCodes.QUIET);
        }
        return n;
    }

    /**
     * Castling under I.11.E(e): neither King nor Rook has moved, the squares between them are
     * unoccupied, and no adverse man commands the King's square or the two squares beside it
     * towards the Rook. The King goes to the Knight's or Bishop's square (I.11.E(f)).
     */
    private static int castlingMoves(Board b, int[] out, int n, int us, int king) {
        int home = us == Board.WHITE ? 4 : 60;
        if (king != home || b.castling == 0) {
            return n;
        }
        int them = us ^ 1;
        int rook = us * 6 + 3;
        int kingSide = us == Board.WHITE ? Board.WK : Board.BK;
        int queenSide = us == Board.WHITE ? Board.WQ : Board.BQ;
        if ((b.castling & kingSide) != 0 && b.squares[home + 3] == rook
                && b.squares[home + 1] == Board.EMPTY && b.squares[home + 2] == Board.EMPTY
                && !b.attacked(home, them) && !b.attacked(home + 1, them) && !b.attacked(home + 2, them)) {
            out[n++] = MoveCodes.encode(home, home + 2, 0, MoveCodes.CASTLE);
        }
        if ((b.castling & queenSide) != 0 && b.squares[home - 4] == rook
                && b.squares[home - 1] == Board.EMPTY && b.squares[home - 2] == Board.EMPTY
                && b.squares[home - 3] == Board.EMPTY
                && !b.attacked(home, them) && !b.attacked(home - 1, them) && !b.attacked(home - 2, them)) {
            out[n++] = MoveCodes.encode(home, home - 2, 0, MoveCodes.CASTLE);
        }
        return n;
    }
}
