package org.arbiter.service.board;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.arbiter.service.game.api.ActionRecorded;

/**
 * The actions of one game within one batch of the board processor, as a single {@code UPDATE}
 * of its row. A client that posts twenty actions at once would otherwise cost twenty updates of
 * the same row in one transaction, each a round of work for the database.
 *
 * <p>The clocks: the time between two stamped actions is charged to the side that was to move in
 * between. Within the batch that is known here, except where it starts from the row as it stood
 * (its side to move and the time of its last stamp): for the batch's first action, and for the
 * first stamp of the batch when it comes after an unstamped first action. Those two charges are
 * computed by the database from the old row (SQL evaluates every assignment against it); the rest
 * are summed here.
 */
final class BoardUpdate {
    static final String SQL = "update board_view set"
            + " white_used = white_used" + charges("white") + ","
            + " black_used = black_used" + charges("black") + ","
            + " elapsed = coalesce(cast(? as double precision), elapsed),"
            + " actions = ?, fen = ?, position = ?, side_to_move = ?, last_act = ?, last_by = ?,"
            + " last_move = coalesce(?, last_move), result = ?, termination = ?, status = ?, updated_at = ?"
            + " where game_id = ?";

    private static String charges(String side) {
        String sinceRow = "greatest(0, coalesce(cast(? as double precision), elapsed, 0) - coalesce(elapsed, 0))";
        return " + (case when side_to_move = '" + side + "' then " + sinceRow + " else 0 end)"
                + " + (case when cast(? as varchar(5)) = '" + side + "' then " + sinceRow + " else 0 end)"
                + " + cast(? as double precision)";
    }

    private final String gameId;
    private int count;
    /** The first action's stamp: charged from the row's last stamp to the row's side to move. */
    private Double firstStamp;
    /** The batch's first stamp when the first action had none, and the side it is charged to. */
    private Double laterFirstStamp;
    private String laterFirstSide;
    /** The latest stamp so far in the batch, null while there is none. */
    private Double lastStamp;
    private double whiteCharged;
    private double blackCharged;
    private String lastMove;
    private ActionRecorded last;
    private Instant lastAt;

    BoardUpdate(String gameId) {
        this.gameId = gameId;
    }

    /** Folds in the game's next action. */
    void add(ActionRecorded action, Instant at) {
        Double stamp = action.at() == null ? null : Duration.parse(action.at()).toMillis() / 1000.0;
        if (count == 0) {
            firstStamp = stamp;
        } else if (stamp != null) {
            String toMove = side(last.position());
            if (lastStamp == null) {
                laterFirstStamp = stamp;
                laterFirstSide = toMove;
            } else if ("white".equals(toMove)) {
                whiteCharged += Math.max(0, stamp - lastStamp);
            } else {
                blackCharged += Math.max(0, stamp - lastStamp);
            }
        }
        if (stamp != null) {
            lastStamp = stamp;
        }
        if (action.move() != null) {
            lastMove = action.move();
        }
        last = action;
        lastAt = at;
        count++;
    }

    /** The parameters of {@link #SQL}, in order. */
    Object[] args() {
        String status = !"*".equals(last.result()) ? "finished" : "adjourn".equals(last.act()) ? "adjourned" : "in-play";
        return new Object[] {
            firstStamp, laterFirstSide, laterFirstStamp, whiteCharged,
            firstStamp, laterFirstSide, laterFirstStamp, blackCharged,
            lastStamp, last.seq(), last.fen(), last.position(), side(last.position()), last.act(), last.by(), lastMove,
            last.result(), last.termination(), status, OffsetDateTime.ofInstant(lastAt, ZoneOffset.UTC), gameId};
    }

    static String side(String position) {
        return position.endsWith(" b") ? "black" : "white";
    }
}
