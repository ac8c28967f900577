package org.arbiter.service.chain;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;

/** Ed25519 public keys as text: base64 of the X.509 encoding, bare or in a PEM block. */
public final class RecordKeys {
    private RecordKeys() {
    }

    /** Reads a public key from base64 or PEM text; a clear error when it is neither or not Ed25519. */
    public static PublicKey publicKey(String text) {
        String b64 = text.replaceAll("-----(BEGIN|END) PUBLIC KEY-----", "").replaceAll("\\s", "");
        try {
            return KeyFactory.getInstance(SigningKey.ALGORITHM)
                    .generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(b64)));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            throw new IllegalArgumentException("not an Ed25519 public key (base64 or PEM): " + e.getMessage(), e);
        }
    }

    public static String base64(PublicKey key) {
        return Base64.getEncoder().encodeToString(key.getEncoded());
    }

    public static String pem(PublicKey key) {
        return "-----BEGIN PUBLIC KEY-----\n" + Base64.getMimeEncoder(64, "\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII))
                .encodeToString(key.getEncoded()) + "\n-----END PUBLIC KEY-----\n";
    }
}
