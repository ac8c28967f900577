package org.arbiter.service.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ActionWriter;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceReader;

/**
 * A game as the event store holds it: the header's fields and the accepted acts, as the law
 * engine read them, in order. Replaying them through the law engine gives back every
 * decision the aggregate made.
 */
public record StoredGame(String gameId, Map<String, Object> headerFields, List<Action> actions) {

    /** The game as a contested sequence, action {@code i} numbered {@code i} as the aggregate numbered it. */
    public ContestedSequence sequence() {
        Header header = header();
        List<Integer> lines = new ArrayList<>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            lines.add(i + 1);
        }
        return new ContestedSequence(header, 1, actions, lines);
    }

    public Header header() {
        return SequenceReader.header(Map.of("header", headerFields), 1);
    }

    /** Act {@code i} (from 0) as the contract writes it in this game, a draughts game's squares by number. */
    public Map<String, Object> fields(int i) {
        return ActionWriter.fields(actions.get(i), header().game());
    }
}
