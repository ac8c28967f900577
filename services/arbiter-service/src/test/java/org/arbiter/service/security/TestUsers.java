package org.arbiter.service.security;

import java.util.Set;

/**
 * The tests' way in: a user of each role made through the real user store ({@code test-arbiter},
 * appointed to every tournament, and so on) and a fresh API token for it. There is no switch
 * that turns security off; a test calls as one of these users.
 */
public final class TestUsers {
    public static final String PASSWORD = "test-password-not-for-production";

    private TestUsers() {
    }

    /** The name of the test user of {@code role}. */
    public static String name(Role role) {
        return "test-" + role.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A fresh token of the test user of {@code role}, made with the user if he does not exist yet. */
    public static String token(Users users, Role role) {
        if (role == Role.BOARD) {
            return users.tokenForBoard("test-board").token();
        }
        ensure(users, role);
        return users.tokenFor(name(role)).token();
    }

    /** The test user of {@code role}, who logs in with {@link #PASSWORD}. */
    public static String ensure(Users users, Role role) {
        if (users.find(name(role)).isEmpty()) {
            try {
                users.add(name(role), role, role == Role.ARBITER ? Set.of(Caller.EVERY_TOURNAMENT) : Set.of(), PASSWORD);
            } catch (Users.UserExists e) {
                // made meanwhile by another suite of the same context
            }
        }
        return name(role);
    }
}
