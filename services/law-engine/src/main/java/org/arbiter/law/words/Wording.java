package org.arbiter.law.words;

import org.arbiter.chess.Square;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;

/**
 * What the words of an act owe to its game: how a man on a square is named, what is put down and
 * let go, how a move given by squares reads, and what a call asks for. Every act is worded once,
 * in {@link ActWords}' one switch over all of them; a game changes only these.
 */
interface Wording {
    /** "his Knight on g1", "White's man on 11": the man on {@code square}, seen by {@code by}. */
    String man(GameState before, Square square, Actor by);

    /** The words after "puts"/"shows" for a man put on {@code square}. */
    String puts(GameState before, Square square);

    /** What the hand lets go of. */
    String letsGo(GameState before);

    /** A move given by squares. */
    String transfer(Action.MoveMade m, GameState before);

    /** What a call on the opponent asks him to do in so many moves: "mate" or "win". */
    String goal();
}
