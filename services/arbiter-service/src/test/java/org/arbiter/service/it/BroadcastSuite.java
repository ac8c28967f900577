package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * The PGN feeds: the law engine's text (clocks, rulings citing the law, the result), and a strong
 * ETag that changes exactly when the text does, so that a relay's poll of an unchanged feed is a 304.
 */
abstract class BroadcastSuite extends InContext {
    private static final String FIDE = "{\"header\":{\"code\":\"fide-2023\",\"white\":\"Anand\",\"black\":\"Carlsen\","
            + "\"event\":\"EVENT\",\"round\":\"ROUND\",\"board\":BOARD,"
            + "\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT30S\"}}}";
    private static final String OPENING = """
            {"act":"move","by":"white","move":"e4","at":10}
            {"act":"press","by":"white","at":12}
            {"act":"move","by":"black","move":"e5","at":20}
            {"act":"press","by":"black","at":25}
            """;

    @Test
    void fide_6_2_aGamesPgnHasEachMoversClockAndIsTheLawEnginesText() {
        String event = "Feed " + UUID.randomUUID();
        String header = header(event, "1", 3);
        String id = open(header);
        post(id, OPENING);
        awaitActions(id, 4);

        HttpResponse<String> r = get("/api/games/" + id + ".pgn");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/x-chess-pgn"));
        // 90 minutes, less the 12 s White used, plus the 30 s increment; Black used 13 s.
        assertThat(r.body()).contains("1. e4 {[%clk 1:30:18] [%emt 0:00:12]} 1... e5 {[%clk 1:30:17] [%emt 0:00:13]} *")
                .contains("[Event \"" + event + "\"]", "[Round \"1\"]", "[Board \"3\"]", "[White \"Anand\"]", "[Result \"*\"]");
        assertThat(r.body()).isEqualTo(enginePgn(id, event, "1", 3, header + "\n" + OPENING));
    }

    @Test
    void II_6e_aRulingIsAPgnCommentCitingTheLaw() {
        String id = open("{\"header\":{\"white\":\"Steinitz\",\"black\":\"Zukertort\"}}");
        post(id, """
                {"act":"move","by":"white","move":"e4"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"move","by":"white","move":"Nf3"}
                {"act":"move","by":"black","move":"Nc6"}
                {"act":"move","by":"white","from":"f3","to":"f5"}
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"claim","by":"black","claim":"illegal-move"}
                """);
        awaitActions(id, 7);

        String pgn = get("/api/games/" + id + ".pgn").body();

        assertThat(pgn).contains("2. Nf3 Nc6 {II.6(e): The illegal move f3f5 by White remained")
                .doesNotContain("Nf6");
    }

    @Test
    void aPollWithTheEtagIsA304UntilTheTextChangesAndOnlyThen() {
        String id = open("{\"header\":{\"white\":\"Steinitz\",\"black\":\"Zukertort\"}}");
        post(id, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}");
        awaitActions(id, 1);
        HttpResponse<String> first = get("/api/games/" + id + ".pgn");
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(etag).as("a strong tag").startsWith("\"");

        assertThat(poll("/api/games/" + id + ".pgn", etag).statusCode()).isEqualTo(304);

        // A touch is recorded but changes nothing the PGN says: the tag stays.
        post(id, "{\"act\":\"touch\",\"by\":\"black\",\"square\":\"a7\"}");
        awaitActions(id, 2);
        HttpResponse<String> afterTouch = poll("/api/games/" + id + ".pgn", etag);
        assertThat(afterTouch.statusCode()).isEqualTo(304);
        assertThat(afterTouch.body()).isEmpty();

        post(id, "{\"act\":\"move\",\"by\":\"black\",\"move\":\"a6\"}");
        awaitActions(id, 3);
        HttpResponse<String> afterMove = poll("/api/games/" + id + ".pgn", etag);
        assertThat(afterMove.statusCode()).isEqualTo(200);
        assertThat(afterMove.body()).contains("1. e4 a6 *");
        assertThat(afterMove.headers().firstValue("ETag")).isPresent().get().isNotEqualTo(etag);
    }

    @Test
    void aRoundsPgnHasItsGamesByBoardAndNoOtherEventsAndA304WhileNothingChanged() {
        String event = "Round " + UUID.randomUUID();
        String second = open(header(event, "2", 2));
        String first = open(header(event, "2", 1));
        String elsewhere = open(header("Other " + UUID.randomUUID(), "2", 1));
        String otherRound = open(header(event, "3", 1));
        post(second, OPENING);
        post(elsewhere, OPENING);
        awaitActions(second, 4);
        String path = "/api/rounds/2.pgn?event=" + java.net.URLEncoder.encode(event, java.nio.charset.StandardCharsets.UTF_8);
        eventually(() -> assertThat(get(path).body()).contains("[GameId \"" + first + "\"]", "[GameId \"" + second + "\"]"));

        HttpResponse<String> r = get(path);

        assertThat(r.body().indexOf("[GameId \"" + first + "\"]")).as("board 1 first")
                .isLessThan(r.body().indexOf("[GameId \"" + second + "\"]"));
        assertThat(r.body()).doesNotContain(elsewhere, otherRound).contains("1. e4 {[%clk 1:30:18] [%emt 0:00:12]}");
        String etag = r.headers().firstValue("ETag").orElseThrow();
        assertThat(poll(path, etag).statusCode()).isEqualTo(304);

        post(otherRound, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"d4\",\"at\":5}");
        awaitActions(otherRound, 1);
        assertThat(poll(path, etag).statusCode()).as("another round's move changes nothing here").isEqualTo(304);

        post(first, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"d4\",\"at\":5}");
        awaitActions(first, 1);
        HttpResponse<String> changed = poll(path, etag);
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.body()).contains("1. d4 {[%clk 1:29:55] [%emt 0:00:05]}");
    }

    @Test
    void anUnknownGamesPgnIs404AndAnEmptyRoundIsAnEmptyFeed() {
        assertThat(get("/api/games/no-such-game.pgn").statusCode()).isEqualTo(404);
        HttpResponse<String> empty = get("/api/rounds/99.pgn?event=" + UUID.randomUUID());
        assertThat(empty.statusCode()).isEqualTo(200);
        assertThat(empty.body()).isEmpty();
    }

    private static String header(String event, String round, int board) {
        return FIDE.replace("EVENT", event).replace("ROUND", round).replace("BOARD", Integer.toString(board));
    }

    private void post(String id, String lines) {
        HttpResponse<String> r = actions(id, "application/x-ndjson", lines);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    private void awaitActions(String id, int actions) {
        eventually(() -> assertThat(((Number) object(get("/api/games/" + id).body()).get("actions")).intValue())
                .isEqualTo(actions));
    }

    private HttpResponse<String> poll(String path, String etag) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("If-None-Match", etag).GET().build());
    }

    /** What the law engine writes for the same acts, with the tags the feed gives. */
    private static String enginePgn(String id, String event, String round, int board, String file) {
        ContestedSequence sequence = ContestedSequence.parse(file);
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            replay.apply(sequence.actions().get(i), sequence.lines().get(i));
        }
        Map<String, String> tags = new LinkedHashMap<>();
        String[] pairs = {"Event", event, "Site", "?", "Date", "????.??.??", "Round", round, "White", "Anand",
                "Black", "Carlsen", "Board", Integer.toString(board), "TimeControl", "5400+30", "GameId", id};
        for (int i = 0; i < pairs.length; i += 2) {
            tags.put(pairs[i], pairs[i + 1]);
        }
        return replay.pgn(tags);
    }
}
