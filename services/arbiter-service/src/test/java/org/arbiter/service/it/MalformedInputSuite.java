package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Malformed input is a 400 naming the line and the field; nothing of the batch is stored, nothing before it lost. */
abstract class MalformedInputSuite extends InContext {

    @Test
    void aMalformedActionIsA400NamingTheFieldAndNothingOfTheBatchIsStored() {
        String id = open("{\"header\":{}}");
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]");
        int before = storedEvents(id);

        HttpResponse<String> r = actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"},"
                + "{\"act\":\"touch\",\"by\":\"white\"}]");

        assertThat(r.statusCode()).isEqualTo(400);
        Map<String, Object> error = object(r.body());
        assertThat(error).containsEntry("line", 2L).containsEntry("field", "square");
        assertThat(error.get("message").toString()).contains("line 2").contains("square");
        assertThat(storedEvents(id)).isEqualTo(before);
        assertThat(recordedActions(id)).isEqualTo(1);
    }

    @Test
    void aLineOfJsonLinesThatIsNotJsonIsA400NamingTheLine() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = actions(id, "application/x-ndjson",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n# a comment\n{\"act\":\"move\",\"by\":\"black\"\n");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("line", 3L);
        assertThat(storedEvents(id)).isEqualTo(1);
    }

    @Test
    void anActionThatCannotPhysicallyHappenIsA422AndNothingOfTheBatchIsStored() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"act\":\"place\",\"by\":\"black\",\"square\":\"e5\"}]");

        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(object(r.body())).containsEntry("line", 2L);
        assertThat(storedEvents(id)).isEqualTo(1);
    }

    @Test
    void aMalformedHeaderIsA400NamingTheField() {
        HttpResponse<String> r = post("/api/games", "application/json", "{\"header\":{\"mode\":\"by-telegraph\"}}");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("field", "mode");
    }

    @Test
    void actionsForAGameNeverOpenedAreA404() {
        HttpResponse<String> r = actions("no-such-game", "application/json", "[{\"act\":\"resign\",\"by\":\"white\"}]");

        assertThat(r.statusCode()).isEqualTo(404);
    }

    @Test
    void aLastEventIdThisServiceNeverSentIsA400NamingTheHeader() {
        HttpResponse<String> r = send(HttpRequest.newBuilder(URI.create(base() + "/api/stream"))
                .header("Accept", "text/event-stream").header("Last-Event-ID", "yesterday").GET().build());

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).contains("Last-Event-ID must be an event id");
    }

    @Test
    void aBodyNestedFiftyThousandDeepIsA400NamingTheNestingLimit() {
        String id = open("{\"header\":{}}");
        String deep = "[".repeat(50_000) + "]".repeat(50_000);

        for (String type : new String[] {"application/json", "application/x-ndjson"}) {
            HttpResponse<String> r = actions(id, type, deep);

            assertThat(r.statusCode()).as(type).isEqualTo(400);
            assertThat(object(r.body())).containsEntry("error", "malformed").containsEntry("line", 1L);
            assertThat(object(r.body()).get("reason").toString()).contains("nest deeper than");
        }
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aBodyOverTheLimitIsRefusedWith413AndNothingIsStored() {
        String id = open("{\"header\":{}}");
        String action = "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\"}\n";
        String huge = action.repeat(2 * 1024 * 1024 / action.length());

        HttpResponse<String> r = actions(id, "application/x-ndjson", huge);

        assertThat(r.statusCode()).isEqualTo(413);
        assertThat(object(r.body())).containsEntry("error", "too-large").containsEntry("stored", 0L);
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aMissingContentTypeGetsTheProjectsErrorNamingTheAcceptedTypes() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = send(HttpRequest.newBuilder(URI.create(base() + "/api/games/" + id + "/actions"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"act\":\"resign\",\"by\":\"white\"}")).build());

        assertThat(r.statusCode()).isEqualTo(415);
        Map<String, Object> error = object(r.body());
        assertThat(error).containsEntry("error", "unsupported-media-type").containsEntry("field", "Content-Type");
        assertThat(error.get("message").toString()).contains("application/json").contains("application/x-ndjson");
    }

    @Test
    void aPositionAskedAtAWordIsA400NamingTheParameter() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = get("/api/games/" + id + "/position?at=x");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("error", "bad-query").containsEntry("field", "at");
    }

    @Test
    void aFileWhoseHeaderIsAnotherGamesIsA400AndNothingIsStored() {
        String id = open("{\"header\":{\"white\":\"Steinitz\"}}");

        HttpResponse<String> r = actions(id, "application/x-ndjson",
                "{\"header\":{\"white\":\"Zukertort\"}}\n{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("field", "header").containsEntry("line", 1L);
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aFileWithAnActThatCannotHappenOpensNoGame() {
        HttpResponse<String> r = post("/api/games?id=never-opened", "application/x-ndjson",
                "{\"header\":{}}\n{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n"
                        + "{\"act\":\"place\",\"by\":\"black\",\"square\":\"e5\"}\n");

        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(object(r.body())).containsEntry("line", 3L).containsEntry("stored", 0L);
        assertThat(recordedActions("never-opened")).isEqualTo(-1);
    }

    @Test
    void aPlayerNameOver200CharactersIsA400NamingTheFieldAndOpensNoGame() {
        String name = "N".repeat(300);

        HttpResponse<String> r = post("/api/games?id=long-name-game", "application/json",
                "{\"header\":{\"white\":\"" + name + "\"}}");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("error", "malformed").containsEntry("field", "white");
        assertThat(recordedActions("long-name-game")).isEqualTo(-1);
    }

    /** Issue 45, 5: été was taken as a game's id. */
    @Test
    void aGameIdWithALetterOutsideAsciiIsA400NamingTheField() {
        HttpResponse<String> opened = post("/api/games?id=%C3%A9t%C3%A9", "application/json", "{\"header\":{}}");

        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(400);
        assertThat(object(opened.body())).containsEntry("field", "gameId");
        assertThat(get("/api/games/%C3%A9t%C3%A9").statusCode()).isNotEqualTo(200);
    }

    @Test
    void aGameIdOver64CharactersIsA400NamingTheFieldNotA500() {
        String id = "g".repeat(300);

        HttpResponse<String> opened = post("/api/games?id=" + id, "application/json", "{\"header\":{}}");
        HttpResponse<String> recorded = actions(id, "application/json", "[{\"act\":\"resign\",\"by\":\"white\"}]");

        assertThat(opened.statusCode()).isEqualTo(400);
        assertThat(object(opened.body())).containsEntry("field", "gameId");
        assertThat(recorded.statusCode()).isEqualTo(400);
        assertThat(object(recorded.body())).containsEntry("field", "gameId");
    }

    @Test
    void anActIdOf921000CharactersIsA400AndNothingIsStored() {
        String id = open("{\"header\":{}}");
        String act = "{\"act\":\"resign\",\"by\":\"white\",\"id\":\"" + "x".repeat(921_000) + "\"}";

        for (String type : new String[] {"application/json", "application/x-ndjson"}) {
            HttpResponse<String> r = actions(id, type, act);

            assertThat(r.statusCode()).as(type).isEqualTo(400);
            assertThat(object(r.body())).containsEntry("line", 1L);
        }
        assertThat(storedEvents(id)).isEqualTo(1);
    }

    @Test
    void aMisspeltFieldIsA400NamingIt() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = actions(id, "application/x-ndjson",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n{\"act\":\"touch\",\"by\":\"black\",\"square\":\"e7\",\"acidental\":true}\n");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("line", 2L).containsEntry("field", "acidental");
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aBodyThatIsNotUtf8IsA400NamingTheLineAndNothingIsStored() {
        String id = open("{\"header\":{}}");
        byte[] first = "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n{\"act\":\"seal\",\"by\":\"black\",\"record\":\""
                .getBytes(StandardCharsets.UTF_8);
        byte[] body = Arrays.copyOf(first, first.length + 4);
        body[first.length] = (byte) 0xC3;
        body[first.length + 1] = (byte) 0x28;
        body[first.length + 2] = '"';
        body[first.length + 3] = '}';

        HttpResponse<String> r = send(HttpRequest.newBuilder(URI.create(base() + "/api/games/" + id + "/actions"))
                .header("Content-Type", "application/x-ndjson").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("line", 2L);
        assertThat(object(r.body()).get("reason").toString()).contains("UTF-8");
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aTimeThatWouldOverflowTheClocksIsA400NamingTheFieldNotA500() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = actions(id, "application/json",
                "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\",\"at\":\"PT2000000000000000H\"}");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body())).containsEntry("error", "malformed").containsEntry("field", "at");
        assertThat(storedEvents(id)).isEqualTo(1);
    }

    @Test
    void aNulOrHalfASurrogatePairInANameIsA400NamingTheFieldAndOpensNoGame() {
        for (String name : new String[] {"N\\u0000UL", "A\\ud800B"}) {
            HttpResponse<String> r = post("/api/games?id=odd-characters", "application/json",
                    "{\"header\":{\"white\":\"" + name + "\"}}");

            assertThat(r.statusCode()).as(name).isEqualTo(400);
            assertThat(object(r.body())).as(name).containsEntry("error", "malformed").containsEntry("field", "white");
        }
        assertThat(recordedActions("odd-characters")).isEqualTo(-1);
    }

    @Test
    void aFieldGivenTwiceIsA400NamingItAsTheReplayRefusesIt() {
        String id = open("{\"header\":{}}");

        for (String type : new String[] {"application/json", "application/x-ndjson"}) {
            HttpResponse<String> r = actions(id, type, "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\","
                    + "\"square\":\"d2\"}");

            assertThat(r.statusCode()).as(type).isEqualTo(400);
            assertThat(object(r.body())).as(type).containsEntry("line", 1L).containsEntry("field", "square");
            assertThat(object(r.body()).get("reason").toString()).as(type).contains("twice");
        }
        HttpResponse<String> header = post("/api/games", "application/json", "{\"header\":{\"white\":\"A\",\"white\":\"B\"}}");
        assertThat(header.statusCode()).isEqualTo(400);
        assertThat(object(header.body())).containsEntry("field", "white");
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aNumberOfAThousandDigitsIsA400SayingSoNotANestingLimit() {
        String id = open("{\"header\":{}}");

        HttpResponse<String> r = actions(id, "application/json",
                "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\",\"at\":" + "1".repeat(1_001) + "}");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(object(r.body()).get("reason").toString()).contains("number").doesNotContain("nested");
        assertThat(storedEvents(id)).isEqualTo(1);
    }
}
