package org.arbiter.service.storage;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The room an H2 file database has on its disk, and the room the service keeps in hand there
 * ({@code arbiter.min-free}): below it a commit is not acknowledged ({@link RoomyCommits}). H2
 * answered commits on a full disk that it lost when it closed itself and was opened again
 * (docs/adr/0030-no-commit-acknowledged-on-a-disk-without-room.md).
 */
record DiskRoom(String where, LongSupplier free, long minFree) {

    /** The disk of the folder that holds an H2 file database, or empty when the URL names no file on this machine. */
    static Optional<DiskRoom> ofH2(String url, long minFree) {
        if (!url.startsWith("jdbc:h2:")) {
            return Optional.empty();
        }
        String name = url.substring("jdbc:h2:".length()).split(";", 2)[0];
        if (name.startsWith("file:")) {
            name = name.substring("file:".length());
        } else if (!(name.startsWith("/") || name.startsWith(".") || name.startsWith("~"))) {
            return Optional.empty(); // mem:, tcp:, ssl: and H2's other file systems: no file here, or not ours to measure
        }
        if (name.startsWith("~")) {
            name = System.getProperty("user.home") + name.substring(1);
        }
        Path folder = Path.of(name).toAbsolutePath().normalize().getParent();
        return Optional.of(new DiskRoom(folder.toString(), () -> folder.toFile().getUsableSpace(), minFree));
    }

    /** The reason the disk is short of room now, or empty when it has at least {@link #minFree}. */
    Optional<String> shortage() {
        long now = free.getAsLong();
        return now >= minFree ? Optional.empty() : Optional.of("the disk of " + where + " has " + megabytes(now)
                + " free, under the " + megabytes(minFree) + " the service keeps in hand (arbiter.min-free)");
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
