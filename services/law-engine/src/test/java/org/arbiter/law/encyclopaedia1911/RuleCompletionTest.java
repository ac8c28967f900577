package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.byHand;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** The article's rule completion: a move is complete once the hand leaves the man. */
class RuleCompletionTest {
    private static final String START = header(Encyclopaedia1911.CODE, "initial");
    private static final String LIFT = act("lift", "white", "\"square\":\"g1\"");
    private static final String RELEASE = act("release", "white", "");

    private static String place(String square) {
        return act("place", "white", "\"square\":\"" + square + "\"");
    }

    @Test
    void completion_notCompleteWhileTheHandIsOnTheMan() {
        ReplayResult r = run(START + LIFT + place("f3") + place("h3") + RELEASE);

        assertThat(laws(r)).containsExactly("completion");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b");
    }

    @Test
    void completion_onceTheHandHasLeftItCannotBeTakenBack() {
        ReplayResult r = run(START + LIFT + place("f3") + RELEASE + act("lift", "white", "\"square\":\"f3\""));

        assertThat(noticeLaws(r)).contains("completion");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
    }

    /** Issue 43: the man just moved, lifted in the opponent's turn and put back on its square, takes nothing back. */
    @Test
    void completion_theManMovedLiftedAgainAndPutBackOnItsSquareIsNoTakingBack() {
        ReplayResult r = run(START + LIFT + place("f3") + RELEASE + act("lift", "white", "\"square\":\"f3\"")
                + place("f3") + RELEASE + act("move", "black", "\"move\":\"e5\""));

        assertThat(r.actions()).isEqualTo(7);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w");
    }

    @Test
    void completion_aReleasedKnightLiftedAgainAndPutElsewhereIsRuledAndTheMoveStands() {
        ReplayResult r = run(START + LIFT + place("f3") + RELEASE + act("lift", "white", "\"square\":\"f3\"")
                + place("h3") + RELEASE + act("move", "black", "\"move\":\"e5\""));

        assertThat(r.actions()).as("the replay goes on to Black's reply").isEqualTo(7);
        assertThat(laws(r)).containsExactly("completion");
        assertThat(r.rulings().get(0).seq()).isEqualTo(5);
        assertThat(r.rulings().get(0).against()).contains(org.arbiter.chess.Color.WHITE);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w");
    }

    private static final String CASTLING_START = header(Encyclopaedia1911.CODE, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");


    /** Issue 43: the Rook carried after the King let go is the rest of the castling, not a lift of an empty square. */
    @Test
    void completion_castlingKingFirstByHandIsCompletedByTheRookAndTheReplayGoesOn() {
        ReplayResult r = run(CASTLING_START + byHand("white", "e1", "g1") + byHand("white", "h1", "f1")
                + byHand("black", "e8", "c8") + byHand("black", "a8", "d8") + act("move", "white", "\"move\":\"a3\""));

        assertThat(r.actions()).as("every act is accepted").isEqualTo(13);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("2kr3r/pppppppp/8/8/8/P7/1PPPPPPP/R4RK1 b");
    }

    /** Issue 43: a man lifted in the opponent's turn and put back makes no move, and the replay goes on. */
    @Test
    void completion_aKingLiftedInTheOpponentsTurnAndPutBackMakesNoMove() {
        ReplayResult r = run(START + byHand("white", "e2", "e4") + byHand("white", "e1", "e1")
                + act("move", "black", "\"move\":\"e5\""));

        assertThat(r.actions()).isEqualTo(7);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    /** Issue 43: under the 1897 supplement the captured man taken off first left the capturing Pawn no move (touch-cannot-move). */
    @Test
    void completion_theCapturedManTakenOffFirstIsCapturedByTheMoveTheHandCompletes() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, "chess-code-1897", "initial") + play("white", "e4 e5 Nf3 d5")
                + act("remove", "white", "\"square\":\"d5\"") + byHand("white", "e4", "d5"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp2ppp/8/3Pp3/8/5N2/PPPP1PPP/RNBQKB1R b");
    }
}
