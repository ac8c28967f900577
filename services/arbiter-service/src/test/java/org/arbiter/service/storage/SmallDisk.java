package org.arbiter.service.storage;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A small disk for a test of a full one: a tmpfs of a few megabytes mounted on a folder under
 * {@code target/}, filled on demand with one file and freed by deleting it. Mounting needs root;
 * where it is refused the test is skipped, with the reason.
 */
public final class SmallDisk implements AutoCloseable {
    private final Path dir;
    private final Path filler;

    private SmallDisk(Path dir) {
        this.dir = dir;
        this.filler = dir.resolve("filler");
    }

    /** Mounts a tmpfs of {@code megabytes} on {@code dir}, or skips the test saying why it cannot. */
    public static SmallDisk mount(Path dir, int megabytes) {
        Path absolute = dir.toAbsolutePath().normalize();
        try {
            Files.createDirectories(absolute);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        run(List.of("umount", "-l", absolute.toString()));
        String refused = run(List.of("mount", "-t", "tmpfs", "-o", "size=" + megabytes + "m", "tmpfs", absolute.toString()));
        Assumptions.assumeTrue(refused == null, () -> "a full disk is simulated with a " + megabytes + " MB tmpfs on " + absolute
                + ", and mount refused (" + refused + "); run the tests as root on Linux to include this one");
        return new SmallDisk(absolute);
    }

    public Path dir() {
        return dir;
    }

    /** Fills the disk with one file until only {@code bytesLeft} are free. */
    public void fillLeaving(long bytesLeft) throws IOException {
        byte[] block = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (Files.getFileStore(dir).getUsableSpace() > bytesLeft + block.length) {
                out.write(block);
            }
        } catch (IOException e) {
            if (!String.valueOf(e.getMessage()).contains("No space left")) {
                throw e;
            }
        }
    }

    /** Gives the space back: the room an operator makes on a full disk. */
    public void free() throws IOException {
        Files.deleteIfExists(filler);
    }

    public long usableBytes() throws IOException {
        return Files.getFileStore(dir).getUsableSpace();
    }

    @Override
    public void close() {
        run(List.of("umount", "-l", dir.toString()));
    }

    /** Runs a command; null when it succeeded, else what it printed. */
    private static String run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "timed out";
            }
            return p.exitValue() == 0 ? null : output + " (exit " + p.exitValue() + ")";
        } catch (IOException e) {
            return e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
