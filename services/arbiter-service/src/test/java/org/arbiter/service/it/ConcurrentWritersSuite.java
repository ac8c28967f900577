package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arbiter.service.game.api.ActionRecorded;
import org.junit.jupiter.api.Test;

/** Arbiters writing to one game at once lose and duplicate nothing. */
abstract class ConcurrentWritersSuite extends InContext {
    static final int WRITERS = 8;
    static final int EACH = 25;

    @Test
    void concurrentWritersToOneGameLoseAndDuplicateNothing() throws Exception {
        String id = open("{\"header\":{}}");
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < EACH; i++) {
                        String action = claim(writer + "-" + i);
                        HttpResponse<String> r = actions(id, "application/json", "[" + action + "]");
                        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
                        // the same action delivered again, as a retrying client would: dropped
                        if (i % 5 == 0) {
                            HttpResponse<String> again = actions(id, "application/json", "[" + action + "]");
                            assertThat(object(again.body())).containsEntry("duplicates", 1L);
                        }
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }

        assertThat(recordedActions(id)).isEqualTo(WRITERS * EACH);
        List<Integer> seqs = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        eventStore.readEvents(id, 0).asStream().map(m -> m.getPayload())
                .filter(ActionRecorded.class::isInstance).map(ActionRecorded.class::cast)
                .forEach(a -> {
                    seqs.add(a.seq());
                    keys.add(a.idempotencyKey());
                });
        assertThat(seqs).hasSize(WRITERS * EACH);
        for (int i = 0; i < seqs.size(); i++) {
            assertThat(seqs.get(i)).isEqualTo(i + 1);
        }
        assertThat(keys).hasSize(WRITERS * EACH);
    }

    static String claim(String id) {
        return "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"draw-fifty-moves\",\"id\":\"" + id + "\"}";
    }
}
