package org.arbiter.service.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.arbiter.service.TestFork;

/**
 * A PostgreSQL server the suites may use: where it is ({@code jdbc:postgresql://host:port/}), a
 * database to connect to for administration, and the credentials. Each suite gets a database of
 * its own, dropped and created afresh, so that nothing another suite (or another project on the
 * same server) left behind can interfere.
 */
record Database(String server, String adminDatabase, String user, String password) {

    /** Appended to every database a suite makes, so that two builds, or two forks of one, never drop each other's. */
    static final String SUFFIX = TestFork.databaseSuffix();

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
