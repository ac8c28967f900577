package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.type.ByteArrayDataType;
import org.h2.mvstore.type.LongDataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pool's H2 database writes each commit to its file however often it is opened: the pool
 * opens it again after a full disk closed it, and H2 forgets a {@code SET WRITE_DELAY 0} made on
 * the earlier opening.
 */
class DurableCommitsTest {
    @TempDir
    Path dir;

    @Test
    void anH2DatabaseThePoolOpensAgainStillWritesEachCommitBeforeItReturns() throws SQLException {
        String url = "jdbc:h2:file:" + dir.resolve("arbiter") + ";DB_CLOSE_ON_EXIT=FALSE";
        try (HikariDataSource pool = pool(url)) {
            execute(pool, "CREATE TABLE ACT(ID INT)");
            execute(pool, "INSERT INTO ACT VALUES (1)");
            crash(pool);
            execute(pool, "INSERT INTO ACT VALUES (2)");
            crash(pool);
        }
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(*) FROM ACT")) {
            r.next();
            assertThat(r.getInt(1)).as("acts committed before each crash, the second after the database was opened again")
                    .isEqualTo(2);
        }
    }

    @Test
    void aSettingTheOperatorPutInTheUrlIsKept() {
        assertThat(DurableCommits.h2("jdbc:h2:file:./a;write_delay=100;max_length_inplace_lob=4096"))
                .isEqualTo("jdbc:h2:file:./a;write_delay=100;max_length_inplace_lob=4096");
        assertThat(DurableCommits.h2("jdbc:h2:file:./a")).isEqualTo("jdbc:h2:file:./a;WRITE_DELAY=0;MAX_LENGTH_INPLACE_LOB=67108864");
    }

    @Test
    void aPayloadOfAMegabyteIsKeptInItsRowNotInH2sStoreOfLargeObjects() throws SQLException {
        String url = "jdbc:h2:file:" + dir.resolve("arbiter") + ";DB_CLOSE_ON_EXIT=FALSE";
        try (HikariDataSource pool = pool(url); Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE EVENT(PAYLOAD BLOB)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO EVENT VALUES (?)")) {
                insert.setBytes(1, new byte[1 << 20]);
                insert.executeUpdate();
            }
        }
        MVStore file = new MVStore.Builder().fileName(dir.resolve("arbiter.mv.db").toString()).readOnly().open();
        try {
            // the map and its value type as H2's LobStorageMap opens it
            MVMap<Long, byte[]> blocks = file.openMap("lobData",
                    new MVMap.Builder<Long, byte[]>().keyType(LongDataType.INSTANCE).valueType(ByteArrayDataType.INSTANCE));
            assertThat(blocks.size()).as("blocks in H2's store of large objects").isZero();
        } finally {
            file.close();
        }
    }

    private static HikariDataSource pool(String url) {
        HikariDataSource pool = new HikariDataSource();
        pool.setJdbcUrl(url);
        pool.setUsername("sa");
        pool.setExceptionOverrideClassName(ClosedDatabaseEviction.class.getName());
        new DurableCommits().postProcessAfterInitialization(pool, "dataSource");
        return pool;
    }

    /** Closes the database as a killed process leaves it: what H2 has not written to its file is gone. */
    private static void crash(HikariDataSource pool) throws SQLException {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN IMMEDIATELY");
        } catch (SQLException closedUnderIt) {
            // the statement that closes the database may itself be answered "database closed"
        }
    }

    /** Runs a statement, on a new connection where the pool still held one to the closed database. */
    private static void execute(HikariDataSource pool, String sql) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                s.execute(sql);
                return;
            } catch (SQLException e) {
                if (attempt == 20) {
                    throw e;
                }
            }
        }
    }
}
