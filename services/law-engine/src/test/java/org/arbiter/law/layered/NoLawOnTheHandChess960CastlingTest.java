package org.arbiter.law.layered;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.besideTheBoard;
import static org.arbiter.law.Acts.byHand;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.arbiter.law.household.HouseholdChess;
import org.junit.jupiter.api.Test;

/**
 * The household laws have none on the hand: alone, the game with no laws makes the moves the hand
 * makes ({@link PlainHands}); supplemented, the 1897 Code's hand does (I.14.B(c)). A Chess960 castling
 * made as FIDE's Guidelines II.3.2.5.1 recommend, the King set beside the board, the Rook moved, then
 * the King put on his square, is the castling under both, and the board never parts from the acts.
 */
class NoLawOnTheHandChess960CastlingTest {
    @Test
    void noLawOnTheHand_fide_GII_3_2_5_1_theKingBesideTheBoardThenTheRookThenTheKingCastles() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult both = run(header(HouseholdChess.CODE, supplement, "4k3/8/8/8/8/8/8/RK5R w HA - 0 1")
                    + besideTheBoard("white", "b1", "a1", "d1", "c1"));
            ReplayResult onRooksSquare = run(header(HouseholdChess.CODE, supplement, "4k3/8/8/8/8/8/8/5KR1 w G - 0 1")
                    + besideTheBoard("white", "f1", "g1", "f1", "g1"));

            assertThat(both.rulings()).as(String.valueOf(supplement)).isEmpty();
            assertThat(both.notices()).as(String.valueOf(supplement)).isEmpty();
            assertThat(both.position()).as(String.valueOf(supplement)).isEqualTo("4k3/8/8/8/8/8/8/2KR3R b");
            assertThat(onRooksSquare.rulings()).isEmpty();
            assertThat(onRooksSquare.position()).as(String.valueOf(supplement)).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b");
        }
    }

    /** FIDE's Guidelines II.3.2.1: the King carried first to his castled square, then the Rook, is the castling. */
    @Test
    void noLawOnTheHand_fide_GII_3_2_1_theKingCarriedFirstToHisCastledSquareThenTheRookCastles() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult r = run(header(HouseholdChess.CODE, supplement, "r3k3/8/8/8/8/8/8/1K5R w H - 0 1")
                    + byHand("white", "b1", "g1") + byHand("white", "h1", "f1"));

            assertThat(r.rulings()).as(String.valueOf(supplement)).isEmpty();
            assertThat(r.notices()).as(String.valueOf(supplement)).isEmpty();
            assertThat(r.position()).as(String.valueOf(supplement)).isEqualTo("r3k3/8/8/8/8/8/8/5RK1 b");
        }
    }

    @Test
    void noLawOnTheHand_theKingBesideTheBoardMakesNoMoveUntilHeIsPut() {
        ReplayResult r = run(header(HouseholdChess.CODE, "4k3/8/8/8/8/8/8/RK5R w HA - 0 1")
                + act("lift", "white", "\"square\":\"b1\"") + act("release", "white", "")
                + act("lift", "white", "\"square\":\"a1\"") + act("place", "white", "\"square\":\"d1\"")
                + act("release", "white", ""));

        assertThat(r.position()).endsWith(" w");
    }
}
