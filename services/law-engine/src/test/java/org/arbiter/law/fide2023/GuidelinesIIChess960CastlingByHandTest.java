package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/**
 * FIDE Laws of Chess, Guidelines II (Chess960 rules), castling made by hand under {@code fide-2023},
 * as the acts at the board record it (lift, place, release). Guidelines II.3.2 allows four ways of
 * castling: a move of the King and one of the Rook (II.3.2.1), the two exchanging squares
 * (II.3.2.2), the King alone (II.3.2.3) or the Rook alone (II.3.2.4); II.3.2.5.1 recommends, on a
 * physical board, moving the King outside the playing surface next to his final square, then the Rook
 * from its square to its final square, then setting the King on his; II.3.3 puts the King on the
 * g-file and the Rook on the f-file (O-O), or on c and d (O-O-O). The games have no clock, so a move
 * is made when its last man is released (4.6).
 */
class GuidelinesIIChess960CastlingByHandTest {
    /** King f1, Rook g1: O-O puts the King on the Rook's square and the Rook on the King's (II.3.2.2). */
    private static final String KING_ENDS_ON_THE_ROOKS_SQUARE = header("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "");
    /** King b1, Rooks a1 and h1: O-O-O moves both (II.3.2.1), and the King's step to c1 is also a King move of its own. */
    private static final String BOTH_MOVE = header("4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "");
    /** King g1, Rooks a1 and h1: O-O moves the Rook alone (II.3.2.4). */
    private static final String ROOK_ALONE = header("4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "");
    /** King e1, Rooks d1 and h1: O-O-O moves the King alone, across his Rook (II.3.2.3, II.3.4.4). */
    private static final String KING_ALONE = header("4k3/8/8/8/8/8/8/3RK2R w HD - 0 1", "");

    private static String lift(String square) {
        return act("white", "lift", "\"square\":\"" + square + "\"");
    }

    private static String place(String square) {
        return act("white", "place", "\"square\":\"" + square + "\"");
    }

    private static String release() {
        return act("white", "release", "");
    }

    /** The record of the moves made, as the law engine writes it. */
    private static String pgn(String jsonl) {
        ContestedSequence s = ContestedSequence.parse(jsonl);
        Replay r = new Replay(s.header());
        for (int i = 0; i < s.actions().size(); i++) {
            r.apply(s.actions().get(i), s.lines().get(i));
        }
        return r.pgn(Map.of());
    }

    @Test
    void fide_GII_3_2_5_1_theKingSetBesideTheBoardThenTheRookThenTheKingCastlesOntoTheRooksSquare() {
        String acts = KING_ENDS_ON_THE_ROOKS_SQUARE + lift("f1") + release() + lift("g1") + place("f1") + release()
                + place("g1") + release();

        ReplayResult r = run(acts);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).as("II.3.3: King g1, Rook f1").isEqualTo("4k3/8/8/8/8/8/8/5RK1 b");
        assertThat(r.notices()).extracting(Ruling::law).containsExactly("II.3.2.5.1");
        assertThat(pgn(acts)).contains("1. O-O");
    }

    @Test
    void fide_GII_3_2_5_1_theRecommendedWayCastlesWhenKingAndRookBothMove() {
        String acts = BOTH_MOVE + lift("b1") + release() + lift("a1") + place("d1") + release() + place("c1") + release();

        ReplayResult r = run(acts);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).as("II.3.3: King c1, Rook d1").isEqualTo("4k3/8/8/8/8/8/8/2KR3R b");
        assertThat(pgn(acts)).contains("1. O-O-O");
    }

    /**
     * 4.6 and 4.7: the King released on c1 is a legal King move made; the castling the player meant is
     * not underway, so the Rook lifted next is handled after the move. This is why II.3.2.5.1 sets the
     * King beside the board first (and II.3.4.1 has the player say he is about to castle).
     */
    @Test
    void fide_GII_3_2_1_aKingReleasedFirstOnASquareHeMayMoveToIsAKingMoveNotACastlingBegun() {
        String acts = BOTH_MOVE + lift("b1") + place("c1") + release();

        ReplayResult r = run(acts);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/R1K4R b");
        assertThat(pgn(acts)).contains("1. Kc1").doesNotContain("O-O");
    }

    /**
     * II.3.2.1, double-move castling: the King carried first to his castled square, which no King
     * move of his own reaches, then the Rook. Once the King is released only the castling may follow
     * (as 4.6.2 says of castling), so the release is no illegal move made (7.5.1) and the Rook's
     * release makes the castling; with a clock, the press after it completes it.
     */
    @Test
    void fide_GII_3_2_1_theKingCarriedFirstToHisCastledSquareThenTheRookCastles() {
        String kingFirst = header("r3k3/8/8/8/8/8/8/1K5R w H - 0 1", "") + lift("b1") + place("g1") + release();

        ReplayResult underway = run(kingFirst);
        ReplayResult castled = run(kingFirst + lift("h1") + place("f1") + release());
        ReplayResult pressed = run(kingFirst + lift("h1") + place("f1") + release() + act("white", "press", ""));

        assertThat(underway.rulings()).as("7.5.1: no illegal move is made by the King's release").isEmpty();
        assertThat(underway.position()).as("the castling underway: still White's move").isEqualTo("r3k3/8/8/8/8/8/8/6KR w");
        assertThat(castled.rulings()).isEmpty();
        assertThat(castled.position()).as("II.3.3: King g1, Rook f1").isEqualTo("r3k3/8/8/8/8/8/8/5RK1 b");
        assertThat(pgn(kingFirst + lift("h1") + place("f1") + release())).contains("1. O-O");
        assertThat(pressed.rulings()).isEmpty();
        assertThat(pressed.result().text()).isEqualTo("*");
    }

    /** 4.4.2 forbids castling after the Rook is touched before the King; with the Rook alone moved, no King is touched. */
    @Test
    void fide_GII_3_2_4_theRookAloneMovedCastlesWhereOnlyCastlingPutsItThere() {
        String acts = ROOK_ALONE + lift("h1") + place("f1") + release();

        ReplayResult r = run(acts);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/R4RK1 b");
        assertThat(pgn(acts)).contains("1. O-O");
    }

    @Test
    void fide_GII_3_2_3_theKingAloneMovedAcrossHisRookCastles() {
        String acts = KING_ALONE + lift("e1") + place("c1") + release();

        ReplayResult r = run(acts);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/2KR3R b");
        assertThat(pgn(acts)).contains("1. O-O-O");
    }

    @Test
    void fide_GII_3_2_2_aKingHeldCannotBePutOnHisRooksSquareAndTheRefusalSaysHowToCastle() {
        String acts = KING_ENDS_ON_THE_ROOKS_SQUARE + lift("f1") + place("g1");

        assertThatThrownBy(() -> run(acts)).isInstanceOf(SequenceError.class).hasMessageContaining("g1")
                .hasMessageContaining("II.3.2.5.1");
    }

    /** Outside Chess960 the Guidelines do not apply: a hand still cannot quit a man it holds off the board. */
    @Test
    void fide_4_6_outsideChess960AKingInHandIsNotSetBesideTheBoard() {
        String acts = header("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "") + lift("e1") + release();

        assertThatThrownBy(() -> run(acts)).isInstanceOf(SequenceError.class)
                .hasMessageContaining("must be put on a square before the hand quits it");
    }
}
