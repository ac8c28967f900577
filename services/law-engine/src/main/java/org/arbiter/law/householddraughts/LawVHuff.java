package org.arbiter.law.householddraughts;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;
import org.arbiter.law.sequence.Action;

/**
 * Law v: "It is optional with the player either to allow his opponent to stand the huff, or to
 * compel him to take the offered piece. ["Standing the huff" is when a player refuses to take an
 * offered piece, but either intentionally or accidentally makes another move. His adversary then
 * removes the man that should have taken the piece, and makes his own move--huff and move, as it
 * is called.]"
 *
 * <p>A step made where a capture was compulsory stands on the board and opens the opponent's
 * option: {@code huff} the man that should have taken (any of the men that could have, the one
 * moved standing where it went), then his own {@code move}; or {@code compel}, which takes the
 * step back and leaves the offender to capture. Making his own move without either lets the step
 * stand, and the option lapses. A series of captures stopped short opens the same option (vii).
 */
final class LawVHuff {
    static final String LAW = "v";

    private LawVHuff() {
    }

    /**
     * The option open against {@code offender} since his move (the {@code turn}-th of the record,
     * from 0): {@code men} are the squares of the men that should have taken, {@code law} the law
     * that opened it ({@code v}, or {@code vii} for a series stopped short).
     */
    record Right(Side offender, int turn, Set<Integer> men, String law) {
        Right {
            men = Set.copyOf(men);
        }
    }

    /** A step where a capture was compulsory: the step stands and the opponent has the option. */
    static void untaken(DraughtsHearing h, DraughtsPosition board, Side mover, Transfer t) {
        Set<Integer> takers = new TreeSet<>();
        for (DraughtsMove m : board.legalMoves()) {
            takers.add(m.from() == t.path().get(0) ? t.path().get(1) : m.from());
        }
        open(h, board, mover, t, takers, LAW);
        h.notice(LAW, DraughtsMen.name(mover) + " did not take where a capture was compulsory: "
                + DraughtsMen.name(mover.opposite()) + " may huff the man that should have taken (" + squares(takers)
                + ") and move, or compel him to take.");
    }

    /** The move stands on the board, and the option is open against {@code mover}. */
    static void open(DraughtsHearing h, DraughtsPosition board, Side mover, Transfer t, Set<Integer> takers, String law) {
        int turn = h.game.turns().size();
        DraughtsPlay.record(h, new DraughtsGame.Turn(h.seq, mover, t.notation(), true, board,
                DraughtsMen.carried(board, t.path(), mover.opposite())));
        h.game = h.game.huffOpen(new Right(mover, turn, takers, law));
    }

    static void huff(DraughtsHearing h, Action.Huff a) {
        int square = LawIvTouch.number(a.square());
        Side by = h.player();
        Optional<Right> right = h.game.rights().huff().filter(r -> r.offender() == by.opposite());
        if (right.isEmpty() || h.game.board().sideToMove() != by) {
            h.rule(LAW, Optional.empty(), "There is no man to huff: " + DraughtsMen.name(by.opposite())
                    + " has refused no capture that " + DraughtsMen.name(by) + " may now answer.");
            return;
        }
        if (!right.get().men().contains(square)) {
            h.rule(right.get().law(), Optional.empty(), "The man on " + square + " could not have taken; the men that"
                    + " could are on " + squares(right.get().men()) + ". Nothing is huffed.");
            return;
        }
        h.game = h.game.huffed(square);
        h.rule(right.get().law(), Optional.of(by.opposite()), DraughtsMen.name(by) + " huffs the man on " + square
                + " that should have taken, and makes his own move.");
    }

    static void compel(DraughtsHearing h) {
        Side by = h.player();
        Optional<Right> right = h.game.rights().huff().filter(r -> r.offender() == by.opposite());
        if (right.isEmpty() || h.game.board().sideToMove() != by) {
            h.rule(LAW, Optional.empty(), "There is nothing to compel: " + DraughtsMen.name(by.opposite())
                    + " has refused no capture that " + DraughtsMen.name(by) + " may now answer.");
            return;
        }
        DraughtsGame.Turn refused = h.game.turns().get(right.get().turn());
        h.game = h.game.compelled(right.get().turn(), h.at().orElse(null));
        h.rule(right.get().law(), Optional.of(by.opposite()), DraughtsMen.name(by) + " compels " + DraughtsMen.name(by.opposite())
                + " to take: " + refused.notation() + " is taken back, and " + DraughtsMen.name(by.opposite())
                + " must capture.");
    }

    /** The opponent makes his own move without huffing or compelling: the move that refused the capture stands. */
    static void lapses(DraughtsHearing h, Side mover) {
        Optional<Right> right = h.game.rights().huff();
        if (right.isEmpty()) {
            return;
        }
        h.game = h.game.huffLapsed();
        if (right.get().offender() != mover) {
            h.notice(right.get().law(), DraughtsMen.name(mover) + " moves without huffing or compelling: "
                    + h.game.turns().get(right.get().turn()).notation() + " stands.");
        }
    }

    static String squares(Set<Integer> men) {
        return String.join(", ", men.stream().sorted().map(String::valueOf).toList());
    }
}
