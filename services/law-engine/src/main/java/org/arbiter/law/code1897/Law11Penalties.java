package org.arbiter.law.code1897;

import static org.arbiter.law.sequence.Action.Penalty.C;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Action.Penalty;

/**
 * Part II, Law 11: Penalties A, B and C, who chooses them, when they must be exacted, and what
 * happens when a required move is illegal. A ruling on a penalty cites the law that gave the
 * right (II.5(c), II.6(b), ...); II.11 itself is cited where it decides.
 */
final class Law11Penalties {
    private Law11Penalties() {
    }

    /**
     * II.11(a): "When any penalty ... is exacted for an offence committed by a player in his own
     * turn to play, the exaction must be before the opponent touches a man." II.11(b): for an
     * offence in the opponent's turn, "after that turn to play and before the opponent again
     * touches a man." Touching a man ends the toucher's own open rights.
     */
    static Heard<Code1897Part> offendedTouched(Code1897Hearing c, Color toucher) {
        Predicate<PenaltyRight> lapses = lapsingByTouch(c, toucher);
        Heard<Code1897Part> heard = Code1897Part.NOTHING;
        for (PenaltyRight r : c.penalties().rights()) {
            if (lapses.test(r)) {
                heard = heard.notice(r.ownTurn() ? "II.11(a)" : "II.11(b)", toucher, lapsedByTouch(toucher, r));
            }
        }
        return heard.then(c.penalties().rightsLapsed(lapses));
    }

    private static Predicate<PenaltyRight> lapsingByTouch(Code1897Hearing c, Color toucher) {
        return r -> r.offended() == toucher && (r.ownTurn() || c.game().turn() == r.offender());
    }

    private static String lapsedByTouch(Color toucher, PenaltyRight r) {
        return Code1897Hearing.name(toucher) + " touched a man, so his right to exact "
                + letters(r) + " for the offence under " + r.law() + " has lapsed.";
    }

    /**
     * II.6(d) lets the opponent exact "in the offender's next turn to play" one of Penalties B and
     * C; II.11(b) puts the exaction "after that turn to play and before the opponent again touches
     * a man". Once the offender has completed a move in that next turn, the right is gone.
     */
    private static Heard<Code1897Part> lapsedAfterNextTurn(Code1897Hearing c, Penalties penalties, Color mover) {
        Predicate<PenaltyRight> lapses = r -> !r.ownTurn() && r.offender() == mover && c.game().turn() == mover;
        Heard<Code1897Part> heard = Code1897Part.NOTHING;
        for (PenaltyRight r : penalties.rights()) {
            if (lapses.test(r)) {
                heard = heard.notice("II.11(b)", r.offended(), Code1897Hearing.name(r.offended()) + " did not exact " + letters(r)
                        + " for the offence under "
                        + r.law() + " in " + Code1897Hearing.name(mover) + "'s next turn; the right has lapsed.");
            }
        }
        return heard.then(penalties.rightsLapsed(lapses));
    }

    /**
     * A completed move: it may discharge an obligation, and it ends the mover's own open rights.
     * Returns the notices, given on the men as they stood before it, and then the penalties as the move leaves them.
     */
    static Heard<Code1897Part> moveMade(Code1897Hearing c, Color mover, Move move) {
        Heard<Code1897Part> touched = offendedTouched(c, mover);
        Heard<Code1897Part> heard = touched.then(lapsedAfterNextTurn(c, touched.last(Penalties.class, c.penalties()), mover));
        Penalties after = heard.last(Penalties.class, c.penalties());
        Obligation o = after.obligation();
        if (o != null && o.player() == mover) {
            after = after.obligationEnded();
            if (!o.moves().contains(move)) {
                after = after.offenceRecorded(new OffenceOnRecord(mover, "refuse-laws", "II.9(f)", c.seq, c.moves(mover.opposite())));
                heard = heard.notice(c.game().turnStart().isCastling(move) ? "II.11(c)" : o.law(), mover, Code1897Hearing.name(mover)
                        + " did not comply with "
                        + o.description() + (c.game().turnStart().isCastling(move) ? " (a move in discharge of Penalty B or C may not"
                        + " be castling)" : "") + "; " + Code1897Hearing.name(mover.opposite())
                        + " may claim the game under II.9(f).");
            }
        }
        return heard.then(after.requirementAnswered());
    }

    /** {@code exact}: the offended player exacts one penalty of an open right (II.11(d): his choice). */
    static Heard<Code1897Part> exact(Code1897Hearing c, Action.Exact a) {
        Color offended = c.player();
        Penalty letter = a.penalty();
        Optional<PenaltyRight> open = c.penalties().rights().stream()
                .filter(r -> r.offended() == offended && r.penalties().contains(letter))
                .reduce((first, second) -> second);
        if (open.isEmpty()) {
            return Code1897Part.NOTHING.rule("II.11", offended, "Penalty " + letter + " cannot be exacted: no offence by "
                    + Code1897Hearing.name(offended.opposite())
                    + " gives " + Code1897Hearing.name(offended) + " that penalty now"
                    + (c.penalties().rights().isEmpty() ? "." : "; open: " + describeRights(c) + "."));
        }
        PenaltyRight right = open.get();
        if (letter != Penalty.A && right.penalties().contains(Penalty.A)) {
            return Code1897Part.NOTHING.rule(right.law(), offended, "Penalty " + letter + " cannot come first: under " + right.law()
                    + " Penalty A is exacted"
                    + " first and then the other penalty.");
        }
        if (!right.ownTurn() && c.game().turn() != right.offender()) {
            return Code1897Part.NOTHING.rule("II.11(b)", offended, "Penalty " + letter + " for an offence in the opponent's turn is exacted in "
                    + Code1897Hearing.name(right.offender()) + "'s next turn, not now.");
        }
        return switch (letter) {
            case A -> penaltyA(c, right);
            case B -> penaltyB(c, right, a.squares());
            case C -> penaltyC(c, c.penalties(), right, a.select());
        };
    }

    /** "Penalty A. The offender restores the position which existed at the commencement of the turn to play in which the offence was committed." */
    private static Heard<Code1897Part> penaltyA(Code1897Hearing c, PenaltyRight right) {
        // The men, the turn and the record go back to that commencement; clocks, offences and the result are not rewound.
        return Code1897Part.heard(c.game().restoredTo(right.atTurnStart()), c.handling().restored(),
                c.penalties().restored().rightNarrowed(right, right.without(Penalty.A))).rule(right.law(), right.offender(), "Penalty A: " + Code1897Hearing.name(right.offender())
                + " restores the position at the commencement"
                + " of the turn in which the offence was committed, and it is his turn to play.");
    }

    /**
     * "Penalty B. The opponent indicates the man (or one of the men) touched by the offender in the
     * turn to play in which the offence was committed, and the offender moves (if his own) or
     * takes (if his opponent's) this man; or, if of any two men so touched one can be captured with
     * the other ... the offender captures one of them with the other; or, if a King and a Rook so
     * touched can move in castling ... the offender castles with them."
     */
    private static Heard<Code1897Part> penaltyB(Code1897Hearing c, PenaltyRight right, List<Square> squares) {
        Color offender = right.offender();
        if (squares.isEmpty() || squares.size() > 2 || !right.touched().containsAll(squares)) {
            return Code1897Part.NOTHING.rule(right.law(), right.offended(), "Penalty B needs one or two of the men " + Code1897Hearing.name(offender)
                    + " touched in that turn ("
                    + right.touched() + ") to be indicated; " + squares + " is not such an indication.");
        }
        Position board = c.game().board().withSideToMove(offender);
        List<Move> moves = new ArrayList<>();
        for (Move m : board.legalMoves()) {
            boolean castling = board.isCastling(m);
            if (squares.size() == 1) {
                Square s = squares.get(0);
                boolean own = board.pieceAt(s).map(p -> p.color() == offender).orElse(false);
                if (own ? m.from() == s && !castling : m.to() == s && board.isCapture(m)) {
                    moves.add(m);
                }
            } else if (castling) {
                if (castlesWith(board, m, squares)) {
                    moves.add(m);
                }
            } else if (squares.contains(m.from()) && squares.contains(m.to()) && board.isCapture(m)) {
                moves.add(m);
            }
        }
        return require(c.penalties(), right, Penalty.B, moves, "Penalty B: " + Code1897Hearing.name(offender) + " must " + (squares.size() == 1
                ? (board.pieceAt(squares.get(0)).map(p -> p.color() == offender).orElse(false) ? "move " : "take ")
                + Law05Touching.describe(board, squares) : "capture one of " + Law05Touching.describe(board, squares)
                + " with the other, or castle with them") + ".");
    }

    private static boolean castlesWith(Position board, Move castling, List<Square> squares) {
        boolean kingSide = castling.to().file() > castling.from().file();
        Square rook = Square.at(kingSide ? 7 : 0, castling.from().rank());
        return squares.contains(castling.from()) && squares.contains(rook);
    }

    /**
     * "Penalty C. The offender moves his King, or, if this King cannot be legally moved, the
     * offender moves a man selected by his opponent." II.11(c): not by castling.
     */
    private static Heard<Code1897Part> penaltyC(Code1897Hearing c, Penalties penalties, PenaltyRight right, Optional<Square> select) {
        Color offender = right.offender();
        if (c.game().turn() != offender) {
            return Code1897Part.heard(penalties.rightNarrowed(right, right.without(Penalty.C))
                    .exacted(new Obligation(offender, right.law(), "Penalty C", List.of(), true, select), right.law()))
                    .rule(right.law(), offender, "Penalty C: the turn in which " + Code1897Hearing.name(offender)
                    + " offended has ended, so in his"
                    + " next turn he must move his King (not by castling), or, if it cannot be legally moved, "
                    + select.map(s -> "the man on " + s).orElse("a man " + Code1897Hearing.name(offender.opposite())
                    + " selects") + ".");
        }
        Position board = c.game().board().withSideToMove(offender);
        List<Move> kingMoves = new ArrayList<>();
        for (Move m : board.legalMoves()) {
            if (board.pieceAt(m.from()).map(p -> p.type() == PieceType.KING).orElse(false) && !board.isCastling(m)) {
                kingMoves.add(m);
            }
        }
        if (!kingMoves.isEmpty()) {
            return require(penalties, right, Penalty.C, kingMoves, "Penalty C: " + Code1897Hearing.name(offender)
                    + " must move his King (not by castling).");
        }
        if (select.isEmpty()) {
            return Code1897Part.NOTHING.rule(right.law(), offender, "Penalty C: " + Code1897Hearing.name(offender)
                    + "'s King cannot be legally moved, so "
                    + Code1897Hearing.name(offender.opposite()) + " must select the man to be moved.");
        }
        Square s = select.get();
        Optional<Piece> man = board.pieceAt(s);
        List<Move> moves = man.isPresent() && man.get().color() == offender ? board.legalMovesFrom(s) : List.of();
        return require(penalties, right, Penalty.C, moves, "Penalty C: " + Code1897Hearing.name(offender)
                + "'s King cannot be legally moved; he must move "
                + Law05Touching.describe(board, List.of(s)) + ", selected by " + Code1897Hearing.name(offender.opposite())
                + ".");
    }

    /**
     * II.11(e): "If a move which the opponent requires to be made by way of penalty is illegal, the
     * requirement must be disregarded, and the opponent has forfeited his right to exact a penalty
     * for the offence committed."
     */
    private static Heard<Code1897Part> require(Penalties penalties, PenaltyRight right, Penalty letter, List<Move> moves, String description) {
        if (moves.isEmpty()) {
            return Code1897Part.heard(penalties.rightsLapsed(r -> r.sameOffence(right))).rule("II.11(e)", right.offended(), "The move required by way of penalty is illegal, so the requirement is disregarded and "
                    + Code1897Hearing.name(right.offended()) + " has forfeited his right to a penalty for the offence under "
                    + right.law() + ".");
        }
        return Code1897Part.heard(penalties.rightNarrowed(right, right.without(letter))
                .exacted(new Obligation(right.offender(), right.law(), description, List.copyOf(moves)), right.law()))
                .rule(right.law(), right.offender(), description);
    }

    /**
     * At the commencement of a turn: a Penalty C exacted after the offending turn ended now fixes
     * the offender's move ("The offender moves his King, or, if this King cannot be legally moved,
     * the offender moves a man selected by his opponent"), and II.11(e) disregards it if that move
     * is illegal.
     */
    static Heard<Code1897Part> turnCommences(Code1897Hearing c) {
        Obligation o = c.penalties().obligation();
        if (o == null || !o.atNextTurn() || o.player() != c.game().turn()) {
            return Code1897Part.NOTHING;
        }
        PenaltyRight right = new PenaltyRight(o.law(), o.player(), EnumSet.of(C), false, true, c.game().atTurnStart(),
                List.of(), c.seq);
        Penalties opened = c.penalties().obligationEnded().rightOpened(right);
        Position board = c.game().board();
        boolean kingCanMove = board.legalMoves().stream().anyMatch(
                m -> board.pieceAt(m.from()).map(p -> p.type() == PieceType.KING).orElse(false)
                        && !board.isCastling(m));
        if (kingCanMove || o.select().isPresent()) {
            // The penalty was ruled when it was exacted; only its disregard under II.11(e) is news now.
            return Code1897Part.heard(opened).then(new Heard(penaltyC(c, opened, right, o.select()).steps().stream()
                    .filter(s -> !(s instanceof Heard.Said<Code1897Part> said) || said.kind() != Heard.Kind.RULING
                            || said.law().equals("II.11(e)")).toList()));
        }
        return Code1897Part.heard(opened).rule(o.law(), o.player(), "Penalty C: " + Code1897Hearing.name(o.player()) + "'s King cannot be legally moved, so "
                + Code1897Hearing.name(o.player().opposite()) + " must select the man to be moved.");
    }

    /** {@code waive}: the offended player gives up the penalties now open to him. */
    static Heard<Code1897Part> waive(Code1897Hearing c) {
        Color offended = c.player();
        List<PenaltyRight> waived = c.penalties().rights().stream().filter(r -> r.offended() == offended).toList();
        if (waived.isEmpty()) {
            return Code1897Part.NOTHING.rule("II.11", offended, Code1897Hearing.name(offended) + " has no penalty open to waive.");
        }
        Heard<Code1897Part> heard = Code1897Part.heard(c.penalties().rightsLapsed(r -> r.offended() == offended));
        for (PenaltyRight r : waived) {
            heard = heard.rule(r.law(), offended, Code1897Hearing.name(offended) + " waives " + letters(r) + " for the offence under "
                    + r.law() + ".");
        }
        return heard;
    }

    private static String letters(PenaltyRight r) {
        List<String> names = r.penalties().stream().map(Penalty::name).toList();
        return (names.size() == 1 ? "Penalty " : "Penalties ") + String.join(" and ", names);
    }

    private static String describeRights(Code1897Hearing c) {
        StringBuilder sb = new StringBuilder();
        for (PenaltyRight r : c.penalties().rights()) {
            sb.append(sb.length() == 0 ? "" : "; ").append(letters(r)).append(" under ").append(r.law())
                    .append(" for ").append(Code1897Hearing.name(r.offended()));
        }
        return sb.toString();
    }
}
