package org.arbiter.service.game.api;

/**
 * Who is at the board after an act, as the law engine's state says it, for a recording tablet to
 * give its next tap to the right player: {@code toMove} the side to move in the position,
 * {@code running} whose clock runs (null under a code that keeps no running clock, or once the
 * game is over), {@code lastMover} who made the last transfer at the board, an illegal one the
 * code does not yet count as a turn included (null before the first), {@code hand} whose man the
 * hand holds or rests on (null while it is free), and {@code against} whom the act's rulings and
 * notices go against (null when they name nobody). Each is {@code white} or {@code black}.
 */
public record Turn(String toMove, String running, String lastMover, String hand, String against) {
}
