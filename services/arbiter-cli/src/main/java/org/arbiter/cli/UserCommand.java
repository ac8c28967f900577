package org.arbiter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Console;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter user add NAME --role arbiter --tournament T}: makes a user through a running
 * service's admin API (the service holds the database, and checks that the caller is an admin).
 */
@Command(name = "user", mixinStandardHelpOptions = true, description = "Manage the service's users (as its admin).",
        subcommands = UserCommand.Add.class)
final class UserCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "add", mixinStandardHelpOptions = true, description = "Make a user: an arbiter appointed to "
            + "tournaments, an official, a display screen, or another admin.")
    static final class Add implements Callable<Integer> {
        /** Made on first use, not when picocli makes the command for {@code --help}: Jackson is 350 classes to load. */
        private static final class Mapper {
            static final ObjectMapper JSON = new ObjectMapper();
        }

        @Parameters(index = "0", paramLabel = "NAME")
        String name;

        @Option(names = "--role", required = true, description = "arbiter, official, display or admin")
        String role;

        @Option(names = "--tournament", paramLabel = "T", description = "a tournament (the header's event) he is appointed "
                + "to; repeat for several; '*' for every tournament")
        List<String> tournaments = new ArrayList<>();

        @Option(names = "--password", description = "his password (without one he logs in by token only)")
        String password;

        @Option(names = "--server", defaultValue = "http://127.0.0.1:8080", description = "the service; default ${DEFAULT-VALUE}")
        URI server;

        @Option(names = "--user", defaultValue = "admin", description = "the admin to call as; default ${DEFAULT-VALUE}")
        String admin;

        @Option(names = "--admin-password", defaultValue = "${env:ARBITER_ADMIN_PASSWORD}",
                description = "the admin's password (default: ARBITER_ADMIN_PASSWORD, else asked for, or read "
                        + "from the standard input when it is not a terminal)")
        String adminPassword;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            String secret = adminPassword;
            if (secret == null || secret.isBlank()) {
                secret = askedPassword();
            }
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("name", name);
            body.put("role", role);
            body.put("tournaments", tournaments);
            body.put("password", password);
            String base = server.toString().replaceAll("/+$", "");
            HttpResponse<String> r;
            try {
                r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "/api/admin/users"))
                        .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                        .header("Authorization", "Basic " + Base64.getEncoder().encodeToString((admin + ":" + secret)
                                .getBytes(StandardCharsets.UTF_8)))
                        .POST(HttpRequest.BodyPublishers.ofString(Mapper.JSON.writeValueAsString(body))).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            } catch (java.net.ConnectException e) {
                throw new IllegalArgumentException("no service answers at " + base + ": start it (./arbiter serve), "
                        + "or name the running one with --server URL");
            } catch (IOException e) {
                throw new IllegalArgumentException(base + " does not answer: " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (r.statusCode() == 401) {
                throw new IllegalArgumentException(base + " refused the admin's password: the password of '" + admin
                        + "' is wrong (or there is no such user; --user names another admin)");
            }
            if (r.statusCode() != 201) {
                throw new IllegalArgumentException(base + " refused the user (" + r.statusCode() + "): " + message(r.body()));
            }
            spec.commandLine().getOut().println("made " + r.body());
            return 0;
        }

        /**
         * The admin's password from the terminal, or, when none is attached, the first line of the
         * standard input, so that a script can pipe it in ({@code echo "$PW" | ./arbiter user add ...}).
         */
        private String askedPassword() {
            Console console = System.console();
            if (console != null) {
                return new String(console.readPassword("%s's password: ", admin));
            }
            try {
                String line = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, StandardCharsets.UTF_8))
                        .readLine();
                if (line == null || line.isBlank()) {
                    throw new IllegalArgumentException("give the admin's password: on the standard input, "
                            + "--admin-password, or ARBITER_ADMIN_PASSWORD");
                }
                return line;
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        /** The service's error answer in words: its {@code message}, else the body as it came. */
        private static String message(String body) {
            try {
                com.fasterxml.jackson.databind.JsonNode error = Mapper.JSON.readTree(body);
                return error.hasNonNull("message") ? error.get("message").asText() : body;
            } catch (JsonProcessingException e) {
                return body;
            }
        }
    }
}
