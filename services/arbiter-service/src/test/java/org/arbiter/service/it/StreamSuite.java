package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import javax.sql.DataSource;
import org.axonframework.common.DateTimeUtils;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Server-sent events: live, per game, and resumed with Last-Event-ID after the client was away. */
abstract class StreamSuite extends InContext {
    @Autowired
    DataSource dataSource;

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
            assertThat(missed).allSatisfy(e -> assertThat(position(e.id())).isGreaterThan(position(lastSeen)));
            assertThat(back.drain(Duration.ofMillis(300))).isEmpty();
        }
    }

    @Test
    void theStreamOfAllGamesCarriesEveryGamesEvents() throws Exception {
        try (SseClient client = new SseClient(base() + "/api/stream", null)) {
            sleep(300);
            String a = open("{\"header\":{}}");
            String b = open("{\"header\":{}}");
            Set<Object> opened = new HashSet<>();
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

    /**
     * Two arbiters' commits can finish out of order: here the first takes its position in the store,
     * the second takes the next and commits, and a client reads that second event and goes away
     * before the first commits. Coming back with the id of what it read, it must still receive the
     * first.
     */
    @Test
    void aClientThatResumesReceivesAnEventCommittedAfterTheOneItLastRead() throws Exception {
        String game = open("{\"header\":{}}");
        String lateGame = UUID.randomUUID().toString();
        String lateEvent = UUID.randomUUID().toString();
        String lastSeen;
        try (Connection slowArbiter = dataSource.getConnection()) {
            slowArbiter.setAutoCommit(false);
            try (SseClient client = new SseClient(base() + "/api/stream", null)) {
                sleep(300);
                long latePosition = beginOpening(slowArbiter, game, lateGame, lateEvent);
                actions(game, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");
                SseClient.Event read = next(client, "ActionRecorded", game);
                lastSeen = read.id();
                assertThat(position(lastSeen)).isGreaterThan(latePosition);
                assertThat(outstanding(lastSeen)).as("the positions the id lists as outstanding").contains(latePosition);
            }
            slowArbiter.commit();
        }

        try (SseClient back = new SseClient(base() + "/api/stream", lastSeen)) {
            SseClient.Event late = next(back, "GameOpened", lateGame);
            assertThat(object(late.data()).get("eventId")).isEqualTo(lateEvent);
        }
    }

    /**
     * Stores, in the open transaction of {@code connection}, the opening of {@code lateGame} as a
     * copy of {@code game}'s, and returns the position the store gave it.
     */
    private static long beginOpening(Connection connection, String game, String lateGame, String lateEvent)
            throws SQLException {
        byte[] payload;
        try (PreparedStatement read = connection.prepareStatement(
                "select payload from domain_event_entry where aggregate_identifier = ? and sequence_number = 0")) {
            read.setString(1, game);
            try (ResultSet row = read.executeQuery()) {
                assertThat(row.next()).isTrue();
                payload = new String(row.getBytes(1), StandardCharsets.UTF_8).replace(game, lateGame)
                        .getBytes(StandardCharsets.UTF_8);
            }
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into domain_event_entry (global_index, event_identifier, meta_data, payload, payload_revision,"
                        + " payload_type, time_stamp, aggregate_identifier, sequence_number, type)"
                        + " select nextval('domain_event_entry_seq'), ?, meta_data, ?, payload_revision, payload_type, ?,"
                        + " ?, 0, type from domain_event_entry where aggregate_identifier = ? and sequence_number = 0"
                        + " returning global_index")) {
            insert.setString(1, lateEvent);
            insert.setBytes(2, payload);
            insert.setString(3, DateTimeUtils.formatInstant(Instant.now()));
            insert.setString(4, lateGame);
            insert.setString(5, game);
            try (ResultSet row = insert.executeQuery()) {
                assertThat(row.next()).isTrue();
                return row.getLong(1);
            }
        }
    }

    /** The next event of that type and game on the stream, waiting at most the suite's patience. */
    private static SseClient.Event next(SseClient client, String type, String gameId) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (System.nanoTime() < deadline) {
            for (SseClient.Event e : client.take(1, Duration.ofSeconds(1))) {
                if (type.equals(e.type()) && gameId.equals(object(e.data()).get("gameId"))) {
                    return e;
                }
            }
        }
        throw new AssertionError("no " + type + " of game " + gameId + " within " + PATIENCE);
    }

    /** The positions an SSE id lists as outstanding: runs {@code first-last} or single ones, after a colon. */
    private static Set<Long> outstanding(String id) {
        Set<Long> positions = new TreeSet<>();
        int colon = id.indexOf(':');
        if (colon >= 0) {
            for (String run : id.substring(colon + 1).split(",")) {
                String[] ends = run.split("-");
                for (long p = Long.parseLong(ends[0]); p <= Long.parseLong(ends[ends.length - 1]); p++) {
                    positions.add(p);
                }
            }
        }
        return positions;
    }

    /** The position an SSE id names: the number before any outstanding positions. */
    private static long position(String id) {
        int colon = id.indexOf(':');
        return Long.parseLong(colon < 0 ? id : id.substring(0, colon));
    }
}
