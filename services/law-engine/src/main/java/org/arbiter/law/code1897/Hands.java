package org.arbiter.law.code1897;

import java.util.EnumMap;
import java.util.Map;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/**
 * The hand at the board: lifting, placing, releasing and removing men, and accidental
 * displacement. Each change of the men is physical; whether it made a move is judged by
 * {@link Code1897Play#judgeWholeChange} once the hand is free (I.14.B, II.6(a)), or, for the player not
 * on turn, by {@link Code1897Play#moveOutOfTurn} (II.1(b), II.6(d), II.6(e)).
 */
final class Hands {
    private Hands() {
    }

    /**
     * I.14.B(a): a transfer "is 'complete' when the player has quitted the transferred man", so
     * the man the hand still rests on may be lifted again: no move has yet been made with it.
     */
    static Heard<Code1897Part> lift(Code1897Hearing c, Action.Lift a) {
        Color p = c.player();
        requireInPlay(c, "lift");
        if (c.handling().hand().resting() && a.square() == c.handling().hand().placedOn() && p == c.handling().hand().by()) {
            Piece man = c.game().board().pieceAt(a.square()).orElseThrow();
            return Code1897Part.heard(c.game().takenOff(a.square()), c.handling().lifted(man, c.handling().hand().liftedFrom(), p));
        }
        if (c.handling().hand().resting()) {
            throw Code1897Hearing.reject("the hand still rests on the man on " + c.handling().hand().placedOn()
                    + "; only that man may be lifted again before it is quitted");
        }
        if (c.handling().hand().busy()) {
            throw Code1897Hearing.reject("the hand already holds a man" + (c.handling().hand().liftedFrom() == null ? "" : " (from "
                    + c.handling().hand().liftedFrom() + ")"));
        }
        Piece man = c.game().board().pieceAt(a.square()).orElseThrow(() -> Code1897Hearing.reject("no man stands on " + a.square()
                + " to lift"));
        // A man lifted in the opponent's turn is not left on its square, so II.5(e) does not bind it.
        Heard<Code1897Part> touched = p == c.game().turn() ? Law05Touching.touch(c, p, a.square()) : Law11Penalties.offendedTouched(c, p);
        return touched.then(c.game().takenOff(a.square()))
                .then(touched.last(Handling.class, c.handling()).lifted(man, a.square(), p));
    }

    static Heard<Code1897Part> place(Code1897Hearing c, Action.Place a) {
        Color p = c.player();
        if (!c.handling().hand().holding()) {
            Piece knocked = c.handling().offBoard().get(a.square());
            Piece king = c.handling().hand().aside();
            if (knocked == null && king != null && p == king.color()) {
                if (c.game().board().pieceAt(a.square()).isPresent()) {
                    throw Code1897Hearing.reject("a man already stands on " + a.square()
                            + "; the King beside the board is put on an empty square");
                }
                return Code1897Part.heard(c.game().setDown(a.square(), king), c.handling().asidePlaced(a.square()));
            }
            if (knocked == null) {
                throw Code1897Hearing.reject("no man is held to be placed on " + a.square());
            }
            return Code1897Part.heard(c.handling().replaced(a.square()), c.game().setDown(a.square(), knocked));
        }
        requireOwnHand(c, p, "place");
        if (c.game().board().pieceAt(a.square()).isPresent()) {
            throw Code1897Hearing.reject("a man already stands on " + a.square()
                    + "; it must be removed before another is placed there");
        }
        return Code1897Part.heard(c.game().setDown(a.square(), c.handling().hand().held()), c.handling().placed(a.square()));
    }

    static Heard<Code1897Part> release(Code1897Hearing c) {
        Color p = c.player();
        if (c.handling().hand().holding()) {
            if (castlesBesideTheBoard(c, p)) {
                return Code1897Part.heard(c.handling().setAside());
            }
            throw Code1897Hearing.reject("the man in hand (from " + c.handling().hand().liftedFrom()
                    + ") must be placed on a square before the hand quits it");
        }
        if (!c.handling().hand().resting()) {
            throw Code1897Hearing.reject("the hand rests on no man to release");
        }
        requireOwnHand(c, p, "release");
        if (c.game().board().pieceAt(c.handling().hand().placedOn()).isEmpty()) {
            // The man under the hand was taken off by another act, so the hand quits nothing.
            throw Code1897Hearing.reject("no man stands on " + c.handling().hand().placedOn()
                    + " under the hand to release: it was taken off");
        }
        String description = (c.handling().hand().liftedFrom() == null ? "" : c.handling().hand().liftedFrom().toString()) + "-"
                + c.handling().hand().placedOn();
        HandState quitted = c.handling().hand();
        Heard<Code1897Part> released = Code1897Part.heard(c.handling().released());
        if (p == c.game().turn()) {
            return released.then(Code1897Play.judgeWholeChange(c.after(released), p, description));
        }
        // Out of turn a man is lifted and quitted on another square, which is a transfer as a whole move makes it.
        Piece man = c.game().board().pieceAt(quitted.placedOn()).orElseThrow();
        released = released.then(c.game().takenOff(quitted.placedOn()).setDown(quitted.liftedFrom(), man));
        return released.then(Code1897Play.moveOutOfTurn(c.after(released), p, Move.of(quitted.liftedFrom(), quitted.placedOn())));
    }

    /**
     * I.14.B(c): "Castling is complete when the player has quitted both the King and the Rook." The
     * Code knows no Chess960; in a Chess960 game FIDE's Guidelines II.3.2.5.1 recommend castling by
     * moving the King "outside the playing surface next to his final square", then the Rook, then the
     * King onto his square. So a hand that quits the King it holds off the board, in his own turn and
     * where he may castle, sets him beside it: he is not quitted on a square, the castling is not
     * complete, and the whole change is judged (II.6(a)) once he is put on his square and quitted.
     */
    private static boolean castlesBesideTheBoard(Code1897Hearing c, Color p) {
        Position start = c.game().turnStart();
        HandState hand = c.handling().hand();
        return start.isChess960() && p == c.game().turn() && p == hand.by() && !hand.besideTheBoard()
                && hand.held() == Piece.of(p, PieceType.KING)
                && start.legalMovesFrom(hand.liftedFrom()).stream().anyMatch(start::isCastling);
    }

    /**
     * {@code remove}: a man taken off the board. An adverse man taken off in one's own turn is the
     * removal of a captured man (I.14.B(a)), unless it is the King, which is never captured (I.11);
     * any other man taken off is a mistaken removal, which
     * II.5(g) orders replaced: "the man must be replaced, and the player may be treated as having
     * touched it."
     */
    static Heard<Code1897Part> remove(Code1897Hearing c, Action.Remove a) {
        Color p = c.player();
        Piece man = c.game().board().pieceAt(a.square()).orElseThrow(() -> Code1897Hearing.reject("no man stands on " + a.square()
                + " to remove"));
        requireInPlay(c, "remove");
        Heard<Code1897Part> heard = Law05Touching.touch(c, p, a.square());
        Code1897Hearing touched = c.after(heard);
        if (man.color() != p && p == touched.game().turn() && man.type() != PieceType.KING) {
            heard = heard.then(touched.game().takenOff(a.square()));
            return heard.then(Code1897Play.judgeWholeChange(c.after(heard), p, "the removal of the man on " + a.square()));
        }
        if (man.color() == p && p == touched.game().turn() && Law04Promotion.pawnOnLastRank(touched, p) == a.square()) {
            return heard.then(touched.game().takenOff(a.square()));
        }
        return heard.rule("II.5(g)", p, Code1897Hearing.name(p) + " removed " + Law05Touching.describe(touched.game().board(),
                java.util.List.of(a.square()))
                + " by mistake; the man must be replaced, and " + Code1897Hearing.name(p)
                + " may be treated as having touched it.");
    }

    /**
     * {@code displace}: a man knocked off its square or off the board by accident. Replacing it
     * is excluded from Laws 5, 6 and 11 (II.5, bracketed note).
     */
    static Heard<Code1897Part> displace(Code1897Hearing c, Action.Displace a) {
        Piece man = c.game().board().pieceAt(a.square()).orElseThrow(() -> Code1897Hearing.reject("no man stands on " + a.square()
                + " to displace"));
        BoardAndRecord knocked = c.game().takenOff(a.square());
        if (a.to().isPresent()) {
            if (knocked.board().pieceAt(a.to().get()).isPresent()) {
                throw Code1897Hearing.reject("a man already stands on " + a.to().get()
                        + "; a displaced man is knocked off its square,"
                        + " not onto another man");
            }
            return Code1897Part.heard(knocked.setDown(a.to().get(), man), c.handling().knockedOnto(a.square(), a.to().get()));
        }
        return Code1897Part.heard(knocked, c.handling().knockedOff(a.square(), man));
    }

    /** While the game is adjourned no man is handled in play; the position before adjournment stands (II.7(a)). */
    private static void requireInPlay(Code1897Hearing c, String act) {
        if (c.sittings().adjournment().adjourned()) {
            throw Code1897Hearing.reject("the game is adjourned; '" + act + "' can only follow 'resume'");
        }
    }

    private static void requireOwnHand(Code1897Hearing c, Color p, String act) {
        if (p != c.handling().hand().by()) {
            throw Code1897Hearing.reject("'" + act + "' by " + Code1897Hearing.name(p) + ": the man in hand is "
                    + Code1897Hearing.name(c.handling().hand().by()) + "'s");
        }
    }

    static Position without(Position board, Square square, Color side) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.remove(square);
        return Code1897Play.rearranged(board, men, side);
    }

    static Position put(Position board, Square square, Piece man, Color side) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.put(square, man);
        return Code1897Play.rearranged(board, men, side);
    }
}
