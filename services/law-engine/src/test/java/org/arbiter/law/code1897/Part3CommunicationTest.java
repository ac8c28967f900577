package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arbiter.law.Result;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/** Part III: games played by communication of moves. */
class Part3CommunicationTest {
    private static final String CORRESPONDENCE = "{\"header\":{\"mode\":\"communication\",\"replyWithin\":\"PT72H\"}}\n";
    private static final String TELEGRAPH = "{\"header\":{\"mode\":\"communication\",\"replyWithin\":\"PT2H\"}}\n";

    private static ReplayResult replay(String jsonl) {
        return Replay.run(ContestedSequence.parse(jsonl));
    }

    private static String communicate(String by, String... moves) {
        return "{\"act\":\"communicate\",\"by\":\"" + by + "\",\"moves\":[\"" + String.join("\",\"", moves) + "\"]}\n";
    }

    private static String series(String by, String... moves) {
        return "{\"act\":\"communicate\",\"by\":\"" + by + "\",\"series\":[\"" + String.join("\",\"", moves) + "\"]}\n";
    }

    @Test
    void III_1_aCommunicatedMoveIsMadeLikeAMoveAtTheBoard() {
        ReplayResult r = replay(CORRESPONDENCE + communicate("white", "P-K4") + communicate("black", "e7-e5"));
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void III_3_termsExpressingNoLegalMoveGivePenaltyC() {
        ReplayResult r = replay(CORRESPONDENCE + communicate("white", "Q-K5")
                + "{\"act\":\"exact\",\"by\":\"black\",\"penalty\":\"C\"}\n");
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("III.3", "III.3");
        assertThat(r.rulings().get(1).text()).contains("Penalty C");
    }

    @Test
    void III_3_ambiguousTermsMayBeAdoptedInAnyReading() {
        ReplayResult r = replay(CORRESPONDENCE + communicate("white", "P-K4") + communicate("black", "P-K4")
                + communicate("white", "Kt-B3") + "{\"act\":\"adopt\",\"by\":\"black\",\"move\":\"Nc3\"}\n");
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("III.3", "III.3");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b");
    }

    @Test
    void III_4_twoMovesForOneTurnLetTheOpponentAdoptEither() {
        ReplayResult r = replay(CORRESPONDENCE + communicate("white", "e4", "d4")
                + "{\"act\":\"adopt\",\"by\":\"black\",\"move\":\"d4\"}\n");
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("III.4", "III.4");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b");
    }

    @Test
    void III_5_seriesGoesOnWhenTheAssumedReplyIsMade() {
        ReplayResult r = replay(CORRESPONDENCE + series("white", "e4", "e5", "Nf3") + communicate("black", "e5"));
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b");
        assertThat(r.notices()).extracting(Ruling::law).contains("III.5");
    }

    @Test
    void III_5_seriesFallsAwayWhenTheReplyDiffers() {
        ReplayResult r = replay(CORRESPONDENCE + series("white", "e4", "e5", "Nf3") + communicate("black", "c5"));
        assertThat(r.position()).isEqualTo("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void III_5_illegalMoveArrivedAtInActualPlayIsPenalisedAndTheRestNotCommunicated() {
        ReplayResult r = replay(CORRESPONDENCE + series("white", "e4", "e5", "Ke3", "Nc6", "Nf3") + communicate("black", "e5"));
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("III.5");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void III_2a_slowGamesMayUseBooksButNotAnotherPlayer() {
        String offence = "{\"act\":\"offence\",\"by\":\"black\",\"offence\":\"%s\"}\n";
        String claim = "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"forfeit\",\"offence\":\"%s\"}\n";
        ReplayResult books = replay(CORRESPONDENCE + communicate("white", "e4")
                + offence.formatted("printed-matter") + claim.formatted("printed-matter"));
        assertThat(books.result()).isEqualTo(Result.IN_PLAY);
        assertThat(books.rulings()).extracting(Ruling::law).containsExactly("III.2(a)");

        ReplayResult helper = replay(CORRESPONDENCE + communicate("white", "e4")
                + offence.formatted("assistance") + claim.formatted("assistance"));
        assertThat(helper.result()).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void III_2b_fastGamesAreBoundByTheGeneralLaw() {
        ReplayResult r = replay(TELEGRAPH + communicate("white", "e4")
                + "{\"act\":\"offence\",\"by\":\"black\",\"offence\":\"printed-matter\"}\n"
                + "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"forfeit\",\"offence\":\"printed-matter\"}\n");
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.termination()).isEqualTo("II.9(c)");
    }

    @Test
    void communicationInAGameOverTheBoardIsRejected() {
        assertThatThrownBy(() -> replay("{\"header\":{}}\n" + communicate("white", "e4")))
                .isInstanceOf(SequenceError.class).hasMessageContaining("line 2").hasMessageContaining("over-the-board");
    }
}
