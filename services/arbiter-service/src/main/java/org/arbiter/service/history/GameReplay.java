package org.arbiter.service.history;

import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;

/**
 * The one read path from a game's stored sequence to the law engine's replay. Every part of the
 * service that replays a game (its appeals, the review book, an incident report, opening a game with
 * its acts, the aggregate after a snapshot, the chain's check, a board's session and the PGN feed)
 * starts or runs it here, so that all of them read a game alike.
 */
public final class GameReplay {
    private GameReplay() {
    }

    /** A replay of a game under the code its header names, before any act. */
    public static Replay start(Header header) {
        return new Replay(header);
    }

    /** A replay of acts recorded under another code, re-ruled under the code {@code header} names. */
    public static Replay reruling(Header header) {
        return Replay.reruling(header);
    }

    /**
     * The sequence replayed, every action applied in order with its line; an action the law engine
     * rejects throws its {@link org.arbiter.law.sequence.SequenceError}.
     */
    public static Replay of(ContestedSequence sequence) {
        Replay replay = start(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            replay.apply(sequence.actions().get(i), sequence.lines().get(i));
        }
        return replay;
    }

    /** The game as the event store holds it, replayed (its action {@code i} numbered {@code i}). */
    public static Replay of(StoredGame game) {
        return of(game.sequence());
    }
}
