package org.arbiter.service.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * A PostgreSQL server the suites may use: where it is ({@code jdbc:postgresql://host:port/}), a
 * database to connect to for administration, and the credentials. Each suite gets a database of
 * its own, dropped and created afresh, so that nothing another suite (or another project on the
 * same server) left behind can interfere.
 */
record Database(String server, String adminDatabase, String user, String password) {

    /**
     * Appended to every database a suite makes ({@code ARBITER_TEST_PG_SUFFIX}, empty unless set), so
     * that two builds of the project on one machine (two worktrees) never drop each other's databases.
     */
    static final String SUFFIX = suffix();

    static String suffix() {
        String value = System.getenv().getOrDefault("ARBITER_TEST_PG_SUFFIX", "");
        if (!value.matches("[a-z0-9_]{0,20}")) {
            throw new IllegalStateException("ARBITER_TEST_PG_SUFFIX may hold only a-z, 0-9 and _ (at most 20): " + value);
        }
        return value;
    }

    String url(String database) {
        return server + database + SUFFIX;
    }

    void recreate(String database) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        props.setProperty("connectTimeout", "3");
        // the administration database is the server's own, never suffixed
        try (Connection c = DriverManager.getConnection(server + adminDatabase, props); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database + SUFFIX + " WITH (FORCE)");
            s.execute("CREATE DATABASE " + database + SUFFIX);
        }
    }

    void recreateQuietly(String database) {
        try {
            recreate(database);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + database + " at " + server, e);
        }
    }
}
