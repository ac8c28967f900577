package org.arbiter.law;

import java.util.List;

/**
 * The result of one action: the new state, the rulings it produced, and the notices: breaches
 * and open rights the act put on the record without a decision yet.
 */
public record Step(GameState state, List<Ruling> rulings, List<Ruling> notices) {
    public Step {
        rulings = List.copyOf(rulings);
        notices = List.copyOf(notices);
    }
}
