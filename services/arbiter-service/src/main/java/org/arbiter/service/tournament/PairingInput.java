package org.arbiter.service.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.Result;
import org.arbiter.pairing.Pair;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfCrosstable;
import org.arbiter.tournament.trf.TrfGame;
import org.arbiter.tournament.trf.TrfPlayer;

/**
 * The tournament's record as the pairing reads it, a TRF16 file (docs/pairing.md, "The file"): its
 * players by starting rank; in each round before the one to pair, each game with the result its own
 * events recorded (an annulled game as unplayed by both, {@code -}: no points, no colour, and the
 * players may meet again) and each bye kept for the round; in the round to pair, the byes asked for
 * and the players withdrawn ({@code 0000 - Z}). The imported file's other lines are kept ({@code XXA}
 * acceleration, {@code XXC} first colour); {@code XXR} is added when the file did not declare the
 * number of rounds, and {@code XXC white1} when it gave no first colour and no game was played yet.
 */
final class PairingInput {
    private PairingInput() {
    }

    /** A game of an earlier round with the result its events recorded. */
    record Played(int round, int white, int black, Result result) {
    }

    static Trf of(List<String> otherLines, List<TrfPlayer> players, List<Played> games,
                  List<TournamentCrosstable.Bye> byes, int round, Map<Integer, String> absent, int rounds) {
        List<String> lines = new ArrayList<>(otherLines);
        if (TrfCrosstable.declaredRounds(otherLines).isEmpty()) {
            lines.add("XXR " + rounds);
        }
        boolean colour = otherLines.stream().anyMatch(l -> l.startsWith("XXC") || l.startsWith("152"));
        if (!colour && games.stream().noneMatch(g -> g.result() != Result.ANNULLED)) {
            lines.add("XXC white1");
        }
        List<TrfPlayer> out = new ArrayList<>();
        for (TrfPlayer p : players) {
            TrfGame[] entries = new TrfGame[round];
            java.util.Arrays.fill(entries, new TrfGame(0, '-', ' '));
            for (Played g : games) {
                if (g.round() < round && (g.white() == p.number() || g.black() == p.number())) {
                    boolean white = g.white() == p.number();
                    entries[g.round() - 1] = new TrfGame(white ? g.black() : g.white(), white ? 'w' : 'b',
                            code(g.result(), white));
                }
            }
            for (TournamentCrosstable.Bye b : byes) {
                if (b.round() < round && b.start() == p.number()) {
                    entries[b.round() - 1] = new TrfGame(0, '-', b.code());
                }
            }
            String asked = absent.get(p.number());
            if (asked != null) {
                entries[round - 1] = new TrfGame(0, '-', asked.charAt(0));
            }
            out.add(withRounds(p, List.of(entries)));
        }
        return new Trf(lines, out);
    }

    /** The file with {@code pairs} written in as round {@code round}, each game drawn: what the checker reads. */
    static Trf withPairing(Trf trf, int round, List<Pair> pairs) {
        List<TrfPlayer> out = new ArrayList<>();
        for (TrfPlayer p : trf.players()) {
            List<TrfGame> games = new ArrayList<>(p.rounds());
            while (games.size() < round) {
                games.add(new TrfGame(0, '-', ' '));
            }
            for (Pair pair : pairs) {
                if (pair.bye() && pair.white() == p.number()) {
                    games.set(round - 1, new TrfGame(0, '-', 'U'));
                } else if (pair.white() == p.number() || pair.black() == p.number()) {
                    boolean white = pair.white() == p.number();
                    games.set(round - 1, new TrfGame(white ? pair.black() : pair.white(), white ? 'w' : 'b', '='));
                }
            }
            out.add(withRounds(p, games));
        }
        return new Trf(trf.otherLines(), out);
    }

    private static char code(Result result, boolean white) {
        return switch (result) {
            case WHITE_WINS -> white ? '1' : '0';
            case BLACK_WINS -> white ? '0' : '1';
            case DRAWN -> '=';
            case ANNULLED, IN_PLAY -> '-';
        };
    }

    private static TrfPlayer withRounds(TrfPlayer p, List<TrfGame> games) {
        TrfPlayer counted = new TrfPlayer(p.number(), p.sex(), p.title(), p.name(), p.rating(), p.federation(),
                p.fideId(), p.birth(), 0, 0, games);
        return new TrfPlayer(p.number(), p.sex(), p.title(), p.name(), p.rating(), p.federation(), p.fideId(),
                p.birth(), 5 * counted.halfPoints(), 0, games);
    }
}
