package org.arbiter.service.security;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * What this instance has authenticated (a token, a user's password, a user's appointments), kept
 * while {@code credentials_version} is unchanged. Every change to users, appointments and tokens
 * raises that number in its own transaction ({@link #changed}), and every lookup reads it (one
 * primary-key read), so a revocation, a removal or a new password takes effect at once on every
 * instance that shares the database, at the cost of that read instead of the bcrypt check or the
 * two or three queries it saves (docs/adr/0015-authentication-cache.md).
 */
@Component
class CredentialCache {
    /** Enough for every user, board and screen of a large tournament; beyond it the cache starts again. */
    private static final int KEPT = 10_000;
    /** Keys are hashed with this, so that the cache holds no password, nor a hash that could be tried offline. */
    private static final String PEPPER = Users.random(24);

    private final JdbcTemplate jdbc;
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();

    CredentialCache(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** What was found for a key, and the version it was found under. */
    private record Entry(long version, Optional<Caller> caller) {
    }

    /** The caller a bearer token stands for, from {@code lookup} when not known under the current version. */
    Optional<Caller> token(String token, Supplier<Optional<Caller>> lookup) {
        return get("t\0" + token, lookup);
    }

    /** The caller of a live token by its id alone, for a session or a stream made with the token (its secret checked then). */
    Optional<Caller> tokenId(String id, Supplier<Optional<Caller>> lookup) {
        return get("i\0" + id, lookup);
    }

    /** A user whose name and password were checked by {@code check} (bcrypt); kept only when right. */
    Optional<Caller> password(String name, String password, Supplier<Optional<Caller>> check) {
        return get(passwordKey(name, password), check);
    }

    /** Whether this name and password were found right under the current version: a request with them guesses nothing. */
    boolean knows(String name, String password) {
        Entry known = entries.get(Tokens.hash(PEPPER + passwordKey(name, password)));
        return known != null && known.caller().isPresent() && known.version() == version();
    }

    private static String passwordKey(String name, String password) {
        return "p\0" + name + "\0" + password;
    }

    /** A user by name (role and appointments), for callers logged in by a session or a JWT. */
    Optional<Caller> user(String name, Supplier<Optional<Caller>> lookup) {
        return get("u\0" + name, lookup);
    }

    /** Raises the version, inside the caller's transaction: every instance's entries stop counting when it commits. */
    void changed() {
        jdbc.update("update credentials_version set version = version + 1 where id = 1");
    }

    /** Only what was found is kept: a wrong token or password is looked up again each time. */
    private Optional<Caller> get(String key, Supplier<Optional<Caller>> lookup) {
        String hashed = Tokens.hash(PEPPER + key);
        long version = version();
        Entry known = entries.get(hashed);
        if (known != null && known.version() == version) {
            return known.caller();
        }
        Optional<Caller> found = lookup.get();
        if (found.isPresent()) {
            if (entries.size() >= KEPT) {
                entries.clear();
            }
            entries.put(hashed, new Entry(version, found));
        }
        return found;
    }

    /**
     * Read before the lookup it validates: an entry is then never newer than its version, and a
     * change committed after the read makes the next request look again.
     */
    long version() {
        Long v = jdbc.queryForObject("select version from credentials_version where id = 1", Long.class);
        return v == null ? 0 : v;
    }
}
