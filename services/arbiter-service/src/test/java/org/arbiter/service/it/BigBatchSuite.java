package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * One request of any size the service takes delays no other game (issue 45): while one game is
 * sent a batch of 10,000 acts (refused now, 413 naming the first act past the limit) or of the most
 * acts one request may hold, another game posts an act every half second and its live board
 * (the {@code board} projection, {@code GET /api/games/{id}}) must show each one after its 200,
 * within the suites' patience; the test prints the longest wait. On the old code the batch was answered 200 and the board stood still from then on, every
 * processor stuck at one position until the heap ran out.
 */
@Tag("big-batch")
abstract class BigBatchSuite extends InContext {
    /**
     * Far above the second the service aims at, which is a benchmark's to measure (the test machine
     * may be loaded): the old code's board never caught up at all, until the heap ran out.
     */
    private static final long BOARD_LAG_MS = PATIENCE.toMillis();
    private static final String TOUCH = "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\"}";

    @Test
    void aBatchOfTenThousandActsToOneGameLeavesAnotherGamesLiveBoardMoving() throws Exception {
        assertLiveBoardKeepsMovingBeside(10_000);
    }

    @Test
    void theLargestBatchTheServiceTakesLeavesAnotherGamesLiveBoardMoving() throws Exception {
        assertThat(assertLiveBoardKeepsMovingBeside(JsonInput.MAX_ACTS)).isEqualTo(200);
    }



    /**
     * Posts a batch of {@code acts} touches to one game while another game posts an act every half
     * second, and checks that the other game's board shows each of its acts within
     * {@link #BOARD_LAG_MS}, during the batch and for ten seconds after its answer.
     */
    int assertLiveBoardKeepsMovingBeside(int acts) throws Exception {
        String sentinel = open("{\"header\":{\"event\":\"sentinel\"}}");
        String victim = open("{\"header\":{\"event\":\"victim-batch\"}}");
        actions(sentinel, "application/json", TOUCH);
        eventually(() -> assertThat(object(get("/api/games/" + sentinel).body())).containsEntry("actions", 1L));

        StringBuilder batch = new StringBuilder(acts * 45).append('[');
        for (int i = 0; i < acts; i++) {
            batch.append(i == 0 ? "" : ",").append(TOUCH);
        }
        String body = batch.append(']').toString();
        CompletableFuture<HttpResponse<String>> big = CompletableFuture.supplyAsync(
                () -> actions(victim, "application/json", body));

        List<String> late = new ArrayList<>();
        long maxLag = 0;
        long watchUntil = Long.MAX_VALUE;
        while (System.nanoTime() < watchUntil) {
            HttpResponse<String> r = actions(sentinel, "application/json", TOUCH);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            long seq = (Long) ((Map<?, ?>) ((List<?>) object(r.body()).get("actions")).get(0)).get("seq");
            long acknowledged = System.nanoTime();
            long shown = -1;
            while (System.nanoTime() - acknowledged < TimeUnit.MILLISECONDS.toNanos(BOARD_LAG_MS)) {
                if ((Long) object(get("/api/games/" + sentinel).body()).get("actions") >= seq) {
                    shown = System.nanoTime();
                    break;
                }
                sleep(20);
            }
            if (shown < 0) {
                late.add("act " + seq + " not on the board " + BOARD_LAG_MS + " ms after its 200; processors: "
                        + asAdmin("/api/admin/processors").body());
                break;
            }
            maxLag = Math.max(maxLag, TimeUnit.NANOSECONDS.toMillis(shown - acknowledged));
            if (big.isDone() && watchUntil == Long.MAX_VALUE) {
                watchUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            }
            sleep(500);
        }
        HttpResponse<String> answer = big.get(5, TimeUnit.MINUTES);
        System.out.println("batch of " + acts + " acts: " + answer.statusCode() + "; the other game's board lagged at most "
                + maxLag + " ms");
        assertThat(late).as("the batch was answered " + answer.statusCode()).isEmpty();
        if (answer.statusCode() == 200) {
            eventually(() -> assertThat(object(get("/api/games/" + victim).body())).containsEntry("actions", (long) acts));
        } else {
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(413);
            assertThat(object(answer.body())).containsEntry("error", "too-large").containsEntry("stored", 0L)
                    .containsEntry("line", JsonInput.MAX_ACTS + 1L);
            assertThat(recordedActions(victim)).isZero();
        }
        HttpResponse<String> health = asAdmin("/actuator/health");
        assertThat(health.statusCode()).as(health.body()).isEqualTo(200);
        return answer.statusCode();
    }

    private HttpResponse<String> asAdmin(String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("Authorization", bearer(Role.ADMIN)).GET().build());
    }
}
