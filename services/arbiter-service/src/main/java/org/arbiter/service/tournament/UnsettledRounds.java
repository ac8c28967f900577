package org.arbiter.service.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfGame;

/**
 * A round asked to be paired while the rounds before it are not settled: a game still in play, or a
 * result the TRF it is paired from gives otherwise than the game recorded here (the pairing program
 * then paired from scores that are not the tournament's). Each is named; pairing goes ahead only when
 * the official confirms.
 */
final class UnsettledRounds extends RuntimeException {
    private final List<String> games;

    private UnsettledRounds(int round, List<String> games) {
        super("round " + round + " is paired from rounds not yet settled: " + String.join("; ", games)
                + ". Pair it all the same with confirm=true");
        this.games = List.copyOf(games);
    }

    List<String> games() {
        return games;
    }

    /** Throws when a game of an earlier round is in play, or its result differs from the TRF's. */
    static void check(int round, List<Tournaments.Board> earlier, Trf trf, Map<Integer, String> names) {
        List<String> found = new ArrayList<>();
        for (Tournaments.Board b : earlier) {
            String game = "round " + b.roundNo() + ", board " + b.boardNo() + " (" + names.get(b.white()) + " - "
                    + names.get(b.black()) + ", " + b.gameId() + ")";
            if ("*".equals(b.result())) {
                found.add(game + ": still in play");
                continue;
            }
            String filed = filed(trf, b).orElse("no result");
            if (!filed.equals(b.result())) {
                found.add(game + ": recorded " + b.result() + ", the TRF has " + filed);
            }
        }
        if (!found.isEmpty()) {
            throw new UnsettledRounds(round, found);
        }
    }

    /** The result the TRF gives a board's game, from White's line, as the record writes results. */
    private static Optional<String> filed(Trf trf, Tournaments.Board b) {
        Optional<TrfGame> entry = trf.player(b.white()).flatMap(p -> p.round(b.roundNo()));
        if (entry.isEmpty() || entry.get().opponent() != b.black()) {
            return Optional.empty();
        }
        return switch (Character.toUpperCase(entry.get().result())) {
            case '1', '+', 'W' -> Optional.of("1-0");
            case '0', '-', 'L' -> Optional.of("0-1");
            case '=', 'D' -> Optional.of("1/2-1/2");
            default -> Optional.empty();
        };
    }
}
