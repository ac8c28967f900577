package org.arbiter.law.code1897;

import static org.arbiter.law.sequence.Action.Penalty.A;
import static org.arbiter.law.sequence.Action.Penalty.B;
import static org.arbiter.law.sequence.Action.Penalty.C;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/** Part II, Law 5: touching men, and castling. */
final class Law05Touching {
    private Law05Touching() {
    }

    /**
     * A {@code touch} act. "[Touching accidentally ... is excluded from Laws 5, 6, and 11.]" An
     * accidental touch therefore changes nothing.
     */
    static Heard<Code1897Part> touchAct(Code1897Hearing c, Action.Touch a) {
        if (c.game().board().pieceAt(a.square()).isEmpty()) {
            throw Code1897Hearing.reject("no man stands on " + a.square() + " to be touched");
        }
        if (a.accidental()) {
            return Code1897Part.NOTHING;
        }
        return touch(c, c.player(), a.square());
    }

    /**
     * Records a touch. In the player's own turn it binds him under II.5(b)-(d); in his opponent's
     * turn it is kept for II.5(e). Men being replaced after an accidental displacement are excluded.
     * Any touch also ends the toucher's own right to exact penalties (II.11(a), (b)).
     */
    static Heard<Code1897Part> touch(Code1897Hearing c, Color player, Square square) {
        Heard<Code1897Part> heard = Law11Penalties.offendedTouched(c, player);
        if (c.handling().touches().displaced().contains(square)) {
            return heard;
        }
        if (player != c.game().turn()) {
            return heard.then(c.handling().touchedOutOfTurn(square));
        }
        boolean first = !c.handling().touches().byMover().contains(square);
        Handling touched = c.handling().rookFirstCastlingClosed().touched(square);
        Penalties penalties = heard.last(Penalties.class, c.penalties());
        heard = heard.then(touched);
        return first && penalties.obligation() == null
                ? heard.then(judgeTouchOfImmovableMan(c, touched, penalties, player, square))
                : heard;
    }

    /**
     * II.5(b) takes effect at the touch: a man the player cannot legally move, or an adverse man
     * he cannot legally take, gives the opponent Penalty C at once, before any other move.
     */
    private static Heard<Code1897Part> judgeTouchOfImmovableMan(Code1897Hearing c, Handling handling, Penalties penalties, Color player,
                                                  Square square) {
        Position start = c.game().turnStart();
        Optional<Piece> man = start.pieceAt(square);
        if (man.isEmpty() || !c.game().board().pieceAt(square).equals(man)) {
            return Code1897Part.NOTHING;
        }
        boolean own = man.get().color() == player;
        boolean immovable = own ? start.legalMovesFrom(square).isEmpty() : !canTake(start, square);
        if (!immovable || handling.touches().immovableRuled()) {
            return Code1897Part.NOTHING;
        }
        Handling ruled = handling.immovableRuled();
        return Code1897Part.heard(ruled, penalties.rightOpened(new PenaltyRight("II.5(b)", player, EnumSet.of(C), false, true,
                c.game().atTurnStart(), new ArrayList<>(ruled.touches().byMover()), c.seq)))
                .notice("II.5(b)", player, Code1897Hearing.name(player) + " touched " + describe(start, List.of(square))
                        + ", which he cannot legally "
                        + (own ? "move" : "take") + "; " + Code1897Hearing.name(player.opposite()) + " may exact Penalty C.");
    }

    private static boolean hasRight(Code1897Hearing c, String law, Color offender) {
        return c.penalties().rights().stream().anyMatch(r -> r.law().equals(law)
                && r.offender() == offender && r.atTurnStart().equals(c.game().atTurnStart()));
    }

    /**
     * II.5(b): "If a player, in his own turn to play, touches any man that he cannot legally move or
     * any man that he cannot legally take (and leaves such man on the square on which it stood at
     * the commencement of the turn), his opponent may exact Penalty C."
     * II.5(c): "If a player, in his own turn to play, touches any man that he can legally move, and
     * does not move this man, but moves otherwise ... or touches any man that he can legally take,
     * and does not take this man but moves otherwise—his opponent may exact Penalties A and B."
     * II.5(d): liable under both, "his opponent may exact either Penalties A and B or Penalties A and C."
     * Judged when the move is completed, against the position at the commencement of the turn.
     */
    static Heard<Code1897Part> judgeTouchedMen(Code1897Hearing c, Color mover, Move move) {
        return judgeTouchedMen(c, mover, c.game().turnStart().play(move));
    }

    /** The same, for a move that leaves the men as {@code after}. */
    static Heard<Code1897Part> judgeTouchedMen(Code1897Hearing c, Color mover, Position after) {
        if (c.handling().touches().byMover().isEmpty() || c.penalties().obligation() != null) {
            return Code1897Part.NOTHING;
        }
        Position start = c.game().turnStart();
        List<Square> couldMoveOrTake = new ArrayList<>();
        List<Square> couldNot = new ArrayList<>();
        for (Square s : c.handling().touches().byMover()) {
            Optional<Piece> man = start.pieceAt(s);
            if (man.isEmpty() || !after.pieceAt(s).equals(man) && man.get().color() == mover) {
                continue;
            }
            if (man.get().color() == mover) {
                if (start.legalMovesFrom(s).isEmpty()) {
                    couldNot.add(s);
                } else {
                    couldMoveOrTake.add(s);
                }
            } else {
                boolean taken = after.pieceAt(s).map(p -> p.color() == mover).orElse(true);
                if (taken) {
                    continue;
                }
                if (canTake(start, s)) {
                    couldMoveOrTake.add(s);
                } else {
                    couldNot.add(s);
                }
            }
        }
        boolean alreadyB = hasRight(c, "II.5(b)", mover);
        if (c.handling().touches().immovableRuled() && !alreadyB) {
            // The right under II.5(b) was exacted, waived or forfeited (II.11(e)); it is not given twice.
            couldNot.clear();
        }
        if (couldMoveOrTake.isEmpty() && couldNot.isEmpty()) {
            return Code1897Part.NOTHING;
        }
        List<Square> touched = new ArrayList<>(c.handling().touches().byMover());
        String who = Code1897Hearing.name(mover);
        String other = Code1897Hearing.name(mover.opposite());
        PenaltyRight right;
        if (couldMoveOrTake.isEmpty() && alreadyB) {
            return Code1897Part.NOTHING;
        }
        Penalties penalties = c.penalties();
        Heard<Code1897Part> heard;
        if (!couldMoveOrTake.isEmpty() && !couldNot.isEmpty()) {
            penalties = penalties.rightsLapsed(r -> r.law().equals("II.5(b)") && r.offender() == mover
                    && r.atTurnStart().equals(c.game().atTurnStart()));
            right = new PenaltyRight("II.5(d)", mover, EnumSet.of(A, B, C), true, true, c.game().atTurnStart(), touched, c.seq);
            heard = Code1897Part.heard(penalties).notice("II.5(d)", mover, who + " touched " + describe(start, couldMoveOrTake)
                    + ", which he could move or take, and "
                    + describe(start, couldNot) + ", which he could not, and moved otherwise; " + other
                    + " may exact Penalties A and B or Penalties A and C.");
        } else if (!couldMoveOrTake.isEmpty()) {
            right = new PenaltyRight("II.5(c)", mover, EnumSet.of(A, B), false, true, c.game().atTurnStart(), touched, c.seq);
            heard = Code1897Part.NOTHING.notice("II.5(c)", mover, who + " touched " + describe(start, couldMoveOrTake)
                    + ", which he could legally move or take, and moved otherwise; " + other
                    + " may exact Penalties A and B.");
        } else {
            right = new PenaltyRight("II.5(b)", mover, EnumSet.of(C), false, true, c.game().atTurnStart(), touched, c.seq);
            heard = Code1897Part.NOTHING.notice("II.5(b)", mover, who + " touched " + describe(start, couldNot)
                    + ", which he could not legally move or take; " + other + " may exact Penalty C.");
        }
        return heard.then(penalties.rightOpened(right));
    }

    static boolean canTake(Position start, Square target) {
        for (Move m : start.legalMoves()) {
            if (start.isCapture(m) && (m.to() == target || start.isEnPassant(m) && m.to().file() == target.file())) {
                return true;
            }
        }
        return false;
    }

    static String describe(Position position, List<Square> squares) {
        StringBuilder sb = new StringBuilder();
        for (Square s : squares) {
            if (sb.length() > 0) {
                sb.append(" and ");
            }
            sb.append(position.pieceAt(s).map(p -> "the " + p.type().codeName()
                    + " on ").orElse("the man on ")).append(s);
        }
        return sb.toString();
    }

    /**
     * II.5(f): "A player who has moved his King as in castling, and has quitted the King without
     * completing the castling, may be required to complete the castling." Until then the turn goes on.
     */
    static boolean castlingUnderway(Code1897Hearing c, Color mover) {
        return kingMovedAsInCastling(c, mover).isPresent();
    }

    /** The castling whose King has left his square for his castled one, wherever he started (a Chess960 game's too). */
    static Optional<Move> kingMovedAsInCastling(Code1897Hearing c, Color mover) {
        Position start = c.game().turnStart();
        Piece king = Piece.of(mover, PieceType.KING);
        for (Move m : start.legalMoves()) {
            if (start.isCastling(m) && c.game().board().pieceAt(m.from()).isEmpty()
                    && c.game().board().pieceAt(start.castledKingSquare(m)).orElse(null) == king) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The requirements of II.5(a) and (f), made by the opponent of the player at fault. */
    static Heard<Code1897Part> require(Code1897Hearing c, Color requirer, Action.Requirement requirement) {
        Color offender = requirer.opposite();
        String who = Code1897Hearing.name(offender);
        return switch (requirement) {
            case REPLACE_MAN -> {
                if (c.handling().hand().held() == null || c.game().turn() != offender) {
                    yield Code1897Part.NOTHING.rule("II.5(a)", requirer, "The requirement fails: " + who
                            + " holds no man in his hand in his own turn.");
                }
                Square back = c.handling().hand().liftedFrom();
                yield Code1897Part.heard(c.game().setDown(back, c.handling().hand().held()), c.handling().released(),
                        c.penalties().requirementMade("II.5(a)")).rule("II.5(a)", offender, who
                        + " must replace the man held in his hand on " + back + "; it stays touched.");
            }
            case REMOVE_HAND, QUIT_PIECE -> {
                if (!c.handling().hand().resting() || c.game().turn() != offender) {
                    yield Code1897Part.NOTHING.rule("II.5(a)", requirer, "The requirement fails: " + who
                            + "'s hand rests on no man in his own turn.");
                }
                Heard<Code1897Part> quit = Code1897Part.heard(c.handling().released(), c.penalties().requirementMade("II.5(a)")).rule("II.5(a)", offender,
                        who + " must " + (requirement == Action.Requirement.QUIT_PIECE ? "quit the piece" : "remove his hand")
                        + "; the change he has made now stands as he leaves it.");
                yield quit.then(Code1897Play.judgeWholeChange(c.after(quit), offender, "the change made before the hand was removed"));
            }
            case COMPLETE_CASTLING -> {
                Optional<Move> castling = c.game().turn() == offender ? kingMovedAsInCastling(c, offender) : Optional.empty();
                if (castling.isEmpty() || c.handling().hand().busy()) {
                    yield Code1897Part.NOTHING.rule("II.5(f)", requirer, "The requirement fails: " + who
                            + " has not moved and quitted his King as in castling.");
                }
                Heard<Code1897Part> back = Code1897Part.heard(c.penalties().requirementMade("II.5(f)"), c.game().backToTurnStart())
                        .rule("II.5(f)", offender, who + " must complete the castling he began with his King.");
                yield back.then(Code1897Play.complete(c.after(back), offender, castling.get()));
            }
            case ROOK_MOVE_COMPLETE -> Law06IllegalMoves.rookMoveComplete(c, requirer);
            default -> throw new IllegalStateException("not a Law 5 requirement: " + requirement);
        };
    }

    /**
     * II.5(e): men touched in the opponent's turn count "if that man is then on the board" as
     * touched in the player's own turn. The Code follows the man, not the square: a man the
     * opponent's move transferred is still owed where it now stands, and one it captured is gone.
     */
    static EnumSet<Square> carriedOver(Set<Square> touched, Position before, Position after, Move move) {
        EnumSet<Square> kept = EnumSet.noneOf(Square.class);
        for (Square s : touched) {
            Optional<Piece> man = before.pieceAt(s);
            if (man.isEmpty()) {
                continue;
            }
            Square now = s == move.from() ? move.to() : castlingRookTo(before, move, s).orElse(s);
            if (after.pieceAt(now).equals(man)) {
                kept.add(now);
            }
        }
        return kept;
    }

    /** Where a castling move takes the Rook that stood on {@code square}, if it moved that Rook. */
    private static Optional<Square> castlingRookTo(Position before, Move move, Square square) {
        if (!before.isCastling(move) || square.rank() != move.from().rank()) {
            return Optional.empty();
        }
        boolean kingSide = move.to().file() > move.from().file();
        Square rook = Square.at(kingSide ? 7 : 0, square.rank());
        return square == rook ? Optional.of(Square.at(kingSide ? 5 : 3, square.rank())) : Optional.empty();
    }
}
