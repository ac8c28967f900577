package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The in-process broker's one user: made once per data folder, kept where only the service reads it, or configured. */
class BrokerCredentialsTest {

    @Test
    void madeOnTheFirstStartKeptForTheNextAndReadableOnlyByTheService(@TempDir Path data) throws Exception {
        BrokerCredentials first = BrokerCredentials.of(data, "", "");
        BrokerCredentials again = BrokerCredentials.of(data, "", "");

        assertThat(again).isEqualTo(first);
        assertThat(first.password()).hasSizeGreaterThanOrEqualTo(32);
        assertThat(BrokerCredentials.of(Files.createDirectory(data.resolve("other")), "", "").password())
                .isNotEqualTo(first.password());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data.resolve(BrokerCredentials.FILE))))
                .isEqualTo("rw-------");
    }

    @Test
    void configuredCredentialsAreUsedAndNothingIsWritten(@TempDir Path data) {
        assertThat(BrokerCredentials.of(data, "relay", "a-long-configured-secret"))
                .isEqualTo(new BrokerCredentials("relay", "a-long-configured-secret"));
        assertThat(data.resolve(BrokerCredentials.FILE)).doesNotExist();
    }

    /** The JAAS line quotes the values: a quote in one would let it say more than a password. */
    @Test
    void aPasswordThatWouldBreakTheJaasLineIsRefused() {
        assertThatThrownBy(() -> new BrokerCredentials("arbiter", "x\" user_admin=\"y"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
