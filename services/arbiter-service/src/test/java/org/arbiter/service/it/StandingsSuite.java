package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;

/**
 * A tournament's standings in the service (issue 37): ranked by the law engine with FIDE's
 * tie-breaks (C.07) in the order the tournament's arbiters set, from its games' results and the
 * byes its pairing files gave; read as the tournament's games are, and by a display as the broadcast
 * delay holds the games back.
 *
 * <p>The tournament ({@code trf/five-players-byes.trf}): round 1 Alpha (1) v Charlie (3), Bravo (2) v
 * Delta (4), Echo (5) the pairing-allocated bye ({@code U}); round 2 Echo v Alpha, Delta v Charlie,
 * Bravo a requested half-point bye ({@code H}). Played: Alpha wins both, Bravo and Delta draw, Delta
 * beats Charlie. Echo is unrated.
 */
abstract class StandingsSuite extends InContext {
    private static final String DRAW = """
            {"act":"move","by":"white","move":"e4"}
            {"act":"move","by":"black","move":"e5"}
            {"act":"offer-draw","by":"white"}
            {"act":"accept-draw","by":"black"}
            """;

    static String trf() {
        try (InputStream in = StandingsSuite.class.getResourceAsStream("/trf/five-players-byes.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The tournament with both rounds paired and played; {@code publicGames} as the organiser chose. */
    private String played(boolean publicGames) {
        HttpResponse<String> made = post("/api/tournaments?public=" + publicGames, "text/plain", trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        for (int round = 1; round <= 2; round++) {
            // Both rounds are paired before round 1 is played: round 2 is confirmed over round 1's games in play.
            HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/" + round + (round > 1 ? "?confirm=true" : ""),
                    "text/plain", trf());
            assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        }
        play(t + "-r1-b1", "{\"act\":\"resign\",\"by\":\"black\"}");
        play(t + "-r1-b2", DRAW);
        // Round 2's boards: Alpha (1) is the best starting rank on board 1 (Echo has White), Delta v Charlie on 2.
        play(t + "-r2-b1", "{\"act\":\"resign\",\"by\":\"white\"}");
        play(t + "-r2-b2", "{\"act\":\"resign\",\"by\":\"black\"}");
        // none in play is true as well before the projection has taken the pairings: both rounds must be there
        eventually(() -> assertThat(standings(t, Role.ARBITER)).containsEntry("rounds", 2L).containsEntry("inPlay", 0L));
        return t;
    }

    private void play(String game, String lines) {
        HttpResponse<String> r = actions(game, "application/x-ndjson", lines);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    private Map<String, Object> standings(String t, Role role) {
        HttpResponse<String> r = as(role, "/api/tournaments/" + t + "/standings");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return object(r.body());
    }

    private HttpResponse<String> as(Role role, String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("Authorization", bearer(role)).GET().build());
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> rows(Map<String, Object> standings) {
        return (List<Map<String, Object>>) standings.get("standings");
    }

    private static Map<String, Object> row(Map<String, Object> standings, String name) {
        return rows(standings).stream().filter(r -> name.equals(r.get("name"))).findFirst()
                .orElseThrow(() -> new AssertionError(name + " is not in " + standings));
    }

    @Test
    void fide_C07_theStandingsRankByTheOrderTheArbitersSetCountingTheByesOfThePairingFiles() {
        String t = played(false);

        HttpResponse<String> set = put("/api/tournaments/" + t + "/tiebreaks", "[\"WIN\",\"WON\",\"ARO\"]");
        assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
        assertThat(object(set.body())).containsEntry("tiebreaks", List.of("WIN", "WON", "ARO")).containsEntry("from", "CHOSEN");
        Map<String, Object> s = standings(t, Role.OFFICIAL);

        assertThat(s).containsEntry("tiebreaks", List.of("WIN", "WON", "ARO")).containsEntry("rounds", 2L)
                .containsEntry("kind", "swiss").containsEntry("regulations", "2026").containsEntry("delayMinutes", 0L);
        // Points: Alpha 2 (two wins), Delta 1.5, Bravo 1 (a draw and the H bye), Echo 1 (the U bye), Charlie 0.
        // Bravo and Echo are parted by WIN (C.07 7.1 counts a win played or not: Echo's U bye).
        assertThat(rows(s)).extracting(r -> r.get("name")).containsExactly("Alpha,Anna", "Delta,Dora", "Echo,Emil",
                "Bravo,Bea", "Charlie,Carl");
        assertThat(rows(s)).extracting(r -> r.get("rank")).containsExactly(1L, 2L, 3L, 4L, 5L);
        assertThat(rows(s)).extracting(r -> ((Number) r.get("points")).doubleValue())
                .containsExactly(2.0, 1.5, 1.0, 1.0, 0.0);
        assertThat(row(s, "Echo,Emil")).containsEntry("fideId", "2000005").containsEntry("played", 1L)
                .containsEntry("tiebreaks", Map.of("WIN", 1L, "WON", 0L, "ARO", 2400L));
        assertThat(row(s, "Bravo,Bea")).containsEntry("tiebreaks", Map.of("WIN", 0L, "WON", 0L, "ARO", 2100L));
        // C.07 10.1: an unrated opponent (Echo) is left out of Alpha's average; Charlie met 2400 and 2100.
        assertThat(row(s, "Alpha,Anna")).containsEntry("tiebreaks", Map.of("WIN", 2L, "WON", 2L, "ARO", 2200L));
        assertThat(row(s, "Charlie,Carl")).containsEntry("tiebreaks", Map.of("WIN", 0L, "WON", 0L, "ARO", 2250L));
        assertThat(row(s, "Delta,Dora")).containsEntry("tiebreaks", Map.of("WIN", 1L, "WON", 1L, "ARO", 2250L));
    }

    @Test
    void aTieBreakTheLawEngineDoesNotKnowIsRefusedNamingItAndTheOrderStays() {
        String t = played(false);
        assertThat(object(as(Role.ARBITER, "/api/tournaments/" + t + "/tiebreaks").body()))
                .as("a Swiss by its 092 line: C.07's usual order").containsEntry("tiebreaks", List.of("BH-C1", "BH"))
                .containsEntry("from", "DEFAULT");
        put("/api/tournaments/" + t + "/tiebreaks", "[\"BH-C1\",\"BH\",\"ARO-C1\"]");

        HttpResponse<String> bad = put("/api/tournaments/" + t + "/tiebreaks", "[\"BH-C1\",\"XYZ\"]");
        HttpResponse<String> twice = put("/api/tournaments/" + t + "/tiebreaks", "[\"BH\",\"bh\"]");
        HttpResponse<String> noCut = put("/api/tournaments/" + t + "/tiebreaks", "[\"WIN-C1\"]");

        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(object(bad.body()).get("message").toString()).contains("tiebreaks[1]", "'XYZ' is not a tie-break");
        assertThat(twice.statusCode()).isEqualTo(400);
        assertThat(object(twice.body()).get("message").toString()).contains("tiebreaks[1]", "given twice");
        assertThat(noCut.statusCode()).isEqualTo(400);
        assertThat(object(noCut.body()).get("message").toString()).contains("tiebreaks[0]", "WIN takes no cut modifier");
        assertThat(standings(t, Role.ARBITER)).containsEntry("tiebreaks", List.of("BH-C1", "BH", "ARO-C1"));

        assertThat(object(put("/api/tournaments/" + t + "/tiebreaks", "[]").body())).containsEntry("from", "DEFAULT");
        assertThat(put("/api/tournaments/nothing-here/tiebreaks", "[\"BH\"]").statusCode()).isEqualTo(404);
    }

    @Test
    void aDisplayReadsAPublicTournamentsStandingsAsTheBroadcastDelayHoldsTheGamesBackAndNotAnothers() {
        String open = played(true);
        String closed = played(false);
        HttpResponse<String> delay = put("/api/tournaments/" + open + "/broadcast", "{\"feed\":\"session\",\"delayMinutes\":1}");
        assertThat(delay.statusCode()).as(delay.body()).isEqualTo(200);

        Map<String, Object> display = standings(open, Role.DISPLAY);
        Map<String, Object> arbiter = standings(open, Role.ARBITER);

        assertThat(arbiter).containsEntry("delayMinutes", 0L).containsEntry("rounds", 2L);
        assertThat(row(arbiter, "Alpha,Anna").get("points")).isEqualTo(2.0);
        // A minute ago no game had finished: no round is counted yet.
        assertThat(display).containsEntry("delayMinutes", 1L).containsEntry("rounds", 0L);
        assertThat(rows(display)).allSatisfy(r -> assertThat(((Number) r.get("points")).doubleValue()).isZero());
        assertThat(as(Role.DISPLAY, "/api/tournaments/" + closed + "/standings").statusCode()).isEqualTo(403);
        assertThat(as(Role.OFFICIAL, "/api/tournaments/" + closed + "/standings").statusCode()).isEqualTo(200);
    }
}
