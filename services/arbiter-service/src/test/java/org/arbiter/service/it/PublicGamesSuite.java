package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 44, item 8: whether a tournament's games are public is changed after the import, by an
 * official (an admin, or one of its arbiters), as an event on the tournament's record; every read
 * path follows it for the games already opened: one game, the list, the stream, the relay's feed
 * read without a session, and the standings. Anyone else is refused, and nothing changes.
 */
@org.junit.jupiter.api.Tag("public-games")
abstract class PublicGamesSuite extends InContext {
    @Autowired
    JdbcTemplate jdbc;

    private String tournament;
    private String game;
    private String otherArbiter;

    @BeforeEach
    void aPrivateTournamentWithAPublicFeedAndAGameInPlay() {
        String run = UUID.randomUUID().toString().substring(0, 8);
        String trf = TournamentSuite.trf().replaceFirst("(?m)^012 .*$", "012 Private Open " + run);
        HttpResponse<String> made = post("/api/tournaments?id=private-" + run, "text/plain", trf);
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        tournament = (String) object(made.body()).get("id");
        assertThat(object(made.body())).containsEntry("publicGames", false);
        assertThat(put("/api/tournaments/" + tournament + "/broadcast", "{\"feed\":\"public\",\"delayMinutes\":0}")
                .statusCode()).isEqualTo(200);
        assertThat(post("/api/tournaments/" + tournament + "/rounds/2", "text/plain", trf).statusCode()).isEqualTo(201);
        game = tournament + "-r2-b1";
        assertThat(actions(game, "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}").statusCode())
                .isEqualTo(200);
        String name = "public-arbiter-" + run;
        users().add(name, Role.ARBITER, Set.of("Another Open " + run), null);
        otherArbiter = "Bearer " + users().tokenFor(name).token();
    }

    private HttpResponse<String> setPublic(String authorization, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base() + "/api/tournaments/" + tournament
                + "/public")).header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(body));
        return authorization == null ? sendAnonymously(request.build())
                : send(request.header("Authorization", authorization).build());
    }

    private int asDisplay(String path) {
        return status(HttpRequest.newBuilder(URI.create(base() + path)).header("Authorization", bearer(Role.DISPLAY))
                .GET().build());
    }

    private boolean displayListsTheGame() {
        HttpResponse<String> list = send(HttpRequest.newBuilder(URI.create(base() + "/api/games?limit=10000"))
                .header("Authorization", bearer(Role.DISPLAY)).GET().build());
        return array(list.body()).stream().anyMatch(g -> game.equals(g.get("id")));
    }

    /** The round's feed as a relay reads it, without a session. */
    private String feed() {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/feeds/" + tournament
                + "/rounds/2.pgn")).GET().build()).body();
    }

    private List<String> recordEvents() {
        return jdbc.queryForList("select payload_type from domain_event_entry where aggregate_identifier = ? "
                + "order by sequence_number", String.class, "tournament/" + tournament);
    }

    @Test
    void anOfficialMakesATournamentPublicAndEveryReaderOfTheGamesAlreadyOpenedFollowsThenNotPublicAgain()
            throws Exception {
        assertThat(asDisplay("/api/games/" + game)).isEqualTo(403);
        assertThat(asDisplay("/api/tournaments/" + tournament + "/standings")).isEqualTo(403);
        assertThat(displayListsTheGame()).isFalse();
        assertThat(feed()).doesNotContain("Tarrasch");

        try (SseClient display = new SseClient(base() + "/api/stream", null, bearer(Role.DISPLAY))) {
            actions(game, "application/json", "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}");
            assertThat(display.take(1, Duration.ofSeconds(2))).as("a move of a game not public").isEmpty();

            HttpResponse<String> made = setPublic(bearer(Role.OFFICIAL), "{\"public\":true}");

            assertThat(made.statusCode()).as(made.body()).isEqualTo(200);
            assertThat(object(made.body())).containsEntry("publicGames", true);
            actions(game, "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\"}");
            assertThat(display.take(1, PATIENCE)).as("the display's stream, once public").singleElement()
                    .satisfies(e -> assertThat(e.data()).contains(game).contains("Nf3"));
        }
        assertThat(asDisplay("/api/games/" + game)).isEqualTo(200);
        assertThat(asDisplay("/api/tournaments/" + tournament + "/standings")).isEqualTo(200);
        assertThat(displayListsTheGame()).isTrue();
        assertThat(feed()).contains("[White \"Tarrasch,Siegbert\"]").contains("2. Nf3");
        assertThat(object(get("/api/tournaments/" + tournament).body())).containsEntry("publicGames", true);
        assertThat(recordEvents()).singleElement().asString().endsWith("PublicSet");

        HttpResponse<String> back = setPublic(bearer(Role.ARBITER), "{\"public\":false}");

        assertThat(back.statusCode()).as(back.body()).isEqualTo(200);
        assertThat(asDisplay("/api/games/" + game)).isEqualTo(403);
        assertThat(asDisplay("/api/tournaments/" + tournament + "/standings")).isEqualTo(403);
        assertThat(displayListsTheGame()).isFalse();
        assertThat(feed()).doesNotContain("Tarrasch");
        assertThat(recordEvents()).hasSize(2);
    }

    @Test
    void onlyOfficialsAdminsAndTheTournamentsArbitersSayWhetherItsGamesArePublicAndARefusalChangesNothing() {
        assertThat(setPublic(otherArbiter, "{\"public\":true}").statusCode()).as("another tournament's arbiter")
                .isEqualTo(403);
        assertThat(setPublic(bearer(Role.DISPLAY), "{\"public\":true}").statusCode()).as("a display").isEqualTo(403);
        assertThat(setPublic(bearer(Role.BOARD), "{\"public\":true}").statusCode()).as("a board").isEqualTo(403);
        assertThat(setPublic(null, "{\"public\":true}").statusCode()).as("anonymous").isEqualTo(401);
        HttpResponse<String> bad = setPublic(bearer(Role.OFFICIAL), "{\"public\":\"yes\"}");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("public");
        HttpResponse<String> same = setPublic(bearer(Role.ADMIN), "{\"public\":false}");
        assertThat(same.statusCode()).as(same.body()).isEqualTo(200);

        assertThat(object(get("/api/tournaments/" + tournament).body())).containsEntry("publicGames", false);
        assertThat(recordEvents()).as("nothing on the tournament's record").isEmpty();
        assertThat(asDisplay("/api/games/" + game)).isEqualTo(403);
    }
}
