package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.arbiter.service.security.InitialAdmin;
import org.arbiter.service.security.Users;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;

/**
 * {@code arbiter serve} with nothing installed: the embedded H2 database and the in-process Kafka,
 * both under the data directory. One game recorded over HTTP comes back through the replay.
 */
class ServeCommandTest {

    @Test
    void servesWithEmbeddedDefaultsOnAFreshMachine(@TempDir Path data) throws Exception {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");
        PrintStream console = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        ConfigurableApplicationContext started;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            started = serve.start();
        } finally {
            System.setOut(console);
        }
        assertThat(printed.toString(StandardCharsets.UTF_8)).as("the start is quiet: no banner, no notices, no warnings")
                .isBlank();
        try (ConfigurableApplicationContext context = started) {
            String base = ServeCommand.address(context);
            HttpClient http = HttpClient.newHttpClient();
            String adminPassword = context.getBean(InitialAdmin.class).takePassword().orElseThrow();
            assertThat(context.getBean(InitialAdmin.class).takePassword()).as("the password is given once").isEmpty();
            HttpResponse<String> anonymous = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"header\":{}}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(anonymous.statusCode()).as(anonymous.body()).isEqualTo(401);
            HttpResponse<String> made = http.send(HttpRequest.newBuilder(URI.create(base + "/api/admin/users"))
                    .header("Content-Type", "application/json").header("Authorization", basic("admin", adminPassword))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"anna\",\"role\":\"arbiter\","
                            + "\"tournaments\":[\"*\"],\"password\":\"correct horse\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
            String anna = basic("anna", "correct horse");
            HttpResponse<String> opened = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games"))
                    .header("Content-Type", "application/json").header("Authorization", anna)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"serve-1\",\"header\":{}}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(opened.statusCode()).as(opened.body()).isEqualTo(201);
            HttpResponse<String> recorded = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/serve-1/actions"))
                    .header("Content-Type", "application/json").header("Authorization", anna)
                    .POST(HttpRequest.BodyPublishers.ofString("[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                            + "{\"act\":\"resign\",\"by\":\"black\"}]")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(recorded.statusCode()).as(recorded.body()).isEqualTo(200);

            String replay = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/serve-1/replay"))
                            .header("Authorization", anna).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertThat(replay).startsWith("{\"result\":\"1-0\",\"termination\":\"II.9\"");
            assertThat(ServeCommand.kafka(context)).startsWith("127.0.0.1:");
            String board = "";
            for (int i = 0; i < 100 && !board.contains("\"status\":\"finished\""); i++) {
                Thread.sleep(100);
                board = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/serve-1"))
                                .header("Authorization", anna).build(),
                        HttpResponse.BodyHandlers.ofString()).body();
            }
            assertThat(board).as("the live board on the embedded database")
                    .contains("\"status\":\"finished\"").contains("\"result\":\"1-0\"");
            assertThat(data.resolve("kafka/meta.properties")).exists();

            String token = context.getBean(Users.class).tokenFor("anna").token();
            Run verified = Run.of("verify", "serve-1", "--server", base, "--token", token);
            assertThat(verified.exitCode()).as(verified.err()).isZero();
            assertThat(verified.out()).startsWith("game serve-1: intact, 5 events");

            String key = http.send(HttpRequest.newBuilder(URI.create(base + "/api/keys/record")).build(),
                    HttpResponse.BodyHandlers.ofString()).body().replaceAll(".*\"publicKey\":\"([^\"]+)\".*", "$1");
            Properties login = new Properties();
            try (Reader in = Files.newBufferedReader(data.resolve("kafka-credentials.properties"))) {
                login.load(in);
            }
            Path client = data.resolve("client.properties");
            Files.writeString(client, "security.protocol=SASL_PLAINTEXT\nsasl.mechanism=PLAIN\n"
                    + "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\""
                    + login.getProperty("username") + "\" password=\"" + login.getProperty("password") + "\";\n");
            Run withoutLogin = Run.of("verify", "serve-1", "--server", base, "--token", token, "--key", key,
                    "--events", ServeCommand.kafka(context));
            Run published = Run.of("verify", "serve-1", "--server", base, "--token", token, "--key", key,
                    "--events", ServeCommand.kafka(context), "--kafka-config", client.toString());
            assertThat(withoutLogin.exitCode()).as(withoutLogin.err()).isEqualTo(2);
            assertThat(withoutLogin.err()).contains("--kafka-config");
            assertThat(published.exitCode()).as(published.err()).isZero();
            assertThat(published.out()).startsWith("game serve-1: intact, 5 events");
        }
    }

    @Test
    void userRemoveAndUserDismissTakeAwayWhatUserAddGave(@TempDir Path data) throws Exception {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");
        try (ConfigurableApplicationContext context = serve.start()) {
            String base = ServeCommand.address(context);
            String admin = context.getBean(InitialAdmin.class).takePassword().orElseThrow();
            HttpClient http = HttpClient.newHttpClient();
            Run added = Run.of("user", "add", "bob", "--role", "arbiter", "--tournament", "Kept Open", "--tournament",
                    "Left Open", "--password", "bobs-long-password", "--server", base, "--admin-password", admin);
            assertThat(added.exitCode()).as(added.err()).isZero();
            assertThat(added.out().strip()).as("in words, not the service's JSON")
                    .isEqualTo("made bob: arbiter of Kept Open, Left Open");

            Run dismissed = Run.of("user", "dismiss", "bob", "--tournament", "Left Open", "--server", base,
                    "--admin-password", admin);
            Run removed = Run.of("user", "remove", "bob", "--server", base, "--admin-password", admin);
            Run again = Run.of("user", "remove", "bob", "--server", base, "--admin-password", admin);

            assertThat(dismissed.exitCode()).as(dismissed.err()).isZero();
            assertThat(dismissed.out().strip()).isEqualTo("now bob: arbiter of Kept Open");
            assertThat(removed.exitCode()).as(removed.err()).isZero();
            assertThat(removed.out().strip()).isEqualTo("removed bob");
            assertThat(again.exitCode()).isNotZero();
            assertThat(again.err()).contains("404").contains("no user 'bob'");
            assertThat(http.send(HttpRequest.newBuilder(URI.create(base + "/api/me"))
                    .header("Authorization", basic("bob", "bobs-long-password")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(401);
        }
    }

    private static String basic(String user, String password) {
        return "Basic " + java.util.Base64.getEncoder().encodeToString((user + ":" + password)
                .getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aPortInUseIsSaidPlainlyWithWhatToDoAndExitsOne(@TempDir Path data) throws Exception {
        PrintStream stdout = System.out;
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        try (ServerSocket taken = new ServerSocket(0)) {
            System.setOut(new PrintStream(logged, true, StandardCharsets.UTF_8));
            Run run = Run.of("serve", "--port", String.valueOf(taken.getLocalPort()), "--data", data.toString(),
                    "--arbiter.kafka.port=0");

            assertThat(run.exitCode()).isEqualTo(1);
            assertThat(run.err().strip()).isEqualTo("serve: port " + taken.getLocalPort()
                    + " is in use; start with --port N (another port, or 0 for any free one)");
        } finally {
            System.setOut(stdout);
        }
        // Said before anything starts: no page of Spring's log and its stack trace (125 lines), no data made.
        assertThat(logged.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(Files.list(data)).isEmpty();
    }

    @Test
    void theDataIsKeptInTheProjectsOwnFolderByDefault() {
        // ./arbiter sets ARBITER_HOME to the project's folder, so the data is found from any directory
        ServeCommand serve = new ServeCommand();
        CommandLine cli = new CommandLine(serve);
        cli.parseArgs();

        assertThat(serve.data).isEqualTo(Path.of(System.getenv().getOrDefault("ARBITER_HOME", "."), "data"));
    }

    /**
     * Issue 34, item 13: a second {@code serve} on a data folder in use says so in one line (not
     * 99 lines of stack trace ending "The file is locked"), and {@code serve} prints the pages'
     * addresses, as the README says.
     */
    @Test
    void aSecondServeOnTheSameDataFolderSaysAnotherServeUsesItAndTheFirstPrintsThePages(@TempDir Path data) {
        ServeCommand first = new ServeCommand();
        new CommandLine(first).parseArgs("--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");
        try (ConfigurableApplicationContext context = first.start()) {
            java.io.StringWriter printed = new java.io.StringWriter();
            first.printStarted(context, new java.io.PrintWriter(printed, true));
            String base = ServeCommand.address(context);
            assertThat(printed.toString()).contains(base + "/ (live)", base + "/review.html", base + "/ledger.html",
                    base + "/swagger-ui.html");

            Run second = Run.of("serve", "--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");

            assertThat(second.exitCode()).isEqualTo(1);
            assertThat(second.err()).startsWith("serve: another serve uses the data folder " + data.toAbsolutePath())
                    .doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(second.err().strip().lines()).hasSize(1);
        }
        ServeCommand again = new ServeCommand();
        new CommandLine(again).parseArgs("--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");
        try (ConfigurableApplicationContext context = again.start()) {
            assertThat(context.isActive()).as("the lock is given back when the first serve stops").isTrue();
        }
    }
}
