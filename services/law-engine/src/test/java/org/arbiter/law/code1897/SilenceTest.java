package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * Version 2's acts that the Code has no law on (the FIDE clock's press and flag, the household
 * laws' announcement, a claim of touch-move as such): each is recorded, decides nothing, and
 * says so in a notice, so that one sequence can be ruled under every code.
 */
class SilenceTest {

    @Test
    void pressFlagAnnouncementAndTouchMoveClaimDecideNothingAndSaySo() {
        ReplayResult r = Replay.run(ContestedSequence.parse("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"press","by":"white","at":5}
                {"act":"flag","by":"arbiter","player":"black"}
                {"act":"claim","by":"black","claim":"touch-move"}
                {"act":"move","by":"black","move":"e5"}
                """));

        assertThat(r.actions()).isEqualTo(5);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(r.notices()).extracting(Ruling::seq, Ruling::law).containsExactly(
                tuple(2, Ruling.SILENT), tuple(3, Ruling.SILENT),
                tuple(4, Ruling.SILENT));
        assertThat(r.notices().get(0).text()).startsWith("'chess-code-1897' has no law on 'press' (");
        assertThat(r.notices().get(2).text()).contains("a claim of 'touch-move'");
    }

    @Test
    void aSilenceIsSaidOnceAGameNotOncePerPress() {
        ReplayResult r = Replay.run(ContestedSequence.parse("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"press","by":"white","at":5}
                {"act":"move","by":"black","move":"e5"}
                {"act":"press","by":"black","at":9}
                {"act":"move","by":"white","move":"Nf3"}
                {"act":"press","by":"white","at":12}
                {"act":"flag","by":"arbiter","player":"black"}
                {"act":"flag","by":"arbiter","player":"white"}
                """));

        assertThat(r.actions()).isEqualTo(8);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).extracting(Ruling::seq, Ruling::law).containsExactly(
                tuple(2, Ruling.SILENT), tuple(7, Ruling.SILENT));
        assertThat(r.notices().get(0).text()).contains("'press'");
        assertThat(r.notices().get(1).text()).contains("'flag'");
    }

    @Test
    void theFideCodeIsKnownBesideIt() {
        assertThat(Rulebooks.codes()).contains("chess-code-1897", "fide-2023");
    }
}
