package org.arbiter.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.arbiter.board.dgt.DgtCommand;
import org.arbiter.board.dgt.DgtMessage;
import org.arbiter.board.dgt.DgtProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter board --port DEVICE --game ID --server URL --token T}: a DGT board on a serial
 * port, read as the game is played and sent to the service as it happens, until stopped (Ctrl-C).
 * The board is asked for a reset, its board dump and the update mode; its whole messages go to
 * {@code POST /api/boards/{board}/dgt}; a pulled cable is waited for and the board asked again.
 */
@Command(name = "board", mixinStandardHelpOptions = true,
        description = "Reads a DGT board on a serial port and sends its changes to the service as they happen, until stopped (Ctrl-C).",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:stopped, every message of the board sent", "2:bad input or refused: the port, the service, "
                + "the token, the board or the game, and the reason, are on stderr"})
final class BoardCommand implements Callable<Integer> {
    /** The update modes of the protocol a reader may ask for. */
    enum Updates {
        /** Field updates, and clock messages when a time changed ({@code 0x4B}). */
        NICE(DgtCommand.SEND_UPDATE_NICE),
        /** Field updates only ({@code 0x44}), for a board with no clock. */
        BOARD(DgtCommand.SEND_UPDATE_BOARD),
        /** Field updates, and clock messages at least every second ({@code 0x43}). */
        ALL(DgtCommand.SEND_UPDATE);

        final DgtCommand command;

        Updates(DgtCommand command) {
            this.command = command;
        }
    }

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "DEVICE", required = true,
            description = "The board's serial port: /dev/ttyUSB0, /dev/ttyACM0, /dev/rfcomm0, COM3.")
    private String port;

    @Option(names = "--game", paramLabel = "ID", description = "Bind the board to this game first (an arbiter's token): "
            + "its reading starts afresh from the game as it stands, and the board's times are sent with its messages. "
            + "Without it the board must be bound already, and the service stamps the bytes as they arrive.")
    private String game;

    @Option(names = "--board", paramLabel = "NAME", description = "The board's name at the service (default: the game's id).")
    private String board;

    @Option(names = "--server", paramLabel = "URL", defaultValue = "http://127.0.0.1:8080",
            description = "The service (default ${DEFAULT-VALUE}).")
    private URI server;

    @Option(names = "--token", paramLabel = "T", defaultValue = "${env:ARBITER_TOKEN}",
            description = "An API token: an arbiter's, or the board's own (default: ARBITER_TOKEN).")
    private String token;

    @Option(names = "--updates", paramLabel = "nice|board|all", defaultValue = "nice",
            description = "The update mode asked for: nice (field updates and the clock when it changes), board "
                    + "(field updates only) or all (and the clock every second); default ${DEFAULT-VALUE}.")
    private String updates;

    private volatile boolean stopping;
    private final CountDownLatch done = new CountDownLatch(1);

    @Override
    public Integer call() {
        Updates mode = updates(updates);
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException("give a token: --token T or ARBITER_TOKEN (the admin makes one: "
                    + "POST /api/admin/users/{name}/tokens, or /api/admin/boards/{board}/tokens for the board's own)");
        }
        if (board == null && game == null) {
            throw new IllegalArgumentException("name the game (--game ID) or the board bound to one (--board NAME)");
        }
        String name = board != null ? board : game;
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        java.util.function.LongSupplier clock = () -> (System.nanoTime() - start) / 1_000_000;
        BoardUplink uplink = new BoardUplink(server, token, name, game != null ? BoardUplink.Mode.CAPTURE
                : BoardUplink.Mode.RAW, clock, out, err);
        Reading reading = new Reading(uplink, out, err);
        SerialLink link = new SerialLink(port, List.of(DgtCommand.SEND_RESET, DgtCommand.SEND_BOARD, DgtCommand.SEND_CLOCK,
                mode.command), clock, reading);
        Thread reader = null;
        Thread hook = new Thread(this::stopAndWait, "board-stop");
        try {
            if (game != null) {
                uplink.bind(game);
                out.println("board '" + name + "' bound to game '" + game + "' at " + server);
                out.flush();
            }
            reader = Thread.ofPlatform().daemon().name("board-serial").start(link);
            Runtime.getRuntime().addShutdownHook(hook);
            uplink.run(() -> stopping || Thread.currentThread().isInterrupted());
        } finally {
            link.stop();
            if (reader != null) {
                join(reader);
            } else {
                link.closeUnread();
            }
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException | IllegalArgumentException e) {
                // the JVM is shutting down (Ctrl-C), or the hook was never added: nothing to remove
            }
        }
        return 0;
    }

    /** Stops reading and sends what is left; the command then returns 0. */
    void stop() {
        stopping = true;
    }

    private void stopAndWait() {
        stop();
        try {
            done.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Updates updates(String given) {
        for (Updates u : Updates.values()) {
            if (u.name().equalsIgnoreCase(given)) {
                return u;
            }
        }
        throw new IllegalArgumentException("--updates must be nice, board or all, not '" + given + "'");
    }

    private static void join(Thread t) {
        try {
            t.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One connection's bytes into whole messages for the service, and what happened said on the way. */
    private static final class Reading implements SerialLink.Listener {
        private final BoardUplink uplink;
        private final PrintWriter out;
        private final PrintWriter err;
        private DgtFramer framer = new DgtFramer();

        Reading(BoardUplink uplink, PrintWriter out, PrintWriter err) {
            this.uplink = uplink;
            this.out = out;
            this.err = err;
        }

        @Override
        public void connected(String port) {
            framer = new DgtFramer();
            out.println("board on " + port + ": asked for its board and its changes");
            out.flush();
        }

        @Override
        public void read(byte[] bytes, int n, long at) {
            DgtFramer.Result r = framer.feed(bytes, n, at);
            r.messages().forEach(uplink::add);
            for (DgtFramer.Framed m : r.messages()) {
                if (m.message() instanceof DgtMessage.BoardDump) {
                    out.println("board dump received");
                    out.flush();
                }
            }
            for (DgtProblem p : r.problems()) {
                err.println("board: left out of the stream: " + p);
            }
            err.flush();
        }

        @Override
        public void lost(String why) {
            for (DgtProblem p : framer.finish()) {
                err.println("board: left out of the stream: " + p);
            }
            err.println("board: lost (" + why + "); opening the port again until the board is back");
            err.flush();
        }
    }
}
