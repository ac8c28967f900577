package org.arbiter.service.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The service over HTTP, as an arbiter's tablet would use it: for the browser tests to set the scene. */
final class ServiceClient {
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_LONG_FOR_INTS);

    static final Duration PATIENCE = Duration.ofSeconds(15);
    static final Path CASES = Path.of("../law-engine/src/test/resources/cases");

    private final int port;
    private final String token;
    /**
     * A client, and so its kept-alive connections, of each test class's own: the classes share one
     * service (InBrowser), and a connection an earlier class left idle past the server's keep-alive
     * timeout could be closed by the server just as the next class sends on it.
     */
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** {@code token}: the API token the client calls with (TestUsers). */
    ServiceClient(int port, String token) {
        this.port = port;
        this.token = token;
    }

    String open(String white, String black, String event, String round) {
        String header = write(Map.of("header", Map.of("white", white, "black", black, "event", event, "round", round)));
        HttpResponse<String> r = send("POST", "/api/games", "application/json", header);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    /** Opens a game with a header line of its own ({@code {"header": {...}}}) and returns its id. */
    String open(String headerLine) {
        HttpResponse<String> r = send("POST", "/api/games", "application/json", headerLine);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    void post(String gameId, String jsonLines) {
        HttpResponse<String> r = send("POST", "/api/games/" + gameId + "/actions", "application/x-ndjson", jsonLines);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    String get(String path) {
        HttpResponse<String> r = send("GET", path, null, null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return r.body();
    }

    HttpResponse<String> send(String method, String path, String contentType, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + token);
        if (body == null) {
            request.GET();
        } else {
            request.header("Content-Type", contentType)
                    .method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A case's action lines (the header left out), as JSON Lines. */
    static String actions(String caseName) {
        try {
            List<String> lines = new ArrayList<>();
            for (String line : Files.readAllLines(CASES.resolve(caseName), StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.strip().startsWith("#")) {
                    lines.add(line.strip());
                }
            }
            return String.join("\n", lines.subList(1, lines.size()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    static Map<String, Object> object(String json) {
        return read(json, new TypeReference<Map<String, Object>>() { });
    }

    static List<Map<String, Object>> array(String json) {
        return read(json, new TypeReference<List<Map<String, Object>>>() { });
    }

    private static <T> T read(String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + json, e);
        }
    }

    private static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** Waits for the read side (the ledger's projection follows the event store within milliseconds). */
    static void eventually(java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited %s", PATIENCE).isLessThan(deadline);
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
