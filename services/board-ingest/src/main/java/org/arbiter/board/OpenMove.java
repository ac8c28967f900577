package org.arbiter.board;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * The acts that are not yet final. The board cannot see a hand let go: a move completed only because
 * the board stayed still may be withdrawn if its man moves on, a man just put down and gone again may
 * have been picked up or taken, and a man set down elsewhere may prove the opponent's capture. This
 * keeps what is still open, and from which line and until when the acts written may yet change.
 *
 * @param provisional the move completed by the debounce alone, null when none is open
 * @param doubtAt when the provisional move's man was taken off its square (moving on, or taken by the
 *     opponent: the next change tells), or -1
 * @param pickedAt when the man just put down left its square again before the board was still (picked
 *     up, or captured), or -1
 * @param closedFrom where the last provisional move made final begins ({@code Integer.MAX_VALUE}: none)
 * @param closedAt when it was made final: the change that did so may yet prove to be flicker
 * @param undecidedFrom where the acts begin that a man set down may yet change ({@code Integer.MAX_VALUE}: none)
 * @param undecidedUntil until when they may
 */
record OpenMove(Provisional provisional, long doubtAt, long pickedAt, int closedFrom, long closedAt, int undecidedFrom,
                long undecidedUntil) {
    /**
     * A move completed only because the board stayed still for the debounce time: until the opponent
     * acts or the clock is pressed (and for at most the hold time) the man may still be moving on.
     * {@code log} is the acts before its {@code place}, {@code turn} the turn it was made in.
     */
    record Provisional(ActLog log, Held held, Square on, long releasedAt, Turn turn) {
        /** Where its {@code place} stands among the lines. */
        int outSize() {
            return log.size();
        }

        Piece man() {
            return held.piece();
        }

        /** Whether a legal move of the man from its first square goes to {@code to}. */
        boolean reaches(Square to) {
            return turn.reaches(held.from(), to);
        }

        /**
         * Whether it may still move on at {@code at}: within {@code hold} of its release, or while its
         * mover's clock runs (he has not pressed, so the move is not made).
         */
        boolean held(long at, long hold, Optional<Color> running) {
            return at - releasedAt <= hold || running.equals(Optional.of(turn.mover()));
        }
    }

    /** Nothing open. */
    static OpenMove none() {
        return new OpenMove(null, -1, -1, Integer.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE);
    }

    /** {@code p} is open. */
    OpenMove opened(Provisional p) {
        return new OpenMove(p, doubtAt, pickedAt, closedFrom, closedAt, undecidedFrom, undecidedUntil);
    }

    /** The provisional move is made final at {@code at}. */
    OpenMove closed(long at) {
        return new OpenMove(null, doubtAt, pickedAt, provisional.outSize(), at, undecidedFrom, undecidedUntil);
    }

    /** The provisional move is withdrawn: its man moved on. */
    OpenMove withdrawn() {
        return new OpenMove(null, doubtAt, pickedAt, closedFrom, closedAt, undecidedFrom, undecidedUntil);
    }

    /** The provisional move's man was taken off its square at {@code at} (-1: that doubt is resolved). */
    OpenMove doubted(long at) {
        return new OpenMove(provisional, at, pickedAt, closedFrom, closedAt, undecidedFrom, undecidedUntil);
    }

    /** The man just put down left its square again at {@code at} (-1: that is resolved). */
    OpenMove picked(long at) {
        return new OpenMove(provisional, doubtAt, at, closedFrom, closedAt, undecidedFrom, undecidedUntil);
    }

    /** The acts from {@code from} on may change until {@code until}: a man set down not yet read. */
    OpenMove undecided(int from, long until) {
        return new OpenMove(provisional, doubtAt, pickedAt, closedFrom, closedAt, Math.min(undecidedFrom, from),
                Math.max(undecidedUntil, until));
    }

    boolean doubting() {
        return doubtAt >= 0;
    }

    boolean picking() {
        return pickedAt >= 0;
    }

    /** Whether the provisional move's man, not in doubt, rests as {@code man} on {@code s}. */
    boolean restsOn(Square s, Piece man) {
        return provisional != null && doubtAt < 0 && s == provisional.on() && man == provisional.man();
    }

    /** Whether nothing is open at {@code at}, the change that made the last move final being past {@code debounce}. */
    boolean settled(long at, long debounce) {
        return provisional == null && doubtAt < 0 && pickedAt < 0 && at > closedAt + debounce;
    }

    /** Where the acts not yet final begin, {@code lines} lines being written: the provisional move's place, the last one made final, or a man set down not yet read. */
    int from(int lines) {
        return Math.min(undecidedFrom, provisional == null ? Math.min(closedFrom, lines) : provisional.outSize());
    }

    /** Until when those acts may still change: the provisional move withdrawn, the change that made it final taken for flicker, or a man set down read otherwise. */
    long until(long debounce, long hold) {
        return Math.max(undecidedUntil, provisional == null ? closedAt + debounce : provisional.releasedAt() + hold);
    }
}
