package org.arbiter.service.game.api;

import java.util.List;
import org.arbiter.law.Ruling;

/**
 * What became of one action: the number it was recorded under, or, for a repeated id, the number
 * the first delivery got ({@code duplicate} true, nothing recorded). {@code rulings} and
 * {@code notices} are those the action produced (empty for a duplicate); {@code turn} who is at
 * the board after it.
 */
public record Recorded(int line, int seq, boolean duplicate, List<Ruling> rulings, List<Ruling> notices,
                       String position, String result, Turn turn) {
    public Recorded {
        rulings = List.copyOf(rulings);
        notices = List.copyOf(notices);
    }
}
