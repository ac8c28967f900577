package org.arbiter.service.chain;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.interfaces.EdECPrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The service's Ed25519 key (made and kept by the JDK; signatures made with Bouncy Castle, see
 * {@link #sign}). The private key lives in a file readable only by the
 * service ({@code arbiter.signing-key}, by default {@code signing-key.pem} in the data folder,
 * mode 0600), never in the database: whoever can rewrite the database cannot sign. The database
 * holds the public key only, so that a key replaced there is seen ({@link #databaseKey()}). A
 * private key an earlier build kept in the database is moved into the file on the first start and
 * blanked in the database. Instances that sign for one database are given the same file.
 */
@Component
class SigningKey {
    static final String ALGORITHM = "Ed25519";
    private static final Logger LOG = LoggerFactory.getLogger(SigningKey.class);
    private static final Pattern PEM = Pattern.compile("-----BEGIN (PRIVATE|PUBLIC) KEY-----([^-]+)-----END \\1 KEY-----");
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private final JdbcTemplate jdbc;
    private final Path file;
    private volatile KeyPair pair;
    private volatile Ed25519PrivateKeyParameters signing;

    SigningKey(JdbcTemplate jdbc, @Value("${arbiter.signing-key:${arbiter.data-dir}/signing-key.pem}") Path file) {
        this.jdbc = jdbc;
        this.file = file;
    }

    PublicKey publicKey() {
        return pair().getPublic();
    }

    /** The public key the database holds, to be compared with the service's: empty before the first signature. */
    Optional<PublicKey> databaseKey() {
        return jdbc.query("select public_key from signing_key where id = 1", (rs, n) -> rs.getString(1)).stream()
                .findFirst().map(RecordKeys::publicKey);
    }

    /**
     * Signs with Bouncy Castle's Ed25519. Ed25519 signatures are fixed by the key and the content,
     * so they are the JDK's to the byte (SigningKeyTest), at a twentieth of the cost: the JDK 25's
     * took 1.2 ms of CPU a signature, two thirds of the service's CPU an act (ServiceBenchmark's
     * profile, 2026-11-26).
     */
    byte[] sign(byte[] content) {
        Ed25519Signer signer = new Ed25519Signer();
        signer.init(true, signing());
        signer.update(content, 0, content.length);
        return signer.generateSignature();
    }

    private KeyPair pair() {
        KeyPair p = pair;
        if (p == null) {
            synchronized (this) {
                if (pair == null) {
                    pair = load();
                }
                p = pair;
            }
        }
        return p;
    }

    private Ed25519PrivateKeyParameters signing() {
        Ed25519PrivateKeyParameters s = signing;
        if (s == null) {
            byte[] seed = ((EdECPrivateKey) pair().getPrivate()).getBytes()
                    .orElseThrow(() -> new IllegalStateException("the signing key does not give its bytes"));
            s = new Ed25519PrivateKeyParameters(seed, 0);
            signing = s;
        }
        return s;
    }

    private KeyPair load() {
        Optional<String[]> row = jdbc.query("select public_key, private_key from signing_key where id = 1",
                (rs, n) -> new String[] {rs.getString(1), rs.getString(2)}).stream().findFirst();
        if (Files.exists(file)) {
            KeyPair fromFile = read(file);
            row.filter(r -> !r[1].isEmpty()).ifPresent(r -> blank());
            if (row.isEmpty()) {
                insert(fromFile);
            }
            return fromFile;
        }
        if (row.isPresent() && !row.get()[1].isEmpty()) {
            KeyPair stored = decode(row.get()[0], row.get()[1]);
            write(stored);
            blank();
            LOG.warn("the signing key was moved from the database into {} (readable by the service only)", file);
            return stored;
        }
        if (row.isPresent()) {
            throw new IllegalStateException("the signing key file " + file + " is missing; the database holds only the "
                    + "public key. Give the key file with arbiter.signing-key");
        }
        KeyPair fresh;
        try {
            fresh = KeyPairGenerator.getInstance(ALGORITHM).generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no Ed25519", e);
        }
        write(fresh);
        insert(fresh);
        return fresh;
    }

    private void insert(KeyPair key) {
        try {
            jdbc.update("insert into signing_key (id, algorithm, public_key, private_key, created_at) values (1, ?, ?, '', ?)",
                    ALGORITHM, RecordKeys.base64(key.getPublic()), Timestamp.from(Instant.now()));
        } catch (DuplicateKeyException e) {
            LOG.debug("another instance stored the public key first");
        }
    }

    private void blank() {
        jdbc.update("update signing_key set private_key = '' where id = 1");
    }

    /** Writes the key pair as two PEM blocks, the file made readable by its owner only where the file system allows. */
    private void write(KeyPair key) {
        Base64.Encoder b64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII));
        String text = "-----BEGIN PRIVATE KEY-----\n" + b64.encodeToString(key.getPrivate().getEncoded())
                + "\n-----END PRIVATE KEY-----\n" + RecordKeys.pem(key.getPublic());
        try {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
            if (posix) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
            }
            Files.writeString(file, text, StandardCharsets.US_ASCII, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the signing key file " + file + ": " + e.getMessage(), e);
        }
    }

    private static KeyPair read(Path file) {
        try {
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                    && !OWNER_ONLY.containsAll(Files.getPosixFilePermissions(file))) {
                Files.setPosixFilePermissions(file, OWNER_ONLY);
                LOG.warn("the signing key file {} was readable by others; it is now readable by its owner only", file);
            }
            Matcher m = PEM.matcher(Files.readString(file, StandardCharsets.US_ASCII));
            String privateKey = null;
            String publicKey = null;
            while (m.find()) {
                String b64 = m.group(2).replaceAll("\\s", "");
                if (m.group(1).equals("PRIVATE")) {
                    privateKey = b64;
                } else {
                    publicKey = b64;
                }
            }
            if (privateKey == null || publicKey == null) {
                throw new IllegalStateException("the signing key file " + file + " must hold a PRIVATE KEY and a PUBLIC KEY "
                        + "block (PEM)");
            }
            return decode(publicKey, privateKey);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the signing key file " + file + ": " + e.getMessage(), e);
        }
    }

    private static KeyPair decode(String publicKey, String privateKey) {
        try {
            KeyFactory keys = KeyFactory.getInstance(ALGORITHM);
            PrivateKey priv = keys.generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(privateKey)));
            return new KeyPair(RecordKeys.publicKey(publicKey), priv);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalStateException("the signing key cannot be read: " + e.getMessage(), e);
        }
    }
}
