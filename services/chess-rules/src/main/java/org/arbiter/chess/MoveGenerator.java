package org.arbiter.chess;

/**
 * Generates exactly the legal moves of I.11.E, without trying them on the board: a King in
 * double check may only step away; in single check the other men must take the checker or
 * step between (the check mask); a pinned man may only move along its pin line; the King may
 * only go to a square no adverse man commands once he has left his own. Taking in passing,
 * which removes two men from one rank, is checked separately.
 * {@link MoveCounter} follows the same scheme but only counts.
 */
final class MoveGenerator {
    static final int MAX_MOVES = 256;
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_3 = 0xFFL << 16;
    static final long RANK_6 = 0xFFL << 40;
    static final long RANK_8 = 0xFFL << 56;

    private MoveGenerator() {
    }

    /** Writes the legal moves into {@code out} and returns how many there are. */
    static int legal(Board b, int[] out) {
        int us = b.side;
        int them = us ^ 1;
        long[] p = b.pieces;
        int base = us * 6;
        long own = b.colors[us];
        long occ = b.occupied;
        long theirKing = p[them * 6 + 5];
        if (p[base + 5] == 0) {
            return withoutKing(b, out, ~own & ~theirKing);
        }
        int ksq = Long.numberOfTrailingZeros(p[base + 5]);
        long kingBit = 1L << ksq;

        int n = 0;
        long occWithoutKing = occ ^ kingBit;
        for (long t = Attacks.KING[ksq] & ~own & ~theirKing; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (!b.attacked(to, them, occWithoutKing)) {
                out[n++] = MoveCodes.encode(ksq, to, 0, MoveCodes.QUIET);
            }
        }
        long checkers = b.checkers(ksq, us);
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }
        long target = checkers == 0
                ? ~own & ~theirKing
                : Attacks.BETWEEN[(ksq << 6) + Long.numberOfTrailingZeros(checkers)] | checkers;
        long pinned = b.pinned(ksq, us);
        int row = ksq << 6;

        for (long bb = p[base + 1] & ~pinned; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Attacks.KNIGHT[from] & target);
        }
        for (long bb = p[base + 2] | p[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            long moves = Magics.bishop(from, occ) & target;
            if ((pinned & (1L << from)) != 0) {
                moves &= Attacks.LINE[row + from];
            }
            n = emit(out, n, from, moves);
        }
        for (long bb = p[base + 3] | p[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            long moves = Magics.rook(from, occ) & target;
            if ((pinned & (1L << from)) != 0) {
                moves &= Attacks.LINE[row + from];
            }
            n = emit(out, n, from, moves);
        }
        n = pawnMoves(b, out, n, target, pinned, ksq, checkers == 0);
        if (checkers == 0) {
            n = castlingMoves(b, out, n, us, ksq);
        }
        return n;
    }

    /**
     * A side with no King (an arrangement the law engine meets after an illegal transfer or a
     * mistaken removal) is never in check and has nothing pinned: every man moves as it commands.
     */
    private static int withoutKing(Board b, int[] out, long target) {
        int base = b.side * 6;
        long[] p = b.pieces;
        long occ = b.occupied;
        int n = 0;
        for (long bb = p[base + 1]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Attacks.KNIGHT[from] & target);
        }
        for (long bb = p[base + 2] | p[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Magics.bishop(from, occ) & target);
        }
        for (long bb = p[base + 3] | p[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Magics.rook(from, occ) & target);
        }
        // Taking in passing is checked against the King's exposure, which has no meaning here;
        // the arrangement is already illegal, so only plain Pawn moves are offered.
        int stash = b.ep;
        b.ep = -1;
        n = pawnMoves(b, out, n, target, 0L, 0, true);
        b.ep = stash;
        return n;
    }

    private static int emit(int[] out, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            out[n++] = MoveCodes.encode(from, Long.numberOfTrailingZeros(t), 0, MoveCodes.QUIET);
        }
        return n;
    }

    private static int pawnMoves(Board b, int[] out, int n, long target, long pinned, int ksq, boolean free) {
        int us = b.side;
        boolean white = us == Board.WHITE;
        long pawns = b.pieces[us * 6];
        long empty = ~b.occupied;
        long enemy = b.colors[us ^ 1] & target;
        long lastRank = white ? RANK_8 : RANK_1;
        int up = white ? 8 : -8;
        int upLeft = white ? 7 : -9;
        int upRight = white ? 9 : -7;

        long movable = pawns & ~pinned;
        long one = shift(movable, up) & empty;
        long two = shift(one & (white ? RANK_3 : RANK_6), up) & empty & target;
        n = pawnTargets(out, n, one & target, up, lastRank);
        for (long t = two; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out[n++] = MoveCodes.encode(to - 2 * up, to, 0, MoveCodes.DOUBLE_PUSH);
        }
        n = pawnTargets(out, n, shift(movable & ~FILE_A, upLeft) & enemy, upLeft, lastRank);
        n = pawnTargets(out, n, shift(movable & ~FILE_H, upRight) & enemy, upRight, lastRank);

        // A pinned Pawn can never answer a check, so pinned ones move only when there is none.
        if (free) {
            for (long bb = pawns & pinned; bb != 0; bb &= bb - 1) {
                int from = Long.numberOfTrailingZeros(bb);
                long line = Attacks.LINE[(ksq << 6) + from];
                long single = shift(1L << from, up) & empty & line;
                n = pawnTargets(out, n, single, up, lastRank);
                long dbl = shift(single & (white ? RANK_3 : RANK_6), up) & empty & line;
                if (dbl != 0) {
                    out[n++] = MoveCodes.encode(from, from + 2 * up, 0, MoveCodes.DOUBLE_PUSH);
                }
                for (long t = Attacks.PAWN[us][from] & enemy & line; t != 0; t &= t - 1) {
                    int to = Long.numberOfTrailingZeros(t);
                    n = pawnTargets(out, n, 1L << to, to - from, lastRank);
                }
            }
        }

        int victim = b.enPassantVictim();
        if (victim >= 0) {
            for (long bb = Attacks.PAWN[us ^ 1][b.ep] & pawns; bb != 0; bb &= bb - 1) {
                int from = Long.numberOfTrailingZeros(bb);
                if (!b.enPassantExposesKing(ksq, us, from, victim, b.ep)) {
                    out[n++] = MoveCodes.encode(from, b.ep, 0, MoveCodes.EN_PASSANT);
                }
            }
        }
        return n;
    }

    static long shift(long bb, int by) {
        return by > 0 ? bb << by : bb >>> -by;
    }

    private static int pawnTargets(int[] out, int n, long targets, int delta, long lastRank) {
        for (long t = targets & ~lastRank; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out[n++] = MoveCodes.encode(to - delta, to, 0, MoveCodes.QUIET);
        }
        for (long t = targets & lastRank; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            for (int promo = PieceType.QUEEN.ordinal(); promo >= PieceType.KNIGHT.ordinal(); promo--) {
                out[n++] = MoveCodes.encode(to - delta, to, promo, MoveCodes.QUIET);
            }
        }
        return n;
    }

    /**
     * Castling under I.11.E(e): neither King nor Rook has moved, the squares between them are
     * unoccupied, and no adverse man commands the King's square (the caller has checked that
     * he is not in check) or the two squares beside it towards the Rook. The King goes to the
     * Knight's or Bishop's square (I.11.E(f)).
     */
    private static int castlingMoves(Board b, int[] out, int n, int us, int king) {
        int home = us == Board.WHITE ? 4 : 60;
        int sides = castlingSides(b, us, king);
        if (b.castles.chess960) {
            for (int side = 0; side < 2; side++) {
                if ((sides & (1 << side)) != 0) {
                    out[n++] = MoveCodes.encode(king, b.castles.rookHome[us * 2 + side], 0, MoveCodes.CASTLE);
                }
            }
            return n;
        }
        if ((sides & 1) != 0) {
            out[n++] = MoveCodes.encode(home, home + 2, 0, MoveCodes.CASTLE);
        }
        if ((sides & 2) != 0) {
            out[n++] = MoveCodes.encode(home, home - 2, 0, MoveCodes.CASTLE);
        }
        return n;
    }

    /** Bit 0: castling on the King's side is legal; bit 1: on the Queen's side. */
    static int castlingSides(Board b, int us, int king) {
        if (b.castles.chess960) {
            return (castles960(b, us, king, us * 2) ? 1 : 0) | (castles960(b, us, king, us * 2 + 1) ? 2 : 0);
        }
        int home = us == Board.WHITE ? 4 : 60;
        int rights = b.castling >>> (us * 2) & 3;
        if (king != home || rights == 0) {
            return 0;
        }
        int them = us ^ 1;
        int rook = us * 6 + 3;
        long occ = b.occupied;
        int sides = 0;
        if ((rights & 1) != 0 && b.squares[home + 3] == rook && (occ & (3L << (home + 1))) == 0
                && !b.attacked(home + 1, them, occ) && !b.attacked(home + 2, them, occ)) {
            sides |= 1;
        }
        if ((rights & 2) != 0 && b.squares[home - 4] == rook && (occ & (7L << (home - 3))) == 0
                && !b.attacked(home - 1, them, occ) && !b.attacked(home - 2, them, occ)) {
            sides |= 2;
        }
        return sides;
    }

    /**
     * Chess960 castling (FIDE Laws, Guidelines II.3): the King and that Rook have not moved, every
     * square between the King and his castled square and between the Rook and its castled square is
     * empty but for the two of them, and no square the King stands on, crosses or reaches is
     * attacked. The attacks are read with the King and Rook lifted, so that a Rook that leaves the
     * rank cannot hide an attack on the King's castled square behind itself.
     */
    private static boolean castles960(Board b, int us, int king, int right) {
        int rook = b.castles.rookHome[right];
        if ((b.castling & (1 << right)) == 0 || king != b.castles.kingHome[us] || b.squares[rook] != us * 6 + 3) {
            return false;
        }
        int kingTo = Castles.kingTarget(right);
        long lifted = b.occupied & ~(1L << king) & ~(1L << rook);
        if ((lifted & (span(king, kingTo) | span(rook, Castles.rookTarget(right)))) != 0) {
            return false;
        }
        int them = us ^ 1;
        for (long path = span(king, kingTo); path != 0; path &= path - 1) {
            if (b.attacked(Long.numberOfTrailingZeros(path), them, lifted)) {
                return false;
            }
        }
        return true;
    }

    /** The squares from {@code a} to {@code b}, both included, on one rank. */
    private static long span(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return (-1L >>> (63 - hi)) & (-1L << lo);
    }
}
