package org.arbiter.law.appeal;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Action.AppealDecision;

/**
 * An appeal accepted at act {@code seq} by {@code appellant} against the ruling of act
 * {@code ruling}, and the decision on it once given at act {@code decidedAt} (0 until then).
 */
public record Lodged(int seq, Color appellant, int ruling, String grounds, Optional<AppealDecision> decision,
              int decidedAt) {

    Lodged decided(AppealDecision d, int at) {
        return new Lodged(seq, appellant, ruling, grounds, Optional.of(d), at);
    }
}
