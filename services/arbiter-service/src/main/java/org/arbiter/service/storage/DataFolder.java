package org.arbiter.service.storage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The data folder exists from the start, whichever store uses it: {@code /actuator/health}'s
 * {@code diskSpace} measures its disk, and a folder that does not exist has no free space. It is
 * the service's user's alone ({@code rwx------}): it holds the database, the in-process broker's
 * logs (every {@code arbiter-token} header sent on {@code arbiter.actions}, every game, public or
 * not, on {@code arbiter.events}) and the broker's login, which others on the machine may not read.
 */
@Component
class DataFolder {
    private static final Logger LOG = LoggerFactory.getLogger(DataFolder.class);
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    DataFolder(@Value("${arbiter.data-dir:./data}") Path dir) {
        try {
            Files.createDirectories(dir);
            Set<PosixFilePermission> now = Files.getPosixFilePermissions(dir);
            if (!OWNER_ONLY.containsAll(now)) {
                LOG.warn("the data folder {} was {}; it is set to rwx------, the service's user's alone", dir,
                        PosixFilePermissions.toString(now));
                Files.setPosixFilePermissions(dir, OWNER_ONLY);
            }
        } catch (UnsupportedOperationException e) {
            LOG.debug("the data folder's file system has no POSIX permissions", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the data folder " + dir + " the service's user's alone", e);
        }
    }
}
