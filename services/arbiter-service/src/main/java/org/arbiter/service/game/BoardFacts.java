package org.arbiter.service.game;

import java.time.Duration;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;

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
