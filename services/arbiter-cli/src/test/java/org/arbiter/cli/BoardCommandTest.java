package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.board.BoardSimulator;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.service.security.InitialAdmin;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;

/**
 * {@code arbiter board} end to end: a simulated DGT board writes a game's real bytes into one end of
 * a pseudo-terminal pair (socat), the command reads the other end as a serial port and sends what it
 * reads to a running service, whose record of the game must be the game played.
 */
class BoardCommandTest {
    /** A Ruy Lopez with captures, castling and a recapture: 12 plies. */
    private static final List<String> GAME = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "f6",
            "d4", "exd4");
    private static final AtomicInteger GAMES = new AtomicInteger();

    @TempDir
    static Path data;
    private static ConfigurableApplicationContext service;
    private static String base;
    private static String token;

    @BeforeAll
    static void startTheService() throws Exception {
        Assumptions.assumeTrue(PtyPair.available(), "socat is not installed (apt-get install socat; .ci/run does): "
                + "the serial port tests need its pseudo-terminal pairs");
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0", "--data", data.resolve("service").toString(), "--arbiter.kafka.port=0");
        service = serve.start();
        base = ServeCommand.address(service);
        String admin = "Basic " + java.util.Base64.getEncoder().encodeToString(("admin:"
                + service.getBean(InitialAdmin.class).takePassword().orElseThrow()).getBytes(StandardCharsets.UTF_8));
        send("POST", "/api/admin/users", admin, "{\"name\":\"anna\",\"role\":\"arbiter\",\"tournaments\":[\"*\"]}", 201);
        String issued = send("POST", "/api/admin/users/anna/tokens", admin, "{}", 201);
        Matcher m = Pattern.compile("\"token\"\\s*:\\s*\"([^\"]+)\"").matcher(issued);
        assertThat(m.find()).as(issued).isTrue();
        token = m.group(1);
    }

    @AfterAll
    static void stopTheService() {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void aGamePlayedOnABoardOnASerialPortIsRecordedMoveForMove(@TempDir Path links) throws Exception {
        String game = openGame();
        ScriptedDgtBoard board = new ScriptedDgtBoard(simulated());
        try (PtyPair cable = PtyPair.open(links.resolve("reader"), links.resolve("board"))) {
            Running command = Running.start("board", "--port", cable.reader.toString(), "--game", game, "--server", base,
                    "--token", token);
            assertThat(board.serve(cable.board.toString(), board.reads())).isTrue();
            assertThat(movesOnceComplete(game)).as(command.said(game)).isEqualTo(GAME);
            Run run = command.stop();
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(run.out()).contains("board '" + game + "' bound to game '" + game + "'")
                    .contains("board on " + cable.reader + ": asked for its board and its changes");
        }
        assertThat(board.requests()).as("reset, board dump, clock, update-nice mode")
                .startsWith(0x40, 0x42, 0x41, 0x4B);
    }

    @Test
    void aPulledCableIsWaitedForAndTheGameGoesOnOnceTheBoardIsBack(@TempDir Path links) throws Exception {
        String game = openGame();
        ScriptedDgtBoard board = new ScriptedDgtBoard(simulated());
        Path reader = links.resolve("reader");
        Path far = links.resolve("board");
        int cut = board.afterClockMessage(7);
        Running command;
        try (PtyPair cable = PtyPair.open(reader, far)) {
            command = Running.start("board", "--port", reader.toString(), "--game", game, "--server", base, "--token", token);
            assertThat(board.serve(far.toString(), cut)).isTrue();
            Thread.sleep(500);
        }
        Thread.sleep(1500);
        try (PtyPair again = PtyPair.open(reader, far)) {
            assertThat(board.serve(far.toString(), board.reads())).isTrue();
            assertThat(movesOnceComplete(game)).as(command.said(game)).isEqualTo(GAME);
        }
        Run run = command.stop();
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("board: lost (");
        assertThat(run.out().split("asked for its board and its changes", -1)).as(run.out()).hasSize(3);
        assertThat(board.requests().stream().filter(r -> r == 0x42).count()).as("a board dump asked for on each connection")
                .isGreaterThanOrEqualTo(2);
    }

    @Test
    void aPortThatIsNotThereIsSaidPlainly(@TempDir Path links) {
        Run run = Run.of("board", "--port", links.resolve("ttyUSB9").toString(), "--game", "g", "--server", base,
                "--token", token);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("arbiter board: no serial port " + links.resolve("ttyUSB9") + ": is the board plugged in?")
                .doesNotContain("Exception");
    }

    @Test
    void noServiceAWrongTokenAndAnUnknownGameAreSaidPlainly(@TempDir Path links) throws Exception {
        try (PtyPair cable = PtyPair.open(links.resolve("reader"), links.resolve("board"))) {
            String port = cable.reader.toString();
            int closed;
            try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
                closed = s.getLocalPort();
            }
            Run none = Run.of("board", "--port", port, "--game", "g", "--server", "http://127.0.0.1:" + closed, "--token", token);
            Run wrong = Run.of("board", "--port", port, "--game", openGame(), "--server", base, "--token", "arb_wrong");
            Run unknown = Run.of("board", "--port", port, "--game", "no-such-game", "--server", base, "--token", token);
            Run usage = Run.of("board", "--game", "g");

            assertThat(none.exitCode()).isEqualTo(2);
            assertThat(none.err()).startsWith("arbiter board: no service answers at http://127.0.0.1:" + closed);
            assertThat(wrong.exitCode()).isEqualTo(2);
            assertThat(wrong.err()).contains("refused the token (401)");
            assertThat(unknown.exitCode()).isEqualTo(2);
            assertThat(unknown.err()).contains("(404)").contains("no-such-game");
            assertThat(usage.exitCode()).isEqualTo(2);
            assertThat(usage.err()).contains("Missing required option: '--port=DEVICE'");
        }
    }

    /** The simulated game's capture: real DGT bytes with a clock, messages split across reads and scanned out of order. */
    private static byte[] simulated() {
        Position p = Position.initial();
        List<Move> moves = new ArrayList<>();
        for (String san : GAME) {
            Move m = Notation.parse(p, san);
            moves.add(m);
            p = p.play(m);
        }
        return new BoardSimulator(0.3, 36, EnumSet.of(BoardSimulator.Noise.SPLIT_READ, BoardSimulator.Noise.SCAN_ORDER))
                .record(Position.initial(), moves, "*").capture();
    }

    private static String openGame() throws Exception {
        String id = "serial-" + GAMES.incrementAndGet();
        send("POST", "/api/games", "Bearer " + token, "{\"id\":\"" + id + "\",\"header\":{}}", 201);
        return id;
    }

    /** The moves of the game's PGN once it has as many as the game played (or after 60 s). */
    private static List<String> movesOnceComplete(String game) throws Exception {
        List<String> moves = List.of();
        for (int i = 0; i < 600 && moves.size() < GAME.size(); i++) {
            moves = sans(send("GET", "/api/games/" + game + ".pgn", "Bearer " + token, null, 200));
            Thread.sleep(100);
        }
        return moves;
    }

    private static List<String> sans(String pgn) {
        String text = pgn.replaceAll("(?m)^\\[.*$", "").replaceAll("\\{[^}]*}", " ").replaceAll("\\d+\\.(\\.\\.)?", " ");
        List<String> out = new ArrayList<>();
        for (String token : text.trim().split("\\s+")) {
            if (!token.isEmpty() && !token.matches("1-0|0-1|1/2-1/2|\\*|\\$\\d+")) {
                out.add(token.replaceAll("[+#!?]+$", ""));
            }
        }
        return out;
    }

    private static String send(String method, String path, String auth, String body, int expected) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", auth)
                .header("Content-Type", "application/json").method(method, body == null
                        ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> answer = HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(method + " " + path + ": " + answer.body()).isEqualTo(expected);
        return answer.body();
    }

    /** The command running on its own thread, as it runs until stopped. */
    private record Running(BoardCommand command, Thread thread, StringWriter out, StringWriter err, int[] code) {
        static Running start(String... args) {
            BoardCommand command = new BoardCommand();
            CommandLine cmd = new CommandLine(command).setExecutionExceptionHandler(new FailureHandler());
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            cmd.setOut(new PrintWriter(out, true));
            cmd.setErr(new PrintWriter(err, true));
            int[] code = {-1};
            Thread t = Thread.ofPlatform().name("board-command").start(() -> code[0] = cmd.execute(
                    java.util.Arrays.copyOfRange(args, 1, args.length)));
            return new Running(command, t, out, err, code);
        }

        /** What the command has said so far, and the service's status of the board, for a failure's message. */
        String said(String game) throws Exception {
            return "the command said: " + out + err + "; the board: " + send("GET", "/api/boards/" + game, "Bearer " + token,
                    null, 200);
        }

        Run stop() throws InterruptedException {
            command.stop();
            thread.join(15_000);
            return new Run(code[0], out.toString(), err.toString());
        }
    }
}
