package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Workboard.BLACK;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.WHITE;

import java.util.Arrays;

/**
 * The semi-static analysis of a position whose Pawns face adverse Pawns on their files, after
 * CHA's. Some Pawns are taken to be solid: never taken and never taking, so that they never
 * leave their files and no Pawn ever passes them; and the pieces that cannot move, every square
 * they command holding a wall of their own, are taken to be fixed: never moving, never taken.
 * From that assumption every man gets a region that over-estimates where it can ever stand: a
 * solid Pawn between its square and the solid Pawn or fixed piece ahead, a Pawn blocked by one
 * not at all (a wall, as a fixed piece is), a piece wherever it can go around the walls (a King
 * also avoiding the squares adverse walls always command), another Pawn along its file and
 * wherever its possible captures lead. A solid Pawn or fixed piece that these regions let take
 * or be taken loses its assumption, and the regions are drawn again, until the assumption
 * holds; it then holds by induction over every series of moves. No series of moves leads to
 * mate if no square of the loser King's region is one where the winner could check him while
 * every flight square is commanded or filled by a different man of the loser's. A Pawn that
 * could promote ends the analysis without an answer.
 */
final class Lockdown {
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFFL << 56;

    private Lockdown() {
    }

    /** The cheap precondition: every Pawn has an adverse Pawn ahead on its file, else it could promote. */
    static boolean applies(Workboard b) {
        long white = b.pieces(WHITE, PAWN);
        long black = b.pieces(BLACK, PAWN);
        return b.ep < 0 && (white | black) != 0
                && (white & ~southFill(black >>> 8)) == 0 && (black & ~northFill(white << 8)) == 0;
    }

    static boolean cannotMate(Workboard b, int winner) {
        if (!applies(b) || b.kingSquare(WHITE) < 0 || b.kingSquare(BLACK) < 0 || heavyAndFree(b, winner)) {
            return false;
        }
        return new Lockdown.Analysis(b).cannotMate(winner);
    }

    /**
     * Whether the winner has a Queen or Rook with a move now: in a game, where the analysis would
     * rarely prove anything, a cheap reason not to try.
     */
    private static boolean heavyAndFree(Workboard b, int winner) {
        for (long bb = b.pieces(winner, QUEEN) | b.pieces(winner, Workboard.ROOK); bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            if ((attacksFrom(b.squares[sq] % 6, 1L << sq, b.occupied) & ~b.colors[winner]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** One analysis: its regions under the current solid Pawns and fixed pieces, redrawn as they shrink. */
    private static final class Analysis {
        private final Workboard b;
        private final long[] pawns;
        private final long[] span = new long[64];
        private final long[] reach = new long[64];
        private final long[] pawnReach = new long[2];
        private final long[] pieceRegions = new long[2];
        /** Each piece's own region, per colour, for the flight squares each can fill. */
        private final long[][] pieceRegion = new long[2][16];
        private final int[] pieceCount = new int[2];
        private final long[] pieceAttacks = new long[2];
        private final long[] kingRegion = new long[2];
        private final long[] wallAttacks = new long[2];
        private long solid;
        /** The pieces taken to stand still for ever, never taken: walls like blocked Pawns. */
        private long fixed;
        private long walls;

        Analysis(Workboard b) {
            this.b = b;
            this.pawns = new long[] {b.pieces(WHITE, PAWN), b.pieces(BLACK, PAWN)};
            this.solid = pawns[WHITE] | pawns[BLACK];
            // Only a piece that commands nothing but its own men now can be fixed, whatever the walls.
            long pieces = b.occupied & ~solid & ~b.pieces(WHITE, KING) & ~b.pieces(BLACK, KING);
            for (long bb = pieces; bb != 0; bb &= bb - 1) {
                int sq = Long.numberOfTrailingZeros(bb);
                int piece = b.squares[sq];
                if ((attacksFrom(piece % 6, 1L << sq, b.occupied) & ~b.colors[piece / 6]) == 0) {
                    fixed |= 1L << sq;
                }
            }
        }

        boolean cannotMate(int winner) {
            while (true) {
                // Regions only grow as assumptions are withdrawn: a mate possible now stays possible.
                if (!draw() || mateable(winner)) {
                    return false;
                }
                long broken = 0;
                for (int c = 0; c < 2; c++) {
                    long enemyStands = pieceRegions[c ^ 1] | pawnReach[c ^ 1];
                    long threats = pieceAttacks[c ^ 1] | pawnAttacks(pawnReach[c ^ 1], c ^ 1)
                            | (attacksFrom(KING, kingRegion[c ^ 1], walls) & ~wallAttacks[c]);
                    for (long bb = pawns[c] & solid; bb != 0; bb &= bb - 1) {
                        int sq = Long.numberOfTrailingZeros(bb);
                        if ((span[sq] & threats) != 0 || (pawnAttacks(span[sq], c) & enemyStands) != 0) {
                            broken |= 1L << sq;
                        }
                    }
                    long ownWalls = walls & b.colors[c];
                    for (long bb = fixed & b.colors[c]; bb != 0; bb &= bb - 1) {
                        long man = bb & -bb;
                        int type = b.squares[Long.numberOfTrailingZeros(bb)] % 6;
                        if ((man & threats) != 0 || (attacksFrom(type, man, walls) & ~ownWalls) != 0) {
                            broken |= man;
                        }
                    }
                }
                if (broken == 0) {
                    return true;
                }
                solid &= ~broken;
                fixed &= ~broken;
            }
        }

        /**
         * Whether the loser's King could ever stand mated somewhere in his region: in check there,
         * and every flight square commanded by the winner, by his King from one square of its
         * region or by his other men from anywhere in theirs, or filled by a man of the loser's, a
         * different man on each.
         */
        private boolean mateable(int winner) {
            int loser = winner ^ 1;
            long checks = pieceAttacks[winner] | pawnAttacks(pawnReach[winner], winner);
            long kingCovers = attacksFrom(KING, kingRegion[winner], walls);
            int men = pieceCount[loser];
            long[] stands = Arrays.copyOf(pieceRegion[loser], men + 16);
            for (long bb = pawns[loser]; bb != 0; bb &= bb - 1) {
                stands[men++] = reach[Long.numberOfTrailingZeros(bb)];
            }
            for (long bb = kingRegion[loser] & checks; bb != 0; bb &= bb - 1) {
                int k = Long.numberOfTrailingZeros(bb);
                long open = Tables.KING[k] & ~checks;
                if (!fillable(open & ~kingCovers, stands, men)) {
                    continue;
                }
                boolean mate = fillable(open, stands, men);
                // Only a King square next to a flight square can help; it may not touch the loser's King.
                long near = kingRegion[winner] & attacksFrom(KING, open, 0) & ~Tables.KING[k] & ~(1L << k);
                for (long w = near; w != 0 && !mate; w &= w - 1) {
                    mate = fillable(open & ~Tables.KING[Long.numberOfTrailingZeros(w)], stands, men);
                }
                if (mate) {
                    return true;
                }
            }
            return false;
        }

        /** Whether each of these squares can hold a different one of the men, by augmenting paths. */
        private static boolean fillable(long squares, long[] stands, int men) {
            int[] placed = new int[men];
            Arrays.fill(placed, -1);
            for (long bb = squares; bb != 0; bb &= bb - 1) {
                if (!assign(Long.numberOfTrailingZeros(bb), stands, placed, new boolean[men])) {
                    return false;
                }
            }
            return true;
        }

        private static boolean assign(int sq, long[] stands, int[] placed, boolean[] tried) {
            for (int man = 0; man < placed.length; man++) {
                if (!tried[man] && (stands[man] & 1L << sq) != 0) {
                    tried[man] = true;
                    if (placed[man] < 0 || assign(placed[man], stands, placed, tried)) {
                        placed[man] = sq;
                        return true;
                    }
                }
            }
            return false;
        }

        /** The regions under the current solid set; false if a Pawn could promote. */
        private boolean draw() {
            Arrays.fill(span, 0);
            if (!spans(WHITE) || !spans(BLACK)) {
                return false;
            }
            walls = fixed;
            for (long bb = solid; bb != 0; bb &= bb - 1) {
                int sq = Long.numberOfTrailingZeros(bb);
                if (span[sq] == 1L << sq) {
                    walls |= 1L << sq;
                }
            }
            for (int c = 0; c < 2; c++) {
                // Only the squares next to a fixed piece are commanded whatever else stands where.
                wallAttacks[c] = pawnAttacks(walls & pawns[c], c);
                for (long bb = fixed & b.colors[c]; bb != 0; bb &= bb - 1) {
                    wallAttacks[c] |= attacksFrom(b.squares[Long.numberOfTrailingZeros(bb)] % 6, bb & -bb, -1L);
                }
            }
            for (int c = 0; c < 2; c++) {
                pieceRegions[c] = 0;
                pieceCount[c] = 0;
                pieceAttacks[c] = 0;
                for (int type = KNIGHT; type <= QUEEN; type++) {
                    for (long bb = b.pieces(c, type); bb != 0; bb &= bb - 1) {
                        long region = (bb & -bb & fixed) != 0 ? bb & -bb : flood(type, bb & -bb, ~walls, walls);
                        pieceRegions[c] |= region;
                        pieceRegion[c][pieceCount[c]++] = region;
                        pieceAttacks[c] |= attacksFrom(type, region, walls);
                    }
                }
                int k = b.kingSquare(c);
                long start = 1L << k;
                long allowed = ~walls & ~wallAttacks[c ^ 1];
                // A King in check from a wall must leave now, by the steps legal now, and can never come back.
                long first = c == b.side && (wallAttacks[c ^ 1] & start) != 0 ? b.kingSteps() : start;
                kingRegion[c] = start | flood(KING, first, allowed, walls);
            }
            for (int sq = 0; sq < 64; sq++) {
                reach[sq] = span[sq];
            }
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int c = 0; c < 2; c++) {
                    long all = 0;
                    for (long bb = pawns[c]; bb != 0; bb &= bb - 1) {
                        all |= reach[Long.numberOfTrailingZeros(bb)];
                    }
                    pawnReach[c] = all;
                }
                for (int c = 0; c < 2; c++) {
                    long enemyStands = pieceRegions[c ^ 1] | pawnReach[c ^ 1];
                    for (long bb = pawns[c] & ~solid; bb != 0; bb &= bb - 1) {
                        int sq = Long.numberOfTrailingZeros(bb);
                        long before = reach[sq];
                        long r = before;
                        while (true) {
                            long arrivals = pawnAttacks(r, c) & enemyStands & ~r;
                            if (arrivals == 0) {
                                break;
                            }
                            r |= forward(arrivals, c);
                        }
                        if (r != before) {
                            reach[sq] = r;
                            grew = true;
                            if ((r & (c == WHITE ? RANK_8 : RANK_1)) != 0) {
                                return false;
                            }
                        }
                    }
                }
            }
            return true;
        }

        /**
         * Each Pawn's squares on its own file, up to the solid Pawn ahead: an adverse one is never
         * passed, and an own one bounds it below its own span. Pawns are taken from the most
         * advanced back, so that the span ahead is known.
         */
        private boolean spans(int c) {
            int up = c == WHITE ? 8 : -8;
            long bb = pawns[c];
            while (bb != 0) {
                int sq = c == WHITE ? 63 - Long.numberOfLeadingZeros(bb) : Long.numberOfTrailingZeros(bb);
                bb &= ~(1L << sq);
                long squares = 1L << sq;
                for (int next = sq + up; ; next += up) {
                    if (next < 0 || next > 63 || (next >> 3) == (c == WHITE ? 7 : 0)) {
                        return false;
                    }
                    long bit = 1L << next;
                    if ((fixed & bit) != 0) {
                        break;
                    }
                    if ((solid & bit) != 0) {
                        if ((pawns[c] & bit) != 0) {
                            long top = c == WHITE ? Long.highestOneBit(span[next]) : span[next] & -span[next];
                            squares |= Tables.BETWEEN[sq][next] | (span[next] & ~top);
                        }
                        break;
                    }
                    squares |= bit;
                }
                span[sq] = squares;
            }
            return true;
        }

        /** The squares from {@code from} forward until a wall, Pawn moves only. */
        private long forward(long from, int c) {
            long r = from;
            long frontier = from;
            while (frontier != 0) {
                long next = (c == WHITE ? frontier << 8 : frontier >>> 8) & ~walls & ~r;
                r |= next;
                frontier = next;
            }
            return r;
        }
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
                case Workboard.BISHOP -> Tables.bishop(sq, obstacles);
                case Workboard.ROOK -> Tables.rook(sq, obstacles);
                case QUEEN -> Tables.bishop(sq, obstacles) | Tables.rook(sq, obstacles);
                default -> Tables.KING[sq];
            };
        }
        return attacks;
    }
}
