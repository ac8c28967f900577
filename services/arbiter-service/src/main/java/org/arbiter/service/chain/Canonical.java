package org.arbiter.service.chain;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

/**
 * One text for one value, whoever computes it: the value as plain JSON (maps, lists, strings,
 * numbers), object keys sorted, no spaces. The service hashing an event it records, the service
 * checking a stored event and a committee checking an exported record all reach the same bytes.
 */
public final class Canonical {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true).build();

    private Canonical() {
    }

    /** The value (a record, a map, a JSON tree) as plain maps, lists and scalars. */
    public static Object tree(Object value) {
        return JSON.convertValue(value, Object.class);
    }

    /** The value as plain maps, lists and scalars, an object read as a map. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(Object value) {
        return JSON.convertValue(value, Map.class);
    }

    public static String text(Object value) {
        try {
            return JSON.writeValueAsString(tree(value));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not representable as JSON: " + e.getOriginalMessage(), e);
        }
    }

    public static byte[] bytes(Object value) {
        return text(value).getBytes(StandardCharsets.UTF_8);
    }

    /** SHA-256 of the canonical text, in lowercase hex. */
    public static String sha256(Object value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes(value)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    static ObjectMapper mapper() {
        return JSON;
    }
}
