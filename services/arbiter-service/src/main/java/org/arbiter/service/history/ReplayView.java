package org.arbiter.service.history;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.arbiter.law.ReplayResult;
import org.arbiter.service.web.RulingView;

/**
 * The contract's replay output (docs/contested-sequence.md): exactly what
 * {@code ./arbiter replay FILE --json} prints. {@code notices} is this project's addition and is
 * left out when there are none.
 */
record ReplayView(String result, String termination, String position, List<RulingView> rulings, int actions,
                  @JsonInclude(JsonInclude.Include.NON_EMPTY) List<RulingView> notices) {

    static ReplayView of(ReplayResult r) {
        return new ReplayView(r.result().text(), r.termination(), r.position(), RulingView.of(r.rulings()), r.actions(),
                RulingView.of(r.notices()));
    }
}
