package org.arbiter.service.history;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Optional;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.web.RulingView;

/**
 * The contract's replay output (docs/contested-sequence.md): exactly what
 * {@code ./arbiter replay FILE --json} prints. {@code notices} is this project's addition and is
 * left out when there are none; {@code code}, {@code supplement} and {@code rejected} only appear
 * when the game is ruled under another code than its own ({@code rejected} names the first act
 * that code could not accept, the replay covering the acts before it).
 */
record ReplayView(String result, String termination, String position, List<RulingView> rulings, int actions,
                  @JsonInclude(JsonInclude.Include.NON_EMPTY) List<RulingView> notices,
                  @JsonInclude(JsonInclude.Include.NON_NULL) String code,
                  @JsonInclude(JsonInclude.Include.NON_NULL) String supplement,
                  @JsonInclude(JsonInclude.Include.NON_NULL) Rejected rejected) {

    /** The first act a code could not accept: its number and why. */
    record Rejected(int seq, String reason) {
    }

    static ReplayView of(ReplayResult r) {
        return new ReplayView(r.result().text(), r.termination(), r.position(), RulingView.of(r.rulings()),
                r.actions(), RulingView.of(r.notices()), null, null, null);
    }

    /** The output of a game ruled under {@code code} (and {@code supplement}), up to any act it rejected. */
    static ReplayView under(String code, String supplement, ReplayResult r, Optional<SequenceError> rejected) {
        ReplayView v = of(r);
        return new ReplayView(v.result, v.termination, v.position, v.rulings, v.actions, v.notices, code, supplement,
                rejected.map(e -> new Rejected(e.line(), e.reason())).orElse(null));
    }
}
