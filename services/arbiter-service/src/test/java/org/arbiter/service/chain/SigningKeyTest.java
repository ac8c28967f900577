package org.arbiter.service.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Base64;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/** The private key lives in a file only the service reads, never in the database; an earlier build's key is moved there. */
class SigningKeyTest {
    @TempDir
    Path dir;
    private JdbcTemplate jdbc;

    @BeforeEach
    void database() {
        jdbc = new JdbcTemplate(new DriverManagerDataSource("jdbc:h2:mem:" + dir.getFileName() + ";DB_CLOSE_DELAY=-1", "sa", ""));
        jdbc.execute("create table signing_key (id integer not null primary key, algorithm varchar(20) not null, "
                + "public_key varchar(200) not null, private_key varchar(200) not null, "
                + "created_at timestamp(6) with time zone not null)");
    }

    @Test
    void aNewKeyIsWrittenToAFileReadableByTheServiceOnlyAndTheDatabaseHoldsItsPublicKeyAlone() throws Exception {
        Path file = dir.resolve("data/signing-key.pem");
        SigningKey key = new SigningKey(jdbc, file);

        byte[] signature = key.sign("head".getBytes());

        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        assertThat(jdbc.queryForObject("select private_key from signing_key", String.class)).isEmpty();
        assertThat(jdbc.queryForObject("select public_key from signing_key", String.class))
                .isEqualTo(RecordKeys.base64(key.publicKey()));
        assertThat(verifies(key.publicKey(), signature)).isTrue();
        SigningKey again = new SigningKey(jdbc, file);
        assertThat(RecordKeys.base64(again.publicKey())).isEqualTo(RecordKeys.base64(key.publicKey()));
    }

    @Test
    void aPrivateKeyAnEarlierBuildKeptInTheDatabaseIsMovedToTheFileAndBlanked() throws Exception {
        KeyPair earlier = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        jdbc.update("insert into signing_key values (1, 'Ed25519', ?, ?, current_timestamp)",
                RecordKeys.base64(earlier.getPublic()), Base64.getEncoder().encodeToString(earlier.getPrivate().getEncoded()));
        Path file = dir.resolve("signing-key.pem");

        SigningKey key = new SigningKey(jdbc, file);
        byte[] signature = key.sign("head".getBytes());

        assertThat(RecordKeys.base64(key.publicKey())).isEqualTo(RecordKeys.base64(earlier.getPublic()));
        assertThat(verifies(earlier.getPublic(), signature)).isTrue();
        assertThat(jdbc.queryForObject("select private_key from signing_key", String.class)).isEmpty();
        assertThat(Files.readString(file)).contains("BEGIN PRIVATE KEY");
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
    }

    @Test
    void aMissingKeyFileOnceTheKeyLeftTheDatabaseIsNamed() {
        new SigningKey(jdbc, dir.resolve("first.pem")).publicKey();

        Throwable e = catchThrowable(() -> new SigningKey(jdbc, dir.resolve("elsewhere.pem")).sign(new byte[1]));

        assertThat(e).hasMessageContaining("elsewhere.pem").hasMessageContaining("arbiter.signing-key");
    }

    @Test
    void aSignatureIsTheJdksEd25519SignatureToTheByte() throws Exception {
        KeyPair earlier = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        jdbc.update("insert into signing_key values (1, 'Ed25519', ?, ?, current_timestamp)",
                RecordKeys.base64(earlier.getPublic()), Base64.getEncoder().encodeToString(earlier.getPrivate().getEncoded()));
        SigningKey key = new SigningKey(jdbc, dir.resolve("signing-key.pem"));
        Signature jdk = Signature.getInstance("Ed25519");
        jdk.initSign(earlier.getPrivate());
        jdk.update("head".getBytes());

        assertThat(key.sign("head".getBytes())).isEqualTo(jdk.sign());
    }

    private static boolean verifies(java.security.PublicKey key, byte[] signature) throws Exception {
        Signature check = Signature.getInstance("Ed25519");
        check.initVerify(key);
        check.update("head".getBytes());
        return check.verify(signature);
    }
}
