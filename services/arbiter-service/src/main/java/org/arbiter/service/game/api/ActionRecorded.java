package org.arbiter.service.game.api;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;
import org.axonframework.serialization.Revision;

/**
 * An action was accepted as action number {@code seq} (1-based, the header being 0): the act as
 * the law engine read it ({@code action}, stored as its fields, {@link ActionJson}) and what the
 * law engine decided of the game's end with it. {@code idempotencyKey} is the action's id or the
 * delivery's, null when it had neither.
 *
 * <p>{@code result} and {@code termination} are the game's result and the law that ended it, given
 * only when the act changed them (a result reached, or set aside on appeal), else null. Everything
 * else the live board shows (position, last move, clocks) follows from the acts by the same law
 * engine and is worked out where it is shown ({@code LiveBoards}); events of revision 2 carried
 * it, and are read in this shape (ADR 0035, {@code EventShapeUpcasters}). Revision 3 stored the
 * act's fields as the recorder sent them; revision 4 stores them as the law engine writes them.
 */
@Revision("4")
public record ActionRecorded(String gameId, int seq,
                             @JsonSerialize(using = ActionJson.Writer.class)
                             @JsonDeserialize(using = ActionJson.Reader.class) Action action,
                             String idempotencyKey, Result result, String termination) {
}
