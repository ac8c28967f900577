package org.arbiter.service.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Properties;
import java.util.stream.Stream;

/** Each benchmark starts on empty stores: a new database, and no broker log left by the last. */
final class FreshStores {
    private FreshStores() {
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }

    /** Drops and creates {@code name} on the PostgreSQL server at {@code server} (a JDBC URL prefix). */
    static void recreateDatabase(String server, String name) throws Exception {
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        try (Connection c = DriverManager.getConnection(server + "postgres", props); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
            s.execute("CREATE DATABASE " + name);
        }
    }
}
