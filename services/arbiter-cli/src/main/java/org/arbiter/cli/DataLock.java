package org.arbiter.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The data folder's lock, {@code serve.lock}, held by the {@code serve} that uses the folder for as
 * long as it runs: a second {@code serve} on the same folder finds it held and says so, instead of
 * failing deep in the embedded database ("The file is locked") with a stack trace.
 */
final class DataLock implements AutoCloseable {
    static final String FILE = "serve.lock";

    /** Another {@code serve} holds the folder. */
    static final class InUse extends RuntimeException {
        InUse(Path data) {
            super("another serve uses the data folder " + data.toAbsolutePath().normalize() + " (it holds " + FILE
                    + "); stop it first, or start with --data OTHER-FOLDER");
        }
    }

    private final FileChannel channel;
    private final FileLock lock;

    private DataLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static DataLock take(Path data) {
        try {
            Files.createDirectories(data);
            FileChannel channel = FileChannel.open(data.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException heldHere) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                throw new InUse(data);
            }
            return new DataLock(channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock the data folder " + data + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
