package org.arbiter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import org.arbiter.service.chain.ChainHeads;
import org.arbiter.service.chain.Finding;
import org.arbiter.service.chain.GameRecord;
import org.arbiter.service.chain.GameRecords;
import org.arbiter.service.chain.RecordKeys;
import org.arbiter.service.chain.Verification;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter verify}: a game's record checked, either a signed record exported by the service
 * ({@code GET /api/games/{id}/record}), offline against a public key the committee trusts, or a
 * game in a running service's database, through {@code GET /api/games/{id}/verify}. Exit 0 when
 * the record is intact, 1 when something was altered, removed, inserted or moved.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Check a game's record: its hash chain, its signature and its replay through the law engine.",
                "verify RECORD.json --key KEY   a signed record, offline (KEY: a PEM file, or the key in base64)",
                "verify GAME --server URL       a game in a running service's database",
                "  --key KEY: the service must still sign with KEY; --since EARLIER.json: an earlier export's events",
                "  must still be there; --events BOOTSTRAP --key KEY: so must the last head published on the topic"})
final class VerifyCommand implements Callable<Integer> {
    /** Made on first use, not when picocli makes the command for {@code --help}: Jackson is 350 classes to load. */
    private static final class Mapper {
        static final ObjectMapper JSON = new ObjectMapper();
    }

    @Parameters(index = "0", paramLabel = "RECORD|GAME", description = "a record file exported by the service, or a game id with --server")
    String target;

    @Option(names = "--key", paramLabel = "PUBLIC_KEY", description = "the service's Ed25519 public key: a file (PEM or "
            + "base64) or the base64 itself; with --server, the service must still sign with it")
    String key;

    @Option(names = "--server", paramLabel = "URL", description = "a running service, e.g. http://127.0.0.1:8080")
    URI server;

    @Option(names = "--token", paramLabel = "TOKEN", defaultValue = "${env:ARBITER_TOKEN}",
            description = "an API token for --server (default: the ARBITER_TOKEN environment variable)")
    String token;

    @Option(names = "--since", paramLabel = "EARLIER.json", description = "with --server: a record exported earlier "
            + "(GET /api/games/{id}/record); every event in it must still be in the game, unchanged, signed by the same key")
    Path since;

    @Option(names = "--events", paramLabel = "BOOTSTRAP", description = "with --server and --key: a Kafka bootstrap "
            + "address; the game's last head published on the events topic must be signed by KEY and still be in the game")
    String events;

    @Option(names = "--kafka-config", paramLabel = "client.properties", description = "with --events: the Kafka client's "
            + "settings, as kafka-console-consumer.sh's --consumer.config takes them (security.protocol, sasl.mechanism, "
            + "sasl.jaas.config); ./arbiter serve's broker asks for its login (docs/security.md#kafka)")
    Path kafkaConfig;

    @Option(names = "--topic", paramLabel = "TOPIC", defaultValue = "arbiter.events", description = "the events topic "
            + "(default: ${DEFAULT-VALUE})")
    String topic;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Verification v;
        if (events != null && key == null) {
            throw new IllegalArgumentException("--events checks the published head against the key you trust: "
                    + "give --key PUBLIC_KEY");
        }
        if (server != null) {
            GameRecord earlier = since == null ? null : record(since);
            if (earlier != null && !target.equals(earlier.record().gameId())) {
                throw new IllegalArgumentException(since + ": a record of game " + earlier.record().gameId() + ", not of "
                        + target + "; --since compares a game with its own earlier export");
            }
            v = fromServer();
            if (key != null) {
                v = with(v, GameRecords.signer(current(), publicKey(key)));
            }
            if (earlier != null) {
                v = with(v, GameRecords.since(earlier, current()));
            }
            if (events != null) {
                ChainHeads.Head head = PublishedHeads.last(events, topic, target, kafkaClient()).orElseThrow(() ->
                        new IllegalArgumentException("no signed head of game " + target + " on " + topic + " at " + events));
                v = with(v, GameRecords.published(head, publicKey(key), current()));
            }
        } else {
            if (key == null) {
                throw new IllegalArgumentException("a record is checked against the service's public key: give --key "
                        + "PUBLIC_KEY (GET /api/keys/record), or --server URL to check a game in its database");
            }
            v = GameRecords.verify(record(Path.of(target)), publicKey(key));
        }
        print(v, spec.commandLine().getOut());
        return v.intact() ? 0 : 1;
    }

    /** The Kafka client's settings from {@code --kafka-config}, none without it. */
    private Properties kafkaClient() {
        Properties client = new Properties();
        if (kafkaConfig != null) {
            try {
                client.load(new StringReader(TextFile.read(kafkaConfig)));
            } catch (IOException | IllegalArgumentException e) {
                throw new IllegalArgumentException(kafkaConfig + ": not a Kafka client's properties: " + e.getMessage());
            }
        }
        return client;
    }

    private static GameRecord record(Path file) {
        String text = TextFile.read(file);
        try {
            GameRecord record = Mapper.JSON.readValue(text, GameRecord.class);
            if (record.record() == null) {
                throw new IllegalArgumentException(file + ": not a record exported by GET /api/games/{id}/record "
                        + "(no \"record\" field)");
            }
            return record;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + ": not a record exported by GET /api/games/{id}/record: "
                    + e.getOriginalMessage());
        }
    }

    private static PublicKey publicKey(String given) {
        Path file = Path.of(given);
        String text = Files.isRegularFile(file) ? TextFile.read(file) : given;
        return RecordKeys.publicKey(text);
    }

    /** The game's record as the server exports it now. */
    private GameRecord current() {
        try {
            return Mapper.JSON.readValue(fetch("record"), GameRecord.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the service's record is not a record: " + e.getOriginalMessage(), e);
        }
    }

    /** The server's verification with more findings: what became of what was published earlier. */
    private static Verification with(Verification v, List<Finding> more) {
        List<Finding> findings = new ArrayList<>(v.findings());
        findings.addAll(more);
        findings.sort(Comparator.comparingLong(Finding::seq));
        return new Verification(v.gameId(), findings.isEmpty(), v.events(), v.head(), findings);
    }

    private Verification fromServer() {
        String body = fetch("verify");
        try {
            return Mapper.JSON.readValue(body, Verification.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the service's answer is not a verification: " + body, e);
        }
    }

    /** GET /api/games/{id}/{what} from the server with the token, its body when 200. */
    private String fetch(String what) {
        String base = server.toString().replaceAll("/+$", "");
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "/api/games/"
                + java.net.URLEncoder.encode(target, StandardCharsets.UTF_8).replace("+", "%20") + "/" + what))
                .timeout(Duration.ofSeconds(60)).GET();
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException("--server needs an API token that may read the game: give --token TOKEN, "
                    + "or set ARBITER_TOKEN (an admin issues one: POST /api/admin/users/{name}/tokens)");
        }
        request.header("Authorization", "Bearer " + token);
        HttpResponse<String> r;
        try {
            r = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalArgumentException(base + " does not answer: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        if (r.statusCode() == 401 || r.statusCode() == 403) {
            throw new IllegalArgumentException(base + " refused the token (" + r.statusCode() + "): "
                    + (r.statusCode() == 401 ? "it is unknown, revoked or expired" : "it may not read game " + target)
                    + "; give another with --token");
        }
        if (r.statusCode() != 200) {
            throw new IllegalArgumentException(base + " answered " + r.statusCode() + ": " + r.body());
        }
        return r.body();
    }

    static void print(Verification v, PrintWriter out) {
        if (v.intact()) {
            out.println("game " + v.gameId() + ": intact, " + v.events() + " events, head " + v.head());
        } else {
            out.println("game " + v.gameId() + ": NOT intact (" + v.events() + " events read)");
            for (Finding f : v.findings()) {
                out.println("  " + f.problem().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ": "
                        + f.detail());
            }
        }
        out.flush();
    }
}
