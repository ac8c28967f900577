package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.CASTLE;
import static org.arbiter.chess.winnable.Workboard.DOUBLE_PUSH;
import static org.arbiter.chess.winnable.Workboard.EN_PASSANT;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;
import static org.arbiter.chess.winnable.Workboard.WHITE;
import static org.arbiter.chess.winnable.Workboard.flag;
import static org.arbiter.chess.winnable.Workboard.from;
import static org.arbiter.chess.winnable.Workboard.move;
import static org.arbiter.chess.winnable.Workboard.to;

/**
 * The moves of a {@link Workboard}'s player to move: every legal one, or whether there is any. Kept
 * apart from the board's state and its make and unmake; proven by the published perft counts
 * ({@code WorkboardTest}), as the public move generator is.
 */
final class WorkMoves {
    private WorkMoves() {
    }

    /**
     * Writes the legal moves into {@code out} and returns how many there are. The King steps where
     * no adverse man commands; a pinned man stays on his line; out of check, a man takes the one
     * checker or steps between; only taking in passing, which may uncover a rank, is tried on the board.
     */
    static int legal(Workboard b, int[] out) {
        int n = pseudoMoves(b, out);
        int us = b.side;
        int k = b.kingSquare(us);
        if (k < 0) {
            return n;
        }
        int them = us ^ 1;
        // Every square the adverse men command with the King lifted off, so that he cannot hide behind himself.
        long danger = b.attacks(them, b.occupied ^ 1L << k);
        boolean check = (danger & 1L << k) != 0;
        long pinned = b.pinned(k, us);
        // Where a man other than the King may go: anywhere, or in check onto the checker or between (nowhere in double check).
        long evasions = -1L;
        if (check) {
            long checkers = b.attackers(k, them);
            evasions = (checkers & checkers - 1) != 0 ? 0
                    : checkers | Tables.BETWEEN[k][Long.numberOfTrailingZeros(checkers)];
        }
        int legal = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            int from = from(m);
            boolean ok;
            if (from == k) {
                ok = flag(m) == CASTLE || (danger & 1L << to(m)) == 0;
            } else if (flag(m) == EN_PASSANT) {
                b.make(m);
                ok = !b.attacked(k, them);
                b.unmake(m);
            } else {
                long to = 1L << to(m);
                ok = (evasions & to) != 0 && ((pinned & 1L << from) == 0 || (Tables.LINE[k][from] & to) != 0);
            }
            if (ok) {
                out[legal++] = m;
            }
        }
        return legal;
    }

    /**
     * Whether the player to move has any legal move: the King's steps first, as they are the
     * likeliest; then, in single check, a man that is not pinned taking the checking man or
     * stepping between, which settles whether a check is mate without listing every move.
     */
    static boolean any(Workboard b) {
        int us = b.side;
        int k = b.kingSquare(us);
        if (k < 0) {
            return legal(b, b.spare) > 0;
        }
        int them = us ^ 1;
        for (long t = Tables.KING[k] & ~b.colors[us] & ~b.pieces[them * 6 + KING]; t != 0; t &= t - 1) {
            if (b.kingMaySafelyGo(k, Long.numberOfTrailingZeros(t), them)) {
                return true;
            }
        }
        long checkers = b.attackers(k, them);
        if (checkers == 0 || b.ep >= 0) {
            return legal(b, b.spare) > 0;
        }
        if ((checkers & (checkers - 1)) != 0) {
            return false;
        }
        int checker = Long.numberOfTrailingZeros(checkers);
        long free = ~b.pinned(k, us);
        long knights = b.pieces(us, KNIGHT) & free;
        long diagonal = (b.pieces(us, BISHOP) | b.pieces(us, QUEEN)) & free;
        long straight = (b.pieces(us, ROOK) | b.pieces(us, QUEEN)) & free;
        long pawns = b.pieces(us, PAWN) & free;
        if ((Tables.PAWN[them][checker] & pawns) != 0) {
            return true;
        }
        int up = us == WHITE ? 8 : -8;
        for (long t = Tables.BETWEEN[k][checker] | checkers; t != 0; t &= t - 1) {
            int sq = Long.numberOfTrailingZeros(t);
            if ((Tables.KNIGHT[sq] & knights) != 0 || (Tables.bishop(sq, b.occupied) & diagonal) != 0
                    || (Tables.rook(sq, b.occupied) & straight) != 0) {
                return true;
            }
            if (sq != checker) {
                int one = sq - up;
                if (one >= 0 && one < 64 && (pawns & 1L << one) != 0) {
                    return true;
                }
                int two = one - up;
                boolean fourthRank = us == WHITE ? sq >> 3 == 3 : sq >> 3 == 4;
                if (fourthRank && (b.occupied & 1L << one) == 0 && (pawns & 1L << two) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int pseudoMoves(Workboard b, int[] out) {
        int us = b.side;
        int them = us ^ 1;
        long own = b.colors[us];
        long target = ~own & ~b.pieces[them * 6 + KING];
        int n = 0;
        n = pawnMoves(b, out, n, us);
        for (long bb = b.pieces(us, KNIGHT); bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Tables.KNIGHT[from] & target);
        }
        for (long bb = b.pieces(us, BISHOP) | b.pieces(us, QUEEN); bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Tables.bishop(from, b.occupied) & target);
        }
        for (long bb = b.pieces(us, ROOK) | b.pieces(us, QUEEN); bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = emit(out, n, from, Tables.rook(from, b.occupied) & target);
        }
        int k = b.kingSquare(us);
        if (k >= 0) {
            n = emit(out, n, k, Tables.KING[k] & target);
            n = castlingMoves(b, out, n, us, k);
        }
        return n;
    }

    private static int emit(int[] out, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            out[n++] = move(from, Long.numberOfTrailingZeros(t), 0, 0);
        }
        return n;
    }

    private static int pawnMoves(Workboard b, int[] out, int n, int us) {
        long pawns = b.pieces(us, PAWN);
        long enemy = b.colors[us ^ 1] & ~b.pieces[(us ^ 1) * 6 + KING];
        long empty = ~b.occupied;
        int up = us == WHITE ? 8 : -8;
        for (long bb = pawns; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            int one = from + up;
            if ((empty & 1L << one) != 0) {
                n = pawnTo(out, n, from, one);
                int rank = from >> 3;
                int two = one + up;
                if ((us == WHITE ? rank == 1 : rank == 6) && (empty & 1L << two) != 0) {
                    out[n++] = move(from, two, 0, DOUBLE_PUSH);
                }
            }
            for (long t = Tables.PAWN[us][from] & enemy; t != 0; t &= t - 1) {
                n = pawnTo(out, n, from, Long.numberOfTrailingZeros(t));
            }
            if (b.ep >= 0 && (Tables.PAWN[us][from] & 1L << b.ep) != 0) {
                out[n++] = move(from, b.ep, 0, EN_PASSANT);
            }
        }
        return n;
    }

    private static int pawnTo(int[] out, int n, int from, int to) {
        if (to >= 56 || to < 8) {
            for (int promotion = QUEEN; promotion >= KNIGHT; promotion--) {
                out[n++] = move(from, to, promotion, 0);
            }
            return n;
        }
        out[n++] = move(from, to, 0, 0);
        return n;
    }

    private static int castlingMoves(Workboard b, int[] out, int n, int us, int k) {
        int home = us == WHITE ? 4 : 60;
        int rights = b.castling >>> (us * 2) & 3;
        if (k != home || rights == 0 || b.attacked(home, us ^ 1)) {
            return n;
        }
        int them = us ^ 1;
        if ((rights & 1) != 0 && (b.occupied & (3L << (home + 1))) == 0
                && !b.attacked(home + 1, them) && !b.attacked(home + 2, them)) {
            out[n++] = move(home, home + 2, 0, CASTLE);
        }
        if ((rights & 2) != 0 && (b.occupied & (7L << (home - 3))) == 0
                && !b.attacked(home - 1, them) && !b.attacked(home - 2, them)) {
            out[n++] = move(home, home - 2, 0, CASTLE);
        }
        return n;
    }
}
