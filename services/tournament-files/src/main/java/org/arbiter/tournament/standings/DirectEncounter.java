package org.arbiter.tournament.standings;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * C.07 Article 6, Direct Encounter, among participants tied on everything before it: if they have
 * all met (always so with pre-determined pairings), they are ordered by the points they scored in the
 * games among them; if not, a participant is placed above the others only when his points among them
 * exceed what any of the others could have reached by winning every game they did not play among
 * them. Those still tied are taken again on their own, until nothing changes. Two games against one
 * opponent count as one encounter, with the average score.
 */
final class DirectEncounter {
    private final Crosstable table;

    DirectEncounter(Crosstable table) {
        this.table = table;
    }

    /** The tied participants in tiers, best first; each tier's members remain tied. */
    List<List<Entrant>> tiers(List<Entrant> tied) {
        if (tied.size() < 2) {
            return List.of(tied);
        }
        Map<Entrant, Score> scores = new HashMap<>();
        boolean allMet = true;
        for (Entrant e : tied) {
            Score s = score(e, tied);
            scores.put(e, s);
            allMet &= table.roundRobin() || s.met() == tied.size() - 1;
        }
        List<Entrant> order = new ArrayList<>(tied);
        order.sort(Comparator.comparing((Entrant e) -> scores.get(e).points()).reversed()
                .thenComparing(Comparator.comparing((Entrant e) -> scores.get(e).most()).reversed())
                .thenComparingInt(Entrant::number));
        List<List<Entrant>> tiers = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= order.size(); i++) {
            boolean split;
            if (i == order.size()) {
                split = true;
            } else if (allMet) {
                split = scores.get(order.get(i)).points().compareTo(scores.get(order.get(i - 1)).points()) != 0;
            } else {
                BigDecimal bestOfRest = order.subList(i, order.size()).stream().map(e -> scores.get(e).most())
                        .max(Comparator.naturalOrder()).orElseThrow();
                // Without all encounters only a lead no one below can still reach separates; the rest stay tied.
                split = start == i - 1 && scores.get(order.get(i - 1)).points().compareTo(bestOfRest) > 0;
                if (!split) {
                    tiers.add(order.subList(start, order.size()));
                    start = order.size();
                    break;
                }
            }
            if (split) {
                tiers.add(order.subList(start, i));
                start = i;
            }
        }
        if (tiers.size() == 1) {
            return List.of(tied);
        }
        List<List<Entrant>> out = new ArrayList<>();
        for (List<Entrant> tier : tiers) {
            out.addAll(tiers(List.copyOf(tier)));
        }
        return out;
    }

    /** The points among the tied, the number of them met, and the most reachable by winning the rest. */
    private record Score(BigDecimal points, int met, BigDecimal most) {
    }

    private Score score(Entrant e, List<Entrant> tied) {
        Map<Integer, int[]> byOpponent = new HashMap<>();
        for (int r = 1; r <= table.rounds(); r++) {
            RoundResult result = e.round(r);
            boolean counts = result.playedGame() || (table.roundRobin() && result.opponent() > 0);
            if (counts && tied.stream().anyMatch(t -> t.number() == result.opponent())) {
                int[] sumAndCount = byOpponent.computeIfAbsent(result.opponent(), k -> new int[2]);
                sumAndCount[0] += result.outcome().halfPoints();
                sumAndCount[1]++;
            }
        }
        BigDecimal points = BigDecimal.ZERO;
        for (int[] sumAndCount : byOpponent.values()) {
            points = points.add(BigDecimal.valueOf(sumAndCount[0]).divide(BigDecimal.valueOf(2L * sumAndCount[1]), 4,
                    RoundingMode.HALF_UP));
        }
        int missing = tied.size() - 1 - byOpponent.size();
        return new Score(points, byOpponent.size(), points.add(BigDecimal.valueOf(missing)));
    }
}
