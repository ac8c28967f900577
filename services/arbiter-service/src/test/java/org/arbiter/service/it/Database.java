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

    String url(String database) {
        return server + database;
    }

    void recreate(String database) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        props.setProperty("connectTimeout", "3");
        try (Connection c = DriverManager.getConnection(url(adminDatabase), props); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
            s.execute("CREATE DATABASE " + database);
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
