package org.arbiter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Console;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
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
 * {@code arbiter user add NAME --role arbiter --tournament T}, {@code arbiter user remove NAME} and
 * {@code arbiter user dismiss NAME --tournament T}: users managed through a running service's admin
 * API (the service holds the database, and checks that the caller is an admin).
 */
@Command(name = "user", mixinStandardHelpOptions = true, description = "Manage the service's users (as its admin).",
        subcommands = {UserCommand.Add.class, UserCommand.Remove.class, UserCommand.Dismiss.class})
final class UserCommand implements Runnable {
    /** Made on first use, not when picocli makes the command for {@code --help}: Jackson is 350 classes to load. */
    private static final class Mapper {
        static final ObjectMapper JSON = new ObjectMapper();
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The service and the admin who calls it, shared by the subcommands. */
    static final class AdminServer {
        @Option(names = "--server", defaultValue = "http://127.0.0.1:8080", description = "the service; default ${DEFAULT-VALUE}")
        URI server;

        @Option(names = "--user", defaultValue = "admin", description = "the admin to call as; default ${DEFAULT-VALUE}")
        String admin;

        @Option(names = "--admin-password", defaultValue = "${env:ARBITER_ADMIN_PASSWORD}",
                description = "the admin's password (default: ARBITER_ADMIN_PASSWORD, else asked for, or read "
                        + "from the standard input when it is not a terminal)")
        String adminPassword;

        /** Sends {@code body} (JSON, or none) as the admin; the answer, or a clear error when it is not {@code expected}. */
        String send(String method, String path, Object body, int expected) {
            String secret = adminPassword;
            if (secret == null || secret.isBlank()) {
                secret = askedPassword();
            }
            String base = server.toString().replaceAll("/+$", "");
            HttpResponse<String> r;
            try {
                HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(Mapper.JSON.writeValueAsString(body));
                r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + path))
                        .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                        .header("Authorization", "Basic " + Base64.getEncoder().encodeToString((admin + ":" + secret)
                                .getBytes(StandardCharsets.UTF_8)))
                        .method(method, publisher).build(), HttpResponse.BodyHandlers.ofString());
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
            if (r.statusCode() != expected) {
                throw new IllegalArgumentException(base + " refused (" + r.statusCode() + "): " + message(r.body()));
            }
            return r.body();
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
        static String message(String body) {
            try {
                com.fasterxml.jackson.databind.JsonNode error = Mapper.JSON.readTree(body);
                return error.hasNonNull("message") ? error.get("message").asText() : body;
            } catch (JsonProcessingException e) {
                return body;
            }
        }
    }

    /** A subcommand about one user, called as the admin. */
    abstract static class OnUser {
        @Parameters(index = "0", paramLabel = "NAME")
        String name;

        @CommandLine.Mixin
        AdminServer service;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        void say(String line) {
            spec.commandLine().getOut().println(line);
        }

        /**
         * A user as the service answers with him ({@code {"name","role","tournaments"}}), in words:
         * {@code anna: arbiter of Kept Open, Left Open}; the answer as it came when it is not one.
         */
        static String described(String answer) {
            try {
                com.fasterxml.jackson.databind.JsonNode user = Mapper.JSON.readTree(answer);
                if (user == null || !user.hasNonNull("name") || !user.hasNonNull("role")) {
                    return answer;
                }
                List<String> tournaments = new ArrayList<>();
                user.path("tournaments").forEach(t -> tournaments.add(t.asText()));
                String role = user.get("role").asText().toLowerCase(java.util.Locale.ROOT);
                String of = tournaments.isEmpty() ? "" : tournaments.contains("*") ? " of every tournament"
                        : " of " + String.join(", ", tournaments.stream().sorted().toList());
                return user.get("name").asText() + ": " + role + of;
            } catch (JsonProcessingException e) {
                return answer;
            }
        }
    }

    private static String segment(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Command(name = "add", mixinStandardHelpOptions = true, description = "Make a user: an arbiter appointed to "
            + "tournaments, an official, a display screen, or another admin.")
    static final class Add extends OnUser implements Callable<Integer> {
        @Option(names = "--role", required = true, description = "arbiter, official, display or admin")
        String role;

        @Option(names = "--tournament", paramLabel = "T", description = "a tournament (the header's event) he is appointed "
                + "to; repeat for several; '*' for every tournament")
        List<String> tournaments = new ArrayList<>();

        @Option(names = "--password", description = "his password, at least 12 characters (without one he logs in by "
                + "token only)")
        String password;

        @Override
        public Integer call() {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("name", name);
            body.put("role", role);
            body.put("tournaments", tournaments);
            body.put("password", password);
            say("made " + described(service.send("POST", "/api/admin/users", body, 201)));
            return 0;
        }
    }

    @Command(name = "remove", mixinStandardHelpOptions = true, description = "Remove a user: his appointments go and "
            + "his tokens are revoked, with the sessions made with them; the events he recorded keep his name.")
    static final class Remove extends OnUser implements Callable<Integer> {
        @Override
        public Integer call() {
            service.send("DELETE", "/api/admin/users/" + segment(name), null, 204);
            say("removed " + name);
            return 0;
        }
    }

    @Command(name = "dismiss", mixinStandardHelpOptions = true, description = "End a user's appointment to a tournament.")
    static final class Dismiss extends OnUser implements Callable<Integer> {
        @Option(names = "--tournament", paramLabel = "T", required = true, description = "the tournament (the header's "
                + "event) he is no longer appointed to")
        String tournament;

        @Override
        public Integer call() {
            say("now " + described(service.send("DELETE", "/api/admin/users/" + segment(name) + "/appointments?tournament="
                    + URLEncoder.encode(tournament, StandardCharsets.UTF_8), null, 200)));
            return 0;
        }
    }
}
