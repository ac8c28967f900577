package org.arbiter.service.game;

import org.arbiter.law.GameState;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;

/** What the live board shows of the law engine's state after an action, as plain values for the event. */
record BoardFacts(String result, String lastMove, String whiteUsed, String blackUsed) {

    static BoardFacts of(GameState state, Action action) {
        return new BoardFacts(result(state), move(action), null, null);
    }

    static String result(GameState state) {
        return state.result();
    }

    static String against(Ruling ruling) {
        return null;
    }

    static String side(Actor actor) {
        return switch (actor) {
            case WHITE -> "white";
            case BLACK -> "black";
            case ARBITER -> "arbiter";
        };
    }

    private static String move(Action action) {
        if (action instanceof Action.MoveMade m) {
            return m.notation().orElseGet(() -> m.from().map(Object::toString).orElse("?") + "-"
                    + m.to().map(Object::toString).orElse("?"));
        }
        return null;
    }
}
