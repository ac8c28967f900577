package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.CLOCK;
import static org.arbiter.law.fide2023.FideCases.INITIAL;
import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.play;
import static org.arbiter.law.fide2023.FideCases.press;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.arbiter.law.fide2023.FideCases.transfer;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.junit.jupiter.api.Test;

/** Article 4.6 and 4.7: when a move made by hand is made. */
class Article04MovingTest {
    private static final String PROMOTING = header("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", CLOCK);

    private static String hand(String by, String act, String square) {
        return act(by, act, "\"square\":\"" + square + "\"");
    }

    @Test
    void fide_4_7_theMoveIsMadeWhenTheManIsReleased() {
        String lifted = INITIAL + hand("white", "lift", "e2") + hand("white", "place", "e4");

        assertThat(run(lifted).position()).as("hand still on the man").endsWith(" w");
        ReplayResult r = run(lifted + act("white", "release", ""));

        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void fide_4_6_1_aCaptureIsMadeWhenTheTakenManIsOffAndTheCapturingManReleased() {
        String taken = INITIAL + play("e4 d5") + hand("white", "remove", "d5");

        assertThat(run(taken).position()).as("a capture underway is no move yet").endsWith(" w");
        ReplayResult r = run(taken + hand("white", "lift", "e4") + hand("white", "place", "d5")
                + act("white", "release", "") + press("white"));

        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void fide_4_6_3_promotionIsMadeWhenTheNewPieceIsReleased() {
        ReplayResult r = run(PROMOTING + hand("white", "lift", "a7") + hand("white", "place", "a8")
                + act("white", "release", "") + hand("white", "remove", "a8") + act("white", "promote", "\"piece\":\"R\"")
                + press("white"));

        assertThat(r.position()).isEqualTo("R3k3/8/8/8/8/8/8/4K3 b");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void fide_4_4_4_theFirstPieceToTouchThePromotionSquareIsThePromotedPiece() {
        String queenSet = header("8/4P2k/8/8/8/8/8/4K3 w - - 0 1", CLOCK) + hand("white", "lift", "e7")
                + hand("white", "place", "e8") + act("white", "promote", "\"piece\":\"Q\"");
        String exchanged = queenSet + hand("white", "remove", "e8") + act("white", "promote", "\"piece\":\"N\"")
                + act("white", "release", "") + press("white");
        String takenUpAgain = queenSet + hand("white", "lift", "e8") + act("white", "promote", "\"piece\":\"N\"")
                + press("white");

        for (ReplayResult r : List.of(run(exchanged), run(takenUpAgain))) {
            assertThat(r.position()).as("the Queen, not the Knight").isEqualTo("4Q3/7k/8/8/8/8/8/4K3 b");
            assertThat(r.result()).isEqualTo(Result.IN_PLAY);
            assertThat(r.rulings()).extracting(Ruling::law).containsExactly("4.4.4");
            assertThat(r.rulings().get(0).against()).contains(Color.WHITE);
        }
    }

    @Test
    void fide_4_6_3_thePawnStillInHandWhenTheNewPieceIsSetIsOffTheBoard() {
        ReplayResult r = run(PROMOTING + hand("white", "lift", "a7") + act("white", "promote", "\"piece\":\"Q\"")
                + press("white"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("Q3k3/8/8/8/8/8/8/4K3 b");
    }

    @Test
    void fide_7_5_4_aManSetDownAndTakenUpAgainByTheSameHandIsNoMoveWithTwoHands() {
        ReplayResult r = run(INITIAL + hand("white", "lift", "e2") + hand("white", "place", "e3")
                + hand("white", "lift", "e3") + hand("white", "place", "e4") + act("white", "release", "") + press("white"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void fide_4_6_3_namingThePieceIsNoPromotion() {
        ReplayResult r = run(PROMOTING + hand("white", "lift", "a7") + hand("white", "place", "a8")
                + act("white", "release", "") + act("white", "promote", "\"piece\":\"N\",\"named\":true") + press("white"));

        assertThat(r.notices()).extracting(Ruling::law).containsExactly("4.6.3");
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("7.5.2", "7.5.5");
        assertThat(r.position()).as("the Pawn becomes a Queen, not the Knight named").isEqualTo("Q3k3/8/8/8/8/8/8/4K3 b");
    }

    /**
     * 4.6.2: castling is made when the hand releases the Rook on the square the King crossed. A
     * board that saw the King's transfer by hand and only the result of the Rook's writes the Rook's
     * as a whole {@code move}: it is the hand's transfer, and completes the castling.
     */
    @Test
    void fide_4_6_2_castlingKingFirstCompletedByTheRooksWholeMove() {
        String seq = header("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", CLOCK)
                + act("white", "lift", "\"square\":\"e1\"") + act("white", "place", "\"square\":\"g1\"")
                + act("white", "release", "") + transfer("white", "h1", "f1") + press("white");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b");
    }
}
