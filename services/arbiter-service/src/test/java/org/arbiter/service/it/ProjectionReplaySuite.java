package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@Tag("projections")
/** A projection emptied and rebuilt from the event store ends as it was, nothing doubled. */
@Tag("act-readers")
abstract class ProjectionReplaySuite extends InContext {
    @Autowired
    private EventProcessingConfiguration processing;

    @Test
    void theLedgerAndTheBoardRebuiltFromTheEventStoreEndAsTheyWere() {
        String id = open("{\"header\":{}}");
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"draw-fifty-moves\"},"
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}]");
        eventually(() -> assertThat(array(get("/api/rulings?game=" + id).body())).hasSize(1));
        eventually(() -> assertThat(object(get("/api/games/" + id).body())).containsEntry("actions", 3L));
        List<Map<String, Object>> ledger = array(get("/api/rulings?game=" + id).body());
        Map<String, Object> board = object(get("/api/games/" + id).body());

        for (String projection : List.of("rulings", "board")) {
            HttpResponse<String> r = postAs(Role.ADMIN, "/api/admin/projections/" + projection + "/replay", "application/json", "");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        }

        eventually(() -> {
            assertThat(array(get("/api/rulings?game=" + id).body())).isEqualTo(ledger);
            assertThat(object(get("/api/games/" + id).body())).isEqualTo(board);
        });
    }

    /** Issue 45: health named no processor while the projections stood still; a stopped one is named. */
    @Test
    void aStoppedProcessorIsNamedOnHealthUntilItRunsAgain() {
        StreamingEventProcessor rulings = processing.eventProcessor("rulings", StreamingEventProcessor.class).orElseThrow();
        rulings.shutDown();
        try {
            String id = open("{\"header\":{}}");
            actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");
            Map<String, Object> health = processorsHealth();
            assertThat(health).containsEntry("status", "DEGRADED");
            assertThat(health.get("details").toString()).contains("rulings={standing=stopped");
        } finally {
            rulings.start();
        }
        eventually(() -> assertThat(processorsHealth())
                .containsEntry("status", "UP"));
    }

    private Map<String, Object> processorsHealth() {
        return object(send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base() + "/actuator/health/processors"))
                .header("Authorization", bearer(Role.ADMIN)).build()).body());
    }

    @Test
    void onlyProjectionsCanBeReplayed() {
        assertThat(postAs(Role.ADMIN, "/api/admin/projections/kafka-publisher/replay", "application/json", "").statusCode())
                .isEqualTo(400);
    }
}
