package org.arbiter.service.storage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The data folder exists from the start, whichever store uses it: {@code /actuator/health}'s
 * {@code diskSpace} measures its disk, and a folder that does not exist has no free space.
 */
@Component
class DataFolder {
    DataFolder(@Value("${arbiter.data-dir:./data}") Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the data folder " + dir, e);
        }
    }
}
