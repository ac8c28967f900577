package org.arbiter.service.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.law.Result;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.Entrant;
import org.arbiter.tournament.standings.Outcome;
import org.arbiter.tournament.standings.RoundResult;
import org.arbiter.tournament.trf.TrfCrosstable;
import org.arbiter.tournament.trf.TrfTitles;

/**
 * A tournament's record as the standings (tournament-files) read it, built from the service's rows: its
 * players, each board's game with the result it has (or had, for a delayed reader), and the byes the
 * pairing files gave. The rounds counted are those up to the last with a finished game; in them, a
 * game still in play or annulled, and a player with neither a board nor a bye, is a round not paired,
 * which C.07 16.1.1 counts as a zero-point bye. Every decision on what a round is worth is the law
 * engine's.
 */
final class TournamentCrosstable {
    private TournamentCrosstable() {
    }

    /** A player by starting rank, as the tournament's TRF gave him. */
    record Player(int start, String name, String fideId, String title, Integer rating) {
    }

    /** A board's game: its round, the players by starting rank, and its result. */
    record Game(int round, int white, int black, Result result) {
    }

    /** A bye a pairing file gave: the round, the player, and its TRF16 code. */
    record Bye(int round, int start, char code) {
    }

    /** The number of rounds counted: the last with a finished game (0 before any game has finished). */
    static int rounds(List<Game> games) {
        return games.stream().filter(g -> finished(g.result())).mapToInt(Game::round).max().orElse(0);
    }

    /**
     * The crosstable; its kind is what the TRF's {@code 092} line says, else a round-robin when the
     * rounds its {@code XXR} line declares (or those counted) meet everyone once or twice.
     */
    static Crosstable of(List<Player> players, List<Game> games, List<Bye> byes, List<String> trfLines) {
        int rounds = rounds(games);
        List<Entrant> entrants = new ArrayList<>();
        for (Player p : players) {
            List<RoundResult> results = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                results.add(round(p.start(), r, games, byes));
            }
            entrants.add(new Entrant(p.start(), p.name(), p.fideId().equals("0") ? "" : p.fideId(), TrfTitles.common(p.title()),
                    Optional.ofNullable(p.rating()).filter(x -> x > 0), results));
        }
        Crosstable.Kind kind = TrfCrosstable.declaredKind(trfLines).orElseGet(() -> Crosstable.guessKind(
                TrfCrosstable.declaredRounds(trfLines).orElse(rounds), players.size()));
        return new Crosstable(rounds, kind, entrants);
    }

    private static RoundResult round(int start, int round, List<Game> games, List<Bye> byes) {
        for (Game g : games) {
            if (g.round() == round && (g.white() == start || g.black() == start) && finished(g.result())) {
                RoundResult.Colour side = g.white() == start ? RoundResult.Colour.WHITE : RoundResult.Colour.BLACK;
                return new RoundResult(side == RoundResult.Colour.WHITE ? g.black() : g.white(), side,
                        Outcome.of(g.result(), side).orElseThrow());
            }
        }
        for (Bye b : byes) {
            if (b.round() == round && b.start() == start) {
                return new RoundResult(0, RoundResult.Colour.NONE, Outcome.ofTrf(b.code()));
            }
        }
        return RoundResult.NOT_PAIRED;
    }

    /** A game that gives points: won, lost or drawn (an annulled game gives none, as one in play). */
    static boolean finished(Result result) {
        return Outcome.of(result, RoundResult.Colour.WHITE).isPresent();
    }
}
