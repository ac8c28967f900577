package org.arbiter.tournament.standings;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.Result;

/**
 * What a round gave a participant, as FIDE's Tournament Report File codes it: a game played (rated
 * or not), a forfeit, a bye of one of C.07's kinds (Article 16.2), or no pairing at all. Points are
 * counted in half points so that they stay exact.
 */
public enum Outcome {
    /** {@code 1}. */
    WIN('1', 2, true, true),
    /** {@code =}. */
    DRAW('=', 1, true, true),
    /** {@code 0}. */
    LOSS('0', 0, true, true),
    /** {@code W}: a game played but not rated. */
    UNRATED_WIN('W', 2, true, false),
    /** {@code D}. */
    UNRATED_DRAW('D', 1, true, false),
    /** {@code L}. */
    UNRATED_LOSS('L', 0, true, false),
    /** {@code +}: C.07 16.2.2. */
    FORFEIT_WIN('+', 2, false, false),
    /** {@code -}: C.07 16.2.4, a voluntary unplayed round (16.1.2). */
    FORFEIT_LOSS('-', 0, false, false),
    /** {@code U}: the pairing-allocated bye (16.2.1). */
    PAIRING_BYE('U', 2, false, false),
    /** {@code F}: a full-point bye (16.2.1). */
    FULL_BYE('F', 2, false, false),
    /** {@code H}: a requested half-point bye (16.1.1). */
    HALF_BYE('H', 1, false, false),
    /** {@code Z}: a requested zero-point bye (16.1.1), as is every round after a withdrawal. */
    ZERO_BYE('Z', 0, false, false),
    /** A blank round: not paired, and so, for the tie-breaks, a zero-point bye (16.1.1). */
    NOT_PAIRED(' ', 0, false, false);

    private final char code;
    private final int halfPoints;
    private final boolean played;
    private final boolean rated;

    Outcome(char code, int halfPoints, boolean played, boolean rated) {
        this.code = code;
        this.halfPoints = halfPoints;
        this.played = played;
        this.rated = rated;
    }

    /** The outcome a TRF16 result code stands for. */
    public static Outcome ofTrf(char code) {
        for (Outcome o : values()) {
            if (o.code == Character.toUpperCase(code)) {
                return o;
            }
        }
        throw new IllegalArgumentException("'" + code + "' is not a TRF16 result code (1 = 0 + - W D L H F U Z)");
    }

    /**
     * What a game's result gives the player of {@code side}: a win, a draw or a loss once the game is
     * decided, nothing while it is in play or after it was annulled. Every tournament's points, the
     * TRF file's and the service's standings, are counted from this.
     */
    public static Optional<Outcome> of(Result result, RoundResult.Colour side) {
        if (side == RoundResult.Colour.NONE) {
            throw new IllegalArgumentException("a game's result is given to White or Black, not to " + side);
        }
        return switch (result) {
            case DRAWN -> Optional.of(DRAW);
            case WHITE_WINS -> Optional.of(side == RoundResult.Colour.WHITE ? WIN : LOSS);
            case BLACK_WINS -> Optional.of(side == RoundResult.Colour.BLACK ? WIN : LOSS);
            case IN_PLAY, ANNULLED -> Optional.empty();
        };
    }

    /** The points of {@code outcomes} together, in half points: the one sum of a participant's points. */
    public static int halfPoints(List<Outcome> outcomes) {
        return outcomes.stream().mapToInt(Outcome::halfPoints).sum();
    }

    public char code() {
        return code;
    }

    public int halfPoints() {
        return halfPoints;
    }

    /** Whether a game was played over the board. */
    public boolean played() {
        return played;
    }

    /** Whether the game counts for the ratings-based tie-breaks (Article 10). */
    public boolean rated() {
        return rated;
    }

    /** A full point, played or not (Article 7.1 counts both). */
    public boolean win() {
        return halfPoints == 2;
    }

    /** C.07 16.1.2: a round the participant was not available for, a requested bye or a forfeit loss. */
    public boolean voluntarilyUnplayed() {
        return this == FORFEIT_LOSS || requestedBye();
    }

    /** C.07 16.1.1: a half-point or zero-point bye, and any round without a pairing. */
    public boolean requestedBye() {
        return this == HALF_BYE || this == ZERO_BYE || this == NOT_PAIRED;
    }

    /** A forfeit, which has a scheduled opponent (C.07 16.2.2 and 16.2.4). */
    public boolean forfeit() {
        return this == FORFEIT_WIN || this == FORFEIT_LOSS;
    }
}
