package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A tournament's round feed as relays read it (issue 37): without a session or with the round's
 * revocable key, as the organiser chooses; held back by the tournament's broadcast delay for a
 * display or an anonymous reader while an arbiter sees the present; with the tags relays use, and
 * read by real PGN readers (chessops, chess.js).
 */
@Tag("act-readers")
abstract class FeedSuite extends InContext {

    @Autowired
    JdbcTemplate jdbc;

    private String importTournament() {
        HttpResponse<String> r = post("/api/tournaments?code=fide-2023", "text/plain", TournamentSuite.trf());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    /**
     * A public game of the tournament's round on {@code board}, Tarrasch (starting rank 2) against
     * Lasker (1), as a paired round's board is kept.
     */
    private String publicGame(String tournament, int round, int board) {
        String id = open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Tarrasch,Siegbert\",\"black\":\"Lasker,Emanuel\","
                + "\"event\":\"Club Championship 1897\",\"round\":\"" + round + "\",\"public\":true,\"date\":\"1897-03-02\","
                + "\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT30S\",\"moves\":40,\"then\":\"PT30M\"}}}");
        jdbc.update("insert into tournament_board (game_id, tournament_id, round_no, board_no, white, black, result) "
                + "values (?, ?, ?, ?, 2, 1, '*')", id, tournament, round, board);
        return id;
    }

    private HttpResponse<String> anonymously(String path) {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + path)).GET().build());
    }

    private HttpResponse<String> as(Role role, String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("Authorization", bearer(role)).GET().build());
    }

    private void set(String tournament, String feed, int delayMinutes) {
        HttpResponse<String> r = send(HttpRequest.newBuilder(URI.create(base() + "/api/tournaments/" + tournament
                        + "/broadcast")).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"feed\":\"" + feed + "\",\"delayMinutes\":" + delayMinutes + "}"))
                .build());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    private void play(String game, String lines, int actions) {
        assertThat(actions(game, "application/x-ndjson", lines).statusCode()).isEqualTo(200);
        eventually(() -> assertThat(((Number) object(get("/api/games/" + game).body()).get("actions")).intValue())
                .isEqualTo(actions));
    }

    @Test
    void aPublicFeedIsReadWithoutASessionAndAKeyedOneOnlyWithTheRoundsKeyUntilItIsRevoked() {
        String t = importTournament();
        String game = publicGame(t, 3, 1);
        String feed = "/api/feeds/" + t + "/rounds/3.pgn";

        assertThat(anonymously(feed).statusCode()).as("the default: a session").isEqualTo(401);
        set(t, "public", 0);
        eventually(() -> {
            HttpResponse<String> open = anonymously(feed);
            assertThat(open.statusCode()).as(open.body()).isEqualTo(200);
            assertThat(open.body()).as("the live board has the game").contains("[GameId \"" + game + "\"]");
        });

        set(t, "key", 0);
        assertThat(anonymously(feed).statusCode()).isEqualTo(403);
        String first = (String) object(post("/api/tournaments/" + t + "/rounds/3/feed-key", "application/json", "")
                .body()).get("path");
        assertThat(anonymously(first).body()).contains("[GameId \"" + game + "\"]");
        assertThat(anonymously(first.replace("/rounds/3.pgn", "/rounds/4.pgn")).statusCode())
                .as("a key opens its own round only").isEqualTo(403);
        String second = (String) object(post("/api/tournaments/" + t + "/rounds/3/feed-key", "application/json", "")
                .body()).get("path");
        assertThat(anonymously(first).statusCode()).as("a new key revokes the old").isEqualTo(403);
        assertThat(anonymously(second).statusCode()).isEqualTo(200);
        HttpResponse<String> revoked = send(HttpRequest.newBuilder(URI.create(base() + "/api/tournaments/" + t
                + "/rounds/3/feed-key")).DELETE().build());
        assertThat(revoked.statusCode()).isEqualTo(204);
        assertThat(anonymously(second).statusCode()).isEqualTo(403);
    }

    @Test
    void aGameNotPublicIsNotInAnAnonymousFeedAndSettingsAreRefusedOutOfRange() {
        String t = importTournament();
        HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/2", "text/plain", TournamentSuite.trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        set(t, "public", 0);

        assertThat(anonymously("/api/feeds/" + t + "/rounds/2.pgn").body()).doesNotContain("[GameId");
        eventually(() -> assertThat(get("/api/feeds/" + t + "/rounds/2.pgn").body()).as("an arbiter's").contains("[GameId"));
        HttpResponse<String> tooLong = send(HttpRequest.newBuilder(URI.create(base() + "/api/tournaments/" + t
                        + "/broadcast")).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"feed\":\"public\",\"delayMinutes\":61}")).build());
        assertThat(tooLong.statusCode()).isEqualTo(400);
        assertThat(tooLong.body()).contains("delayMinutes");
    }

    @Test
    void aBroadcastDelayHoldsBackDisplaysAndAnonymousReadersWhileArbitersSeeThePresent() {
        String t = importTournament();
        String game = publicGame(t, 1, 1);
        set(t, "public", 1);
        play(game, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":5}", 1);
        String feed = "/api/feeds/" + t + "/rounds/1.pgn";

        assertThat(get(feed).body()).as("an arbiter's feed").contains("1. e4");
        assertThat(anonymously(feed).body()).as("opened less than a minute ago").doesNotContain(game);
        assertThat(as(Role.DISPLAY, feed).body()).doesNotContain(game);
        assertThat(as(Role.DISPLAY, "/api/games/" + game + ".pgn").statusCode()).isEqualTo(404);
        assertThat(as(Role.OFFICIAL, "/api/games/" + game + ".pgn").body()).contains("1. e4");

        set(t, "public", 0);
        assertThat(anonymously(feed).body()).contains("1. e4");
    }

    @Test
    void theFeedCarriesTheRelaysTagsFromTheTrfAndTheHeaderAndRealPgnReadersReadIt() {
        String t = importTournament();
        String first = publicGame(t, 2, 1);
        String second = publicGame(t, 2, 2);
        set(t, "public", 0);
        // FIDE 7.5.1 and 7.5.5: White's Bishop twice jumps its own Pawn; each is taken back, the second loses.
        play(first, AccessSuite.caseActions("fide-7-5-5-second-illegal-move.jsonl"), 8);
        play(second, """
                {"act":"move","by":"white","move":"d4","at":30}
                {"act":"press","by":"white","at":30}
                {"act":"move","by":"black","move":"d5","at":95}
                {"act":"press","by":"black","at":95}
                """, 4);

        String pgn = anonymously("/api/feeds/" + t + "/rounds/2.pgn").body();

        // Tarrasch is starting rank 2 of the TRF (1000002, 2550, untitled); Lasker rank 1 (1000001, 2600, "g": GM).
        assertThat(pgn).contains("[WhiteFideId \"1000002\"]", "[BlackFideId \"1000001\"]", "[WhiteElo \"2550\"]",
                "[BlackElo \"2600\"]", "[BlackTitle \"GM\"]", "[TimeControl \"40/5400+30:1800+30\"]", "[Round \"2\"]",
                "[Board \"2\"]", "[Date \"1897.03.02\"]", "[Result \"0-1\"]").doesNotContain("WhiteTitle");
        Map<String, Object> read = PgnReaders.read(pgn);
        for (String reader : List.of("chessops", "chessjs")) {
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> games = (List<Map<String, Object>>) read.get(reader);
            assertThat(games).as(reader).hasSize(2).allSatisfy(g -> assertThat(g).as(reader).doesNotContainKey("error"));
            assertThat(games.get(0).get("moves")).as(reader).isEqualTo(List.of("e4", "e5"));
            assertThat(games.get(1).get("moves")).as(reader).isEqualTo(List.of("d4", "d5"));
        }
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> chessops = (List<Map<String, Object>>) read.get("chessops");
        // 90 minutes, less the 65 s Black used, plus 30 s; the move took him 65 s.
        assertThat(chessops.get(1).get("clocks")).isEqualTo(List.of(5400L - 30 + 30, 5400L - 65 + 30));
        assertThat(chessops.get(1).get("emts")).isEqualTo(List.of(30L, 65L));
        assertThat(chessops.get(0).get("tags")).asString().contains("WhiteFideId=1000002");
    }
}
