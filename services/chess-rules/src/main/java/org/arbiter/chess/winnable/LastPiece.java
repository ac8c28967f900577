package org.arbiter.chess.winnable;

import static org.arbiter.chess.winnable.Regions.attacksFrom;
import static org.arbiter.chess.winnable.Workboard.BISHOP;
import static org.arbiter.chess.winnable.Workboard.KING;
import static org.arbiter.chess.winnable.Workboard.KNIGHT;
import static org.arbiter.chess.winnable.Workboard.PAWN;
import static org.arbiter.chess.winnable.Workboard.QUEEN;
import static org.arbiter.chess.winnable.Workboard.ROOK;
import static org.arbiter.chess.winnable.Workboard.WHITE;

/**
 * A winner left with his King and one Bishop, Rook or Queen against a King walled in by his own men
 * (issue 43, after CHA-Solver's rule for a last piece; {@code -B 8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K5 b}).
 * In a line the winner wins, the loser never captures: his only prey is the last piece, after which a
 * lone King can never mate. Some men are taken to be <em>frozen</em>, never moving: the loser's King,
 * every square next to him holding a frozen man of his; the winner's King, every square next to him
 * commanded by contact (a step, a Pawn's or a Knight's attack, that nothing can block) from the
 * loser's frozen men; a loser's man whose every move to a square no frozen man holds would mate the
 * winner, the check given by contact from it or uncovered through its square alone, each square next
 * to his King so commanded and the last piece, wherever it can go around frozen men, unable to take
 * the checker or to interpose. The last piece may take a frozen man only next to the loser's King,
 * checking him by contact, where the King may take it back (it stands away from the winner's King)
 * or a frozen man of his can: every answer leaves the lone King. Men for which a condition fails are
 * released until it holds for all (a greatest fixpoint); by induction over the moves of a winning
 * line no frozen man then ever moves, so the last piece never checks the loser's King, shut in by
 * frozen men, and the winner cannot mate.
 */
final class LastPiece {
    private static final long LAST_RANKS = 0xFFL | 0xFFL << 56;
    private static final long SECOND_RANK = 0xFFL << 8;
    private static final long SEVENTH_RANK = 0xFFL << 48;

    private final Workboard b;
    private final int loser;
    private final int last;
    private final int type;
    private final int king;
    private final int adverseKing;
    private long frozen;
    /** Where the last piece can stand while the frozen men stay, and where it can move from there. */
    private long region;

    private LastPiece(Workboard b, int winner, int last) {
        this.b = b;
        this.loser = winner ^ 1;
        this.last = last;
        this.type = b.squares[last] % 6;
        this.king = b.kingSquare(winner);
        this.adverseKing = b.kingSquare(loser);
    }

    /** The cheap gate, then the fixpoint: whether the winner's King and one slider can never mate. */
    static boolean cannotMate(Workboard b, int winner) {
        long own = b.colors[winner] & ~b.pieces(winner, KING);
        if (Long.bitCount(own) != 1 || b.castling != 0 || b.kingSquare(winner) < 0 || b.kingSquare(winner ^ 1) < 0) {
            return false;
        }
        int last = Long.numberOfTrailingZeros(own);
        int type = b.squares[last] % 6;
        if (type != BISHOP && type != ROOK && type != QUEEN
                || (Tables.KING[b.kingSquare(winner ^ 1)] & ~b.colors[winner ^ 1]) != 0) {
            return false;
        }
        return new LastPiece(b, winner, last).holds();
    }

    private boolean holds() {
        long ring = Tables.KING[adverseKing];
        frozen = b.colors[loser] | 1L << king;
        while (true) {
            long kept = release();
            if (kept < 0) {
                return false;
            }
            if ((kept & ring) != ring || (kept & 1L << king) == 0 || (kept & 1L << adverseKing) == 0) {
                return false;
            }
            if (kept == frozen) {
                return true;
            }
            frozen = kept;
        }
    }

    /** The frozen men whose conditions hold under the current assumption, or -1 where a capture may mate. */
    private long release() {
        region = Regions.flood(type, 1L << last, ~frozen, frozen);
        long reach = attacksFrom(type, region, frozen);
        if ((reach & 1L << adverseKing) != 0) {
            return -1;
        }
        long kept = frozen;
        long contact = contact(frozen & b.colors[loser], -1, 0);
        for (long bb = reach & frozen & b.colors[loser]; bb != 0; bb &= bb - 1) {
            int t = Long.numberOfTrailingZeros(bb);
            if ((attacksFrom(type, 1L << t, -1L) & 1L << adverseKing) == 0) {
                kept &= ~(1L << t);
            } else if ((Tables.KING[king] & 1L << t) != 0
                    && (contact(frozen & b.colors[loser] & ~(1L << t | 1L << adverseKing), -1, 0) & 1L << t) == 0) {
                // Taken next to both Kings, where the loser's King may not take back and no frozen man can: maybe mate.
                return -1;
            }
        }
        if ((Tables.KING[king] & ~contact) != 0) {
            kept &= ~(1L << king);
        }
        for (long bb = frozen & b.colors[loser] & ~(1L << adverseKing); bb != 0; bb &= bb - 1) {
            int man = Long.numberOfTrailingZeros(bb);
            if (!stays(man)) {
                kept &= ~(1L << man);
            }
        }
        return kept;
    }

    /** Whether every move of this frozen man of the loser's to a square no frozen man holds mates the winner. */
    private boolean stays(int man) {
        int kind = b.squares[man] % 6;
        long targets;
        if (kind == PAWN) {
            long step = loser == WHITE ? 1L << man << 8 : 1L << man >>> 8;
            if ((step & frozen) != 0) {
                return true;
            }
            if ((step & LAST_RANKS) != 0) {
                return false;
            }
            boolean start = (1L << man & (loser == WHITE ? SECOND_RANK : SEVENTH_RANK)) != 0;
            targets = step | (start ? (loser == WHITE ? step << 8 : step >>> 8) & ~frozen : 0);
        } else {
            targets = attacksFrom(kind, 1L << man, frozen) & ~frozen;
        }
        for (long bb = targets; bb != 0; bb &= bb - 1) {
            if (!mates(man, kind, Long.numberOfTrailingZeros(bb))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the frozen man's move from {@code from} to {@code to} mates the winner's King for certain. */
    private boolean mates(int from, int kind, int to) {
        long men = frozen & b.colors[loser] & ~(1L << from);
        long checkers = contactAttacks(kind, to) & 1L << king;
        long checkSquares = checkers == 0 ? 0 : 1L << to;
        long blocks = 0;
        for (long bb = men & (b.pieces(loser, BISHOP) | b.pieces(loser, ROOK) | b.pieces(loser, QUEEN));
                bb != 0; bb &= bb - 1) {
            int c = Long.numberOfTrailingZeros(bb);
            if (Tables.BETWEEN[c][king] == 1L << from && (attacksFrom(b.squares[c] % 6, 1L << c, ~(1L << from))
                    & 1L << king) != 0) {
                checkSquares |= 1L << c;
                blocks |= 1L << from;
            }
        }
        if (checkSquares == 0 || (Tables.KING[king] & ~contact(men, kind, to)) != 0) {
            return false;
        }
        // A double check leaves the King only his steps; a single one the last piece might answer.
        if (Long.bitCount(checkSquares) > 1) {
            return true;
        }
        long after = frozen & ~(1L << from) | 1L << to;
        return (attacksFrom(type, region, after) & (checkSquares | blocks)) == 0;
    }

    /** The squares these men of the loser's command by contact, and a man of {@code kind} on {@code at} too. */
    private long contact(long men, int kind, int at) {
        long squares = kind < 0 ? 0 : contactAttacks(kind, at);
        for (long bb = men; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            squares |= contactAttacks(b.squares[sq] % 6, sq);
        }
        return squares;
    }

    private long contactAttacks(int kind, int sq) {
        return switch (kind) {
            case PAWN -> Tables.PAWN[loser][sq];
            case KNIGHT -> Tables.KNIGHT[sq];
            default -> attacksFrom(kind, 1L << sq, -1L);
        };
    }
}
