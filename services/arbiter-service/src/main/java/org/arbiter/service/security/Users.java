package org.arbiter.service.security;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The users, their appointments and their API tokens, in the service's database. Passwords are
 * kept as the password encoder's hashes; a token is {@code arb_ID_SECRET}, of which only the id
 * and the SHA-256 of the secret are kept, so the token is shown once, when it is made.
 */
@Component
public class Users {
    private static final SecureRandom RANDOM = new SecureRandom();
    /** The shortest password accepted (NIST SP 800-63B asks at least 8; the service's users guard the record). */
    public static final int MIN_PASSWORD = 12;
    /** The most bytes (UTF-8) of a password: bcrypt reads no further, and Spring's refuses a longer one outright. */
    public static final int MAX_PASSWORD_BYTES = 72;

    private final JdbcTemplate jdbc;
    private final PasswordEncoder passwords;
    private final CredentialCache cache;

    Users(JdbcTemplate jdbc, PasswordEncoder passwords, CredentialCache cache) {
        this.jdbc = jdbc;
        this.passwords = passwords;
        this.cache = cache;
    }

    /** A user made, or {@link UserExists}. {@code password} may be null for a user who logs in by token only. */
    @Transactional
    public Caller add(String name, Role role, Set<String> tournaments, String password) {
        if (name == null || !name.matches("[A-Za-z0-9._@-]{1,100}")) {
            throw new AccountError("name", "a user's name is 1 to 100 letters, digits, '.', '_', '@' or '-': '"
                    + name + "'");
        }
        if (role == Role.BOARD) {
            throw new AccountError("role", "a board is not a user: make a board token instead");
        }
        if (password != null && password.length() < MIN_PASSWORD) {
            throw new AccountError("password", "is " + password.length() + " characters; a password has at least "
                    + MIN_PASSWORD + " (or none, for a user who logs in by token only)");
        }
        if (password != null && password.isBlank()) {
            throw new AccountError("password", "is only spaces; a password has at least " + MIN_PASSWORD
                    + " characters, not all of them spaces");
        }
        if (password != null && password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
            throw new AccountError("password", "is " + password.getBytes(StandardCharsets.UTF_8).length + " bytes in "
                    + "UTF-8; a password has at most " + MAX_PASSWORD_BYTES + " (bcrypt reads no further)");
        }
        tournaments.forEach(t -> tournament("tournaments", t));
        try {
            jdbc.update("insert into arbiter_user (name, role, password_hash, created_at) values (?, ?, ?, ?)", name,
                    role.name(), password == null ? null : passwords.encode(password), Timestamp.from(Instant.now()));
        } catch (DuplicateKeyException e) {
            throw new UserExists(name);
        }
        for (String t : tournaments) {
            jdbc.update("insert into appointment (user_name, tournament) values (?, ?)", name, t);
        }
        cache.changed();
        return new Caller(name, role, tournaments, null);
    }

    /** A tournament to appoint to: a game's {@code event}, so a name of at most {@link Limits#NAME} characters. */
    private static String tournament(String field, String tournament) {
        if (tournament == null || tournament.length() > Limits.NAME) {
            throw new AccountError(field, "a tournament is a game's event, a name of 1 to " + Limits.NAME + " characters: "
                    + (tournament == null ? "none given" : tournament.length() + " characters"));
        }
        try {
            return Limits.characters(tournament, 1, field);
        } catch (SequenceError e) {
            throw new AccountError(field, e.reason());
        }
    }

    /** Appoints an existing user to one more tournament. */
    @Transactional
    public void appoint(String name, String tournament) {
        Caller user = find(name).orElseThrow(() -> new AccountError("name", "no user '" + name + "'"));
        if (tournament == null || tournament.isBlank()) {
            throw new AccountError("tournament", "is required");
        }
        tournament("tournament", tournament);
        if (!user.appointedTo(tournament)) {
            jdbc.update("insert into appointment (user_name, tournament) values (?, ?)", name, tournament);
            cache.changed();
        }
    }

    /**
     * Removes a user: his appointments, and his tokens revoked (with the sessions made with them),
     * so he can no longer log in by any means. The events he recorded keep his name. False when
     * there is no such user.
     */
    @Transactional
    public boolean remove(String name) {
        jdbc.update("update api_token set revoked_at = ? where owner = ? and board is null and revoked_at is null",
                Timestamp.from(Instant.now()), name);
        jdbc.update("delete from appointment where user_name = ?", name);
        boolean removed = jdbc.update("delete from arbiter_user where name = ?", name) == 1;
        cache.changed();
        return removed;
    }

    /** Ends a user's appointment to one tournament; false when he was not appointed to it. */
    @Transactional
    public boolean dismiss(String name, String tournament) {
        boolean dismissed = jdbc.update("delete from appointment where user_name = ? and tournament = ?", name,
                tournament) == 1;
        cache.changed();
        return dismissed;
    }

    /**
     * The caller the token with this id stands for now (his appointments as they are now), while it
     * is live: for a session or a stream made with the token, whose secret was checked then.
     */
    Optional<Caller> byTokenId(String tokenId) {
        return cache.tokenId(tokenId, () -> jdbc.query("select secret_hash, owner, role, board from api_token where id = ? "
                + "and revoked_at is null", Users::tokenRow, tokenId).stream().findFirst().flatMap(this::caller));
    }

    /** A number that grows with every change to users, appointments and tokens, on every instance. */
    long credentialsVersion() {
        return cache.version();
    }

    /** A user as the database has him now. */
    public Optional<Caller> find(String name) {
        List<Role> roles = jdbc.query("select role from arbiter_user where name = ?",
                (rs, n) -> Role.valueOf(rs.getString(1)), name);
        if (roles.isEmpty()) {
            return Optional.empty();
        }
        Set<String> tournaments = new HashSet<>(jdbc.queryForList(
                "select tournament from appointment where user_name = ?", String.class, name));
        return Optional.of(new Caller(name, roles.get(0), tournaments, null));
    }

    /** A user as {@link #find} gives him, from what this instance knows while nothing changed (CredentialCache). */
    Optional<Caller> known(String name) {
        return cache.user(name, () -> find(name));
    }

    /** The user whose password {@code check} (bcrypt) accepted, or accepted before while nothing changed. */
    Optional<Caller> byPassword(String name, String password, java.util.function.Supplier<Optional<Caller>> check) {
        return cache.password(name, password, check);
    }

    /** When the user of this name was made: another user of the same name, made again, has another. */
    Optional<Instant> madeAt(String name) {
        return jdbc.query("select created_at from arbiter_user where name = ?",
                (rs, n) -> rs.getTimestamp(1).toInstant(), name).stream().findFirst();
    }

        Optional<String> passwordHash(String name) {
        return jdbc.queryForList("select password_hash from arbiter_user where name = ?", String.class, name).stream()
                .filter(java.util.Objects::nonNull).findFirst();
    }

    boolean anyAdmin() {
        return admins() > 0;
    }

    int admins() {
        Integer n = jdbc.queryForObject("select count(*) from arbiter_user where role = 'ADMIN'", Integer.class);
        return n == null ? 0 : n;
    }

    /** A new API token for a user, acting as the user; the token itself is returned once and never kept. */
    public IssuedToken tokenFor(String name) {
        Caller user = find(name).orElseThrow(() -> new AccountError("name", "no user '" + name + "'"));
        return issue(user.name(), user.role(), null);
    }

    /** A new API token for an electronic board, bound to its board. */
    public IssuedToken tokenForBoard(String board) {
        if (board == null || !board.matches("[A-Za-z0-9._-]{1,100}")) {
            throw new AccountError("board", "a board's id is 1 to 100 letters, digits, '.', '_' or '-': '" + board + "'");
        }
        return issue("board:" + board, Role.BOARD, board);
    }

    private IssuedToken issue(String owner, Role role, String board) {
        String id = random(9);
        String secret = random(24);
        jdbc.update("insert into api_token (id, secret_hash, owner, role, board, created_at) values (?, ?, ?, ?, ?, ?)",
                id, Tokens.hash(secret), owner, role.name(), board, Timestamp.from(Instant.now()));
        return new IssuedToken(id, Tokens.PREFIX + id + "_" + secret, owner, role, board);
    }

    /** Revokes a token by its id; false when there is no such token. */
    @Transactional
    public boolean revoke(String tokenId) {
        boolean revoked = jdbc.update("update api_token set revoked_at = ? where id = ? and revoked_at is null",
                Timestamp.from(Instant.now()), tokenId) == 1;
        if (revoked) {
            cache.changed();
        }
        return revoked;
    }

    /** The caller a token stands for, if it is a live token of this service (kept while nothing changed). */
    public Optional<Caller> byToken(String token) {
        return token == null ? Optional.empty() : cache.token(token, () -> lookUpToken(token));
    }

    /**
     * The token's row is read whole before its owner is looked up: a query made from inside another's
     * row mapper would hold two pooled connections at once, and a burst of requests would then wait
     * on each other for ever.
     */
    private Optional<Caller> lookUpToken(String token) {
        Optional<Tokens.Parts> parts = Tokens.parse(token);
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        List<TokenRow> rows = jdbc.query("select secret_hash, owner, role, board from api_token where id = ? and "
                + "revoked_at is null", Users::tokenRow, parts.get().id());
        return rows.stream().filter(r -> Tokens.matches(parts.get().secret(), r.secretHash())).findFirst()
                .flatMap(this::caller);
    }

    /** The caller a token's row stands for: its board, or its user as he is now. */
    private Optional<Caller> caller(TokenRow r) {
        return r.board() != null ? Optional.of(new Caller(r.owner(), r.role(), Set.of(), r.board())) : find(r.owner());
    }

    private static TokenRow tokenRow(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
        return new TokenRow(rs.getString(1), rs.getString(2), Role.valueOf(rs.getString(3)), rs.getString(4));
    }

    /** An API token's row as stored. */
    private record TokenRow(String secretHash, String owner, Role role, String board) {
    }

    static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b).replace('-', 'x').replace('_', 'y');
    }

    /** A token just made: {@code token} is shown this once. */
    public record IssuedToken(String id, String token, String owner, Role role, String board) {
    }

    /** A user by that name exists already. */
    public static final class UserExists extends RuntimeException {
        UserExists(String name) {
            super("a user named '" + name + "' exists already");
        }
    }
}
