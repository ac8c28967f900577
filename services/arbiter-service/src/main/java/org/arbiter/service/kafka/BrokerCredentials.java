package org.arbiter.service.kafka;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Properties;

/**
 * The one user of the in-process broker (SASL/PLAIN): given by configuration
 * ({@code arbiter.kafka.username}, {@code arbiter.kafka.password}), or made on the first start and
 * kept in {@code kafka-credentials.properties} in the data folder, readable by the service's user
 * only. Without them a client can neither read nor write a topic (docs/security.md#kafka).
 */
record BrokerCredentials(String username, String password) {
    static final String FILE = "kafka-credentials.properties";
    static final String MECHANISM = "PLAIN";
    static final String PROTOCOL = "SASL_PLAINTEXT";

    BrokerCredentials {
        if (username.isBlank() || password.isBlank() || (username + password).matches(".*[\"\\\\;\\s].*")) {
            throw new IllegalArgumentException("the in-process Kafka's user name and password may not be blank, "
                    + "nor hold quotes, backslashes, semicolons or spaces");
        }
    }

    /** The configured credentials, or those of the data folder, made now if it has none. */
    static BrokerCredentials of(Path dataDir, String username, String password) {
        if (!username.isBlank() && !password.isBlank()) {
            return new BrokerCredentials(username, password);
        }
        Path file = dataDir.resolve(FILE);
        try {
            Files.createDirectories(dataDir);
            if (!Files.exists(file)) {
                write(file);
            }
            Properties props = new Properties();
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                props.load(in);
            }
            return new BrokerCredentials(props.getProperty("username", ""), props.getProperty("password", ""));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or make the in-process Kafka's credentials in " + file, e);
        }
    }

    private static void write(Path file) throws IOException {
        byte[] secret = new byte[24];
        new SecureRandom().nextBytes(secret);
        Properties props = new Properties();
        props.setProperty("username", "arbiter");
        props.setProperty("password", Base64.getUrlEncoder().withoutPadding().encodeToString(secret));
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (FileAlreadyExistsException e) {
            return; // another instance on the same folder made it first
        } catch (UnsupportedOperationException e) {
            Files.createFile(file);
        }
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING)) {
            props.store(out, "the in-process Kafka's one user (SASL/PLAIN); docs/security.md#kafka");
        }
    }

    /** The JAAS line of a client that logs in as this user. */
    String clientJaas() {
        return "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"" + username
                + "\" password=\"" + password + "\";";
    }

    /** The JAAS line of the broker's listeners: this user may log in, and the broker logs in as him. */
    String brokerJaas() {
        return "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"" + username
                + "\" password=\"" + password + "\" user_" + username + "=\"" + password + "\";";
    }

    /** What a Kafka client needs besides the bootstrap servers. */
    Map<String, String> clientProperties() {
        return Map.of("security.protocol", PROTOCOL, "sasl.mechanism", MECHANISM, "sasl.jaas.config", clientJaas());
    }
}
