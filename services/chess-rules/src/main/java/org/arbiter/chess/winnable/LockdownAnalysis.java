package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;
import static org.arbiter.chess.winnable.Regions.fillable;
import static org.arbiter.chess.winnable.Regions.flood;
import static org.arbiter.chess.winnable.Regions.pawnAttacks;
import static org.arbiter.chess.winnable.Workboard.BLACK;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.WHITE;

import java.util.Arrays;

/** One analysis of {@link Lockdown}: its regions under the current solid Pawns and fixed pieces, redrawn as they shrink. */
final class LockdownAnalysis {
    private final Workboard b;
    private final long[] pawns;
    private final long[] span = new long[64];
    private final long[] reach = new long[64];
    private final long[] pawnReach = new long[2];
    private final long[] pieceRegions = new long[2];
    /** Each piece's own region, per colour, for the flight squares each can fill. */
    private final long[][] pieceRegion = new long[2][16];
    private final int[][] pieceType = new int[2][16];
    private final int[] pieceCount = new int[2];
    /** The squares each side's pieces shut in behind the walls command for ever ({@link Guards}). */
    private final long[] guards = new long[2];
    private final long[] pieceAttacks = new long[2];
    private final long[] kingRegion = new long[2];
    /** The squares each King could capture on: next to his region, less the steps that stalemate. */
    private final long[] kingThreats = new long[2];
    /** The squares the diagonal and the straight sliders of each colour can stand on. */
    private final long[][] sliderRegions = new long[2][2];
    /** Whether every man of a colour but the King is a wall, so that only the King can ever move. */
    private final boolean[] onlyKing = new boolean[2];
    /** Whether a King taken to be fixed has a square to go to after all. */
    private final boolean[] kingFree = new boolean[2];
    private final long[] wallAttacks = new long[2];
    private long solid;
    /** The pieces taken to stand still for ever, never taken: walls like blocked Pawns. */
    private long fixed;
    /** The pieces taken to stand still while they live, each in its box ({@link Boxes}): not walls. */
    private long stuck;
    private final long[] boxes = new long[64];
    private long walls;
    /** The side the analysis asks about: the loser's pieces never stand where they would mate him. */
    private int winner;
    /** The loser's Pawns taken never to step, since the step would mate the winner ({@link MatingSteps}). */
    private long held;

    LockdownAnalysis(Workboard b) {
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
        // A King hemmed in now by his own men and adverse attacks may be fixed too: a wall before a Pawn.
        for (int c = 0; c < 2; c++) {
            int k = b.kingSquare(c);
            if ((Tables.KING[k] & ~b.colors[c] & ~b.attacks(c ^ 1, b.occupied)) == 0) {
                fixed |= 1L << k;
            }
        }
    }

    boolean cannotMate(int winner) {
        this.winner = winner;
        held = MatingSteps.candidates(b, winner, fixed);
        fixed |= MatingChecks.candidates(b, winner, fixed);
        while (true) {
            // Regions only grow as assumptions are withdrawn: a mate possible now stays possible.
            if (!draw() || mateable(winner)) {
                return false;
            }
            long broken = 0;
            long boxed = 0;
            for (int c = 0; c < 2; c++) {
                long enemyStands = pieceRegions[c ^ 1] | pawnReach[c ^ 1];
                long threats = pieceAttacks[c ^ 1] | pawnAttacks(pawnReach[c ^ 1], c ^ 1)
                        | (kingThreats[c ^ 1] & ~wallAttacks[c] & ~guards[c]);
                for (long bb = pawns[c] & solid; bb != 0; bb &= bb - 1) {
                    int sq = Long.numberOfTrailingZeros(bb);
                    if ((span[sq] & threats) != 0 || (pawnAttacks(span[sq], c) & enemyStands) != 0) {
                        broken |= 1L << sq;
                    }
                }
                long ownWalls = walls & b.colors[c];
                for (long bb = (fixed | stuck) & b.colors[c]; bb != 0; bb &= bb - 1) {
                    long man = bb & -bb;
                    int sq = Long.numberOfTrailingZeros(bb);
                    int type = b.squares[sq] % 6;
                    if (type == KING ? kingFree[c] : (man & stuck) == 0
                            && (attacksFrom(type, man, walls) & ~ownWalls) != 0 && !everyMoveMates(c, man)) {
                        broken |= man;
                    } else if (type != KING && (man & (stuck | threats)) != 0) {
                        // A fixed piece the adversary could take may still stand still while it lives, in its box.
                        boxes[sq] = Boxes.of(b, man, ownWalls, wallAttacks[c ^ 1], threats);
                        broken |= boxes[sq] == 0 ? man : 0;
                        boxed |= boxes[sq] != 0 ? man & fixed : 0;
                    }
                }
            }
            long released = held & ~MatingSteps.holding(b, winner, held, fixed, walls,
                    MatingChecks.captures(pawns[winner], solid, span, pieceAttacks[winner], winner));
            if (broken == 0 && released == 0 && boxed == 0) {
                return true;
            }
            held &= ~released;
            solid &= ~broken;
            stuck = (stuck | boxed) & ~broken;
            fixed &= ~broken & ~boxed;
        }
    }

    /** Whether this fixed piece is the loser's and its every move would mate the fixed winner (MatingChecks). */
    private boolean everyMoveMates(int c, long man) {
        int king = b.kingSquare(winner);
        return c != winner && (fixed & 1L << king) != 0 && MatingChecks.everyMoveMates(b, man, king, walls, fixed,
                MatingChecks.captures(pawns[winner], solid, span, pieceAttacks[winner], winner),
                sliderRegions[winner][0], sliderRegions[winner][1]);
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
        boolean fixedWinner = (fixed & 1L << b.kingSquare(winner)) != 0;
        for (int i = 0; i < 2; i++) {
            // The winner's first: the squares where the loser's pieces would mate him depend on his attacks.
            int c = winner ^ i;
            long captures = i == 1 && fixedWinner ? MatingChecks.captures(pawns[winner], solid, span, pieceAttacks[winner], winner) : -1L;
            pieceRegions[c] = 0;
            pieceCount[c] = 0;
            pieceAttacks[c] = 0;
            sliderRegions[c][0] = 0;
            sliderRegions[c][1] = 0;
            for (int type = KNIGHT; type <= QUEEN; type++) {
                for (long bb = b.pieces(c, type); bb != 0; bb &= bb - 1) {
                    long banned = captures == -1L ? 0
                            : MatingChecks.squares(type, b.kingSquare(winner), wallAttacks[c], captures, walls);
                    long man = bb & -bb;
                    long region = (man & (fixed | stuck)) != 0 ? man : flood(type, man, ~walls & ~banned, walls);
                    pieceRegions[c] |= region;
                    pieceType[c][pieceCount[c]] = type;
                    pieceRegion[c][pieceCount[c]++] = region;
                    long blockers = (man & stuck) != 0 ? walls | boxes[Long.numberOfTrailingZeros(man)] : walls;
                    pieceAttacks[c] |= attacksFrom(type, region, blockers);
                    if (type == Workboard.BISHOP || type == QUEEN) {
                        sliderRegions[c][0] |= region;
                    }
                    if (type == Workboard.ROOK || type == QUEEN) {
                        sliderRegions[c][1] |= region;
                    }
                }
            }
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
                        r |= Regions.forward(arrivals, c, walls);
                    }
                    if (r != before) {
                        reach[sq] = r;
                        grew = true;
                        if ((r & (c == WHITE ? 0xFFL << 56 : 0xFFL)) != 0) {
                            return false;
                        }
                    }
                }
            }
        }
        long[] starts = new long[2];
        long[] firsts = new long[2];
        long[] plain = new long[2];
        for (int c = 0; c < 2; c++) {
            starts[c] = 1L << b.kingSquare(c);
            // A King in check from a wall must leave now, by the steps legal now, and can never come back.
            firsts[c] = c == b.side && (wallAttacks[c ^ 1] & starts[c]) != 0 ? b.kingSteps() : starts[c];
            plain[c] = starts[c] | flood(KING, firsts[c], ~walls & ~wallAttacks[c ^ 1], walls);
        }
        for (int c = 0; c < 2; c++) {
            // Every square another man could stand or take on; each King's own region is the coarse one.
            long others = plain[c] | plain[c ^ 1] | pawnReach[c] | pieceRegions[c ^ 1] | pieceAttacks[c ^ 1]
                    | pawnReach[c ^ 1] | pawnAttacks(pawnReach[c ^ 1], c ^ 1);
            guards[c] = Guards.of(pieceType[c], pieceRegion[c], pieceCount[c], others, wallAttacks[c],
                    attacksFrom(KING, plain[c ^ 1], walls));
        }
        // Kings never stand side by side: no square next to every square of the other King's region is one's own.
        long[] room = {~Regions.nextToAll(plain[BLACK]), ~Regions.nextToAll(plain[WHITE])};
        for (int c = 0; c < 2; c++) {
            room[c] &= ~walls & ~wallAttacks[c ^ 1] & ~guards[c ^ 1];
            plain[c] = starts[c] | flood(KING, firsts[c], room[c], walls);
            onlyKing[c] = (b.colors[c] & ~b.pieces(c, KING) & ~walls) == 0;
            kingFree[c] = plain[c] != starts[c];
        }
        for (int c = 0; c < 2; c++) {
            if ((fixed & starts[c]) != 0) {
                kingRegion[c] = starts[c];
                kingThreats[c] = Tables.KING[b.kingSquare(c)];
            } else if (onlyKing[c ^ 1] && (b.castling >>> 2 * c & 3) == 0) {
                kingRegion[c] = kingFlood(c, starts[c], firsts[c], room[c], plain[c ^ 1]);
            } else {
                kingRegion[c] = plain[c];
                kingThreats[c] = attacksFrom(KING, plain[c], walls);
            }
        }
        return true;
    }

    /**
     * The King's region when every adverse man but the King is a wall: a step after which the
     * adverse King has no square of his region left but his own, and no check is uncovered, is
     * a stalemate that ends the game (CHA-Solver's stalemate rule), so the King never stands
     * there in a game that goes on, nor takes there (his threats, in {@link #kingThreats}).
     */
    private long kingFlood(int c, long start, long first, long allowed, long opponentRegion) {
        long region = start;
        long frontier = first == start ? start : 0;
        for (long bb = first & ~start; bb != 0; bb &= bb - 1) {
            int t = Long.numberOfTrailingZeros(bb);
            if (!stalemates(c, Long.numberOfTrailingZeros(start), t, opponentRegion)) {
                frontier |= 1L << t;
            }
        }
        region |= frontier;
        while (frontier != 0) {
            long next = 0;
            for (long bb = frontier; bb != 0; bb &= bb - 1) {
                int o = Long.numberOfTrailingZeros(bb);
                for (long steps = Tables.KING[o] & allowed & ~region & ~next; steps != 0; steps &= steps - 1) {
                    int t = Long.numberOfTrailingZeros(steps);
                    if (!stalemates(c, o, t, opponentRegion)) {
                        next |= 1L << t;
                    }
                }
            }
            region |= next;
            frontier = next;
        }
        long threats = 0;
        for (long bb = region; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            for (long steps = Tables.KING[o] & ~region & ~threats; steps != 0; steps &= steps - 1) {
                int t = Long.numberOfTrailingZeros(steps);
                if (!stalemates(c, o, t, opponentRegion)) {
                    threats |= 1L << t;
                }
            }
        }
        kingThreats[c] = threats | attacksFrom(KING, region, walls) & region;
        return region;
    }

    /**
     * Whether colour {@code c}'s King stepping from {@code o} to {@code t} leaves the adverse
     * King, whose other men are all walls, at most his own square of his region, without
     * uncovering a line from one of {@code c}'s sliders to it: walls never move, so the
     * adverse side then has no legal move and is not in check.
     */
    private boolean stalemates(int c, int o, int t, long opponentRegion) {
        long free = opponentRegion & ~Tables.KING[t] & ~(1L << t);
        if (Long.bitCount(free) > 1) {
            return false;
        }
        for (long bb = free; bb != 0; bb &= bb - 1) {
            int k = Long.numberOfTrailingZeros(bb);
            if (uncovers(k, o, sliderRegions[c][0] & Tables.BISHOP_LINES[k])
                    || uncovers(k, o, sliderRegions[c][1] & Tables.ROOK_LINES[k])) {
                return false;
            }
        }
        return true;
    }

    /** Whether a slider standing on one of {@code squares} could see {@code k} through {@code o}, walls aside. */
    private boolean uncovers(int k, int o, long squares) {
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            long between = Tables.BETWEEN[k][Long.numberOfTrailingZeros(bb)];
            if ((between & 1L << o) != 0 && (between & walls) == 0) {
                return true;
            }
        }
        return false;
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
            // A fixed man on the last rank (a King hemmed in there) stops a Pawn short of promoting; a held one never steps.
            for (int next = sq + up; (held & squares) == 0; next += up) {
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
                if ((next >> 3) == (c == WHITE ? 7 : 0)) {
                    return false;
                }
                squares |= bit;
            }
            span[sq] = squares;
        }
        return true;
    }
}
