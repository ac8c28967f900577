package org.arbiter.service.game.api;

import java.util.List;
import org.arbiter.law.sequence.Header;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Records a batch of actions as one unit: either every action is accepted (repeated ids dropped)
 * or, when one cannot physically happen, none is. {@code header} is non-null when the batch came
 * as a whole contested-sequence file: it must then be the game's own header. {@code recorder} is
 * who sent the batch, carried by each event's chain link.
 */
public record RecordActions(@TargetAggregateIdentifier String gameId, Header header, List<ActionLine> actions,
                            Recorder recorder) {
    public RecordActions {
        actions = List.copyOf(actions);
    }
}
