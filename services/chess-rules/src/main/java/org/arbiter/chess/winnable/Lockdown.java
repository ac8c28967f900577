package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.BLACK;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;
import static org.arbiter.chess.winnable.Workboard.WHITE;

/**
 * The semi-static analysis of a locked position. Every Pawn has an adverse Pawn ahead on its
 * file, and no Pawn can ever be taken nor take: then no Pawn ever leaves its file or promotes,
 * each stays between where it stands and the adverse Pawn ahead, and a Pawn blocked by an
 * adverse Pawn (or by a blocked Pawn of its own) never moves at all. Each man is confined to
 * the squares it can reach around the blocked Pawns, a King also avoiding the squares they
 * command. If nothing of the winner's can ever command a square of the loser King's region, no
 * series of moves leads to mate. Every region is an over-estimate (other men, and Pawns that may
 * still move, are not counted as obstacles), so "cannot mate" is sound.
 */
final class Lockdown {
    private Lockdown() {
    }

    /** The cheap precondition, so that the search runs the analysis only where it can apply. */
    static boolean applies(Workboard b) {
        long white = b.pieces(WHITE, PAWN);
        long black = b.pieces(BLACK, PAWN);
        return b.ep < 0 && (white | black) != 0
                && (white & ~southFill(black >>> 8)) == 0 && (black & ~northFill(white << 8)) == 0;
    }

    static boolean cannotMate(Workboard b, int winner) {
        if (!applies(b)) {
            return false;
        }
        long[] pawns = {b.pieces(WHITE, PAWN), b.pieces(BLACK, PAWN)};
        long whiteBlocked = pawns[WHITE] & (pawns[BLACK] >>> 8);
        long blackBlocked = pawns[BLACK] & (pawns[WHITE] << 8);
        while (true) {
            long w = whiteBlocked | (pawns[WHITE] & (whiteBlocked >>> 8));
            long bl = blackBlocked | (pawns[BLACK] & (blackBlocked << 8));
            if (w == whiteBlocked && bl == blackBlocked) {
                break;
            }
            whiteBlocked = w;
            blackBlocked = bl;
        }
        long[] blocked = {whiteBlocked, blackBlocked};
        long walls = whiteBlocked | blackBlocked;
        long[] possible = new long[2];
        long[] possibleAttacks = new long[2];
        long[] wallAttacks = new long[2];
        for (int c = 0; c < 2; c++) {
            for (long bb = pawns[c]; bb != 0; bb &= bb - 1) {
                int sq = Long.numberOfTrailingZeros(bb);
                long squares = 1L << sq;
                if ((blocked[c] & squares) == 0) {
                    long ahead = (c == WHITE ? northFill(squares << 8) : southFill(squares >>> 8)) & pawns[c ^ 1];
                    int stop = c == WHITE ? Long.numberOfTrailingZeros(ahead) : 63 - Long.numberOfLeadingZeros(ahead);
                    squares |= Tables.BETWEEN[sq][stop];
                }
                possible[c] |= squares;
            }
            possibleAttacks[c] = pawnAttacks(possible[c], c);
            wallAttacks[c] = pawnAttacks(blocked[c], c);
        }
        if ((possibleAttacks[WHITE] & possible[BLACK]) != 0 || (possibleAttacks[BLACK] & possible[WHITE]) != 0) {
            return false;
        }
        long[] kingRegion = new long[2];
        for (int c = 0; c < 2; c++) {
            int k = b.kingSquare(c);
            if (k < 0) {
                return false;
            }
            long allowed = ~walls & ~wallAttacks[c ^ 1];
            long start = 1L << k;
            // A King in check from a blocked Pawn must leave now, by the steps legal now, and can never come back.
            long first = c == b.side && (wallAttacks[c ^ 1] & start) != 0 ? b.kingSteps() : start;
            kingRegion[c] = start | flood(KING, first, allowed, walls);
            long takeable = possible[c ^ 1] & ~wallAttacks[c ^ 1];
            if ((attacksFrom(KING, kingRegion[c], walls) & takeable) != 0) {
                return false;
            }
        }
        long winnerReach = possibleAttacks[winner];
        for (int c = 0; c < 2; c++) {
            for (int type = KNIGHT; type <= QUEEN; type++) {
                for (long bb = b.pieces(c, type); bb != 0; bb &= bb - 1) {
                    long region = flood(type, bb & -bb, ~walls, walls);
                    if ((region & possibleAttacks[c ^ 1]) != 0) {
                        return false;
                    }
                    long reach = attacksFrom(type, region, walls);
                    if ((reach & possible[c ^ 1]) != 0) {
                        return false;
                    }
                    if (c == winner) {
                        winnerReach |= reach;
                    }
                }
            }
        }
        return (winnerReach & kingRegion[winner ^ 1]) == 0;
    }

    private static long northFill(long b) {
        b |= b << 8;
        b |= b << 16;
        return b | b << 32;
    }

    private static long southFill(long b) {
        b |= b >>> 8;
        b |= b >>> 16;
        return b | b >>> 32;
    }

    private static long pawnAttacks(long squares, int colour) {
        long attacks = 0;
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            attacks |= Tables.PAWN[colour][Long.numberOfTrailingZeros(bb)];
        }
        return attacks;
    }

    /** The squares a man of this type can reach from {@code start}, stepping only on {@code allowed}. */
    private static long flood(int type, long start, long allowed, long obstacles) {
        long region = start;
        long frontier = start;
        while (frontier != 0) {
            long next = attacksFrom(type, frontier, obstacles) & allowed & ~region;
            region |= next;
            frontier = next;
        }
        return region;
    }

    private static long attacksFrom(int type, long squares, long obstacles) {
        long attacks = 0;
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            attacks |= switch (type) {
                case KNIGHT -> Tables.KNIGHT[sq];
                case BISHOP -> Tables.bishop(sq, obstacles);
                case ROOK -> Tables.rook(sq, obstacles);
                case QUEEN -> Tables.bishop(sq, obstacles) | Tables.rook(sq, obstacles);
                default -> Tables.KING[sq];
            };
        }
        return attacks;
    }
}
