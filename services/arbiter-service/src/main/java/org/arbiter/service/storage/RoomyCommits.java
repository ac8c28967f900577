package org.arbiter.service.storage;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * The pool of an H2 file database, whose connections commit only while its disk has room
 * ({@link DiskRoom}): a transaction that wrote something is rolled back when the disk is already
 * short, and a commit that ends with the disk short throws although H2 returned, because H2 on a
 * full disk answered commits that it lost when it closed itself and was opened again
 * (docs/adr/0030-no-commit-acknowledged-on-a-disk-without-room.md). Either is a {@link DiskShort},
 * which the service answers as a store failure (503, sent again later; an act's id makes that
 * safe). A transaction that only read commits on any disk: reads go on. A statement run with
 * auto-commit on commits inside H2 and is not seen here.
 */
final class RoomyCommits extends DelegatingDataSource {
    /** Whether this session holds changes not yet committed: H2's own view of it. */
    private static final String UNCOMMITTED = "SELECT CONTAINS_UNCOMMITTED FROM INFORMATION_SCHEMA.SESSIONS "
            + "WHERE SESSION_ID = SESSION_ID()";

    private final DiskRoom room;

    RoomyCommits(DataSource pool, DiskRoom room) {
        super(pool);
        this.room = room;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return guarded(obtainTargetDataSource().getConnection());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return guarded(obtainTargetDataSource().getConnection(username, password));
    }

    private Connection guarded(Connection connection) {
        return (Connection) Proxy.newProxyInstance(RoomyCommits.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "commit" -> {
                        commit(connection);
                        yield null;
                    }
                    case "equals" -> proxy == args[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> {
                        try {
                            yield method.invoke(connection, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }
                });
    }

    /** Commits, unless the disk is short of room before or after; on the usual path two looks at the disk. */
    void commit(Connection connection) throws SQLException {
        Optional<String> before = room.shortage();
        if (before.isPresent()) {
            if (!uncommitted(connection)) {
                connection.commit();
                return;
            }
            connection.rollback();
            throw new DiskShort(before.get() + ": nothing of this transaction was written");
        }
        connection.commit();
        Optional<String> after = room.shortage();
        if (after.isPresent()) {
            throw new DiskShort(after.get().replace(" has ", " had ") + " when this commit ended: what it wrote is not "
                    + "acknowledged, as a database on a full disk may lose it");
        }
    }

    private static boolean uncommitted(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery(UNCOMMITTED)) {
            return !r.next() || r.getBoolean(1);
        }
    }

    /** A commit refused for want of room on the database's disk; SQL state 53100, PostgreSQL's disk_full. */
    static final class DiskShort extends SQLException {
        DiskShort(String reason) {
            super(reason, "53100");
        }
    }
}
