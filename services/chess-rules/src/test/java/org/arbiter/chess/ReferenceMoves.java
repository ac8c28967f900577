package org.arbiter.chess;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately plain legal-move generator to check the fast one against: every pseudo-legal
 * move is tried on the board and kept if the mover's King is then not commanded (I.11.B).
 * Sliders walk their rays instead of using the magic tables, so a table error cannot hide.
 */
final class ReferenceMoves {
    private ReferenceMoves() {
    }

    static List<Integer> legal(Board b) {
        List<Integer> kept = new ArrayList<>();
        int us = b.side;
        for (int m : pseudoLegal(b)) {
            b.make(m);
            int king = Long.numberOfTrailingZeros(b.pieces[us * 6 + 5]);
            if (!attacked(b, king, us ^ 1)) {
                kept.add(m);
            }
            b.unmake(m);
        }
        return kept;
    }

    private static boolean attacked(Board b, int sq, int by) {
        int base = by * 6;
        long queens = b.pieces[base + 4];
        return (Attacks.PAWN[by ^ 1][sq] & b.pieces[base]) != 0
                || (Attacks.KNIGHT[sq] & b.pieces[base + 1]) != 0
                || (Attacks.KING[sq] & b.pieces[base + 5]) != 0
                || (Magics.slideBishop(sq, b.occupied) & (b.pieces[base + 2] | queens)) != 0
                || (Magics.slideRook(sq, b.occupied) & (b.pieces[base + 3] | queens)) != 0;
    }

    private static List<Integer> pseudoLegal(Board b) {
        List<Integer> out = new ArrayList<>();
        int us = b.side;
        int base = us * 6;
        long blocked = b.colors[us] | b.pieces[(us ^ 1) * 6 + 5];
        for (int from = 0; from < 64; from++) {
            int piece = b.squares[from];
            if (piece < base || piece >= base + 6) {
                continue;
            }
            switch (piece - base) {
                case 0: pawn(b, out, from); break;
                case 1: emit(out, from, Attacks.KNIGHT[from] & ~blocked); break;
                case 2: emit(out, from, Magics.slideBishop(from, b.occupied) & ~blocked); break;
                case 3: emit(out, from, Magics.slideRook(from, b.occupied) & ~blocked); break;
                case 4: emit(out, from, (Magics.slideBishop(from, b.occupied) | Magics.slideRook(from, b.occupied)) & ~blocked); break;
                default:
                    emit(out, from, Attacks.KING[from] & ~blocked);
                    castling(b, out, from);
                    break;
            }
        }
        return out;
    }

    private static void emit(List<Integer> out, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            out.add(MoveCodes.encode(from, Long.numberOfTrailingZeros(t), 0, MoveCodes.QUIET));
        }
    }

    private static void pawn(Board b, List<Integer> out, int from) {
        int us = b.side;
        int forward = us == Board.WHITE ? 8 : -8;
        int one = from + forward;
        if (one < 0 || one > 63) {
            return;
        }
        if (b.squares[one] == Board.EMPTY) {
            pawnTo(out, from, one);
            int startRank = us == Board.WHITE ? 1 : 6;
            if (from >>> 3 == startRank && b.squares[one + forward] == Board.EMPTY) {
                out.add(MoveCodes.encode(from, one + forward, 0, MoveCodes.DOUBLE_PUSH));
            }
        }
        long enemy = b.colors[us ^ 1] & ~b.pieces[(us ^ 1) * 6 + 5];
        for (long t = Attacks.PAWN[us][from] & enemy; t != 0; t &= t - 1) {
            pawnTo(out, from, Long.numberOfTrailingZeros(t));
        }
        if (b.enPassantVictim() >= 0 && (Attacks.PAWN[us][from] & (1L << b.ep)) != 0) {
            out.add(MoveCodes.encode(from, b.ep, 0, MoveCodes.EN_PASSANT));
        }
    }

    private static void pawnTo(List<Integer> out, int from, int to) {
        if (to < 8 || to > 55) {
            for (int promo = 1; promo <= 4; promo++) {
                out.add(MoveCodes.encode(from, to, promo, MoveCodes.QUIET));
            }
        } else {
            out.add(MoveCodes.encode(from, to, 0, MoveCodes.QUIET));
        }
    }

    private static void castling(Board b, List<Integer> out, int king) {
        int us = b.side;
        int home = us == Board.WHITE ? 4 : 60;
        int them = us ^ 1;
        int rook = us * 6 + 3;
        if (king != home || attacked(b, home, them)) {
            return;
        }
        int kingSide = us == Board.WHITE ? Board.WK : Board.BK;
        int queenSide = us == Board.WHITE ? Board.WQ : Board.BQ;
        if ((b.castling & kingSide) != 0 && b.squares[home + 3] == rook
                && b.squares[home + 1] == Board.EMPTY && b.squares[home + 2] == Board.EMPTY
                && !attacked(b, home + 1, them) && !attacked(b, home + 2, them)) {
            out.add(MoveCodes.encode(home, home + 2, 0, MoveCodes.CASTLE));
        }
        if ((b.castling & queenSide) != 0 && b.squares[home - 4] == rook
                && b.squares[home - 1] == Board.EMPTY && b.squares[home - 2] == Board.EMPTY
                && b.squares[home - 3] == Board.EMPTY
                && !attacked(b, home - 1, them) && !attacked(b, home - 2, them)) {
            out.add(MoveCodes.encode(home, home - 2, 0, MoveCodes.CASTLE));
        }
    }
}
