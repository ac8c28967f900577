package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.CLOCK;
import static org.arbiter.law.fide2023.FideCases.INITIAL;
import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.claim;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.last;
import static org.arbiter.law.fide2023.FideCases.play;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.arbiter.law.fide2023.FideCases.touch;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Color;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.junit.jupiter.api.Test;

/** Article 4: touch-move, castling after touching, adjusting, and the claim under 4.8. */
class Article04TouchMoveTest {
    private static final String INITIAL_W = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w";
    private static final String CASTLING = header("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", CLOCK);

    @Test
    void fide_4_3_1_touchedOwnManMustBeMoved() {
        String seq = INITIAL + touch("white", "g1") + play("e4") + claim("black", "touch-move");

        ReplayResult r = run(seq);
        Ruling ruling = last(r);

        assertThat(ruling.law()).isEqualTo("4.3.1");
        assertThat(ruling.against()).contains(Color.WHITE);
        assertThat(r.position()).as("the move is taken back").isEqualTo(INITIAL_W);
        assertThat(FideCases.state(seq).record().standing()).isEmpty();
    }

    @Test
    void fide_4_3_1_afterTheClaimTheTouchedManMovesAndStands() {
        ReplayResult r = run(INITIAL + touch("white", "g1") + play("e4") + claim("black", "touch-move") + play("Nf3"));

        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
        assertThat(r.rulings()).extracting(Ruling::law).containsExactly("4.3.1");
    }

    @Test
    void fide_4_3_2_touchedOpponentsManMustBeTaken() {
        ReplayResult r = run(INITIAL + play("e4 d5") + touch("white", "d5") + play("Nf3") + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.3.2");
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void fide_4_3_3_ownAndOpponentsManTouchedMustTakeTheOneWithTheOther() {
        ReplayResult r = run(INITIAL + play("e4 d5") + touch("white", "e4") + touch("white", "d5") + play("e5")
                + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.3.3");
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void fide_4_4_2_castlingAfterTouchingTheRookFirst() {
        ReplayResult r = run(CASTLING + touch("white", "h1") + play("O-O") + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.4.2");
        assertThat(r.position()).isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w");
    }

    @Test
    void fide_4_4_1_kingThenRookTouchedMustCastle() {
        ReplayResult r = run(CASTLING + touch("white", "e1") + touch("white", "h1") + play("Kf1")
                + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.4.1");
        assertThat(r.position()).isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w");
    }

    @Test
    void fide_4_4_3_kingTouchedToCastleWhenCastlingIsIllegalMustMoveTheKing() {
        String rookOnF8 = header("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", CLOCK);

        ReplayResult r = run(rookOnF8 + touch("white", "e1") + touch("white", "h1") + play("Ra2")
                + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.4.3");
        assertThat(r.position()).isEqualTo("4kr2/8/8/8/8/8/8/R3K2R w");
    }

    @Test
    void fide_4_5_noPenaltyWhenNoTouchedManCanMove() {
        ReplayResult r = run(INITIAL + touch("white", "a1") + play("e4") + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.5");
        assertThat(last(r).against()).contains(Color.BLACK);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void fide_4_8_rightToClaimLostOnceTheClaimantTouchesAMan() {
        ReplayResult r = run(INITIAL + touch("white", "g1") + play("e4") + touch("black", "e7")
                + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.8");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void fide_4_8_rightToClaimLostOnceTheClaimantHasMovedCitedAsAfterATouch() {
        ReplayResult moved = run(INITIAL + touch("white", "g1") + play("e4 e5") + claim("black", "touch-move"));
        ReplayResult touched = run(INITIAL + touch("white", "g1") + play("e4") + touch("black", "e7")
                + claim("black", "touch-move"));

        assertThat(last(moved).law()).isEqualTo("4.8");
        assertThat(last(moved).law()).isEqualTo(last(touched).law());
        assertThat(last(moved).against()).contains(Color.BLACK);
        assertThat(moved.position()).as("White's e4 stands").isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void fide_4_2_adjustingAfterSayingSoBindsNot() {
        ReplayResult r = run(INITIAL + act("white", "adjust", "\"square\":\"g1\"")
                + act("white", "touch", "\"square\":\"b1\",\"accidental\":true") + play("e4")
                + claim("black", "touch-move"));

        assertThat(last(r).law()).isEqualTo("4.3");
        assertThat(last(r).against()).contains(Color.BLACK);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void fide_4_2_1_onlyThePlayerHavingTheMoveMayAdjust() {
        ReplayResult r = run(INITIAL + act("black", "adjust", "\"square\":\"g8\""));

        assertThat(r.notices()).extracting(Ruling::law).containsExactly("4.2.1");
        assertThat(r.notices().get(0).against()).contains(Color.BLACK);
    }
}
