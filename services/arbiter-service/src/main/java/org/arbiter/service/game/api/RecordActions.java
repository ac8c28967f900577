package org.arbiter.service.game.api;

import java.util.List;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Records a batch of actions as one unit: either every action is accepted (repeated ids dropped)
 * or, when one cannot physically happen, none is. {@code lines.get(i)} numbers
 * {@code actions.get(i)} in what the arbiter sent.
 */
public record RecordActions(@TargetAggregateIdentifier String gameId, List<String> actions, List<Integer> lines) {
    public RecordActions {
        actions = List.copyOf(actions);
        lines = List.copyOf(lines);
    }
}
