package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.kafka.common.errors.TimeoutException;
import org.junit.jupiter.api.Test;

/** The publisher's batch: no event goes out after an earlier one of the batch failed, so none overtakes it on the topic. */
class BatchSendsTest {

    @Test
    void aSendRefusedAtOnceFailsTheBatchBeforeTheNextEventIsSent() {
        BatchSends batch = new BatchSends();
        List<Integer> sent = new ArrayList<>();
        batch.checkNoneFailed();
        sent.add(37);
        TimeoutException metadata = new TimeoutException("Topic arbiter.events not present in metadata after 10000 ms.");
        assertThatThrownBy(() -> batch.add(CompletableFuture.failedFuture(metadata)))
                .isInstanceOf(IllegalStateException.class).hasCause(metadata);
        assertThatThrownBy(() -> {
            batch.checkNoneFailed();
            sent.add(38);
        }).isInstanceOf(IllegalStateException.class);
        assertThat(sent).containsExactly(37);
    }

    @Test
    void aSendThatFailsLaterIsFoundBeforeTheNextIsMadeAndWhenTheBatchIsAwaited() {
        BatchSends batch = new BatchSends();
        CompletableFuture<String> first = new CompletableFuture<>();
        batch.add(first);
        batch.checkNoneFailed();
        first.completeExceptionally(new TimeoutException("Expiring 1 record(s)"));
        assertThatThrownBy(batch::checkNoneFailed).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> batch.await(Duration.ofSeconds(1))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("will be sent again");
    }

    @Test
    void aBatchKafkaAcknowledgedPassesAndOneNotAcknowledgedInTimeFails() {
        BatchSends acknowledged = new BatchSends();
        acknowledged.add(CompletableFuture.completedFuture("offset 0"));
        acknowledged.add(CompletableFuture.completedFuture("offset 1"));
        acknowledged.await(Duration.ofMillis(10));

        BatchSends waiting = new BatchSends();
        waiting.add(new CompletableFuture<>());
        assertThatThrownBy(() -> waiting.await(Duration.ofMillis(10))).isInstanceOf(IllegalStateException.class);
    }
}
