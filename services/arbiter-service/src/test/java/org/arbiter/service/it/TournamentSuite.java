package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A tournament imported from TRF16, a round paired with a game a board, the game played over
 * HTTP, an appeal lodged and overturned (FIDE 11.10), and the result, standings, ledger and TRF
 * following the law engine's decision.
 */
@org.junit.jupiter.api.Tag("tournaments")
abstract class TournamentSuite extends InContext {
    @Autowired
    JdbcClient db;
    @Autowired
    EventProcessingConfiguration processing;

    /**
     * White's Bishop twice jumps its own Pawn (FIDE 7.5.5; the games have no clocks, so the move
     * completes itself): the first illegal move, act 3, adds two minutes; the second, act 4, loses.
     */
    private static final String TWO_ILLEGAL_MOVES = """
            {"act":"move","by":"white","move":"e4","at":20}
            {"act":"move","by":"black","move":"e5","at":40}
            {"act":"move","by":"white","from":"f1","to":"b6","at":50}
            {"act":"move","by":"white","from":"f1","to":"h6","at":70}
            """;

    static String trf() {
        try (InputStream in = TournamentSuite.class.getResourceAsStream("/trf/four-players.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String importTournament() {
        HttpResponse<String> r = post("/api/tournaments?code=fide-2023&appealWithin=PT10M", "text/plain", trf());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    /** The standings' rows, best first. */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> standings(String t) {
        return (List<Map<String, Object>>) object(get("/api/tournaments/" + t + "/standings").body()).get("standings");
    }

    @SuppressWarnings("unchecked")
    @Test
    void anOverturnedRulingChangesTheResultTheStandingsTheLedgerAndTheTrf() {
        String t = importTournament();
        HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/2", "text/plain", trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        List<Map<String, Object>> boards = (List<Map<String, Object>>) object(paired.body()).get("boards");
        assertThat(boards).extracting(b -> b.get("whiteName")).containsExactly("Tarrasch,Siegbert", "Zukertort,Johannes");
        String game = (String) boards.get(0).get("gameId");
        Map<String, Object> header = object(get("/api/games/" + game + "/replay").body());
        assertThat(header.get("result")).isEqualTo("*");

        assertThat(actions(game, "application/x-ndjson", TWO_ILLEGAL_MOVES).statusCode()).isEqualTo(200);
        eventually(() -> assertThat(standings(t).get(0))
                .containsEntry("name", "Lasker,Emanuel").containsEntry("points", 1.0));

        HttpResponse<String> appeal = actions(game, "application/x-ndjson", String.join("\n",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":3,\"grounds\":\"the Bishop was adjusted\",\"at\":200}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":5,\"decision\":\"overturned\","
                        + "\"reasons\":\"the video shows an adjustment\",\"deciders\":[\"Appeals Committee\"]}",
                "{\"act\":\"resign\",\"by\":\"black\",\"at\":400}"));
        assertThat(appeal.statusCode()).as(appeal.body()).isEqualTo(200);

        assertThat(object(get("/api/games/" + game + "/replay").body()).get("result")).isEqualTo("1-0");
        eventually(() -> {
            List<Map<String, Object>> standings = standings(t);
            assertThat(standings.get(0)).containsEntry("name", "Tarrasch,Siegbert").containsEntry("points", 1.0);
            assertThat(standings).filteredOn(s -> "Lasker,Emanuel".equals(s.get("name"))).singleElement()
                    .satisfies(s -> assertThat(s).containsEntry("points", 0.0));
        });
        eventually(() -> assertThat(array(get("/api/rulings?game=" + game).body()))
                .anySatisfy(r -> assertThat(r).containsEntry("law", "11.10").containsEntry("seq", 6L)));
        String out = get("/api/tournaments/" + t + "/trf").body();
        assertThat(out).startsWith("012 Club Championship 1897\n")
                .containsPattern("001    2      Tarrasch,Siegbert +2550 GER +1000002 1862\\.03\\.05  1\\.0 .*     1 w 1\n");
    }

    /** The tournament day's walkthrough found the TRF export without the players' sex (column 10), read and dropped. */
    @Test
    void theTrfExportGivesBackEachPlayersSex() {
        HttpResponse<String> made = post("/api/tournaments", "text/plain", trf()
                .replace("001    1    g Lasker", "001    1 m  g Lasker").replace("001    2      Tarrasch", "001    2 w    Tarrasch"));
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);

        String out = get("/api/tournaments/" + object(made.body()).get("id") + "/trf").body();

        assertThat(out).contains("001    1 m  g Lasker,Emanuel").contains("001    2 w    Tarrasch,Siegbert")
                .contains("001    3      Steinitz,Wilhelm");
    }

    @Test
    void anAppealAfterTheTimeTheTournamentAllowsIsRefusedAndChangesNothing() {
        String t = importTournament();
        post("/api/tournaments/" + t + "/rounds/2", "text/plain", trf());
        String game = t + "-r2-b1";
        actions(game, "application/x-ndjson", TWO_ILLEGAL_MOVES);

        HttpResponse<String> late = actions(game, "application/x-ndjson",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":4,\"grounds\":\"late\",\"at\":\"PT1H\"}");

        assertThat(late.statusCode()).isEqualTo(200);
        assertThat(late.body()).contains("The appeal is refused: it was lodged PT58M50S after the ruling, and the "
                + "tournament allows PT10M.");
        assertThat(object(get("/api/games/" + game + "/replay").body()).get("result")).isEqualTo("0-1");
    }

    @SuppressWarnings("unchecked")
    @Test
    void aTournamentGetsAShortIdAndItsPairedGamesCarryTheirBoardSiteDateAndWhetherTheyArePublic() {
        HttpResponse<String> made = post("/api/tournaments?code=fide-2023&public=true", "text/plain", trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        assertThat(t).as("made from the name, with -N when taken").matches("club-championship-1897(-\\d+)?");
        assertThat(object(made.body())).containsEntry("publicGames", true);

        HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/1", "text/plain", trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        List<Map<String, Object>> boards = (List<Map<String, Object>>) object(paired.body()).get("boards");
        String game = (String) boards.get(1).get("gameId");
        assertThat(game).isEqualTo(t + "-r1-b2");

        eventually(() -> assertThat(get("/api/games/" + game + ".pgn").statusCode()).isEqualTo(200));
        String pgn = get("/api/games/" + game + ".pgn").body();
        assertThat(pgn).contains("[Board \"2\"]", "[Site \"London\"]", "[Date \"1897.03.01\"]", "[Round \"1\"]");
        assertThat(get("/api/tournaments/" + t).body()).contains("\"publicGames\":true");
    }

    @Test
    void aChosenTournamentIdIsKeptAndABadOrTakenOneIsRefusedNamingIt() {
        String id = "club-" + Long.toString(System.nanoTime(), 36);
        HttpResponse<String> made = post("/api/tournaments?id=" + id, "text/plain", trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        assertThat(object(made.body())).containsEntry("id", id).containsEntry("publicGames", false);

        HttpResponse<String> taken = post("/api/tournaments?id=" + id, "text/plain", trf());
        assertThat(taken.statusCode()).isEqualTo(400);
        assertThat(taken.body()).contains("id '" + id + "' is taken");
        HttpResponse<String> bad = post("/api/tournaments?id=Club%20One", "text/plain", trf());
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("id 'Club One' is not a tournament id");
    }

    /** PostgreSQL's text holds no NUL: a TRF with one is refused naming its line, on every database alike. */
    @Test
    void aTrfHoldingANulCharacterIsA400NamingItsLineAndMakesNoTournament() {
        List<String> lines = new java.util.ArrayList<>(trf().lines().toList());
        int line = 0;
        while (!lines.get(line).startsWith("001")) {
            line++;
        }
        lines.set(line, lines.get(line).replaceFirst("[A-Za-z]", "\u0000"));
        String id = "nul-" + Long.toString(System.nanoTime(), 36);

        HttpResponse<String> made = post("/api/tournaments?id=" + id, "text/plain", String.join("\n", lines) + "\n");

        assertThat(made.statusCode()).as(made.body()).isEqualTo(400);
        assertThat(object(made.body())).containsEntry("line", (long) line + 1);
        assertThat(made.body()).contains("NUL");
        assertThat(get("/api/tournaments/" + id).statusCode()).isEqualTo(404);
    }

    /** Issue 45, 5: bytes that are not UTF-8 were stored as the replacement character. */
    @Test
    void aTrfThatIsNotUtf8IsA400NamingItsLineAndMakesNoTournament() {
        List<String> lines = new java.util.ArrayList<>(trf().lines().toList());
        int line = 0;
        while (!lines.get(line).startsWith("001")) {
            line++;
        }
        byte[] before = (String.join("\n", lines.subList(0, line)) + "\n001 ").getBytes(StandardCharsets.UTF_8);
        byte[] after = (lines.get(line).substring(4) + "\n" + String.join("\n", lines.subList(line + 1, lines.size()))
                + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] body = new byte[before.length + 1 + after.length];
        System.arraycopy(before, 0, body, 0, before.length);
        body[before.length] = (byte) 0xE9; // é in Latin-1, no UTF-8
        System.arraycopy(after, 0, body, before.length + 1, after.length);
        String id = "latin-" + Long.toString(System.nanoTime(), 36);

        HttpResponse<String> made = send(HttpRequest.newBuilder(URI.create(base() + "/api/tournaments?id=" + id))
                .header("Authorization", bearer(Role.ARBITER)).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());

        assertThat(made.statusCode()).as(made.body()).isEqualTo(400);
        assertThat(object(made.body())).containsEntry("line", (long) line + 1);
        assertThat(made.body()).contains("0xE9").contains("UTF-8");
        assertThat(get("/api/tournaments/" + id).statusCode()).isEqualTo(404);
    }

    /** A tournament stored before short ids (V7 adds whether its games are public) is read and paired by its UUID. */
    @Test
    void aTournamentMadeBeforeShortIdsIsStillReadAndPairedByItsUuid() {
        String uuid = java.util.UUID.randomUUID().toString();
        db.sql("insert into tournament (id, name, code, trf_lines) values (?, 'Old cup', 'fide-2023', ?)")
                .params(uuid, "012 Old cup").update();
        for (int start = 1; start <= 4; start++) {
            db.sql("insert into tournament_player (tournament_id, start_rank, name, title, federation, fide_id, birth) "
                    + "values (?, ?, ?, '', 'ENG', '', '')").params(uuid, start, "Player " + start).update();
        }

        assertThat(object(get("/api/tournaments/" + uuid).body())).containsEntry("id", uuid)
                .containsEntry("publicGames", false);
        HttpResponse<String> paired = post("/api/tournaments/" + uuid + "/rounds/1", "text/plain", trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        assertThat(paired.body()).contains(uuid + "-r1-b1");
    }

    @Test
    void aBadTrfLineIsRefusedNamingItsLineAndColumnAndNothingIsStored() {
        int before = array(get("/api/tournaments").body()).size();

        HttpResponse<String> r = post("/api/tournaments", "text/plain", trf().replace("2550 GER", "25x0 GER"));

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("line", 6L).containsEntry("field", "column 49");
        assertThat(array(get("/api/tournaments").body())).hasSize(before);
        assertThat(get("/api/tournaments/nothing/standings").statusCode()).isEqualTo(404);
    }

    @Test
    void aTournamentNameOver200CharactersIsRefusedAndNothingIsStored() {
        int before = array(get("/api/tournaments").body()).size();

        HttpResponse<String> r = post("/api/tournaments", "text/plain",
                trf().replace("012 Club Championship 1897", "012 " + "C".repeat(300)));

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body()).get("message").toString()).contains("012").contains("200");
        assertThat(array(get("/api/tournaments").body())).hasSize(before);
    }

    /**
     * Issue 44 (9): round 2 paired while a round-1 game is in play, from a TRF whose round-1 result
     * differs from the one recorded, passed without a word. It is refused naming both games, and goes
     * ahead when the official confirms.
     */
    @Test
    void aRoundPairedWhileAnEarlierGameIsInPlayOrResultedOtherwiseNamesThemAndWaitsForConfirmation() {
        HttpResponse<String> made = post("/api/tournaments", "text/plain", StandingsSuite.trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        assertThat(post("/api/tournaments/" + t + "/rounds/1", "text/plain", StandingsSuite.trf()).statusCode())
                .isEqualTo(201);
        assertThat(actions(t + "-r1-b1", "application/x-ndjson", "{\"act\":\"resign\",\"by\":\"black\"}")
                .statusCode()).isEqualTo(200);
        eventually(() -> assertThat(object(get("/api/tournaments/" + t + "/rounds/1").body()).toString())
                .contains("1-0"));
        // The pairing program's TRF has Alpha losing board 1, recorded here as won; board 2 is still in play.
        String filed = StandingsSuite.trf().replace("3 w       5 b", "3 w 0     5 b").replace("1 b       4 b", "1 b 1     4 b");

        HttpResponse<String> refused = post("/api/tournaments/" + t + "/rounds/2", "text/plain", filed);
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(409);
        Map<String, Object> error = object(refused.body());
        assertThat(error).containsEntry("error", "unsettled-rounds").containsEntry("field", "confirm");
        assertThat((String) error.get("message")).contains("round 1, board 1 (Alpha,Anna - Charlie,Carl")
                .contains("recorded 1-0, the TRF has 0-1").contains("round 1, board 2 (Bravo,Bea - Delta,Dora")
                .contains("still in play").contains("confirm=true");
        assertThat(get("/api/tournaments/" + t + "/rounds/2").statusCode()).as("nothing was paired").isEqualTo(404);

        HttpResponse<String> confirmed = post("/api/tournaments/" + t + "/rounds/2?confirm=true", "text/plain", filed);
        assertThat(confirmed.statusCode()).as(confirmed.body()).isEqualTo(201);
    }

    /**
     * The tournament's view of its rounds follows the games a moment behind: publishing round 2 the
     * moment round 1's last game ended was refused as "still in play" (the tournament day's
     * walkthrough met it). A game the view still shows in play is asked its own record; here the
     * view stands still throughout.
     */
    @Test
    void aRoundPairedTheMomentTheLastGameBeforeItEndsAsksThatGamesOwnRecord() {
        HttpResponse<String> made = post("/api/tournaments", "text/plain", StandingsSuite.trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        assertThat(post("/api/tournaments/" + t + "/rounds/1", "text/plain", StandingsSuite.trf()).statusCode())
                .isEqualTo(201);
        StreamingEventProcessor view = processing.eventProcessor("tournaments", StreamingEventProcessor.class).orElseThrow();
        view.shutDown();
        try {
            for (String board : List.of("-r1-b1", "-r1-b2")) {
                assertThat(actions(t + board, "application/x-ndjson", "{\"act\":\"resign\",\"by\":\"black\"}")
                        .statusCode()).isEqualTo(200);
            }
            assertThat(get("/api/tournaments/" + t + "/rounds/1").body()).as("the view stands still").doesNotContain("1-0");
            String filed = StandingsSuite.trf().replace("3 w       5 b", "3 w 1     5 b").replace("1 b       4 b", "1 b 0     4 b")
                    .replace("4 w    0000 - H", "4 w 1  0000 - H").replace("2 b       3 w", "2 b 0     3 w");

            HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/2", "text/plain", filed);

            assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        } finally {
            view.start();
        }
    }

    /**
     * Issue 44: a tournament's time control comes from its TRF's line 122 and is given to every game
     * of its pairings, so the feed's TimeControl tag and the game's clocks are the tournament's.
     */
    @SuppressWarnings("unchecked")
    @Test
    void theTimeControlOfTheTrfs122LineIsGivenToEveryGameItsPairingsOpenAndToTheFeed() {
        String trf = trf().replace("062 4\n", "062 4\n122 90 minutes plus 30 sec plus 30 min after 40 moves\n");
        HttpResponse<String> made = post("/api/tournaments?code=fide-2023", "text/plain", trf);
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        assertThat(object(made.body())).containsEntry("timeControl", "40/5400+30:1800+30");

        HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/1", "text/plain", trf);
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        for (Map<String, Object> board : (List<Map<String, Object>>) object(paired.body()).get("boards")) {
            String game = (String) board.get("gameId");
            Map<String, Object> header = (Map<String, Object>) object(get("/api/games/" + game + "/review").body())
                    .get("header");
            assertThat(header.get("timeControl")).as(game).isEqualTo(
                    Map.of("base", "PT1H30M", "increment", "PT30S", "moves", 40L, "then", "PT30M"));
            eventually(() -> assertThat(get("/api/games/" + game + ".pgn").body())
                    .contains("[TimeControl \"40/5400+30:1800+30\"]"));
        }
    }

    /**
     * Issue 44: an official's time control (the import's parameter, or the officials' page) comes
     * before the TRF's; a 122 line that cannot be read is refused naming its line, and nothing is
     * stored, unless the import names the control itself.
     */
    @SuppressWarnings("unchecked")
    @Test
    void anUnreadable122LineIsRefusedNamingItUnlessTheImportNamesTheTimeControlWhichOfficialsMayChange() {
        int before = array(get("/api/tournaments").body()).size();
        String trf = trf().replace("062 4\n", "062 4\n122 Standard, FIDE rated\n");

        HttpResponse<String> refused = post("/api/tournaments?code=fide-2023", "text/plain", trf);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(object(refused.body())).containsEntry("line", 5L);
        assertThat(object(refused.body()).get("message").toString()).contains("122").contains("Standard, FIDE rated");
        assertThat(array(get("/api/tournaments").body())).hasSize(before);

        String control = URLEncoder.encode("90'+30\"", StandardCharsets.UTF_8);
        HttpResponse<String> named = post("/api/tournaments?code=fide-2023&timeControl=" + control, "text/plain", trf);
        assertThat(named.statusCode()).as(named.body()).isEqualTo(201);
        assertThat(object(named.body())).containsEntry("timeControl", "5400+30");
        String t = (String) object(named.body()).get("id");

        HttpResponse<String> bad = send(HttpRequest.newBuilder(URI.create(base() + "/api/tournaments/" + t + "/time-control"))
                .header("Content-Type", "text/plain").PUT(HttpRequest.BodyPublishers.ofString("soon")).build());
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(object(bad.body()).get("message").toString()).contains("timeControl 'soon'");
        HttpResponse<String> changed = send(HttpRequest.newBuilder(URI.create(base() + "/api/tournaments/" + t
                + "/time-control")).header("Content-Type", "text/plain")
                .PUT(HttpRequest.BodyPublishers.ofString("15 min + 10 sec")).build());
        assertThat(changed.statusCode()).as(changed.body()).isEqualTo(200);
        assertThat(object(changed.body())).containsEntry("timeControl", "900+10");

        HttpResponse<String> paired = post("/api/tournaments/" + t + "/rounds/1", "text/plain", trf);
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        String game = (String) ((List<Map<String, Object>>) object(paired.body()).get("boards")).get(0).get("gameId");
        eventually(() -> assertThat(get("/api/games/" + game + ".pgn").body()).contains("[TimeControl \"900+10\"]"));
    }
}
