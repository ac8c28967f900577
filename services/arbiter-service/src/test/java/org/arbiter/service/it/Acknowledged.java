package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

/** An act the service answered 200, under the number it was given; and the check that it is still recorded. */
record Acknowledged(String id, int seq) {

    /**
     * The number the one act of a 200 answer was recorded under; the act is sent once, so it must
     * be answered as new (a duplicate would be an answer from what an earlier, failed attempt left).
     */
    static Acknowledged of(String id, HttpResponse<String> answer) {
        List<Map<String, Object>> entries = Suite.array(Suite.json(Suite.object(answer.body()).get("actions")));
        assertThat(entries.get(0).get("duplicate")).as("act %s, sent once, answered as a duplicate: %s", id, answer.body())
                .isNull();
        return new Acknowledged(id, ((Number) entries.get(0).get("seq")).intValue());
    }

    /**
     * Sends each act again under its id: one recorded before comes back as a duplicate with the
     * number it was answered with; one lost would be recorded anew.
     */
    static void assertStillRecorded(Suite suite, String game, List<Acknowledged> acts) {
        if (acts.isEmpty()) {
            return;
        }
        HttpResponse<String> again = suite.actions(game, "application/json",
                "[" + String.join(",", acts.stream().map(a -> ConcurrentWritersSuite.claim(a.id())).toList()) + "]");
        assertThat(again.statusCode()).as(again.body()).isEqualTo(200);
        List<Map<String, Object>> entries = Suite.array(Suite.json(Suite.object(again.body()).get("actions")));
        for (int i = 0; i < acts.size(); i++) {
            assertThat(entries.get(i).get("duplicate")).as("act %s, answered 200 as number %d, after the restart",
                    acts.get(i).id(), acts.get(i).seq()).isEqualTo(Boolean.TRUE);
            assertThat(((Number) entries.get(i).get("seq")).intValue()).as(acts.get(i).id()).isEqualTo(acts.get(i).seq());
        }
    }
}
