package org.arbiter.service.history;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;
import org.arbiter.law.Comparison;

/**
 * A game ruled under several codes, as the law engine compares them: each code's replay output
 * (or why the code refused the game's header), and the acts at which they part, with each code's
 * citations, results or positions there where they differ.
 */
record CompareView(List<Code> codes, List<Parting> partings) {

    /** One code (or {@code code+supplement}): its replay output, or the reason it refused the header. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Code(String code, ReplayView replay, String refused) {
    }

    /** An act at which the codes part; each map, by code, is present only when they differ in it. */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    record Parting(int seq, String act, Map<String, List<String>> rulings, Map<String, String> results,
                   Map<String, String> positions) {
    }

    static CompareView of(Comparison c) {
        List<Code> codes = c.ruled().stream().map(r -> r.refused().isPresent()
                ? new Code(r.label(), null, r.refused().get().getMessage())
                : new Code(r.label(), ReplayView.under(r.header().code(), r.header().supplement().orElse(null),
                        r.result(), r.rejected()), null)).toList();
        List<Parting> partings = c.partings().stream().map(p -> new Parting(p.seq(), p.action().act(), p.rulings(),
                p.results(), p.positions())).toList();
        return new CompareView(codes, partings);
    }
}
