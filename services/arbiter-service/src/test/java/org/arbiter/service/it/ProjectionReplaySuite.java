package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;

/** A projection emptied and rebuilt from the event store ends as it was, nothing doubled. */
abstract class ProjectionReplaySuite extends InContext {

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

    @Test
    void onlyProjectionsCanBeReplayed() {
        assertThat(postAs(Role.ADMIN, "/api/admin/projections/kafka-publisher/replay", "application/json", "").statusCode())
                .isEqualTo(400);
    }
}
