package org.arbiter.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Two pseudo-terminals joined by {@code socat}, reached by two links: what is written to one is read
 * at the other, as over a serial cable. Closing the pair is pulling the cable: both ends fail and
 * the links go.
 */
final class PtyPair implements AutoCloseable {
    private final Process socat;
    final Path reader;
    final Path board;

    private PtyPair(Process socat, Path reader, Path board) {
        this.socat = socat;
        this.reader = reader;
        this.board = board;
    }

    /** Whether socat is installed (.ci/run installs it; a machine without it skips these tests). */
    static boolean available() {
        try {
            return new ProcessBuilder("socat", "-V").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static PtyPair open(Path reader, Path board) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("socat", "pty,raw,echo=0,link=" + reader, "pty,raw,echo=0,link=" + board)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        for (int i = 0; i < 100 && !(Files.exists(reader) && Files.exists(board)); i++) {
            Thread.sleep(50);
        }
        if (!Files.exists(reader) || !Files.exists(board)) {
            p.destroy();
            throw new IllegalStateException("socat made no pseudo-terminals at " + reader + " and " + board);
        }
        return new PtyPair(p, reader, board);
    }

    @Override
    public void close() throws InterruptedException {
        socat.destroy();
        if (!socat.waitFor(5, TimeUnit.SECONDS)) {
            socat.destroyForcibly();
        }
        for (int i = 0; i < 100 && Files.exists(reader, java.nio.file.LinkOption.NOFOLLOW_LINKS); i++) {
            Thread.sleep(20);
        }
    }
}
