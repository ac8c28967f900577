package org.arbiter.service.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRefused;

/**
 * A board's acts that its reading has made final and that are not yet recorded. The board reader
 * hands each act out once; if recording fails for a reason of the service's (the database busy,
 * another writer), the acts wait here and go first with the next report or tick, so that none is
 * lost. An act the law engine refuses is dropped and counted: the board misread, and the acts
 * after it must not wait for ever behind it.
 */
final class PendingActs {
    private final List<ActionLine> waiting = new ArrayList<>();
    private int recorded;
    private int refused;

    /** What became of one act the law engine refused. */
    record Refusal(ActionLine line, ActionRefused reason) {
    }

    void add(List<ActionLine> lines) {
        waiting.addAll(lines);
    }

    boolean isEmpty() {
        return waiting.isEmpty();
    }

    int waiting() {
        return waiting.size();
    }

    int recorded() {
        return recorded;
    }

    int refused() {
        return refused;
    }

    /**
     * Records the waiting acts with {@code record}, all at once when the law engine takes them all,
     * else one by one. A failure other than a refusal leaves the acts not yet recorded waiting, and is
     * thrown on.
     */
    void flush(Consumer<List<ActionLine>> record, Consumer<Refusal> onRefusal) {
        if (waiting.isEmpty()) {
            return;
        }
        try {
            record.accept(List.copyOf(waiting));
            recorded += waiting.size();
            waiting.clear();
            return;
        } catch (ActionRefused e) {
            // one act the law engine cannot accept must not cost the others: they go one by one
        }
        while (!waiting.isEmpty()) {
            ActionLine line = waiting.get(0);
            try {
                record.accept(List.of(line));
                recorded++;
            } catch (ActionRefused e) {
                refused++;
                onRefusal.accept(new Refusal(line, e));
            }
            waiting.remove(0);
        }
    }
}
