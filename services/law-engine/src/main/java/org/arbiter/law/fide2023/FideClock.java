package org.arbiter.law.fide2023;

import java.time.Duration;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Header;

/**
 * Article 6, the chessclock as the acts' {@code at} stamps drive it: each side's time left and
 * used and the moves it has completed, whose clock runs, and the time of the last clock event.
 * With no time control in the header both sides have no time and no flag can fall.
 * {@code kept} says whether the game has a clock at all: a time control in the header, or a press
 * among its acts, for a game whose players press a clock has one whatever its header says (7.5.1).
 */
record FideClock(Side white, Side black, Color running, Duration since, boolean kept) implements FidePart {

    /**
     * One player's clock: time {@code left} at the last event, time {@code used}, {@code moves}
     * completed, and whether he completed the moves of the control only after his time for them
     * had run out ({@code lateAtControl}: the requirement of 6.3.1 not met, 6.9).
     */
    record Side(Duration left, Duration used, int moves, boolean lateAtControl) {
    }

    /** 6.5-style start: both clocks set to the base time and White's started at the start of play. */
    static FideClock start(Settings settings) {
        Duration base = settings.control().map(Header.TimeControl::base).orElse(Duration.ZERO);
        Side side = new Side(base, Duration.ZERO, 0, false);
        return new FideClock(side, side, Color.WHITE, Duration.ZERO, settings.control().isPresent());
    }

    Side of(Color c) {
        return c == Color.WHITE ? white : black;
    }

    /** The time {@code c} has left at {@code at}: his running clock counts down from the last event. */
    Duration left(Color c, Duration at) {
        Duration left = of(c).left();
        return c == running ? left.minus(elapsed(at)) : left;
    }

    /** The time {@code c} has used by {@code at}. */
    Duration used(Color c, Duration at) {
        Duration used = of(c).used();
        return c == running ? used.plus(elapsed(at)) : used;
    }

    private Duration elapsed(Duration at) {
        return at.compareTo(since) > 0 ? at.minus(since) : Duration.ZERO;
    }

    /**
     * {@code player} presses his clock at {@code at}: his clock stops and his opponent's starts;
     * after a completed move the increment is added, and at the control the next period's time
     * (6.1, 6.2). A press by a player whose clock does not run changes nothing but shows the game
     * has a clock.
     */
    FideClock pressed(Color player, Duration at, boolean moved, Settings settings) {
        if (player != running) {
            return knownKept();
        }
        Side s = of(player);
        Duration left = left(player, at);
        int moves = s.moves() + (moved ? 1 : 0);
        boolean late = s.lateAtControl();
        if (moved && settings.control().isPresent()) {
            Header.TimeControl tc = settings.control().get();
            if (tc.moves().isPresent() && moves == tc.moves().get()) {
                late = left.compareTo(Duration.ZERO) <= 0;
                left = left.plus(tc.then());
            }
            left = left.plus(tc.increment());
        }
        Side next = new Side(left, used(player, at), moves, late);
        FideClock stopped = with(player, next);
        return new FideClock(stopped.white, stopped.black, player.opposite(), at, true);
    }

    /** The clocks as they were, known now to be kept: a press was made. */
    FideClock knownKept() {
        return new FideClock(white, black, running, since, true);
    }

    /** The clocks brought to {@code at} without any press, so that later counting starts there. */
    FideClock at(Duration at) {
        Side s = new Side(left(running, at), used(running, at), of(running).moves(), of(running).lateAtControl());
        FideClock moved = with(running, s);
        return new FideClock(moved.white, moved.black, running, at.compareTo(since) > 0 ? at : since, kept);
    }

    /**
     * Whether {@code player} completed in time the moves of the control (6.3.1) and has time left
     * at {@code at} in the period after it: a flag seen then marks the end of the period whose
     * moves were made, which a clock without a move counter shows (6.4), and loses nothing.
     */
    boolean periodCompleted(Color player, Duration at, Settings settings) {
        Side s = of(player);
        boolean controlMade = settings.control().flatMap(Header.TimeControl::moves).map(n -> s.moves() >= n).orElse(false);
        return controlMade && !s.lateAtControl() && left(player, at).compareTo(Duration.ZERO) > 0;
    }

    /** {@code extra} added to {@code player}'s time (7.5.5, 9.5.3). */
    FideClock added(Color player, Duration extra) {
        Side s = of(player);
        return with(player, new Side(s.left().plus(extra), s.used(), s.moves(), s.lateAtControl()));
    }

    /** The clocks with the opponent's clock started instead: the arbiter restarts the offender's clock. */
    FideClock running(Color player, Duration at) {
        FideClock now = at(at);
        return new FideClock(now.white, now.black, player, now.since, kept);
    }

    private FideClock with(Color player, Side side) {
        return player == Color.WHITE ? new FideClock(side, black, running, since, kept)
                : new FideClock(white, side, running, since, kept);
    }
}
