package org.arbiter.tournament.standings;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A participant's place: his rank (shared with those still tied when every tie-break is spent, as
 * C.07 4.2 leaves them to lots), his points, and the value of each tie-break in the order asked.
 */
public record Standing(int rank, Entrant entrant, BigDecimal points, List<Value> values) {

    /** A tie-break's value; empty where the participant has none (no rated opponent, say). */
    public record Value(Tiebreak tiebreak, Optional<BigDecimal> value) {
        public Value {
            Objects.requireNonNull(tiebreak, "tiebreak");
            Objects.requireNonNull(value, "value");
        }
    }

    public Standing {
        Objects.requireNonNull(entrant, "entrant");
        Objects.requireNonNull(points, "points");
        values = List.copyOf(values);
    }

    /** The value of {@code tiebreak}, if it was asked for and the participant has one. */
    public Optional<BigDecimal> value(Tiebreak tiebreak) {
        return values.stream().filter(v -> v.tiebreak().equals(tiebreak)).findFirst().flatMap(Value::value);
    }
}
