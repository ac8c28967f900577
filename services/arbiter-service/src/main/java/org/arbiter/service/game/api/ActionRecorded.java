package org.arbiter.service.game.api;

import java.util.Map;
import org.axonframework.serialization.Revision;

/**
 * An action was accepted as action number {@code seq} (1-based, the header being 0).
 * {@code action} holds its fields as the arbiter gave them; {@code act}, {@code by} and {@code at}
 * (ISO-8601 duration since the start of play, or null) are read from it. {@code idempotencyKey}
 * is the action's id or the delivery's, null when it had neither.
 *
 * <p>The rest is the law engine's state after the action, for the live board: {@code fen},
 * {@code position} (its first two fields), {@code result}, {@code termination}, {@code lastMove}
 * (the last move that stands on the record, or null) and the time each side has used
 * ({@code whiteUsed}, {@code blackUsed} as ISO-8601 durations, null while no action carried a time);
 * under a time control the time each side has left ({@code whiteLeft}, {@code blackLeft}), and
 * {@code running}, the side whose clock runs, and {@code flag}, a side whose flag is down
 * ({@code white}, {@code black}, or null). Events recorded before these four were added read them as null.
 *
 * <p>{@code clockWhite} and {@code clockBlack}: what an electronic clock showed, when the act carried
 * its reading (a board's press, or the {@code clock} act), as ISO-8601 durations, else null; and
 * {@code clockDisagrees}, whether the law engine noted that reading to differ from its own reckoning
 * (null without a reading). Events recorded before these were added read them as null.
 */
@Revision("2")
public record ActionRecorded(String gameId, int seq, Map<String, Object> action, String act, String by, String at,
                             String idempotencyKey, String fen, String position, String result, String termination,
                             String lastMove, String whiteUsed, String blackUsed, String whiteLeft, String blackLeft,
                             String running, String flag, String clockWhite, String clockBlack,
                             Boolean clockDisagrees) {

    /** An action recorded without an electronic clock's reading. */
    public ActionRecorded(String gameId, int seq, Map<String, Object> action, String act, String by, String at,
                          String idempotencyKey, String fen, String position, String result, String termination,
                          String lastMove, String whiteUsed, String blackUsed, String whiteLeft, String blackLeft,
                          String running, String flag) {
        this(gameId, seq, action, act, by, at, idempotencyKey, fen, position, result, termination, lastMove, whiteUsed,
                blackUsed, whiteLeft, blackLeft, running, flag, null, null, null);
    }

    /** An action recorded without the clocks' time left, running side and flag. */
    public ActionRecorded(String gameId, int seq, Map<String, Object> action, String act, String by, String at,
                          String idempotencyKey, String fen, String position, String result, String termination,
                          String lastMove, String whiteUsed, String blackUsed) {
        this(gameId, seq, action, act, by, at, idempotencyKey, fen, position, result, termination, lastMove, whiteUsed,
                blackUsed, null, null, null, null, null, null, null);
    }
}
