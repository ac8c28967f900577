package org.arbiter.law.trf;

/**
 * One round of a player line: the opponent's starting rank (0 for none), the colour ({@code w},
 * {@code b}, or {@code -} for none) and the result code as TRF16 writes it ({@code 1 0 =} for a
 * game played, {@code + -} for a forfeit, {@code H F U Z} for byes, a space while not played).
 */
public record TrfGame(int opponent, char colour, char result) {

    /** The points the result gives, in tenths: a win or full bye 10, a draw or half bye 5. */
    public int tenths() {
        return switch (result) {
            case '1', '+', 'W', 'F', 'U' -> 10;
            case '=', 'D', 'H' -> 5;
            default -> 0;
        };
    }
}
