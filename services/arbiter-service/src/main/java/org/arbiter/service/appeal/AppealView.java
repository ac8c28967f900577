package org.arbiter.service.appeal;

import java.util.Locale;
import org.arbiter.law.appeal.Lodged;

/**
 * An appeal heard in a game: the act whose ruling it is against, the act that lodged it, the
 * appellant's side, its status ({@code lodged}, {@code upheld}, {@code overturned}, {@code varied}),
 * the act that decided it (null until then) and the appellant's grounds.
 */
record AppealView(int ruling, int lodgedAt, String by, String status, Integer decidedAt, String grounds) {

    /** The appeal as the law engine has it. */
    static AppealView of(Lodged l) {
        return new AppealView(l.ruling(), l.seq(), l.appellant().name().toLowerCase(Locale.ROOT),
                l.decision().map(d -> d.name().toLowerCase(Locale.ROOT)).orElse("lodged"),
                l.decision().isPresent() ? l.decidedAt() : null, l.grounds());
    }
}
