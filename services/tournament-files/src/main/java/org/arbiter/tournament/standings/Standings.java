package org.arbiter.tournament.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The final standings (C.07 4.2): participants ranked by points, then, among those still tied, by
 * each tie-break of the list in turn, "moving to the next in the list whenever a persisting tie cannot
 * be broken"; a tie left when the list is spent is a shared rank. Every tie-break but Direct
 * Encounter is a value of its own participant, higher ranking higher; Direct Encounter (Article 6)
 * is worked out among the tied and given as the place within them, 1 the best.
 */
public final class Standings {
    private final Crosstable table;
    private final OpponentScores opponents;
    private final RatingPerformance ratings;
    private final GameCounts counts;
    private final DirectEncounter encounters;

    private Standings(Crosstable table, Regulations regulations) {
        this.table = table;
        this.opponents = new OpponentScores(table, regulations);
        this.ratings = new RatingPerformance(table);
        this.counts = new GameCounts(table);
        this.encounters = new DirectEncounter(table);
    }

    /** The standings of {@code table} with {@code tiebreaks} in that order, under {@code regulations}. */
    public static List<Standing> of(Crosstable table, List<Tiebreak> tiebreaks, Regulations regulations) {
        return new Standings(table, regulations).rank(List.copyOf(tiebreaks));
    }

    /** The value of one tie-break for one participant, outside any ranking (Direct Encounter has none). */
    public static Optional<BigDecimal> value(Crosstable table, Entrant entrant, Tiebreak tiebreak, Regulations regulations) {
        if (tiebreak.kind() == Tiebreak.Kind.DE) {
            throw new IllegalArgumentException("DE is worked out among tied participants, not for one alone");
        }
        return new Standings(table, regulations).value(entrant, tiebreak);
    }

    private Optional<BigDecimal> value(Entrant e, Tiebreak tb) {
        return switch (tb.kind()) {
            case BH, SB -> Optional.of(opponents.value(e, tb));
            case AOB -> opponents.averageOfOpponents(e);
            case ARO -> RatingPerformance.decimal(ratings.averageRating(e, tb));
            case TPR -> RatingPerformance.decimal(ratings.performance(e, tb));
            case PTP -> RatingPerformance.decimal(ratings.perfectPerformance(e, tb));
            case APRO -> RatingPerformance.decimal(ratings.averageOfOpponents(e, false));
            case APPO -> RatingPerformance.decimal(ratings.averageOfOpponents(e, true));
            case WIN, WON, BPG, BWG, GE, PS, KS -> Optional.of(counts.value(e, tb));
            case DE -> throw new IllegalStateException("DE is worked out among the tied");
        };
    }

    private static final Comparator<Optional<BigDecimal>> HIGHER_FIRST = (a, b) -> {
        if (a.isEmpty() || b.isEmpty()) {
            return Boolean.compare(a.isEmpty(), b.isEmpty());
        }
        return b.get().compareTo(a.get());
    };

    private List<Standing> rank(List<Tiebreak> tiebreaks) {
        Map<Entrant, Map<Tiebreak, Optional<BigDecimal>>> values = new HashMap<>();
        table.entrants().forEach(e -> values.put(e, new HashMap<>()));
        List<Entrant> all = new ArrayList<>(table.entrants());
        all.sort(Comparator.comparingInt((Entrant e) -> -e.halfPoints(table.rounds())).thenComparingInt(Entrant::number));
        List<List<Entrant>> tiers = split(all, e -> Optional.of(BigDecimal.valueOf(e.halfPoints(table.rounds()))));
        for (Tiebreak tb : tiebreaks) {
            // Every value is shown, a participant already placed by an earlier criterion included.
            for (Entrant e : all) {
                values.get(e).put(tb, tb.kind() == Tiebreak.Kind.DE ? Optional.of(BigDecimal.ONE) : value(e, tb));
            }
            List<List<Entrant>> next = new ArrayList<>();
            for (List<Entrant> tier : tiers) {
                if (tb.kind() == Tiebreak.Kind.DE) {
                    int place = 1;
                    for (List<Entrant> sub : encounters.tiers(tier)) {
                        for (Entrant e : sub) {
                            values.get(e).put(tb, Optional.of(BigDecimal.valueOf(place)));
                        }
                        place += sub.size();
                        next.add(sub);
                    }
                } else {
                    List<Entrant> sorted = new ArrayList<>(tier);
                    sorted.sort(Comparator.comparing((Entrant e) -> values.get(e).get(tb), HIGHER_FIRST)
                            .thenComparingInt(Entrant::number));
                    next.addAll(split(sorted, e -> values.get(e).get(tb)));
                }
            }
            tiers = next;
        }
        List<Standing> out = new ArrayList<>();
        int rank = 1;
        for (List<Entrant> tier : tiers) {
            for (Entrant e : tier) {
                List<Standing.Value> list = new ArrayList<>();
                for (Tiebreak tb : tiebreaks) {
                    list.add(new Standing.Value(tb, values.get(e).get(tb)));
                }
                out.add(new Standing(rank, e, BigDecimal.valueOf(e.halfPoints(table.rounds())).divide(BigDecimal.valueOf(2))
                        .setScale(1), list));
            }
            rank += tier.size();
        }
        return out;
    }

    /** Splits an ordered list into the runs of equal keys. */
    private static List<List<Entrant>> split(List<Entrant> ordered, Function<Entrant, Optional<BigDecimal>> key) {
        List<List<Entrant>> tiers = new ArrayList<>();
        List<Entrant> current = new ArrayList<>();
        Optional<BigDecimal> last = null;
        for (Entrant e : ordered) {
            Optional<BigDecimal> k = key.apply(e);
            if (last != null && HIGHER_FIRST.compare(k, last) != 0) {
                tiers.add(current);
                current = new ArrayList<>();
            }
            current.add(e);
            last = k;
        }
        if (!current.isEmpty()) {
            tiers.add(current);
        }
        return tiers;
    }
}
