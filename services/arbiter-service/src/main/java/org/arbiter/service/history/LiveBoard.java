package org.arbiter.service.history;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.arbiter.chess.Color;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ActionWriter;
import org.arbiter.law.sequence.GameKind;

/**
 * What the live board shows after an act, as plain values: the act ({@code act}, {@code by},
 * {@code at} as an ISO-8601 duration since the start of play or null), the position ({@code fen},
 * {@code position}, its first two fields), the result and the law that ended the game, the last
 * move that stands on the record, the time each side has used (null while no act carried a time)
 * and, under a time control, has left, whose clock runs and whose flag is down; what an electronic
 * clock showed when the act carried its reading, and whether the law engine noted it to differ from
 * its own reckoning. The law engine decides all of it; this only writes it down, as events of
 * revision 2 carried it (ADR 0035).
 */
public record LiveBoard(String act, String by, String at, String fen, String position, String result,
                        String termination, String lastMove, String whiteUsed, String blackUsed, String whiteLeft,
                        String blackLeft, String running, String flag, String clockWhite, String clockBlack,
                        Boolean clockDisagrees, Map<String, Object> fields) {

    /**
     * The board after {@code action} left the game in {@code after}, with the notices it drew; the
     * act's {@code fields} as its game writes them (a draughts square by its number).
     */
    public static LiveBoard of(Action action, GameKind game, GameState after, List<Ruling> notices) {
        Clocks clocks = after.clocks();
        boolean stamped = clocks.elapsed().isPresent();
        String flag = clocks.flagDown(Color.WHITE) ? "white" : clocks.flagDown(Color.BLACK) ? "black" : null;
        Action.ClockFace shown = Action.shown(action).orElse(null);
        return new LiveBoard(action.act(), side(action), action.stamp().at().map(Duration::toString).orElse(null),
                after.fen(), after.position(), after.result().text(), after.termination().orElse(null),
                after.lastMove().map(MoveRecord.Entry::text).orElse(null),
                stamped ? clocks.white().toString() : null, stamped ? clocks.black().toString() : null,
                clocks.whiteLeft().map(Duration::toString).orElse(null),
                clocks.blackLeft().map(Duration::toString).orElse(null),
                clocks.running().map(c -> c == Color.WHITE ? "white" : "black").orElse(null), flag,
                shown == null ? null : shown.white().toString(), shown == null ? null : shown.black().toString(),
                shown == null ? null : notices.stream().anyMatch(n -> n.law().equals(Ruling.CLOCK)),
                ActionWriter.fields(action, game));
    }

    private static String side(Action action) {
        return switch (action.by()) {
            case WHITE -> "white";
            case BLACK -> "black";
            case ARBITER -> "arbiter";
        };
    }
}
