package org.arbiter.service.game;

import java.util.List;
import java.util.Objects;
import org.arbiter.chess.Color;
import org.arbiter.law.GameState;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Actor;
import org.arbiter.service.game.api.Turn;

/**
 * Who is at the board after an act, for the answer to the one who recorded it, and the sides of
 * the acts and rulings as the events name them.
 */
final class BoardFacts {
    private BoardFacts() {
    }

    /**
     * Who is at the board in {@code state}, as its position, clocks, record and hand say, and whom
     * {@code decided}, an act's rulings and notices, go against (the first that names a side).
     */
    static Turn turn(GameState state, List<Ruling> decided) {
        String position = state.position();
        int space = position.indexOf(' ');
        String side = space >= 0 ? position.substring(space + 1) : position.substring(0, 1);
        return new Turn(side.equalsIgnoreCase("w") ? "white" : "black",
                state.clocks().running().map(BoardFacts::side).orElse(null),
                state.lastMade().map(e -> side(e.mover())).orElse(null),
                state.hand().map(h -> Character.isUpperCase(h.man().charAt(0)) ? "white" : "black").orElse(null),
                decided.stream().map(BoardFacts::against).filter(Objects::nonNull).findFirst().orElse(null));
    }

    /** The side a ruling goes against, or null when it goes against neither. */
    static String against(Ruling ruling) {
        return ruling.against().map(BoardFacts::side).orElse(null);
    }

    static String side(Color color) {
        return color == Color.WHITE ? "white" : "black";
    }

    static String side(Actor actor) {
        return switch (actor) {
            case WHITE -> "white";
            case BLACK -> "black";
            case ARBITER -> "arbiter";
        };
    }

}
