package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Server-sent events: live, per game, and resumed with Last-Event-ID after the client was away. */
abstract class StreamSuite extends InContext {

    @Test
    void aClientThatWasAwayCatchesUpWithLastEventId() throws Exception {
        String id = open("{\"header\":{}}");
        String lastSeen;
        try (SseClient client = new SseClient(base() + "/api/games/" + id + "/stream", null)) {
            sleep(300);
            actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");
            List<SseClient.Event> first = client.take(1, PATIENCE);
            assertThat(first).extracting(SseClient.Event::type).containsExactly("ActionRecorded");
            lastSeen = first.get(0).id();
        }
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"},"
                + "{\"act\":\"resign\",\"by\":\"white\"}]");

        try (SseClient back = new SseClient(base() + "/api/games/" + id + "/stream", lastSeen)) {
            List<SseClient.Event> missed = back.take(4, PATIENCE);
            assertThat(missed).extracting(SseClient.Event::type)
                    .containsExactly("ActionRecorded", "ActionRecorded", "RulingIssued", "GameEnded");
            assertThat(missed).allSatisfy(e -> assertThat(Long.parseLong(e.id())).isGreaterThan(Long.parseLong(lastSeen)));
            assertThat(back.drain(Duration.ofMillis(300))).isEmpty();
        }
    }

    @Test
    void theStreamOfAllGamesCarriesEveryGamesEvents() throws Exception {
        try (SseClient client = new SseClient(base() + "/api/stream", null)) {
            sleep(300);
            String a = open("{\"header\":{}}");
            String b = open("{\"header\":{}}");
            java.util.Set<Object> opened = new java.util.HashSet<>();
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (!opened.containsAll(List.of(a, b)) && System.nanoTime() < deadline) {
                for (SseClient.Event e : client.take(1, Duration.ofSeconds(1))) {
                    if ("GameOpened".equals(e.type())) {
                        opened.add(object(e.data()).get("gameId"));
                    }
                }
            }
            assertThat(opened).contains(a, b);
        }
    }
}
