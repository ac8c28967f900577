package org.arbiter.service.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceReader;

/**
 * A game as the event store holds it: the header's fields and the accepted actions' fields, as
 * the arbiter gave them, in order. Replaying them through the law engine gives back every
 * decision the aggregate made.
 */
public record StoredGame(String gameId, Map<String, Object> headerFields, List<Map<String, Object>> actions) {

    /** The game as a contested sequence, action {@code i} numbered {@code i} as the aggregate numbered it. */
    public ContestedSequence sequence() {
        Header header = SequenceReader.header(Map.of("header", headerFields), 1);
        List<Action> read = new ArrayList<>(actions.size());
        List<Integer> lines = new ArrayList<>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            read.add(SequenceReader.action(actions.get(i), i + 1, header.game()));
            lines.add(i + 1);
        }
        return new ContestedSequence(header, 1, read, lines);
    }
}
