package org.arbiter.service.security;

import java.util.Locale;

/**
 * What a caller may do (docs/security.md has the table). {@link #BOARD} is an electronic board's
 * token, bound to its board.
 */
public enum Role {
    /** records acts on the games of the tournaments he is appointed to */
    ARBITER,
    /** reads every game and ruling, records appeal decisions; records no acts */
    OFFICIAL,
    /** reads the live feeds, boards and PGN of public games */
    DISPLAY,
    /** appoints arbiters, creates tournaments, manages users and keys */
    ADMIN,
    /** an electronic board: sends its own board's feed */
    BOARD;

    public String authority() {
        return "ROLE_" + name();
    }

    /** The role named in lower or upper case; a clear error naming the roles otherwise. */
    public static Role named(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new AccountError("role", "no role '" + name + "'; the roles are arbiter, official, display, admin");
        }
    }
}
