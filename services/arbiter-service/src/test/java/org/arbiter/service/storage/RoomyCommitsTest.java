package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No commit that wrote is acknowledged while the H2 file's disk has less room than the service
 * keeps in hand: H2 answered commits on a full disk that it lost when it closed itself and was
 * opened again (issue 45, item 3). Reads go on on any disk.
 */
class RoomyCommitsTest {
    private static final long MIN_FREE = 16L << 20;

    @TempDir
    Path dir;

    private final AtomicLong free = new AtomicLong(1L << 30);
    private HikariDataSource pool;
    private RoomyCommits commits;

    @BeforeEach
    void open() throws SQLException {
        pool = new HikariDataSource();
        pool.setJdbcUrl(DurableCommits.h2("jdbc:h2:file:" + dir.resolve("arbiter") + ";DB_CLOSE_ON_EXIT=FALSE"));
        pool.setUsername("sa");
        commits = new RoomyCommits(pool, new DiskRoom(dir.toString(), free::get, MIN_FREE));
        try (Connection c = commits.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ACT(ID VARCHAR(20))");
        }
    }

    @AfterEach
    void close() {
        pool.close();
    }

    @Test
    void aWriteOnADiskAlreadyShortOfRoomIsRolledBackAndNamesTheDisk() throws SQLException {
        free.set(3L << 20);
        try (Connection c = commits.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO ACT VALUES ('a1')");

            assertThatThrownBy(c::commit).isInstanceOf(SQLException.class)
                    .hasMessageContaining("has 3.0 MB free, under the 16.0 MB the service keeps in hand (arbiter.min-free)")
                    .hasMessageContaining("nothing of this transaction was written")
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("53100");
        }
        assertThat(acts()).isZero();
    }

    @Test
    void aCommitThatEndsWithTheDiskShortOfRoomIsNotAcknowledged() throws SQLException {
        try (Connection c = commits.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO ACT VALUES ('a1')");
            // the disk fills while H2 commits: the first look at it finds room, the second none
            AtomicLong looks = new AtomicLong();
            DiskRoom filling = new DiskRoom(dir.toString(), () -> looks.incrementAndGet() == 1 ? 1L << 30 : 0, MIN_FREE);

            assertThatThrownBy(() -> new RoomyCommits(pool, filling).commit(c)).isInstanceOf(SQLException.class)
                    .hasMessageContaining("had 0.0 MB free, under the 16.0 MB")
                    .hasMessageContaining("when this commit ended: what it wrote is not acknowledged");
        }
    }

    @Test
    void aTransactionThatOnlyReadCommitsOnADiskShortOfRoom() throws SQLException {
        free.set(0);
        try (Connection c = commits.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            try (ResultSet r = s.executeQuery("SELECT COUNT(*) FROM ACT")) {
                r.next();
            }
            c.commit();
        }
    }

    @Test
    void aWriteWithRoomCommits() throws SQLException {
        try (Connection c = commits.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO ACT VALUES ('a1')");
            c.commit();
        }
        assertThat(acts()).isEqualTo(1);
    }

    @Test
    void theDiskMeasuredIsTheOneOfTheFolderHoldingTheH2File() {
        assertThat(DiskRoom.ofH2("jdbc:h2:file:/srv/arbiter/data/arbiter;WRITE_DELAY=0", MIN_FREE).orElseThrow().where())
                .isEqualTo("/srv/arbiter/data");
        assertThat(DiskRoom.ofH2("jdbc:h2:mem:test", MIN_FREE)).isEmpty();
        assertThat(DiskRoom.ofH2("jdbc:h2:tcp://db/arbiter", MIN_FREE)).isEmpty();
        assertThat(DiskRoom.ofH2("jdbc:postgresql://db/arbiter", MIN_FREE)).isEmpty();
    }

    private int acts() throws SQLException {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(*) FROM ACT")) {
            r.next();
            return r.getInt(1);
        }
    }
}
