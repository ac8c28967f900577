package org.arbiter.service;

/**
 * What keeps the tests of one build from those of another, and Surefire's forks of one build from
 * each other: a database name's suffix and a folder's, for the things a test makes outside its JVM.
 */
public final class TestFork {

    private TestFork() {
    }

    /**
     * Appended to every PostgreSQL database a test makes: {@code ARBITER_TEST_PG_SUFFIX} (empty unless
     * set, so that two worktrees on one machine never drop each other's databases), then the fork's.
     */
    public static String databaseSuffix() {
        String value = System.getenv().getOrDefault("ARBITER_TEST_PG_SUFFIX", "");
        if (!value.matches("[a-z0-9_]{0,20}")) {
            throw new IllegalStateException("ARBITER_TEST_PG_SUFFIX may hold only a-z, 0-9 and _ (at most 20): " + value);
        }
        return value + folderSuffix();
    }

    /**
     * {@code _f} and the number Surefire gave this test JVM ({@code arbiter.test.fork}, {@code f} and
     * {@code surefire.forkNumber} in the pom), or empty outside a numbered fork.
     */
    public static String folderSuffix() {
        String fork = System.getProperty("arbiter.test.fork", "");
        return fork.matches("f[0-9]{1,3}") ? "_" + fork : "";
    }
}
