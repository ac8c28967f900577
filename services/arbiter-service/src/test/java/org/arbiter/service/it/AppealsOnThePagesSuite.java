package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 44, item 6: an appeal lodged and decided through the service's own endpoints, as the pages
 * do, each an act on the game's record that the law engine rules. An appeal is lodged now, its time
 * of play the service's; one lodged later than the tournament's appealWithin is refused by the
 * engine's ruling, which the answer gives. The game's arbiters and the officials lodge, the
 * officials decide, and a refusal stores nothing.
 */
@org.junit.jupiter.api.Tag("appeals-pages")
abstract class AppealsOnThePagesSuite extends InContext {
    /** White's illegal move, Bf1-b6 five minutes into play: the ruling appealed against, at act 3. */
    private static final String RULED = """
            {"act":"move","by":"white","move":"e4","at":10}
            {"act":"move","by":"black","move":"e5","at":20}
            {"act":"move","by":"white","from":"f1","to":"b6","at":"PT5M"}
            """;
    private static final int RULING = 3;

    private String tournament;
    private String game;
    private String otherArbiter;

    @BeforeEach
    void aPairedGameWithARuling() {
        String run = UUID.randomUUID().toString().substring(0, 8);
        String trf = TournamentSuite.trf().replaceFirst("(?m)^012 .*$", "012 Appeals Open " + run);
        HttpResponse<String> made = post("/api/tournaments?code=fide-2023&appealWithin=PT30M&id=appeals-" + run,
                "text/plain", trf);
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        tournament = (String) object(made.body()).get("id");
        assertThat(post("/api/tournaments/" + tournament + "/rounds/2", "text/plain", trf).statusCode()).isEqualTo(201);
        game = tournament + "-r2-b1";
        HttpResponse<String> ruled = actions(game, "application/x-ndjson", RULED);
        assertThat(ruled.statusCode()).as(ruled.body()).isEqualTo(200);
        assertThat(ruled.body()).contains("\"seq\":" + RULING + ",\"rulings\":[{");
        String name = "appeals-arbiter-" + run;
        users().add(name, Role.ARBITER, Set.of("Another Open " + run), null);
        otherArbiter = "Bearer " + users().tokenFor(name).token();
    }

    private HttpResponse<String> as(String authorization, String path, String json) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        return authorization == null ? sendAnonymously(request.build())
                : send(request.header("Authorization", authorization).build());
    }

    private HttpResponse<String> lodge(String authorization, String grounds) {
        return as(authorization, "/api/games/" + game + "/appeals",
                "{\"by\":\"white\",\"ruling\":" + RULING + ",\"grounds\":\"" + grounds + "\"}");
    }

    /** The payload of the event that recorded act {@code seq}, from the game's signed record. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> act(int seq) {
        Map<String, Object> record = (Map<String, Object>) object(get("/api/games/" + game + "/record").body()).get("record");
        return ((List<Map<String, Object>>) record.get("events")).stream().map(e -> (Map<String, Object>) e.get("payload"))
                .filter(p -> p.get("action") != null && Long.valueOf(seq).equals(p.get("seq")))
                .findFirst().orElseThrow(() -> new AssertionError("no act " + seq + " on the record"));
    }

    private URI uri(String path) {
        return URI.create(base() + path);
    }

    @Test
    void anAppealLodgedByAnOfficialWithinTheTimeAllowedIsHeardAndTheCommitteesDecisionIsAnActOnTheRecord() {
        HttpResponse<String> lodged = lodge(bearer(Role.OFFICIAL), "the Bishop was only adjusted");
        assertThat(lodged.statusCode()).as(lodged.body()).isEqualTo(200);
        Map<String, Object> appeal = object(lodged.body());
        assertThat(appeal).containsEntry("heard", true).containsEntry("seq", 4L);
        assertThat(json(appeal.get("notices"))).contains("White appeals against the ruling").contains("at act 3");
        // the record holds the act as the law engine writes it: its time in seconds
        double at = ((Number) ((Map<?, ?>) act(4).get("action")).get("at")).doubleValue();
        assertThat(Duration.ofMillis(Math.round(at * 1000))).as("lodged now: five minutes into play and the moments since")
                .isBetween(Duration.ofMinutes(5), Duration.ofMinutes(6));
        // the list finds the games with rulings in the rulings ledger, a projection that follows within moments
        eventually(() -> assertThat(array(get("/api/appeals?tournament=" + tournament).body())).singleElement()
                .satisfies(a -> assertThat(a).containsEntry("game", game).containsEntry("lodgedAt", 4L)
                        .containsEntry("ruling", 3L).containsEntry("status", "lodged")
                        .containsEntry("grounds", "the Bishop was only adjusted")));

        HttpResponse<String> decided = as(bearer(Role.OFFICIAL), "/api/games/" + game + "/appeals/4/decision",
                "{\"decision\":\"overturned\",\"reasons\":\"the video shows an adjustment\"}");

        assertThat(decided.statusCode()).as(decided.body()).isEqualTo(200);
        assertThat(object(decided.body())).containsEntry("heard", true).containsEntry("seq", 5L);
        assertThat(decided.body()).contains("test-official overturns the ruling");
        @SuppressWarnings("unchecked")
        Map<String, Object> decision = (Map<String, Object>) act(5).get("action");
        assertThat(decision).containsEntry("act", "decide-appeal").containsEntry("decision", "overturned")
                .containsEntry("deciders", List.of(TestUsers.name(Role.OFFICIAL)));
        assertThat(array(get("/api/games/" + game + "/appeals").body())).singleElement().satisfies(a -> assertThat(a)
                .containsEntry("status", "overturned").containsEntry("decidedAt", 5L));
        assertThat(array(get("/api/appeals?tournament=" + tournament).body())).isEmpty();
        assertThat(array(get("/api/appeals?status=all&tournament=" + tournament).body())).singleElement()
                .satisfies(a -> assertThat(json(a.get("decision"))).contains("overturns"));
    }

    @Test
    void anAppealLodgedLaterThanTheTournamentAllowsIsRefusedByTheEnginesRulingWhichTheAnswerGives() {
        assertThat(actions(game, "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\",\"at\":\"PT40M\"}")
                .statusCode()).isEqualTo(200);

        HttpResponse<String> late = lodge(bearer(Role.ARBITER), "too late");

        assertThat(late.statusCode()).as(late.body()).isEqualTo(200);
        assertThat(object(late.body())).containsEntry("heard", false);
        assertThat(late.body()).contains("The appeal is refused: it was lodged PT3").contains("the tournament allows PT30M");
        assertThat(array(get("/api/games/" + game + "/appeals").body())).isEmpty();
    }

    @Test
    void anAppealIsLodgedByTheGamesArbitersAndTheOfficialsAndDecidedByTheOfficialsAloneAndARefusalStoresNothing() {
        int before = recordedActions(game);
        assertThat(lodge(otherArbiter, "x").statusCode()).as("another tournament's arbiter").isEqualTo(403);
        assertThat(lodge(bearer(Role.DISPLAY), "x").statusCode()).as("a display").isEqualTo(403);
        assertThat(lodge(bearer(Role.ADMIN), "x").statusCode()).as("an admin").isEqualTo(403);
        assertThat(lodge(null, "x").statusCode()).as("anonymous").isEqualTo(401);
        assertThat(recordedActions(game)).isEqualTo(before);

        HttpResponse<String> lodged = lodge(bearer(Role.ARBITER), "the game's arbiter lodges it");
        assertThat(lodged.statusCode()).as(lodged.body()).isEqualTo(200);
        String decision = "{\"decision\":\"upheld\",\"reasons\":\"no adjustment was announced\"}";
        String path = "/api/games/" + game + "/appeals/4/decision";
        for (String refused : List.of(bearer(Role.ARBITER), otherArbiter, bearer(Role.DISPLAY), bearer(Role.ADMIN))) {
            assertThat(as(refused, path, decision).statusCode()).isEqualTo(403);
        }
        assertThat(as(null, path, decision).statusCode()).isEqualTo(401);
        assertThat(recordedActions(game)).isEqualTo(before + 1);
        assertThat(as(bearer(Role.OFFICIAL), path, decision).statusCode()).isEqualTo(200);
        assertThat(array(get("/api/games/" + game + "/appeals").body())).singleElement()
                .satisfies(a -> assertThat(a).containsEntry("status", "upheld"));
    }

    @Test
    void aFieldTheServiceSetsItselfIsRefusedNamingIt() {
        HttpResponse<String> r = as(bearer(Role.OFFICIAL), "/api/games/" + game + "/appeals",
                "{\"by\":\"white\",\"ruling\":3,\"grounds\":\"g\",\"at\":1}");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("field", "at");
        assertThat(recordedActions(game)).isEqualTo(RULING);
    }

    @Test
    void anAppealOrADecisionOnAGameThatDoesNotExistIsNotFound() {
        String none = "no-such-game-" + UUID.randomUUID();

        assertThat(as(bearer(Role.OFFICIAL), "/api/games/" + none + "/appeals",
                "{\"by\":\"white\",\"ruling\":3,\"grounds\":\"g\"}").statusCode()).isEqualTo(404);
        assertThat(as(bearer(Role.OFFICIAL), "/api/games/" + none + "/appeals/4/decision",
                "{\"decision\":\"upheld\",\"reasons\":\"r\"}").statusCode()).isEqualTo(404);
        assertThat(as(bearer(Role.ARBITER), "/api/games/" + none + "/appeals",
                "{\"by\":\"white\",\"ruling\":3,\"grounds\":\"g\"}").statusCode()).isEqualTo(404);
    }
}
