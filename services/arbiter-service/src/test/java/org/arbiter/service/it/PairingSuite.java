package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arbiter.pairing.Dutch;
import org.arbiter.pairing.Pair;
import org.arbiter.service.security.Role;
import org.arbiter.service.tournament.RoundPaired;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Issue 46: the next round paired by the Dutch system from the tournament's own record (the results
 * its games recorded, the byes kept and asked for, the withdrawals), shown with the checker's verdict,
 * published; the pairing and its publication events on the tournament's record, a re-pairing after a
 * corrected result too. Run alone: {@code -Dtest=OnH2Test -Dgroups=pairing-page}.
 */
@Tag("pairing-page")
abstract class PairingSuite extends InContext {
    @Autowired
    JdbcClient db;

    private static final String DRAW = """
            {"act":"move","by":"white","move":"e4"}
            {"act":"move","by":"black","move":"e5"}
            {"act":"offer-draw","by":"white"}
            {"act":"accept-draw","by":"black"}
            """;

    /** White's Bishop twice jumps its own Pawn (FIDE 7.5.5): the second illegal move, act 4, loses (TournamentSuite). */
    private static final String TWO_ILLEGAL_MOVES = """
            {"act":"move","by":"white","move":"e4","at":20}
            {"act":"move","by":"black","move":"e5","at":40}
            {"act":"move","by":"white","from":"f1","to":"b6","at":50}
            {"act":"move","by":"white","from":"f1","to":"h6","at":70}
            """;

    private String imported(String trf, String query) {
        HttpResponse<String> made = post("/api/tournaments?code=fide-2023" + query, "text/plain", trf);
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        return (String) object(made.body()).get("id");
    }

    private HttpResponse<String> pair(String t, int round, String body) {
        return post("/api/tournaments/" + t + "/rounds/" + round + "/pairing", "application/json", body);
    }

    private HttpResponse<String> publish(String t, int round) {
        return post("/api/tournaments/" + t + "/rounds/" + round + "/pairing/publish", "application/json", "");
    }

    private void play(String game, String lines) {
        HttpResponse<String> r = actions(game, "application/x-ndjson", lines);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    /** The payload types on the tournament's record, in order. */
    private List<String> record(String t) {
        return db.sql("select payload_type from domain_event_entry where aggregate_identifier = ? order by sequence_number")
                .param("tournament/" + t).query(String.class).list().stream()
                .map(type -> type.substring(type.lastIndexOf('.') + 1)).toList();
    }

    /** The proposal's boards and pairing-allocated bye as the engine's pairs, byes last. */
    @SuppressWarnings("unchecked")
    private static List<Pair> pairs(Map<String, Object> view) {
        List<Pair> pairs = new ArrayList<>();
        for (Map<String, Object> b : (List<Map<String, Object>>) view.get("boards")) {
            pairs.add(new Pair(((Number) b.get("white")).intValue(), ((Number) b.get("black")).intValue()));
        }
        for (Map<String, Object> b : (List<Map<String, Object>>) view.get("byes")) {
            if ("U".equals(b.get("code"))) {
                pairs.add(new Pair(((Number) b.get("start")).intValue(), 0));
            }
        }
        return pairs;
    }

    /**
     * StandingsSuite's tournament, its two rounds published from the TRF and played as there (Alpha
     * wins both, Bravo and Delta draw, Delta beats Charlie; Echo had the pairing-allocated bye, Bravo a
     * half-point bye), Charlie withdrawn and Delta a half-point bye asked for in round 3: round 3 from
     * the record is the pairing {@code ./arbiter pair --dutch -p} gives for the same tournament's TRF with
     * those results and byes written in; without Echo's bye kept, the system would pair otherwise (C2).
     */
    @SuppressWarnings("unchecked")
    @Test
    void aRoundPairedFromTheRecordIsThePairingPairDutchGivesForTheSameTrf() {
        String t = imported(StandingsSuite.trf(), "");
        for (int round = 1; round <= 2; round++) {
            HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/" + round + "?confirm=true",
                    "text/plain", StandingsSuite.trf());
            assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        }
        play(t + "-r1-b1", "{\"act\":\"resign\",\"by\":\"black\"}");
        play(t + "-r1-b2", DRAW);
        play(t + "-r2-b1", "{\"act\":\"resign\",\"by\":\"white\"}");
        play(t + "-r2-b2", "{\"act\":\"resign\",\"by\":\"black\"}");
        String same = StandingsSuite.trf()
                .replace("3 w       5 b", "3 w 1     5 b 1").replace("4 w    0000 - H", "4 w =  0000 - H")
                .replace("1 b       4 b", "1 b 0     4 b 0  0000 - Z").replace("2 b       3 w", "2 b =     3 w 1  0000 - H")
                .replace("0000 - U     1 w", "0000 - U     1 w 0");

        HttpResponse<String> r = pair(t, 3, "{\"byes\":{\"4\":\"H\"},\"withdrawn\":[3]}");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        Map<String, Object> view = object(r.body());
        assertThat(pairs(view)).isEqualTo(Dutch.pair(same))
                .as("the pairing if Echo's bye were not kept").isNotEqualTo(Dutch.pair(same.replace("0000 - U", "        ")));
        assertThat((Map<String, Object>) view.get("verdict")).containsEntry("agrees", true)
                .containsEntry("findings", List.of());
        assertThat(Dutch.pair((String) view.get("trf"))).as("the file it shows").isEqualTo(Dutch.pair(same));
        assertThat(record(t)).containsExactly("RoundPaired");
    }

    /**
     * The pairing is an event on the record; its publication another, which opens a game a board and
     * keeps the byes for the standings; a requested bye and a withdrawal keep the players out, the
     * withdrawn one from every round after too; a published round is not paired again (409 naming
     * its games, and which have begun).
     */
    @SuppressWarnings("unchecked")
    @Test
    void aPairingAndItsPublicationAreEventsOnTheRecordThatOpenTheGamesAndKeepTheByes() {
        String t = imported(TournamentSuite.trf(), "");
        HttpResponse<String> first = pair(t, 1, "{\"rounds\":3,\"byes\":{\"2\":\"H\"},\"withdrawn\":[4]}");
        assertThat(first.statusCode()).as(first.body()).isEqualTo(201);
        Map<String, Object> view = object(first.body());
        assertThat((List<Map<String, Object>>) view.get("boards")).singleElement()
                .satisfies(b -> assertThat(Set.of(b.get("white"), b.get("black"))).isEqualTo(Set.of(1L, 3L)));
        assertThat((List<Map<String, Object>>) view.get("byes")).extracting(b -> b.get("start") + " " + b.get("kind"))
                .containsExactlyInAnyOrder("2 half-point bye", "4 withdrawn");

        HttpResponse<String> published = publish(t, 1);

        assertThat(published.statusCode()).as(published.body()).isEqualTo(201);
        assertThat(record(t)).containsExactly("RoundPaired", "RoundPublished");
        String game = (String) ((List<Map<String, Object>>) object(published.body()).get("boards")).get(0).get("gameId");
        assertThat(game).isEqualTo(t + "-r1-b1");
        assertThat(object(get("/api/games/" + game + "/review").body()).get("header").toString())
                .contains("round=1").contains("board=1");
        assertThat(db.sql("select start_rank, outcome from tournament_bye where tournament_id = ? and round_no = 1 "
                + "order by start_rank").param(t).query((rs, n) -> rs.getInt(1) + rs.getString(2)).list())
                .containsExactly("2H", "4Z");
        play(game, "{\"act\":\"resign\",\"by\":\"black\"}");

        HttpResponse<String> again = pair(t, 1, "{\"rounds\":3}");
        assertThat(again.statusCode()).as(again.body()).isEqualTo(409);
        assertThat(object(again.body())).containsEntry("error", "round-published");
        assertThat((String) object(again.body()).get("message")).contains("round 1, board 1").contains(game)
                .contains("begun");
        assertThat(record(t)).hasSize(2);

        HttpResponse<String> second = pair(t, 2, "{\"rounds\":3}");
        assertThat(second.statusCode()).as(second.body()).isEqualTo(201);
        assertThat((List<Map<String, Object>>) object(second.body()).get("byes"))
                .extracting(b -> b.get("start") + " " + b.get("kind")).contains("4 withdrawn");
        assertThat(pairs(object(second.body()))).noneMatch(p -> p.white() == 4 || p.black() == 4);
    }

    /**
     * A result corrected on appeal after the round was paired: the pairing waiting says so, is stale
     * and is not published (409 naming the game and both results); paired again, the new pairing replaces it,
     * an event of its own saying so and naming the correction, and is published.
     */
    @SuppressWarnings("unchecked")
    @Test
    void aResultCorrectedAfterThePairingMakesItStaleAndTheRoundIsPairedAgainInItsPlace() {
        String t = imported(TournamentSuite.trf(), "&appealWithin=PT10M");
        assertThat(pair(t, 1, "{\"rounds\":3}").statusCode()).isEqualTo(201);
        List<Map<String, Object>> boards = (List<Map<String, Object>>) object(publish(t, 1).body()).get("boards");
        String ruled = (String) boards.get(0).get("gameId");
        play(ruled, TWO_ILLEGAL_MOVES);
        play((String) boards.get(1).get("gameId"), DRAW);
        HttpResponse<String> before = pair(t, 2, "{\"rounds\":3}");
        assertThat(before.statusCode()).as(before.body()).isEqualTo(201);
        assertThat(object(before.body())).containsEntry("replaces", false);

        play(ruled, String.join("\n",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":3,\"grounds\":\"the Bishop was adjusted\",\"at\":200}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":5,\"decision\":\"overturned\","
                        + "\"reasons\":\"the video shows an adjustment\",\"deciders\":[\"Appeals Committee\"]}",
                "{\"act\":\"resign\",\"by\":\"black\",\"at\":400}"));
        HttpResponse<String> waiting = get("/api/tournaments/" + t + "/rounds/2/pairing");
        assertThat(waiting.statusCode()).as(waiting.body()).isEqualTo(200);
        assertThat((List<String>) object(waiting.body()).get("corrected")).singleElement().asString()
                .contains(ruled).contains("paired from 0-1, now 1-0");
        HttpResponse<String> stale = publish(t, 2);

        assertThat(stale.statusCode()).as(stale.body()).isEqualTo(409);
        assertThat(object(stale.body())).containsEntry("error", "stale-pairing");
        assertThat((String) object(stale.body()).get("message")).contains(ruled).contains("paired from 0-1, now 1-0");
        assertThat(get("/api/tournaments/" + t + "/rounds/2").statusCode()).as("nothing published").isEqualTo(404);

        HttpResponse<String> again = pair(t, 2, "{\"rounds\":3}");
        assertThat(again.statusCode()).as(again.body()).isEqualTo(201);
        assertThat(object(again.body())).containsEntry("replaces", true);
        assertThat((List<String>) object(again.body()).get("corrected")).singleElement().asString()
                .contains(ruled).contains("paired from 0-1, now 1-0");
        assertThat(publish(t, 2).statusCode()).isEqualTo(201);
        assertThat(get("/api/tournaments/" + t + "/rounds/2/pairing").statusCode()).as("published: none waits")
                .isEqualTo(404);
        assertThat(record(t)).containsExactly("RoundPaired", "RoundPublished", "RoundPaired", "RoundPaired",
                "RoundPublished");
        RoundPaired replacing = (RoundPaired) eventStore.readEvents("tournament/" + t, 3).next().getPayload();
        assertThat(replacing.replaces()).isTrue();
        assertThat(replacing.round()).isEqualTo(2);
        assertThat(replacing.pairedFrom()).contains(new RoundPaired.Basis(ruled, "1-0"));
    }

    /** Bad states: each a clear answer naming what is wrong, and nothing on the record. */
    @Test
    void aRoundThatCannotBePairedOrPublishedIsRefusedNamingWhyAndNothingIsRecorded() {
        String t = imported(TournamentSuite.trf(), "");
        assertThat(pair(t, 1, "").body()).contains("rounds").contains("XXR");
        assertThat(pair(t, 2, "{\"rounds\":3}").body()).contains("the next round of").contains("is 1");
        assertThat(pair(t, 4, "{\"rounds\":3}").statusCode()).isEqualTo(400);
        HttpResponse<String> unknown = pair(t, 1, "{\"rounds\":3,\"byes\":{\"9\":\"H\"}}");
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(unknown.body()).contains("starting rank 9");
        HttpResponse<String> code = pair(t, 1, "{\"rounds\":3,\"byes\":{\"2\":\"X\"}}");
        assertThat(code.statusCode()).isEqualTo(400);
        assertThat(code.body()).contains("'X'").contains("H (half a point)");
        HttpResponse<String> nothing = publish(t, 1);
        assertThat(nothing.statusCode()).isEqualTo(409);
        assertThat(object(nothing.body())).containsEntry("error", "no-pairing");
        assertThat(record(t)).isEmpty();

        assertThat(pair(t, 1, "{\"rounds\":3}").statusCode()).isEqualTo(201);
        assertThat(publish(t, 1).statusCode()).isEqualTo(201);
        HttpResponse<String> inPlay = pair(t, 2, "{\"rounds\":3}");
        assertThat(inPlay.statusCode()).isEqualTo(409);
        assertThat(object(inPlay.body())).containsEntry("error", "unsettled-rounds");
        assertThat((String) object(inPlay.body()).get("message")).contains(t + "-r1-b1").contains(t + "-r1-b2")
                .contains("still in play");
        assertThat(record(t)).containsExactly("RoundPaired", "RoundPublished");
    }

    /** Only the tournament's arbiters pair and publish: anonymous 401, other roles and other arbiters 403. */
    @Test
    void onlyTheTournamentsArbitersPairAndPublishAndARefusalRecordsNothing() {
        String t = imported(TournamentSuite.trf(), "");
        String stranger = "pairing-stranger-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(stranger, Role.ARBITER, Set.of("Another tournament"), null);
        String strangerToken = "Bearer " + users().tokenFor(stranger).token();
        for (String path : List.of("/rounds/1/pairing", "/rounds/1/pairing/publish")) {
            URI uri = URI.create(base() + "/api/tournaments/" + t + path);
            HttpRequest.Builder request = HttpRequest.newBuilder(uri).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"rounds\":3}"));
            assertThat(sendAnonymously(request.build()).statusCode()).as(path).isEqualTo(401);
            for (Role role : List.of(Role.OFFICIAL, Role.DISPLAY, Role.ADMIN, Role.BOARD)) {
                assertThat(send(request.copy().header("Authorization", bearer(role)).build()).statusCode())
                        .as(role + " " + path).isEqualTo(403);
            }
            HttpResponse<String> other = send(request.copy().header("Authorization", strangerToken).build());
            assertThat(other.statusCode()).as(path).isEqualTo(403);
            assertThat(other.body()).contains("not appointed to the tournament 'Club Championship 1897'");
        }
        assertThat(record(t)).isEmpty();
    }
}
