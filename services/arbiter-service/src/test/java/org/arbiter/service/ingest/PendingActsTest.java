package org.arbiter.service.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRefused;
import org.junit.jupiter.api.Test;

class PendingActsTest {
    private final List<String> stored = new ArrayList<>();
    private final List<String> refusedIds = new ArrayList<>();

    @Test
    void actsWhoseRecordingFailedWaitAndGoFirstWithTheNextReport() {
        PendingActs pending = new PendingActs();
        pending.add(List.of(act(0, "e2"), act(1, "e4")));
        RuntimeException busy = new IllegalStateException("Connection is not available");

        assertThatThrownBy(() -> pending.flush(batch -> {
            throw busy;
        }, r -> refusedIds.add(id(r.line())))).isSameAs(busy);
        assertThat(pending.isEmpty()).as("nothing handed out is lost").isFalse();
        assertThat(pending.recorded()).isZero();

        pending.add(List.of(act(2, "release")));
        pending.flush(this::store, r -> refusedIds.add(id(r.line())));

        assertThat(stored).containsExactly("#0", "#1", "#2");
        assertThat(pending.isEmpty()).isTrue();
        assertThat(pending.recorded()).isEqualTo(3);
    }

    @Test
    void anActTheLawEngineRefusesIsDroppedAndCountedAndTheOthersAreRecorded() {
        PendingActs pending = new PendingActs();
        pending.add(List.of(act(0, "e2"), act(1, "bad"), act(2, "e4")));

        pending.flush(batch -> {
            if (batch.stream().anyMatch(l -> id(l).equals("#1"))) {
                throw new ActionRefused(2, "no man is held");
            }
            store(batch);
        }, r -> refusedIds.add(id(r.line())));

        assertThat(stored).containsExactly("#0", "#2");
        assertThat(refusedIds).containsExactly("#1");
        assertThat(pending.recorded()).isEqualTo(2);
        assertThat(pending.refused()).isEqualTo(1);
        assertThat(pending.isEmpty()).isTrue();
    }

    private void store(List<ActionLine> batch) {
        batch.forEach(l -> stored.add(id(l)));
    }

    private static String id(ActionLine line) {
        return (String) line.fields().get("id");
    }

    /** An act as the queue sees it: its fields; what the law engine reads of it is not the queue's concern. */
    private static ActionLine act(int number, String square) {
        return new ActionLine(number + 1, Map.of("id", "#" + number, "square", square), null, null);
    }
}
