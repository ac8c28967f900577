package org.arbiter.law.sequence;

import java.util.Optional;
import org.arbiter.chess.Color;

/** Who acts, claims, requires or exacts: a player or the arbiter. */
public enum Actor {
    WHITE, BLACK, ARBITER;

    public Optional<Color> color() {
        switch (this) {
            case WHITE: return Optional.of(Color.WHITE);
            case BLACK: return Optional.of(Color.BLACK);
            default: return Optional.empty();
        }
    }

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Actor of(Color color) {
        return color == Color.WHITE ? WHITE : BLACK;
    }
}
