package org.arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.board.Observation.BoardScan;
import org.arbiter.board.Observation.SquareChange;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * Which way round the board stood from the start, weighed on the whole recording: the changes are
 * read both ways at once, and each reading scores the legal moves of the side to move it sees
 * completed, less the changes it cannot explain (a report that changes nothing, a square emptied that
 * held no man, a man appearing that no like man left a square for). One noisy report must not turn a
 * recording round, so a reading wins only once it leads by {@link #MARGIN}; a board dump decides when
 * one reading matches it at most half as well as the other (where the Kings and the Pawns stand
 * tells them apart at once). When the recording ends with neither so far ahead, the board's own
 * numbering stands if the recording favours it at all; otherwise it does not tell, and a live board,
 * which reads the same rule on the reports so far, waits for the report that does.
 */
final class OrientationEvidence {
    /** How far one reading must lead the other: a clean first move read rightly scores 1, read turned -1. */
    static final int MARGIN = 2;
    /** How many ranks the Pawns of a set position must lean one way before they count as a clean move read rightly. */
    static final int PAWNS_LEAN = 6;

    /** The decision: which way round, or empty when the recording does not tell; {@code firstChange} the index of its first change, or -1. */
    record Decision(Optional<Boolean> turned, int firstChange) {
    }

    private OrientationEvidence() {
    }

    static Decision decide(Position start, List<Observation> in) {
        Reading direct = new Reading(start, false);
        Reading turned = new Reading(start, true);
        int first = -1;
        for (int i = 0; i < in.size(); i++) {
            Observation o = in.get(i);
            if (o instanceof BoardScan scan) {
                int d = direct.differences(scan.men());
                int t = turned.differences(scan.men());
                if (t * 2 < d) {
                    // Before any change, the dump is read by the reading of the whole recording, which says so there.
                    return new Decision(Optional.of(first >= 0), first);
                }
                if (d * 2 < t) {
                    return new Decision(Optional.of(false), first);
                }
                direct.setUp(scan.men());
                turned.setUp(scan.men());
                if (first < 0) {
                    // The men set up otherwise than the start, a position neither reading can match: the Pawns tell.
                    int lean = pawnsLean(scan.men());
                    direct.bias = lean > 0 ? MARGIN : 0;
                    turned.bias = lean < 0 ? MARGIN : 0;
                }
            } else if (o instanceof SquareChange c) {
                first = first < 0 ? i : first;
                direct.change(c);
                turned.change(c);
                if (Math.abs(direct.score() - turned.score()) >= MARGIN) {
                    return new Decision(Optional.of(turned.score() > direct.score()), first);
                }
            }
        }
        // Neither reading led by the margin. The board's own numbering stands when the recording favours it at
        // all; a tie, or the turned reading ahead by less than the margin, does not tell (a live board waits).
        return new Decision(first < 0 || direct.score() > turned.score() ? Optional.of(false) : Optional.empty(), first);
    }

    /**
     * Which way round a set position's Pawns stand: positive when read as numbered, negative when turned round,
     * 0 when they do not tell. A Pawn never moves back, so honest play leaves the Pawns nearer their own side
     * than the other's; read turned, each Pawn's ranks advanced become 5 less his ranks advanced as numbered, so
     * the readings differ by {@code 5n - 2a} for {@code n} Pawns advanced {@code a} ranks in all, which must come
     * to {@code n} and at least {@link #PAWNS_LEAN} before it tells.
     */
    static int pawnsLean(Map<Square, Piece> men) {
        int pawns = 0;
        int advanced = 0;
        for (Map.Entry<Square, Piece> e : men.entrySet()) {
            if (e.getValue().type() == PieceType.PAWN) {
                int rank = e.getKey().rank();
                pawns++;
                advanced += e.getValue().color() == Color.WHITE ? rank - 1 : 6 - rank;
            }
        }
        int lead = 5 * pawns - 2 * advanced;
        return Math.abs(lead) >= Math.max(PAWNS_LEAN, pawns) ? Integer.signum(lead) : 0;
    }

    /**
     * The board as one reading of the field numbers tracks it, with the position its legal moves have
     * reached: a man appearing is explained by a like man that left a square within a second either
     * way (a scan may report the arrival first); a man of the side not to move leaving is explained only
     * by a legal capture of him.
     */
    private static final class Reading {
        private static final long PATIENCE = 1000;
        private final Piece[] board = new Piece[64];
        private final List<Piece> off = new ArrayList<>();
        private final List<SquareChange> owed = new ArrayList<>();
        private final boolean turned;
        private Position position;
        private int impossible;
        private int moves;
        /** What a set position's Pawns give this reading before any move ({@link #pawnsLean}). */
        private int bias;

        Reading(Position start, boolean turned) {
            start.men().forEach((s, p) -> board[s.ordinal()] = p);
            this.turned = turned;
            this.position = start;
        }

        int score() {
            return moves - impossible - owed.size() + bias;
        }

        void change(SquareChange c) {
            owed.removeIf(d -> {
                boolean late = c.at() - d.at() > PATIENCE;
                impossible += late ? 1 : 0;
                return late;
            });
            Square q = turned ? Orientation.rotate(c.square()) : c.square();
            Piece before = board[q.ordinal()];
            Piece now = c.piece().orElse(null);
            if (before == now) {
                impossible++;
                return;
            }
            if (before != null && !owed.removeIf(d -> d.piece().orElse(null) == before)) {
                off.add(before);
            }
            if (before != null && before.color() != position.sideToMove() && !taken(q)) {
                // A man of the side not to move leaving, not to be taken: out of turn, rarely; misread, often.
                impossible++;
            }
            if (now != null) {
                Piece pawn = Piece.of(now.color(), PieceType.PAWN);
                if (!off.remove(now) && !(now.type().isPromotionPiece() && off.remove(pawn))) {
                    owed.add(c);
                }
            }
            board[q.ordinal()] = now;
            moved();
        }

        /** The men as a board dump shows them, read this way: what went before is settled. */
        void setUp(Map<Square, Piece> men) {
            for (Square q : Square.values()) {
                board[(turned ? Orientation.rotate(q) : q).ordinal()] = men.get(q);
            }
            off.clear();
            owed.clear();
            moved();
        }

        int differences(Map<Square, Piece> men) {
            int n = 0;
            for (Square q : Square.values()) {
                if (board[(turned ? Orientation.rotate(q) : q).ordinal()] != men.get(q)) {
                    n++;
                }
            }
            return n;
        }

        /** A legal move of the side to move completed: the men stand as it leaves them. */
        private void moved() {
            if (!owed.isEmpty()) {
                return;
            }
            int differing = 0;
            for (Square q : Square.values()) {
                if (board[q.ordinal()] != position.pieceAt(q).orElse(null)) {
                    differing++;
                }
            }
            // A move changes 2 squares, 3 in passing, 4 castling.
            if (differing < 2 || differing > 4) {
                return;
            }
            for (Move m : position.legalMoves()) {
                if (board[m.from().ordinal()] == null) {
                    Position after = position.play(m);
                    if (stands(after)) {
                        position = after;
                        moves++;
                        off.clear();
                        return;
                    }
                }
            }
        }

        /** Whether a legal move of the side to move takes the man on {@code q} (in passing included). */
        private boolean taken(Square q) {
            for (Move m : position.legalMoves()) {
                if (m.to() == q || position.isEnPassant(m) && Square.at(m.to().file(), m.from().rank()) == q) {
                    return true;
                }
            }
            return false;
        }

        private boolean stands(Position p) {
            for (Square q : Square.values()) {
                if (board[q.ordinal()] != p.pieceAt(q).orElse(null)) {
                    return false;
                }
            }
            return true;
        }
    }
}
