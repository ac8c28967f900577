package org.arbiter.service.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.Result;
import org.arbiter.pairing.Dutch;
import org.arbiter.pairing.Pair;
import org.arbiter.pairing.PairingCheck;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfGame;
import org.arbiter.tournament.trf.TrfPlayer;
import org.junit.jupiter.api.Test;

/**
 * The tournament's record written as the TRF16 file the Dutch system reads (docs/pairing.md, "From
 * the officials' page"): each game with its recorded result, an annulled one unplayed by both, the
 * byes kept, the byes asked for and withdrawals in the round to pair, and the lines the pairing
 * needs that the imported file did not give.
 */
class PairingInputTest {
    private static List<TrfPlayer> players(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> new TrfPlayer(i, "", "", "Player " + i,
                Optional.of(2500 - 10 * i), "ENG", "", "", 0, 0, List.of())).toList();
    }

    private static TrfGame entry(Trf trf, int player, int round) {
        return trf.player(player).orElseThrow().round(round).orElseThrow();
    }

    @Test
    void eachGameIsWrittenWithItsRecordedResultAndAnAnnulledOneAsUnplayedByBoth() {
        Trf trf = PairingInput.of(List.of("012 Club"), players(4), List.of(
                new PairingInput.Played(1, 1, 3, Result.BLACK_WINS), new PairingInput.Played(1, 4, 2, Result.ANNULLED)),
                List.of(), 2, Map.of(), 3);

        assertThat(entry(trf, 1, 1)).isEqualTo(new TrfGame(3, 'w', '0'));
        assertThat(entry(trf, 3, 1)).isEqualTo(new TrfGame(1, 'b', '1'));
        assertThat(entry(trf, 4, 1).result()).isEqualTo('-');
        assertThat(entry(trf, 2, 1).result()).isEqualTo('-');
        assertThat(trf.player(3).orElseThrow().pointsTenths()).isEqualTo(10);
        assertThat(trf.player(4).orElseThrow().pointsTenths()).as("an annulled game gives no point").isZero();
        assertThat(trf.otherLines()).containsExactly("012 Club", "XXR 3");
        // The players of the annulled game may meet again (no game was played between them).
        assertThat(Dutch.pair(trf.write())).isNotEmpty();
    }

    @Test
    void theByesKeptAndAskedForAndTheWithdrawnAreWrittenInTheirRounds() {
        Trf trf = PairingInput.of(List.of("012 Club", "XXR 5"), players(5), List.of(
                new PairingInput.Played(1, 1, 3, Result.WHITE_WINS), new PairingInput.Played(1, 4, 2, Result.DRAWN)),
                List.of(new TournamentCrosstable.Bye(1, 5, 'U')), 2, Map.of(2, "H", 4, "Z"), 5);

        assertThat(entry(trf, 5, 1)).isEqualTo(new TrfGame(0, '-', 'U'));
        assertThat(entry(trf, 2, 2)).isEqualTo(new TrfGame(0, '-', 'H'));
        assertThat(entry(trf, 4, 2)).isEqualTo(new TrfGame(0, '-', 'Z'));
        assertThat(trf.otherLines()).as("the file's own XXR, and the first colour read from round 1")
                .containsExactly("012 Club", "XXR 5");
        List<Pair> pairs = Dutch.pair(trf.write());
        assertThat(pairs).noneMatch(p -> p.white() == 2 || p.black() == 2 || p.white() == 4 || p.black() == 4);
        assertThat(pairs).as("player 5 had the pairing-allocated bye (C2)").noneMatch(p -> p.bye() && p.white() == 5);
    }

    @Test
    void beforeAnyGameTheFirstColourIsWhiteForPlayerOneAndAPairingWrittenInIsWhatTheCheckerReads() {
        Trf trf = PairingInput.of(List.of("012 Club"), players(5), List.of(), List.of(), 1, Map.of(), 3);
        List<Pair> pairs = Dutch.pair(trf.write());

        assertThat(trf.otherLines()).containsExactly("012 Club", "XXR 3", "XXC white1");
        assertThat(PairingCheck.checkRound(PairingInput.withPairing(trf, 1, pairs).write(), 1)).isEmpty();
        List<Pair> swapped = new java.util.ArrayList<>(pairs);
        Pair first = swapped.get(0);
        swapped.set(0, new Pair(first.black(), first.white()));
        assertThat(PairingCheck.checkRound(PairingInput.withPairing(trf, 1, swapped).write(), 1))
                .extracting(PairingCheck.Finding::criterion).singleElement().asString().startsWith("E ");
    }
}
