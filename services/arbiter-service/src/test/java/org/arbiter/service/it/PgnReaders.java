package org.arbiter.service.it;

import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The PGN readers relays use, chessops (lichess's library) and chess.js, installed from the npm
 * registry into target/pgn-readers by the package.json of src/test/resources/pgn-readers and run
 * by Node on a PGN text. A machine without node skips the test that needs them, saying so.
 */
final class PgnReaders {
    private static final Path HOME = Path.of("target/pgn-readers");

    private PgnReaders() {
    }

    /** What each reader read: {@code chessops} and {@code chessjs}, a list of games each (tags, moves, or an error). */
    static Map<String, Object> read(String pgn) {
        assumeThat(run(Path.of("."), 30, "node", "--version") == 0)
                .as("node is not on this machine's PATH: the PGN readers (chessops, chess.js) cannot run").isTrue();
        try {
            Files.createDirectories(HOME);
            // H2's suites and PostgreSQL's, in two Surefire forks, share this folder: one installs and reads at a time
            try (FileChannel channel = FileChannel.open(HOME.resolve(".lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
                for (String file : List.of("package.json", "read.mjs")) {
                    try (InputStream in = PgnReaders.class.getResourceAsStream("/pgn-readers/" + file)) {
                        Files.copy(in, HOME.resolve(file), StandardCopyOption.REPLACE_EXISTING);
                    }
                }
                if (!Files.isDirectory(HOME.resolve("node_modules/chess.js"))
                        || !Files.isDirectory(HOME.resolve("node_modules/chessops"))) {
                    assumeThat(run(HOME, 300, "npm", "install", "--no-audit", "--no-fund") == 0)
                            .as("npm could not install chessops and chess.js into " + HOME).isTrue();
                }
                Path file = HOME.resolve("feed.pgn");
                Files.writeString(file, pgn, StandardCharsets.UTF_8);
                Path out = HOME.resolve("read.json");
                Process p = new ProcessBuilder("node", "read.mjs", "feed.pgn").directory(HOME.toFile())
                        .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
                if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                    throw new IllegalStateException("node read.mjs failed on " + file.toAbsolutePath());
                }
                return Suite.object(Files.readString(out, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int run(Path dir, int seconds, String... command) {
        try {
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(seconds, TimeUnit.SECONDS) ? p.exitValue() : -1;
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }
}
