package org.arbiter.pairing;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A player as the pairing sees them: the id (starting rank less one), the effective pairing number
 * ({@code rank}, counting only the players still in the tournament), the score in tenths before
 * acceleration, the acceleration a round, the history, and the colour data C.04.3 A.6 derives from it.
 */
final class Entrant {
    final int id;
    int rank;
    final int score;
    final List<Integer> accelerations;
    final List<Game> games;
    final Set<Integer> forbidden = new HashSet<>();
    int colourImbalance;
    Colour preference = Colour.NONE;
    /** The colour of the last two played games when they were the same, else NONE. */
    Colour repeated = Colour.NONE;
    boolean strong;

    Entrant(int id, int score, List<Integer> accelerations, List<Game> games) {
        this.id = id;
        this.rank = id;
        this.score = score;
        this.accelerations = accelerations;
        this.games = games;
    }

    /** The games played over the board. */
    int playedGames() {
        return (int) games.stream().filter(Game::played).count();
    }

    boolean absoluteImbalance() {
        return colourImbalance > 1;
    }

    /** A.6.a: a colour difference above one, or the same colour in the last two games played. */
    boolean absolute() {
        return absoluteImbalance() || repeated != Colour.NONE;
    }

    /**
     * C.04.1.d (2025): a player who has had the pairing-allocated bye, or a win without playing
     * because the opponent did not appear, does not get the bye.
     */
    boolean eligibleForBye() {
        for (Game g : games) {
            if (!g.played() && g.paired() && g.outcome() == Game.WIN) {
                return false;
            }
        }
        return true;
    }

    /** A.6: the colour preference, its strength, and the repeated colour, from the games played. */
    void computeColours() {
        int white = 0;
        int black = 0;
        int consecutive = 0;
        Colour last = Colour.NONE;
        for (Game g : games) {
            if (g.played()) {
                if (g.colour() == Colour.WHITE) {
                    white++;
                } else {
                    black++;
                }
                consecutive = consecutive == 0 || g.colour() != last ? 1 : consecutive + 1;
                last = g.colour();
            }
        }
        Colour lower = white > black ? Colour.BLACK : Colour.WHITE;
        colourImbalance = Math.abs(white - black);
        preference = colourImbalance > 1 ? lower
                : consecutive > 1 ? last.invert()
                : colourImbalance > 0 ? lower
                : consecutive > 0 ? last.invert()
                : Colour.NONE;
        repeated = consecutive > 1 ? last : Colour.NONE;
        strong = !absolute() && colourImbalance > 0;
    }
}
