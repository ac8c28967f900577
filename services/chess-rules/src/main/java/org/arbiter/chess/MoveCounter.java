package org.arbiter.chess;

/**
 * Counts the legal moves of a position without listing them, by the same check-mask and pin
 * scheme as {@link MoveGenerator}: the last ply of perft is mostly population counts, with Pawn
 * moves counted a whole set at a time. Must always equal {@code MoveGenerator.legal}'s count.
 */
final class MoveCounter {
    private MoveCounter() {
    }

    static int count(Board b) {
        int us = b.side;
        int them = us ^ 1;
        long[] p = b.pieces;
        int base = us * 6;
        long own = b.colors[us];
        long occ = b.occupied;
        long theirKing = p[them * 6 + 5];
        if (p[base + 5] == 0) {
            // A kingless side exists only in set-up arrangements, never in perft: list, then count.
            return MoveGenerator.legal(b, new int[MoveGenerator.MAX_MOVES]);
        }
        int ksq = Long.numberOfTrailingZeros(p[base + 5]);

        int n = 0;
        long occWithoutKing = occ ^ (1L << ksq);
        for (long t = Attacks.KING[ksq] & ~own & ~theirKing; t != 0; t &= t - 1) {
            if (!b.attacked(Long.numberOfTrailingZeros(t), them, occWithoutKing)) {
                n++;
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
            n += Long.bitCount(Attacks.KNIGHT[Long.numberOfTrailingZeros(bb)] & target);
        }
        for (long bb = p[base + 2] | p[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            long moves = Magics.bishop(from, occ) & target;
            if ((pinned & (1L << from)) != 0) {
                moves &= Attacks.LINE[row + from];
            }
            n += Long.bitCount(moves);
        }
        for (long bb = p[base + 3] | p[base + 4]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            long moves = Magics.rook(from, occ) & target;
            if ((pinned & (1L << from)) != 0) {
                moves &= Attacks.LINE[row + from];
            }
            n += Long.bitCount(moves);
        }
        n += pawnMoves(b, target, pinned, ksq, checkers == 0);
        if (checkers == 0) {
            n += Integer.bitCount(MoveGenerator.castlingSides(b, us, ksq));
        }
        return n;
    }

    private static int pawnMoves(Board b, long target, long pinned, int ksq, boolean free) {
        int us = b.side;
        boolean white = us == Board.WHITE;
        long pawns = b.pieces[us * 6];
        long empty = ~b.occupied;
        long enemy = b.colors[us ^ 1] & target;
        long lastRank = white ? MoveGenerator.RANK_8 : MoveGenerator.RANK_1;
        int up = white ? 8 : -8;

        long movable = pawns & ~pinned;
        long one = MoveGenerator.shift(movable, up) & empty;
        long two = MoveGenerator.shift(one & (white ? MoveGenerator.RANK_3 : MoveGenerator.RANK_6), up) & empty;
        long left = MoveGenerator.shift(movable & ~MoveGenerator.FILE_A, white ? 7 : -9) & enemy;
        long right = MoveGenerator.shift(movable & ~MoveGenerator.FILE_H, white ? 9 : -7) & enemy;
        one &= target;
        int n = Long.bitCount(one) + Long.bitCount(two & target) + Long.bitCount(left) + Long.bitCount(right);
        // Each promotion is four moves: one already counted, three more.
        n += 3 * (Long.bitCount(one & lastRank) + Long.bitCount(left & lastRank) + Long.bitCount(right & lastRank));

        if (free) {
            for (long bb = pawns & pinned; bb != 0; bb &= bb - 1) {
                int from = Long.numberOfTrailingZeros(bb);
                long line = Attacks.LINE[(ksq << 6) + from];
                long single = MoveGenerator.shift(1L << from, up) & empty & line;
                long dbl = MoveGenerator.shift(single & (white ? MoveGenerator.RANK_3 : MoveGenerator.RANK_6), up)
                        & empty & line;
                long takes = Attacks.PAWN[us][from] & enemy & line;
                n += Long.bitCount(single) + Long.bitCount(dbl) + Long.bitCount(takes)
                        + 3 * Long.bitCount((single | takes) & lastRank);
            }
        }

        int victim = b.enPassantVictim();
        if (victim >= 0) {
            for (long bb = Attacks.PAWN[us ^ 1][b.ep] & pawns; bb != 0; bb &= bb - 1) {
                if (!b.enPassantExposesKing(ksq, us, Long.numberOfTrailingZeros(bb), victim, b.ep)) {
                    n++;
                }
            }
        }
        return n;
    }
}
