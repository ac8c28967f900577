package org.arbiter.law;

import java.util.Arrays;
import org.arbiter.chess.Color;

/** The state of a game's result, written as the spec's replay output writes it. */
public enum Result {
    WHITE_WINS("1-0"), BLACK_WINS("0-1"), DRAWN("1/2-1/2"), ANNULLED("annulled"), IN_PLAY("*");

    private final String text;

    Result(String text) {
        this.text = text;
    }

    /** {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code annulled}, or {@code *} while the game goes on. */
    public String text() {
        return text;
    }

    /** Whether the game has ended, by a win, a draw or an annulment. */
    public boolean ended() {
        return this != IN_PLAY;
    }

    /** The game won by {@code winner}. */
    public static Result winFor(Color winner) {
        return winner == Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** Reads the text a result is written as. */
    public static Result ofText(String text) {
        return Arrays.stream(values()).filter(r -> r.text.equals(text)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("'" + text + "' is not a result; expected 1-0, 0-1, 1/2-1/2, annulled or *"));
    }

    @Override
    public String toString() {
        return text;
    }
}
