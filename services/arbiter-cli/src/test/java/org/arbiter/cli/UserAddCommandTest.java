package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import org.arbiter.service.security.InitialAdmin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;

/**
 * {@code ./arbiter user add} as the README shows it (issue 34, item 11): the admin's password piped
 * on the standard input is read; a wrong one is said to be wrong, over HTTP too; a service that is
 * not running is named, not "does not answer: null".
 */
class UserAddCommandTest {

    @Test
    void userAddReadsAPipedPasswordAndSaysWhenItIsWrongOrNoServiceAnswers(@TempDir Path data) throws Exception {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0", "--data", data.toString(), "--arbiter.kafka.port=0");
        try (ConfigurableApplicationContext context = serve.start()) {
            String base = ServeCommand.address(context);
            String password = context.getBean(InitialAdmin.class).takePassword().orElseThrow();

            Run piped = withStdin(password + "\n", () -> Run.of("user", "add", "screen-1", "--role", "display",
                    "--server", base));
            assertThat(piped.exitCode()).as(piped.err()).isZero();
            assertThat(piped.out()).startsWith("made ").contains("screen-1");

            Run wrong = Run.of("user", "add", "screen-2", "--role", "display", "--server", base,
                    "--admin-password", "not the password");
            assertThat(wrong.exitCode()).isEqualTo(2);
            assertThat(wrong.err()).contains("the password of 'admin' is wrong").doesNotContain("{");

            HttpResponse<String> overHttp = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base
                    + "/api/me")).header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                    "admin:not the password".getBytes(StandardCharsets.UTF_8))).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(overHttp.statusCode()).isEqualTo(401);
            assertThat(overHttp.body()).contains("password is wrong").doesNotContain("log in first");
        }
        int stopped;
        try (ServerSocket socket = new ServerSocket(0)) {
            stopped = socket.getLocalPort();
        }
        Run none = Run.of("user", "add", "screen-3", "--role", "display", "--server", "http://127.0.0.1:" + stopped,
                "--admin-password", "whatever");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).contains("no service answers at http://127.0.0.1:" + stopped, "./arbiter serve")
                .doesNotContain("null");
    }

    private static Run withStdin(String text, java.util.function.Supplier<Run> run) {
        InputStream before = System.in;
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        try {
            return run.get();
        } finally {
            System.setIn(before);
        }
    }
}
