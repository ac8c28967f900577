package org.arbiter.tournament.standings;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A tournament's record for its standings: the number of rounds, whether the pairings were
 * pre-determined (a round-robin, C.07 15.2) or made round by round (a Swiss, Article 16), and the
 * participants. Every opponent a round names must be a participant.
 */
public record Crosstable(int rounds, Kind kind, List<Entrant> entrants) {

    public enum Kind { SWISS, ROUND_ROBIN }

    public Crosstable {
        Objects.requireNonNull(kind, "kind");
        entrants = List.copyOf(entrants);
        Map<Integer, Entrant> byNumber = new HashMap<>();
        for (Entrant e : entrants) {
            if (byNumber.put(e.number(), e) != null) {
                throw new IllegalArgumentException("starting number " + e.number() + " is given twice");
            }
        }
        for (Entrant e : entrants) {
            for (int r = 1; r <= rounds; r++) {
                int opponent = e.round(r).opponent();
                if (opponent != 0 && !byNumber.containsKey(opponent)) {
                    throw new IllegalArgumentException(e.name() + ", round " + r + ": no participant has starting number "
                            + opponent);
                }
            }
        }
    }

    /**
     * A round-robin when every participant meets every other once or twice in the rounds played
     * (n - 1 or n rounds for n participants, or twice that), else a Swiss.
     */
    public static Kind guessKind(int rounds, int participants) {
        boolean single = rounds == participants - 1 || rounds == participants;
        boolean dbl = rounds == 2 * (participants - 1) || rounds == 2 * participants;
        return participants > 1 && (single || dbl) ? Kind.ROUND_ROBIN : Kind.SWISS;
    }

    public Entrant entrant(int number) {
        for (Entrant e : entrants) {
            if (e.number() == number) {
                return e;
            }
        }
        throw new IllegalArgumentException("no participant has starting number " + number);
    }

    public boolean roundRobin() {
        return kind == Kind.ROUND_ROBIN;
    }
}
