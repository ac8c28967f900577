package org.arbiter.service.game;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.arbiter.chess.Color;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.service.game.api.Turn;

/**
 * What the live board shows of the law engine's state after an action, as plain values for the
 * event: the result, the last move that stands on the record, the time each side has used
 * (null while no action carried a time) and, under a time control, has left, whose clock runs and
 * whose flag is down. The engine decides all of it; this only writes it down.
 */
record BoardFacts(String result, String lastMove, String whiteUsed, String blackUsed, String whiteLeft,
                  String blackLeft, String running, String flag) {

    static BoardFacts of(GameState state) {
        Clocks clocks = state.clocks();
        boolean stamped = clocks.elapsed().isPresent();
        String flag = clocks.flagDown(Color.WHITE) ? "white" : clocks.flagDown(Color.BLACK) ? "black" : null;
        return new BoardFacts(state.result().text(), state.lastMove().map(MoveRecord.Entry::text).orElse(null),
                stamped ? text(clocks.white()) : null, stamped ? text(clocks.black()) : null,
                clocks.whiteLeft().map(BoardFacts::text).orElse(null), clocks.blackLeft().map(BoardFacts::text).orElse(null),
                clocks.running().map(BoardFacts::side).orElse(null), flag);
    }

    /**
     * What an electronic clock showed, when {@code action} carried its reading, and whether the
     * law engine noted it to differ from its reckoning; all null without a reading.
     */
    record Shown(String white, String black, Boolean disagrees) {
    }

    static Shown shown(Action action, List<Ruling> notices) {
        return Action.shown(action).map(c -> new Shown(text(c.white()), text(c.black()),
                notices.stream().anyMatch(n -> n.law().equals(Ruling.CLOCK)))).orElse(new Shown(null, null, null));
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

    private static String text(Duration d) {
        return d.toString();
    }
}
