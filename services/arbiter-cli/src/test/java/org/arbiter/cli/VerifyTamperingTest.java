package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.service.chain.ChainHeads;
import org.arbiter.service.chain.GameRecord;
import org.arbiter.service.chain.Link;
import org.arbiter.service.chain.RecordKeys;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import picocli.CommandLine;

/**
 * Issue 45, 2: a game's record changed while {@code ./arbiter serve} was stopped, by someone with
 * the database (and, for the key, the data folder), and {@code ./arbiter verify} in each of its
 * modes against the service started again: the database alone, {@code --key}, {@code --since} an
 * earlier export and {@code --events} the published heads. Each tampering is named in each mode
 * that can see it, and the service records nothing over it.
 */
class VerifyTamperingTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final List<String> RUY_LOPEZ = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4");

    @TempDir
    Path data;

    private ConfigurableApplicationContext service;
    private String token;
    private Path key;
    private Path client;

    @Test
    void anEventAppendedAndAHeadRolledBackWhileTheServiceWasStoppedAreNamedInEveryMode() throws Exception {
        start();
        record("played", RUY_LOPEZ);
        record("g", RUY_LOPEZ.subList(0, 6));
        record("r", RUY_LOPEZ.subList(0, 4));
        Path earlierG = export("g");
        Path earlierR = export("r");
        record("r", List.of("Bb5"));
        GameRecord played = JSON.readValue(fetch("played", "record"), GameRecord.class);
        stop();

        try (Database db = new Database(data)) {
            db.append("g", played.record().events().get(7));
            db.rollBackTo("r", 4, privateKey());
        }
        start();
        Path latestG = export("g");

        for (Run run : List.of(verify("g"), verify("g", "--key", key.toString()), verify("g", "--since", earlierG.toString()),
                verify("g", "--since", latestG.toString()), verify("g", "--key", key.toString(), "--events",
                        ServeCommand.kafka(service), "--kafka-config", client.toString()))) {
            assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
            assertThat(run.out()).contains("unsigned: event 7 (ActionRecorded) is after the last event the service signed");
        }
        for (Run run : List.of(verify("r"), verify("r", "--since", earlierR.toString()), verify("r", "--key", key.toString(),
                "--events", ServeCommand.kafka(service), "--kafka-config", client.toString()))) {
            assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
            assertThat(run.out()).contains("removed: events 5 to 5 were removed");
        }
        assertThat(act("g", "black", "Nf6").statusCode()).as("no act recorded over an event the service did not write")
                .isEqualTo(409);
        assertThat(act("r", "white", "Bc4").statusCode()).as("nor over a game rolled back").isEqualTo(409);
        stop();
    }

    @Test
    void aKeySwappedInTheFileAndTheDatabaseWithEveryHeadSignedAgainIsNamedInEveryMode() throws Exception {
        start();
        record("k", RUY_LOPEZ.subList(0, 4));
        Path earlier = export("k");
        stop();

        KeyPair forger = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        try (Database db = new Database(data)) {
            db.swapKey(forger, data.resolve("signing-key.pem"));
        }
        start();

        for (Run run : List.of(verify("k"), verify("k", "--key", key.toString()), verify("k", "--since", earlier.toString()),
                verify("k", "--key", key.toString(), "--events", ServeCommand.kafka(service), "--kafka-config",
                        client.toString()))) {
            assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
            assertThat(run.out()).contains("signature: ").contains("the key was replaced");
        }
        assertThat(verify("k").out()).as("the database alone: the head kept outside the database")
                .contains("kept outside the database, was signed by another key");
        assertThat(act("k", "white", "Bb5").statusCode()).as("nor over heads signed by another key").isEqualTo(409);
        stop();
    }

    private void start() throws Exception {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");
        PrintStream console = System.out;
        System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            service = serve.start();
        } finally {
            System.setOut(console);
        }
        Users users = service.getBean(Users.class);
        if (users.find("anna").isEmpty()) {
            users.add("anna", Role.ARBITER, Set.of("*"), null);
        }
        token = users.tokenFor("anna").token();
        if (key == null) {
            key = Files.writeString(data.resolve("trusted.pem"), JSON.readTree(get("/api/keys/record")).get("pem").asText());
        }
        Properties login = new Properties();
        try (Reader in = Files.newBufferedReader(data.resolve("kafka-credentials.properties"))) {
            login.load(in);
        }
        client = Files.writeString(data.resolve("client.properties"), "security.protocol=SASL_PLAINTEXT\n"
                + "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
                + "required username=\"" + login.getProperty("username") + "\" password=\""
                + login.getProperty("password") + "\";\n");
    }

    private void stop() {
        service.close();
        service = null;
    }

    @AfterEach
    void stopped() {
        if (service != null) {
            stop();
        }
    }

    private Run verify(String game, String... more) {
        List<String> args = new ArrayList<>(List.of("verify", game, "--server", ServeCommand.address(service),
                "--token", token));
        args.addAll(List.of(more));
        return Run.of(args.toArray(String[]::new));
    }

    /** Opens {@code game} (when new) and records the moves, white first when it is opened now. */
    private void record(String game, List<String> moves) throws Exception {
        int done = 0;
        HttpResponse<String> opened = post("/api/games", "{\"id\":\"" + game + "\",\"header\":{}}");
        if (opened.statusCode() != 201) {
            done = JSON.readTree(fetch(game, "record")).get("record").get("events").size() - 1;
        }
        StringBuilder body = new StringBuilder("[");
        for (int i = 0; i < moves.size(); i++) {
            body.append(i == 0 ? "" : ",").append("{\"act\":\"move\",\"by\":\"").append((done + i) % 2 == 0 ? "white" : "black")
                    .append("\",\"move\":\"").append(moves.get(i)).append("\"}");
        }
        HttpResponse<String> recorded = post("/api/games/" + game + "/actions", body.append("]").toString());
        assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);
    }

    private HttpResponse<String> act(String game, String by, String move) throws Exception {
        return post("/api/games/" + game + "/actions", "[{\"act\":\"move\",\"by\":\"" + by + "\",\"move\":\"" + move
                + "\"}]");
    }

    private Path export(String game) throws Exception {
        return Files.writeString(data.resolve(game + "-" + UUID.randomUUID() + ".json"), fetch(game, "record"));
    }

    private String fetch(String game, String what) throws Exception {
        return get("/api/games/" + game + "/" + what);
    }

    private String get(String path) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(ServeCommand.address(service) + path))
                .header("Authorization", "Bearer " + token).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return r.body();
    }

    private HttpResponse<String> post(String path, String json) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(ServeCommand.address(service) + path))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private PrivateKey privateKey() throws Exception {
        Matcher m = Pattern.compile("-----BEGIN PRIVATE KEY-----([^-]+)-----END PRIVATE KEY-----")
                .matcher(Files.readString(data.resolve("signing-key.pem")));
        assertThat(m.find()).isTrue();
        return KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(
                Base64.getMimeDecoder().decode(m.group(1))));
    }

    private static String sign(PrivateKey key, String game, long seq, String hash) throws Exception {
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(key);
        signer.update(ChainHeads.Head.content(game, seq, hash));
        return Base64.getEncoder().encodeToString(signer.sign());
    }

    /** The stopped service's H2 database, as someone with its file could change it. */
    private static final class Database implements AutoCloseable {
        private final SingleConnectionDataSource source;
        private final JdbcTemplate jdbc;

        Database(Path data) {
            source = new SingleConnectionDataSource("jdbc:h2:file:" + data.resolve("arbiter").toAbsolutePath(), "sa", "",
                    true);
            jdbc = new JdbcTemplate(source);
        }

        /** Appends {@code event}, another game's, to {@code game}: its payload made the game's, linked and hashed. */
        @SuppressWarnings("unchecked")
        void append(String game, GameRecord.Event event) throws Exception {
            String from = (String) event.payload().get("gameId");
            long seq = jdbc.queryForObject("select max(sequence_number) from domain_event_entry where aggregate_identifier = ?",
                    Long.class, game) + 1;
            Map<String, Object> last = JSON.readValue(jdbc.queryForObject("select meta_data from domain_event_entry where "
                    + "aggregate_identifier = ? and sequence_number = ?", byte[].class, game, seq - 1), Map.class);
            Map<String, Object> payload = new LinkedHashMap<>(event.payload());
            payload.put("gameId", game);
            Link link = new Link(event.link().recorder(), event.link().recorderKind(), event.link().via(),
                    Instant.now().toString(), (String) last.get(Link.HASH), null);
            Map<String, Object> meta = new LinkedHashMap<>(last);
            meta.putAll(link.metaData());
            meta.put(Link.HASH, link.expectedHash(game, event.type(), payload));
            byte[] stored = new String(jdbc.queryForObject("select payload from domain_event_entry where aggregate_identifier = ? "
                    + "and sequence_number = ?", byte[].class, from, event.seq()), StandardCharsets.UTF_8)
                    .replace("\"" + from + "\"", "\"" + game + "\"").getBytes(StandardCharsets.UTF_8);
            jdbc.update("insert into domain_event_entry (global_index, event_identifier, meta_data, payload, payload_revision, "
                    + "payload_type, time_stamp, aggregate_identifier, sequence_number, type) select next value for "
                    + "domain_event_entry_seq, ?, ?, ?, payload_revision, payload_type, ?, ?, ?, type from domain_event_entry "
                    + "where aggregate_identifier = ? and sequence_number = ?", UUID.randomUUID().toString(),
                    JSON.writeValueAsBytes(meta), stored, link.recordedAt(), game, seq, from, event.seq());
        }

        /** Deletes {@code game}'s events after {@code seq} and sets its head back to event {@code seq}, signed with the key. */
        @SuppressWarnings("unchecked")
        void rollBackTo(String game, long seq, PrivateKey key) throws Exception {
            String hash = (String) JSON.readValue(jdbc.queryForObject("select meta_data from domain_event_entry where "
                    + "aggregate_identifier = ? and sequence_number = ?", byte[].class, game, seq), Map.class).get(Link.HASH);
            assertThat(jdbc.update("delete from domain_event_entry where aggregate_identifier = ? and sequence_number > ?",
                    game, seq)).isPositive();
            assertThat(jdbc.update("update chain_head set seq = ?, hash = ?, signature = ? where game_id = ?", seq, hash,
                    sign(key, game, seq, hash), game)).isEqualTo(1);
            if (table("chain_signature")) {
                jdbc.update("delete from chain_signature where game_id = ? and seq > ?", game, seq);
            }
        }

        /** Replaces the key in the file and the database, and signs every head again with it. */
        void swapKey(KeyPair forger, Path file) throws Exception {
            Files.writeString(file, "-----BEGIN PRIVATE KEY-----\n" + Base64.getMimeEncoder().encodeToString(
                    forger.getPrivate().getEncoded()) + "\n-----END PRIVATE KEY-----\n" + RecordKeys.pem(forger.getPublic()));
            jdbc.update("update signing_key set public_key = ?", RecordKeys.base64(forger.getPublic()));
            for (String table : List.of("chain_head", "chain_signature").stream().filter(this::table).toList()) {
                for (Map<String, Object> row : jdbc.queryForList("select game_id, seq, hash from " + table)) {
                    jdbc.update("update " + table + " set signature = ? where game_id = ? and seq = ?",
                            sign(forger.getPrivate(), (String) row.get("game_id"), ((Number) row.get("seq")).longValue(),
                                    (String) row.get("hash")), row.get("game_id"), row.get("seq"));
                }
            }
        }

        /** Whether the table is there (a build before it had none). */
        private boolean table(String name) {
            return jdbc.queryForObject("select count(*) from information_schema.tables where lower(table_name) = ?",
                    Long.class, name) > 0;
        }

        @Override
        public void close() {
            source.destroy();
        }
    }
}
