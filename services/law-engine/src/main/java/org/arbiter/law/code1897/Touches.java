package org.arbiter.law.code1897;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import org.arbiter.chess.Square;

/**
 * The men touched in the current turn: by the player on turn ({@code byMover}, II.5), by his
 * opponent ({@code outOfTurn}, kept for II.5(e)), whether the player on turn has touched a man
 * at all ({@code thisTurn}: claims under II.8 must come first), the men accidentally
 * displaced, whose replacement is no touch (II.5, bracketed), and whether a touch of a man the
 * player cannot move has already given his opponent a right under II.5(b) in this turn
 * ({@code immovableRuled}): the right is given once, and once exacted, waived or forfeited it is
 * not given again when the move is made. The sets are unmodifiable.
 */
record Touches(Set<Square> byMover, Set<Square> outOfTurn, boolean thisTurn, Set<Square> displaced,
               boolean immovableRuled) {
    static final Touches NONE = new Touches(Set.of(), Set.of(), false, Set.of(), false);

    Touches {
        byMover = frozen(byMover);
        outOfTurn = frozen(outOfTurn);
        displaced = frozen(displaced);
    }

    Touches touchedByMover(Square square) {
        return new Touches(plus(byMover, square), outOfTurn, true, displaced, immovableRuled);
    }

    Touches touchedOutOfTurn(Square square) {
        return new Touches(byMover, plus(outOfTurn, square), thisTurn, displaced, immovableRuled);
    }

    Touches displacedOn(Square square) {
        return new Touches(byMover, outOfTurn, thisTurn, plus(displaced, square), immovableRuled);
    }

    /** The same touches but none by the player on turn: his turn passed without a legal move (II.6(e)). */
    Touches withNoneByMover() {
        return new Touches(Set.of(), outOfTurn, thisTurn, displaced, immovableRuled);
    }

    /** The same touches, a right under II.5(b) having been given for one of them. */
    Touches withImmovableRuled() {
        return new Touches(byMover, outOfTurn, thisTurn, displaced, true);
    }

    /** The touches a new turn commences with: the new mover's men touched in his opponent's turn (II.5(e)). */
    static Touches atCommencement(Set<Square> carriedOver) {
        return new Touches(carriedOver, Set.of(), false, Set.of(), false);
    }

    /**
     * The touches a turn of several moves goes on with after one of them (IV.4): none yet by the
     * mover for his next move, and the opponent's, followed to where they stand, kept for II.5(e).
     */
    static Touches continuing(Set<Square> opponents) {
        return new Touches(Set.of(), opponents, false, Set.of(), false);
    }

    private static Set<Square> plus(Set<Square> set, Square square) {
        EnumSet<Square> next = set.isEmpty() ? EnumSet.noneOf(Square.class) : EnumSet.copyOf(set);
        next.add(square);
        return next;
    }

    /** An unmodifiable copy that keeps the squares in board order, as the rulings name them. */
    private static Set<Square> frozen(Set<Square> set) {
        return set.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(set));
    }
}
