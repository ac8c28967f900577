package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.service.security.InitialAdmin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;

/**
 * docs/tournament-day.md, run (issue 44, item 13): its first {@code bash} block starts the service as
 * the page says, on a free port, and every other {@code bash} block runs in order in bash, from a
 * folder holding the project's {@code examples/} and an {@code ./arbiter} that runs this build's
 * command line. Each must exit 0, and one followed by a {@code text} block must print exactly that:
 * the pairings, the 409 naming the game still in play, and the last round's standings. A page that
 * drifts from what the commands do fails here.
 */
class TournamentDayWalkthroughTest {
    private static final Pattern FENCE = Pattern.compile("(?ms)^```(\\w*)\\n(.*?)^```[ \\t]*$");
    private static final String PAGE_PORT = "8080";

    /** A fenced block of the page: its language, its text, and where it ends in the page. */
    record Block(String language, String text, int start, int end) {
    }

    /** A command block and the output the page shows for it, null when it shows none. */
    record Step(String command, String expected) {
    }

    @Test
    void everyCommandOfTheTournamentDayRunsAndPrintsWhatThePageShows(@TempDir Path work) throws Exception {
        assumeTrue(onPath("bash") && onPath("curl"), "the walkthrough's commands need bash and curl, and this machine "
                + "lacks one (apt-get install curl)");
        Path root = projectRoot();
        List<Step> steps = steps(Files.readString(root.resolve("docs/tournament-day.md")));
        assertThat(steps).as("the page's commands").hasSizeGreaterThan(10);
        assertThat(steps.get(0).command()).as("the first step starts the service").startsWith("./arbiter serve ");
        assertThat(steps.get(steps.size() - 2).expected()).as("the page ends with the last round's standings")
                .contains("Rank  Name").contains("Fontaine,Felix");

        Files.createSymbolicLink(work.resolve("examples"), root.resolve("examples"));
        commandLine(work);
        String port = String.valueOf(freePort());
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs(serveArguments(steps.get(0).command(), port, work));
        try (ConfigurableApplicationContext service = serve.start()) {
            String adminPassword = service.getBean(InitialAdmin.class).takePassword().orElseThrow();
            for (int i = 1; i < steps.size(); i++) {
                Step step = steps.get(i);
                Ran ran = bash(step.command().replace("localhost:" + PAGE_PORT, "localhost:" + port), work,
                        adminPassword);
                assertThat(ran.exit()).as("step %d exits 0:%n%s%nprinted:%n%s%n%s", i, step.command(), ran.out(), ran.err())
                        .isZero();
                if (step.expected() != null) {
                    assertThat(trimmed(ran.out())).as("step %d prints what the page shows:%n%s", i, step.command())
                            .isEqualTo(trimmed(step.expected()));
                }
            }
        }
    }

    @Test
    void onlyATextBlockRightAfterACommandIsTheOutputTheCommandMustPrint() {
        String page = "# Page\n\n```bash\n./arbiter serve --port 8080 --data d\n```\n\n```text\nshown\n```\n\n"
                + "prose\n\n```bash\necho one\n```\n\nmore prose\n\n```text\nnot its output\n```\n"
                + "```json\n{}\n```\n";

        List<Step> steps = steps(page);

        assertThat(steps).containsExactly(new Step("./arbiter serve --port 8080 --data d\n", "shown\n"),
                new Step("echo one\n", null));
    }

    /** The page's {@code bash} blocks in order, each with the {@code text} block right after it, if any. */
    static List<Step> steps(String page) {
        List<Block> blocks = new ArrayList<>();
        Matcher m = FENCE.matcher(page);
        while (m.find()) {
            blocks.add(new Block(m.group(1), m.group(2), m.start(), m.end()));
        }
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            Block b = blocks.get(i);
            if (!b.language().equals("bash")) {
                continue;
            }
            String expected = null;
            if (i + 1 < blocks.size() && blocks.get(i + 1).language().equals("text")
                    && page.substring(b.end(), blocks.get(i + 1).start()).isBlank()) {
                expected = blocks.get(i + 1).text();
            }
            steps.add(new Step(b.text(), expected));
        }
        return steps;
    }

    /** The serve block's options, on {@code port}, its data folder inside {@code work}, Kafka on a free port. */
    private static String[] serveArguments(String command, String port, Path work) {
        List<String> words = new ArrayList<>(Arrays.asList(command.strip().split("\\s+")));
        words = new ArrayList<>(words.subList(2, words.size()));
        int data = words.indexOf("--data");
        assertThat(data).as("the page's service keeps its own data folder").isNotNegative();
        words.set(data + 1, work.resolve(words.get(data + 1)).toString());
        int portAt = words.indexOf("--port");
        assertThat(portAt).as("the page names the port its commands use").isNotNegative();
        assertThat(words.get(portAt + 1)).isEqualTo(PAGE_PORT);
        words.set(portAt + 1, port);
        words.add("--arbiter.kafka.port=0");
        return words.toArray(String[]::new);
    }

    /** {@code ./arbiter} in {@code work}: this build's command line, on the test's class path. */
    private static Path commandLine(Path work) throws IOException {
        Path args = work.resolve("arbiter.args");
        Files.writeString(args, "-cp \"" + System.getProperty("java.class.path").replace("\\", "\\\\") + "\"\n",
                StandardCharsets.UTF_8);
        Path script = work.resolve("arbiter");
        Files.writeString(script, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
                + "' -XX:TieredStopAtLevel=1 @'" + args + "' org.arbiter.cli.ArbiterCommand \"$@\"\n", StandardCharsets.UTF_8);
        assertThat(script.toFile().setExecutable(true)).isTrue();
        return script;
    }

    record Ran(int exit, String out, String err) {
    }

    private static Ran bash(String command, Path work, String adminPassword) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-euo", "pipefail", "-c", command).directory(work.toFile());
        pb.environment().put("ARBITER_ADMIN_PASSWORD", adminPassword);
        Path out = Files.createTempFile(work, "out", ".txt");
        Path err = Files.createTempFile(work, "err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("still running after two minutes: " + command);
        }
        return new Ran(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static String trimmed(String text) {
        return text.strip().lines().map(String::stripTrailing).reduce((a, b) -> a + "\n" + b).orElse("");
    }

    private static boolean onPath(String program) {
        return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, program)));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("docs/tournament-day.md"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("the project's folder, above " + Path.of("").toAbsolutePath()).isNotNull();
        return dir;
    }
}
