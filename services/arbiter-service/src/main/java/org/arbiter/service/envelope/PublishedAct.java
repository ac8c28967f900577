package org.arbiter.service.envelope;

import java.util.Map;
import org.arbiter.law.sequence.ActionWriter;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.history.LiveBoard;

/**
 * An {@link ActionRecorded} as it leaves the service (docs/events.md): the act as recorded and the
 * live board after it, the law engine's state that the stored event leaves to be worked out (ADR
 * 0035); the fields and their order are those the stored event had until revision 3. Where the
 * board cannot be worked out (an event written behind the service's back) its fields are null.
 * The act is written as its game writes it (a draughts square by its number), and in the one shape
 * of both games (every square by its board name) where the board, and so the game, is not known.
 */
public record PublishedAct(String gameId, int seq,
                           Map<String, Object> action, String act, String by, String at,
                           String idempotencyKey, String fen, String position, String result, String termination,
                           String lastMove, String whiteUsed, String blackUsed, String whiteLeft, String blackLeft,
                           String running, String flag, String clockWhite, String clockBlack,
                           Boolean clockDisagrees) {

    /** The act without the board, which could not be worked out: what the event itself says. */
    static PublishedAct bare(ActionRecorded e) {
        return new PublishedAct(e.gameId(), e.seq(), ActionWriter.fields(e.action()), e.action().act(),
                e.action().by().label(), null, e.idempotencyKey(), null, null,
                e.result() == null ? null : e.result().text(), e.termination(), null, null, null, null, null, null,
                null, null, null, null);
    }

    static PublishedAct of(ActionRecorded e, LiveBoard b) {
        return new PublishedAct(e.gameId(), e.seq(), b.fields(), b.act(), b.by(), b.at(), e.idempotencyKey(), b.fen(),
                b.position(), b.result(), b.termination(), b.lastMove(), b.whiteUsed(), b.blackUsed(), b.whiteLeft(),
                b.blackLeft(), b.running(), b.flag(), b.clockWhite(), b.clockBlack(), b.clockDisagrees());
    }
}
