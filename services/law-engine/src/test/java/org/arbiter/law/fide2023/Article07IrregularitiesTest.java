package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.CLOCK;
import static org.arbiter.law.fide2023.FideCases.INITIAL;
import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.beyondBase;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.last;
import static org.arbiter.law.fide2023.FideCases.play;
import static org.arbiter.law.fide2023.FideCases.press;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.arbiter.law.fide2023.FideCases.state;
import static org.arbiter.law.fide2023.FideCases.transfer;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.junit.jupiter.api.Test;

/** Article 7: displaced men and illegal moves in standard play. */
class Article07IrregularitiesTest {
    private static final String AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w";

    @Test
    void fide_7_5_1_illegalMoveCompletedByThePressIsTakenBack() {
        String seq = INITIAL + play("e4 e5") + transfer("white", "f1", "b6") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.position()).as("the position immediately before the illegal move").isEqualTo(AFTER_E4_E5);
        assertThat(state(seq).touchedMen()).as("the Bishop counts as touched").extracting(Object::toString)
                .containsExactly("f1");
    }

    @Test
    void fide_7_5_1_beforeThePressTheIllegalMoveIsNotYetCompleted() {
        ReplayResult r = run(INITIAL + play("e4 e5") + transfer("white", "f1", "b6"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/1B6/4p3/4P3/8/PPPP1PPP/RNBQK1NR w");
    }

    @Test
    void fide_7_5_5_firstIllegalMoveGivesTheOpponentTwoMinutes() {
        String seq = INITIAL + play("e4 e5") + transfer("white", "f1", "b6") + press("white");

        Ruling penalty = last(run(seq));

        assertThat(penalty.law()).isEqualTo("7.5.5");
        assertThat(penalty.against()).contains(Color.WHITE);
        assertThat(beyondBase(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(2).plusSeconds(30));
        assertThat(beyondBase(INITIAL + play("e4 e5"), Color.BLACK)).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void fide_7_5_5_secondIllegalMoveLoses() {
        String seq = INITIAL + play("e4 e5") + transfer("white", "f1", "b6") + press("white")
                + transfer("white", "f1", "h6") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("7.5.5");
        assertThat(last(r).against()).contains(Color.WHITE);
        assertThat(r.position()).isEqualTo(AFTER_E4_E5);
    }

    @Test
    void fide_7_5_5_secondIllegalMoveDrawnWhenTheOpponentCannotCheckmate() {
        String loneKing = header("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", CLOCK);

        ReplayResult r = run(loneKing + transfer("white", "a1", "b2") + press("white") + transfer("white", "a1", "c3")
                + press("white"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("7.5.5");
        assertThat(last(r).against()).isEmpty();
    }

    @Test
    void fide_7_5_2_pawnNotExchangedIsReplacedByAQueen() {
        String seq = header("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", CLOCK) + act("white", "lift", "\"square\":\"a7\"")
                + act("white", "place", "\"square\":\"a8\"") + act("white", "release", "") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.2", "7.5.5");
        assertThat(r.position()).isEqualTo("Q3k3/8/8/8/8/8/8/4K3 b");
        assertThat(beyondBase(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(2));
    }

    @Test
    void fide_7_5_3_pressingTheClockWithoutMovingIsPenalised() {
        String seq = INITIAL + press("white", 5);

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.3", "7.5.5");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
        assertThat(state(seq).clock().running()).as("White must still move, on his own time").isEqualTo(Color.WHITE);
        assertThat(beyondBase(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(2));
    }

    @Test
    void fide_7_5_4_aMoveMadeWithTwoHandsIsPenalisedAndStands() {
        String seq = header("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CLOCK) + act("white", "lift", "\"square\":\"e1\"")
                + act("white", "lift", "\"square\":\"h1\"") + act("white", "place", "\"square\":\"g1\"")
                + act("white", "place", "\"square\":\"f1\"") + act("white", "release", "") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.4", "7.5.5");
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b");
        assertThat(beyondBase(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(2));
    }

    @Test
    void fide_7_5_4_oneHandCastlingIsNoIrregularity() {
        ReplayResult r = run(header("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CLOCK) + act("white", "lift", "\"square\":\"e1\"")
                + act("white", "place", "\"square\":\"g1\"") + act("white", "release", "")
                + act("white", "lift", "\"square\":\"h1\"") + act("white", "place", "\"square\":\"f1\"")
                + act("white", "release", "") + press("white"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b");
    }

    @Test
    void fide_7_4_displacedMenNotPutBackBeforeThePressAreRestored() {
        String seq = INITIAL + play("e4") + act("black", "displace", "\"square\":\"d7\",\"to\":\"d6\"")
                + act("black", "move", "\"move\":\"e5\"") + press("black", 20);

        ReplayResult r = run(seq);

        assertThat(r.notices()).extracting(Ruling::law).containsExactly("7.4.1");
        assertThat(last(r).law()).isEqualTo("7.4.1");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(state(seq).clock().running()).as("the press did not count").isEqualTo(Color.BLACK);
    }

    @Test
    void fide_7_4_aDisplacedManPutBackIsNoIrregularity() {
        String displaced = INITIAL + play("e4") + act("black", "displace", "\"square\":\"d7\"");

        assertThat(run(displaced).position()).isEqualTo("rnbqkbnr/ppp1pppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        ReplayResult r = run(displaced + act("black", "place", "\"square\":\"d7\"") + play("black", "e5"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void fide_7_5_1_withoutAClockTheIllegalMoveIsCompletedWhenMade() {
        ReplayResult r = run(header("initial", "") + FideCases.moves("white", "e4 e5") + transfer("white", "f1", "b6"));

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.position()).isEqualTo(AFTER_E4_E5);
    }

    @Test
    void fide_7_5_1_withoutATimeControlTheIllegalMoveIsCompletedByThePressAndCountedOnce() {
        String released = header("initial", "") + play("e4 e5") + handle("white", "e1", "e3");
        String seq = released + press("white");

        ReplayResult r = run(seq);

        assertThat(run(released).rulings()).as("the players press a clock: letting go completes nothing").isEmpty();
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.position()).isEqualTo(AFTER_E4_E5);
        assertThat(state(seq).illegalMovesOf(Color.WHITE)).isEqualTo(1);
        assertThat(state(seq).touchedMen()).extracting(Object::toString).containsExactly("e1");
    }

    @Test
    void fide_7_5_1_aPressAfterAnIllegalMoveRuledWhenReleasedIsNoPressWithoutAMove() {
        String seq = header("initial", "") + FideCases.moves("white", "e4 e5") + handle("white", "e1", "e3")
                + press("white");

        ReplayResult r = run(seq);

        assertThat(r.result()).as("one illegal move is not counted twice (7.5.3, 7.5.5)").isEqualTo(Result.IN_PLAY);
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.notices()).extracting(Ruling::law).containsExactly("7.5.1");
        assertThat(state(seq).illegalMovesOf(Color.WHITE)).isEqualTo(1);
        assertThat(state(seq).clock().running()).as("White must still move").isEqualTo(Color.WHITE);
        ReplayResult honest = run(seq + handle("white", "e1", "e2") + press("white"));
        assertThat(honest.rulings()).as("his next move, legal, is no irregularity").hasSize(2);
        assertThat(honest.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b");
        ReplayResult again = run(seq + handle("white", "e1", "e3") + press("white"));
        assertThat(again.result()).as("a second illegal move still loses").isEqualTo(Result.BLACK_WINS);
        assertThat(again.termination()).isEqualTo("7.5.5");
    }

    @Test
    void fide_7_5_1_aPressAfterTheOpponentsActCompletedTheIllegalMoveIsNoPressWithoutAMove() {
        String seq = INITIAL + play("e4 e5") + handle("white", "e1", "e3") + act("black", "lift", "\"square\":\"d7\"")
                + press("white");

        ReplayResult r = run(seq);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(state(seq).illegalMovesOf(Color.WHITE)).isEqualTo(1);
        assertThat(r.position()).isEqualTo(AFTER_E4_E5);
    }

    @Test
    void fide_7_5_3_withoutATimeControlAReleaseThenAPressOfALegalMoveIsNoIrregularity() {
        String first = header("initial", "") + handle("white", "e2", "e4") + press("white");
        String later = first + handle("black", "e7", "e5") + press("black") + handle("white", "g1", "f3") + press("white");

        ReplayResult r = run(later);

        assertThat(run(first).rulings()).isEmpty();
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b");
    }

    @Test
    void fide_7_5_2_withoutATimeControlAPawnSetOnTheLastRankAndThenExchangedIsNoIrregularity() {
        String seq = header("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "") + handle("white", "a7", "a8")
                + act("white", "remove", "\"square\":\"a8\"") + act("white", "promote", "\"piece\":\"Q\"")
                + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("Q3k3/8/8/8/8/8/8/4K3 b");
    }

    @Test
    void fide_7_5_1_pressingWithAManStillInHandCompletesAnIllegalMove() {
        String seq = INITIAL + play("e4 e5") + act("white", "lift", "\"square\":\"g1\"") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.position()).isEqualTo(AFTER_E4_E5);
        assertThat(state(seq).touchedMen()).extracting(Object::toString).containsExactly("g1");
    }

    private static final String CASTLE_READY = header("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", CLOCK);

    private static String handle(String by, String from, String to) {
        return act(by, "lift", "\"square\":\"" + from + "\"") + act(by, "place", "\"square\":\"" + to + "\"")
                + act(by, "release", "");
    }

    @Test
    void fide_4_4_2_castlingBegunWithTheRookIsAnIllegalMoveAndTheRooksMoveStands() {
        String seq = CASTLE_READY + handle("white", "h1", "f1") + handle("white", "e1", "g1") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.rulings().get(0).against()).contains(Color.WHITE);
        assertThat(r.rulings().get(0).text()).contains("could not castle (4.4.2)");
        assertThat(r.position()).as("the Rook's move stands, the King is back on e1, Black has the move")
                .isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3KR2 b");
        assertThat(state(seq).record().standing()).extracting(e -> e.text()).containsExactly("Rf1");
        assertThat(beyondBase(seq, Color.BLACK)).as("two minutes to Black; White's press counted for his move")
                .isEqualTo(Duration.ofMinutes(2));
        assertThat(state(seq).illegalMovesOf(Color.WHITE)).isEqualTo(1);
    }

    @Test
    void fide_4_7_aManMovedAgainAndPutBackBeforeThePressCompletesNothing() {
        String seq = CASTLE_READY + handle("white", "h1", "f1") + handle("white", "e1", "e1") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3KR2 b");
        assertThat(state(seq).illegalMovesOf(Color.WHITE)).isZero();
    }

    @Test
    void fide_7_5_1_aSecondMoveBeforeThePressIsAnIllegalMoveAndTheFirstStands() {
        String seq = INITIAL + act("white", "move", "\"move\":\"e4\"") + transfer("white", "d2", "d4") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.1", "7.5.5");
        assertThat(r.rulings().get(0).text()).doesNotContain("4.4.2");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(state(seq).touchedMen()).as("Black, who has the move, has touched nothing").isEmpty();
        assertThat(run(seq + play("black", "e5")).position()).as("Black moves on from there")
                .isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }
}
