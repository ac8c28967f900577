package org.arbiter.service.tournament;

/**
 * On a tournament's record: {@code by} (an official, an admin, or one of its arbiters) made its
 * games public ({@code publicGames} true: display screens and feeds show them) or not (false: its
 * officials and arbiters read them), the games already opened included.
 */
public record PublicSet(String tournament, boolean publicGames, String by) {
}
