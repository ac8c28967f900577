package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
}
