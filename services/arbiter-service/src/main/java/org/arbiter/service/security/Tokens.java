package org.arbiter.service.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The shape of the service's API tokens, {@code arb_ID_SECRET}: the id finds the row, the secret
 * is compared by its SHA-256 (a random secret of 192 bits needs no slow hash), in constant time.
 */
final class Tokens {
    static final String PREFIX = "arb_";

    private Tokens() {
    }

    record Parts(String id, String secret) {
    }

    static Optional<Parts> parse(String token) {
        if (token == null || !token.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String rest = token.substring(PREFIX.length());
        int cut = rest.indexOf('_');
        return cut <= 0 || cut == rest.length() - 1 ? Optional.empty()
                : Optional.of(new Parts(rest.substring(0, cut), rest.substring(cut + 1)));
    }

    static String hash(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    static boolean matches(String secret, String storedHash) {
        return MessageDigest.isEqual(hash(secret).getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
