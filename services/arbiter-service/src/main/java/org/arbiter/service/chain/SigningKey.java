package org.arbiter.service.chain;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The service's Ed25519 key (the JDK's own), kept in the database so that every instance signs
 * with the same key. The first instance to need it makes it; an instance that loses that race
 * reads the winner's.
 */
@Component
class SigningKey {
    static final String ALGORITHM = "Ed25519";

    private final JdbcTemplate jdbc;
    private volatile KeyPair pair;

    SigningKey(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    PublicKey publicKey() {
        return pair().getPublic();
    }

    byte[] sign(byte[] content) {
        try {
            Signature signer = Signature.getInstance(ALGORITHM);
            signer.initSign(pair().getPrivate());
            signer.update(content);
            return signer.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK's Ed25519 refused to sign: " + e.getMessage(), e);
        }
    }

    private KeyPair pair() {
        KeyPair p = pair;
        if (p == null) {
            synchronized (this) {
                if (pair == null) {
                    pair = stored().orElseGet(this::made);
                }
                p = pair;
            }
        }
        return p;
    }

    private java.util.Optional<KeyPair> stored() {
        List<KeyPair> rows = jdbc.query("select public_key, private_key from signing_key where id = 1",
                (rs, n) -> decode(rs.getString(1), rs.getString(2)));
        return rows.stream().findFirst();
    }

    private KeyPair made() {
        KeyPair fresh;
        try {
            fresh = KeyPairGenerator.getInstance(ALGORITHM).generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no Ed25519", e);
        }
        Base64.Encoder b64 = Base64.getEncoder();
        try {
            jdbc.update("insert into signing_key (id, algorithm, public_key, private_key, created_at) values (1, ?, ?, ?, ?)",
                    ALGORITHM, b64.encodeToString(fresh.getPublic().getEncoded()),
                    b64.encodeToString(fresh.getPrivate().getEncoded()), Timestamp.from(Instant.now()));
            return fresh;
        } catch (DuplicateKeyException e) {
            return stored().orElseThrow(() -> e);
        }
    }

    private static KeyPair decode(String publicKey, String privateKey) {
        try {
            KeyFactory keys = KeyFactory.getInstance(ALGORITHM);
            PrivateKey priv = keys.generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(privateKey)));
            return new KeyPair(RecordKeys.publicKey(publicKey), priv);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the stored signing key cannot be read: " + e.getMessage(), e);
        }
    }
}
