package org.arbiter.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Checks every round of a tournament file against the Dutch system: pairs each round again from the
 * rounds before it (and its byes known in advance) and, for each board the file has and the system
 * does not, names the criterion the file's board breaks.
 */
public final class PairingCheck {
    private PairingCheck() {
    }

    /** A board of the file's round that the system does not give, and why: the criterion it breaks. */
    public record Finding(int round, Pair played, String criterion, String detail) {
        @Override
        public String toString() {
            String board = played.bye() ? played.white() + " bye" : played.white() + "-" + played.black();
            return "round " + round + ": " + board + ": " + criterion + ": " + detail;
        }
    }

    /** The rounds checked, those paired as the system pairs them, and the findings. */
    public record Report(int rounds, int agreeing, List<Finding> findings) {
    }

    /** Checks every round of {@code text}, a TRF file; bad input is a {@link PairingInputError} naming its line. */
    public static Report check(String text) {
        RoundReader.Parsed parsed = RoundReader.parse(text);
        int rounds = 0;
        int agreeing = 0;
        List<Finding> findings = new ArrayList<>();
        for (int r = 1; r <= parsed.rounds(); r++) {
            List<Finding> found = check(parsed, r);
            if (found == null) {
                continue;
            }
            rounds++;
            agreeing += found.isEmpty() ? 1 : 0;
            findings.addAll(found);
        }
        return new Report(rounds, agreeing, findings);
    }

    /**
     * Checks round {@code round} of {@code text} alone (a round just paired, written into the file
     * with any results): the boards of it the system would not give, each with the criterion it
     * breaks; empty when the round is paired as the system pairs it, or the file pairs no one in it.
     */
    public static List<Finding> checkRound(String text, int round) {
        List<Finding> found = check(RoundReader.parse(text), round);
        return found == null ? List.of() : found;
    }

    /** The findings of round {@code r}; null when the file pairs no one in it. */
    private static List<Finding> check(RoundReader.Parsed parsed, int r) {
        Set<Pair> played = played(parsed, r);
        if (played.isEmpty()) {
            return null;
        }
        PairingRound t = RoundReader.before(parsed, r);
        Set<Pair> engine;
        try {
            engine = new HashSet<>(Dutch.pair(t));
        } catch (NoValidPairing e) {
            return List.of(new Finding(r, played.iterator().next(), "C1-C3 (absolute criteria)",
                    "no pairing of the round meets them: " + e.getMessage()));
        }
        List<Finding> findings = new ArrayList<>();
        for (Pair p : played) {
            if (!engine.contains(p)) {
                findings.add(classify(t, r, p, engine));
            }
        }
        return findings;
    }

    /** The boards of round {@code r} as the file gives them, forfeits included, and the pairing-allocated bye. */
    private static Set<Pair> played(RoundReader.Parsed parsed, int r) {
        Set<Pair> pairs = new HashSet<>();
        List<List<Game>> histories = parsed.histories();
        for (int id = 0; id < histories.size(); id++) {
            if (histories.get(id).size() < r) {
                continue;
            }
            Game g = histories.get(id).get(r - 1);
            if (g.opponent() != id && g.colour() == Colour.WHITE) {
                pairs.add(new Pair(id + 1, g.opponent() + 1));
            } else if (g.opponent() == id && g.paired() && g.outcome() == Game.WIN) {
                pairs.add(new Pair(id + 1, 0));
            }
        }
        return pairs;
    }

    private static Finding classify(PairingRound t, int r, Pair p, Set<Pair> engine) {
        Entrant w = t.player(p.white() - 1);
        String systemPairs = engineBoards(p, engine);
        if (p.bye()) {
            if (!w.eligibleForBye()) {
                return new Finding(r, p, "C2 (the bye)", "player " + p.white()
                        + " has already had the pairing-allocated bye or a win without playing");
            }
            Pair bye = engine.stream().filter(Pair::bye).findFirst().orElse(null);
            if (bye != null && t.score(t.player(bye.white() - 1)) < t.score(w)) {
                return new Finding(r, p, "C5 (the bye's score)", String.format(Locale.ROOT,
                        "player %d has %s points; player %d, with %s, can have the bye", p.white(), points(t.score(w)),
                        bye.white(), points(t.score(t.player(bye.white() - 1)))));
            }
            return new Finding(r, p, "C9, D (the bye's assignee)", "the system gives the bye to "
                    + (bye == null ? "no one" : "player " + bye.white()) + systemPairs);
        }
        Entrant b = t.player(p.black() - 1);
        if (w.forbidden.contains(b.id)) {
            return new Finding(r, p, "C1 (players meet once)", "players " + p.white() + " and " + p.black()
                    + " have already played each other");
        }
        if (!t.compatible(w, b)) {
            return new Finding(r, p, "C3 (absolute colour preferences)", "players " + p.white() + " and " + p.black()
                    + " both must have " + w.preference.name().toLowerCase(Locale.ROOT));
        }
        if (engine.contains(new Pair(p.black(), p.white()))) {
            return new Finding(r, p, "E (colour allocation)", "the system gives White to player " + p.black());
        }
        if (w.absolute() && w.preference == Colour.BLACK || b.absolute() && b.preference == Colour.WHITE) {
            int who = w.absolute() && w.preference == Colour.BLACK ? p.white() : p.black();
            return new Finding(r, p, "E.1 (absolute colour preference)", "player " + who
                    + " gets the colour their absolute preference forbids" + systemPairs);
        }
        if (t.score(w) != t.score(b)) {
            return new Finding(r, p, "C6-C8 (floaters)", String.format(Locale.ROOT,
                    "player %d (%s points) meets player %d (%s points), a float the system avoids%s", p.white(),
                    points(t.score(w)), p.black(), points(t.score(b)), systemPairs));
        }
        if (w.preference == Colour.BLACK || b.preference == Colour.WHITE) {
            return new Finding(r, p, "C10-C13 (colour preferences)", "a colour preference the system meets is not met"
                    + systemPairs);
        }
        return new Finding(r, p, "C14-C21, D (repeated floats, order of exchanges)", "the system pairs otherwise"
                + systemPairs);
    }

    private static String engineBoards(Pair p, Set<Pair> engine) {
        List<String> boards = new ArrayList<>();
        for (Pair e : engine) {
            if (e.white() == p.white() || e.black() == p.white() || (!p.bye() && (e.white() == p.black()
                    || e.black() == p.black()))) {
                boards.add(e.bye() ? e.white() + " bye" : e.white() + "-" + e.black());
            }
        }
        boards.sort(null);
        return boards.isEmpty() ? "" : "; the system pairs " + String.join(", ", boards);
    }

    private static String points(int tenths) {
        return tenths % 10 == 0 ? String.valueOf(tenths / 10) : String.format(Locale.ROOT, "%.1f", tenths / 10.0);
    }
}
