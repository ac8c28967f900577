package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.security.Role;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One event a projection cannot handle stops no other game: the failure is recorded with its game
 * and event, health names it, and the projection goes on. The event is one stored before the limits
 * (a player's name longer than the board's column), put in the event store as such a build stored it.
 */
@Tag("processing-failures")
abstract class ProcessingFailuresSuite extends InContext {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Autowired
    PlatformTransactionManager transactions;

    @Test
    void anEventTheBoardCannotHoldIsRecordedWithItsGameAndEveryOtherGameGoesOn() {
        String bad = "stored-before-limits-" + UUID.randomUUID();
        String name = "N".repeat(300);
        new TransactionTemplate(transactions).executeWithoutResult(status -> eventStore.publish(
                new GenericDomainEventMessage<>("Game", bad, 0, new GameOpened(bad, Map.of("white", name), "chess-code-1897",
                        name, "Black", null, null, START, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"))));

        String next = open("{\"header\":{\"white\":\"Next\"}}");
        actions(next, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");

        eventually(() -> assertThat(object(get("/api/games/" + next).body())).containsEntry("actions", 1L));
        assertThat(get("/api/games/" + bad).statusCode()).isEqualTo(404);
        // the component's: a game another suite tampered with makes the whole TAMPERED, which outranks it
        assertThat(((Map<?, ?>) ((Map<?, ?>) health().get("components")).get("processing")).get("status"))
                .isEqualTo("DEGRADED");
        assertThat(health().get("status")).isIn("DEGRADED", "TAMPERED");
        assertThat(failures()).anySatisfy(f -> {
            assertThat(f).containsEntry("processor", "board").containsEntry("gameId", bad).containsEntry("sequence", 0L)
                    .containsEntry("eventType", "GameOpened");
            assertThat(f.get("eventId")).isNotNull();
        });
    }

    @Test
    void everyValueTheContractAcceptsFitsTheProjectionsAndNothingIsLeftOut() {
        String text = "t".repeat(4_000);
        String household = open("{\"header\":{\"code\":\"household-chess\"}}");
        String kings = "W:WK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16"
                + ":BK17,K18,K19,K20,K21,K22,K23,K24,K25,K26,K27,K28,K29,K30,K31,K32";
        String draughts = open("{\"header\":{\"game\":\"draughts\",\"start\":\"" + kings + "\"}}");

        HttpResponse<String> decided = actions(household, "application/json", "[{\"act\":\"refer\",\"by\":\"white\","
                + "\"question\":\"" + text + "\"},{\"act\":\"decide\",\"by\":\"arbiter\",\"decision\":\"" + text + "\"}]");

        assertThat(decided.statusCode()).isEqualTo(200);
        eventually(() -> assertThat(array(get("/api/rulings?game=" + household).body()))
                .anySatisfy(r -> assertThat(r.get("text").toString()).contains("(" + text + "): " + text)));
        eventually(() -> assertThat(object(get("/api/games/" + draughts).body())).containsEntry("fen", kings));
        assertThat(failures()).noneSatisfy(f -> assertThat(f.get("gameId")).isIn(household, draughts));
    }

    /** {@code /actuator/health} as the admin reads it. */
    private Map<String, Object> health() {
        HttpResponse<String> health = send(HttpRequest.newBuilder(URI.create(base() + "/actuator/health"))
                .header("Authorization", bearer(Role.ADMIN)).GET().build());
        assertThat(health.statusCode()).isEqualTo(200);
        return object(health.body());
    }

    /** The failures health names, none when it names none. */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> failures() {
        Map<String, Object> processing = (Map<String, Object>) ((Map<String, Object>) health().get("components"))
                .get("processing");
        Object details = processing == null ? null : processing.get("details");
        return details == null ? List.of()
                : (List<Map<String, Object>>) ((Map<String, Object>) details).getOrDefault("failures", List.of());
    }
}
