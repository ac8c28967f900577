package org.arbiter.law;

import java.util.List;
import java.util.Set;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * A code with the acts of later versions of the contract it has no law on: such an act is
 * recorded and decides nothing, rather than refused, so that one sequence can be ruled under
 * every code.
 */
final class SilentActs implements Rulebook {
    private final Rulebook code;
    private final Set<Class<? extends Action>> silentOn;

    SilentActs(Rulebook code, Set<Class<? extends Action>> silentOn) {
        this.code = code;
        this.silentOn = Set.copyOf(silentOn);
    }

    @Override
    public String code() {
        return code.code();
    }

    @Override
    public GameState start(Header header) {
        return code.start(header);
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        if (!silentOn.contains(action.getClass())) {
            return code.apply(state, action, seq);
        }
        return new Step(state, List.of(), List.of(Ruling.silent(seq, "'" + code.code() + "' has no law on '"
                + action.act() + "': it is recorded and decides nothing.", state.position(), action.by())));
    }

    @Override
    public String lawText(String citation) {
        return code.lawText(citation);
    }
}
