package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Server-sent events: live, per game, and resumed with Last-Event-ID after the client was away. */
@Tag("streams")
@Tag("act-readers")
abstract class StreamSuite extends InContext {
    @Autowired
    TransactionManager transactions;

    @Test
    void aClientThatWasAwayCatchesUpWithLastEventId() throws Exception {
        String id = open("{\"header\":{}}");
        String lastSeen;
        try (SseClient client = new SseClient(base() + "/api/games/" + id + "/stream", null, bearer(Role.ARBITER))) {
            sleep(300);
            actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");
            List<SseClient.Event> first = client.take(1, PATIENCE);
            // a live stream starts where the instance's reader of the store stands: on a loaded machine
            // it may not have passed the game's opening yet, which then comes first
            if (!first.isEmpty() && "GameOpened".equals(first.get(0).type())) {
                first = client.take(1, PATIENCE);
            }
            assertThat(first).extracting(SseClient.Event::type).containsExactly("ActionRecorded");
            lastSeen = first.get(0).id();
        }
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"},"
                + "{\"act\":\"resign\",\"by\":\"white\"}]");

        try (SseClient back = new SseClient(base() + "/api/games/" + id + "/stream", lastSeen, bearer(Role.ARBITER))) {
            List<SseClient.Event> missed = back.take(4, PATIENCE);
            assertThat(missed).extracting(SseClient.Event::type)
                    .containsExactly("ActionRecorded", "ActionRecorded", "RulingIssued", "GameEnded");
            assertThat(missed).allSatisfy(e -> assertThat(position(e.id())).isGreaterThan(position(lastSeen)));
            assertThat(back.drain(Duration.ofMillis(300))).isEmpty();
        }
    }

    @Autowired
    io.micrometer.core.instrument.MeterRegistry meters;

    @Test
    void aCatchUpReplayIsNotCountedAsLatency() throws Exception {
        String id = open("{\"header\":{}}");
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}]");
        sleep(200);
        long before = meters.get("arbiter.sse.latency").timer().count();

        try (SseClient client = new SseClient(base() + "/api/games/" + id + "/stream?after=0", null, bearer(Role.ARBITER))) {
            assertThat(client.take(3, PATIENCE)).extracting(SseClient.Event::type)
                    .containsExactly("GameOpened", "ActionRecorded", "ActionRecorded");
        }

        assertThat(meters.get("arbiter.sse.latency").timer().count()).isEqualTo(before);
    }

    @Test
    void theStreamOfAllGamesCarriesEveryGamesEvents() throws Exception {
        try (SseClient client = new SseClient(base() + "/api/stream", null, bearer(Role.ARBITER))) {
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
     * A screen that stops reading fills only its own queue: past the backlog (64 kB here) it is cut
     * off, while a client reading at the same time receives every event, and the cut-off one, coming
     * back with the id of the last event it got, receives the rest.
     */
    @Test
    void aClientThatDoesNotReadIsCutOffWithoutHoldingUpTheOthersAndResumesWhereItStopped() throws Exception {
        String id = open("{\"header\":{}}");
        int acts = 1000;
        try (SlowReader slow = new SlowReader(port, "/api/games/" + id + "/stream", bearer(Role.ARBITER));
             SseClient reading = new SseClient(base() + "/api/games/" + id + "/stream", null, bearer(Role.ARBITER))) {
            sleep(300);
            // in batches the reading client takes in before the next: it stays within its backlog, the other does not read
            for (int from = 0; from < acts; from += 10) {
                StringBuilder batch = new StringBuilder("[");
                for (int i = from; i < from + 10; i++) {
                    batch.append(i > from ? "," : "").append("{\"act\":\"move\",\"by\":\"").append(i % 2 == 0 ? "white" : "black")
                            .append("\",\"move\":\"").append(new String[] {"Nf3", "Nf6", "Ng1", "Ng8"}[i % 4])
                            .append("\"}");
                }
                assertThat(actions(id, "application/json", batch.append(']').toString()).statusCode()).isEqualTo(200);
                assertThat(reading.take(10, PATIENCE)).hasSize(10);
            }

            SlowReader.Read got = slow.readAll(2000);
            // the acts it got: a live reader that lags behind the open hands the game's GameOpened to it as well
            long actsGot = got.events().stream().filter(e -> "ActionRecorded".equals(e.type())).count();
            assertThat(got.ended()).as("the service ended the slow client's stream (%s); it read %d events", got.ending(),
                    got.events().size()).isTrue();
            assertThat(actsGot).isLessThan(acts);
            String last = got.events().get(got.events().size() - 1).id();
            int owed = acts - (int) actsGot;
            try (SseClient back = new SseClient(base() + "/api/games/" + id + "/stream", last, bearer(Role.ARBITER))) {
                List<SseClient.Event> rest = back.take(owed, PATIENCE);
                assertThat(rest).hasSize(owed).allSatisfy(e -> assertThat(e.type()).isEqualTo("ActionRecorded"));
                assertThat(((Number) object(rest.get(0).data()).get("sequenceNumber")).intValue()).isEqualTo(acts - owed + 1);
                assertThat(back.drain(Duration.ofMillis(300))).isEmpty();
            }
        }
    }

    /**
     * Screens that drop their connections while the service writes to them. Once a stream has
     * ended, the web server reuses its buffers for another request, so a write to it that came late
     * corrupted that request: a valid act was answered 400, a stream 500, a new stream received
     * nothing. Every act is answered 200 and every event reaches a stream opened after.
     */
    @Test
    void screensThatDropTheirConnectionsDisturbNoOtherRequest() throws Exception {
        String id = open("{\"header\":{}}");
        AtomicBoolean posting = new AtomicBoolean(true);
        List<String> answers = Collections.synchronizedList(new ArrayList<>());
        Thread poster = new Thread(() -> {
            for (int i = 0; posting.get(); i++) {
                HttpResponse<String> r = actions(id, "application/json", "[{\"act\":\"move\",\"by\":\""
                        + (i % 2 == 0 ? "white" : "black") + "\",\"move\":\"" + new String[] {"Nf3", "Nf6", "Ng1", "Ng8"}[i % 4]
                        + "\"}]");
                answers.add(r.statusCode() + " " + r.body());
            }
        }, "poster");
        poster.start();
        try {
            for (int screen = 0; screen < 300; screen++) {
                try (Socket socket = new Socket("127.0.0.1", port)) {
                    socket.getOutputStream().write(("GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:" + port
                            + "\r\nAccept: text/event-stream\r\nAuthorization: " + bearer(Role.ARBITER) + "\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
                    assertThat(socket.getInputStream().read()).as("the head of screen %d's stream", screen).isNotNegative();
                    // dropped, not ended: the service learns it from a write that fails
                    socket.setSoLinger(true, 0);
                }
            }
        } finally {
            posting.set(false);
            poster.join(30_000);
        }

        assertThat(answers).isNotEmpty().allSatisfy(answer -> assertThat(answer).startsWith("200 "));
        try (SseClient all = new SseClient(base() + "/api/games/" + id + "/stream?after=0", null, bearer(Role.ARBITER))) {
            assertThat(all.take(1 + answers.size(), PATIENCE)).extracting(SseClient.Event::type)
                    .hasSize(1 + answers.size()).containsOnly("GameOpened", "ActionRecorded");
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
        CountDownLatch appended = new CountDownLatch(1);
        CountDownLatch commit = new CountDownLatch(1);
        Thread slowArbiter = new Thread(() -> {
            DefaultUnitOfWork<?> unit = DefaultUnitOfWork.startAndGet(null);
            unit.attachTransaction(transactions);
            unit.execute(() -> {
                eventStore.publish(new GenericDomainEventMessage<>("Game", lateGame, 0, new GameOpened(lateGame,
                        Map.of(), "chess-code-1897", "White", "Black", null, null,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"), MetaData.emptyInstance(), lateEvent,
                        Instant.now()));
                CurrentUnitOfWork.get().onPrepareCommit(u -> {
                    appended.countDown();
                    awaitQuietly(commit);
                });
            });
        });
        String lastSeen;
        try (SseClient client = new SseClient(base() + "/api/stream", null, bearer(Role.ARBITER))) {
            sleep(300);
            slowArbiter.start();
            assertThat(appended.await(10, TimeUnit.SECONDS)).isTrue();
            actions(game, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");
            lastSeen = next(client, "ActionRecorded", game).id();
        } finally {
            commit.countDown();
            slowArbiter.join(10_000);
        }
        long latePosition = positionOf(lateEvent);
        assertThat(position(lastSeen)).isGreaterThan(latePosition);
        assertThat(outstanding(lastSeen)).as("the positions the id lists as outstanding").contains(latePosition);

        try (SseClient back = new SseClient(base() + "/api/stream", lastSeen, bearer(Role.ARBITER))) {
            SseClient.Event late = next(back, "GameOpened", lateGame);
            assertThat(object(late.data()).get("eventId")).isEqualTo(lateEvent);
        }
    }

    /** Where the event store put the event with this id. */
    private long positionOf(String eventId) throws InterruptedException {
        try (BlockingStream<TrackedEventMessage<?>> all = eventStore.openStream(null)) {
            while (all.hasNextAvailable()) {
                TrackedEventMessage<?> e = all.nextAvailable();
                if (eventId.equals(e.getIdentifier())) {
                    return e.trackingToken().position().orElseThrow();
                }
            }
        }
        throw new AssertionError("no event " + eventId + " in the store");
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
