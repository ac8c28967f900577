package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data folder holds the database, the in-process broker's logs (every arbiter-token header
 * sent on arbiter.actions, every game on arbiter.events) and its login: others on the machine may
 * not read it.
 */
class DataFolderTest {
    @TempDir
    Path temp;

    @Test
    void aNewDataFolderIsTheServicesUsersAlone() throws Exception {
        Path dir = temp.resolve("data");

        new DataFolder(dir);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
    }

    @Test
    void aDataFolderOthersCouldReadIsClosedToThem() throws Exception {
        Path dir = Files.createDirectory(temp.resolve("open"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwxr-xr-x")));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));

        new DataFolder(dir);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
    }
}
