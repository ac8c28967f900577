package org.arbiter.law.code1897;

import static org.arbiter.law.Acts.besideTheBoard;
import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.rejected;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/**
 * Part I, Law 14.B(c): "Castling is complete when the player has quitted both the King and the
 * Rook." The Code knows no Chess960; a Chess960 castling made by hand as FIDE's Guidelines II.3.2.5.1
 * recommend (the King set beside the board, the Rook moved, then the King put on his square) is heard
 * as the castling it is: the King quitted beside the board is not quitted on a square, so the whole
 * change (II.6(a)) is judged once he is put on his square and quitted.
 */
class I_14Bc_Chess960CastlingByHandTest {
    /** King b1, Rooks a1 and h1: O-O-O moves both. */
    private static final String BOTH_MOVE = header("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    /** King f1, Rook g1: O-O puts the King on the Rook's square and the Rook on the King's. */
    private static final String KING_ENDS_ON_THE_ROOKS_SQUARE = header("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");

    private static String act(String act, String square) {
        return "{\"act\":\"" + act + "\",\"by\":\"white\"" + (square == null ? "" : ",\"square\":\"" + square + "\"") + "}\n";
    }

    @Test
    void I_14Bc_theKingSetBesideTheBoardThenTheRookThenTheKingCastles() {
        ReplayResult r = run(BOTH_MOVE + besideTheBoard("white", "b1", "a1", "d1", "c1"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/2KR3R b");
    }

    @Test
    void I_14Bc_theKingMayEndOnTheSquareHisRookLeft() {
        ReplayResult r = run(KING_ENDS_ON_THE_ROOKS_SQUARE + besideTheBoard("white", "f1", "g1", "f1", "g1"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b");
    }

    @Test
    void I_14Bc_theCastlingIsNotCompleteWhileTheKingIsBesideTheBoard() {
        ReplayResult r = run(BOTH_MOVE + act("lift", "b1") + act("release", null) + act("lift", "a1")
                + act("place", "d1") + act("release", null));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).as("the King beside the board, no move yet").isEqualTo("4k3/8/8/8/8/8/8/3R3R w");
    }

    /**
     * FIDE's Guidelines II.3.2.1 castle by "a move with the king and a move with the rook": the King
     * carried first to his castled square, which no move of his own reaches, is the castling begun,
     * as the King carried from e1 to g1 is (II.5(f)), not an illegal move; the Rook completes it.
     */
    @Test
    void I_14Bc_theKingCarriedFirstToHisCastledSquareThenTheRookCastles() {
        ReplayResult r = run(header("r3k3/8/8/8/8/8/8/1K5R w H - 0 1") + act("lift", "b1") + act("place", "g1")
                + act("release", null) + act("lift", "h1") + act("place", "f1") + act("release", null));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).as("no illegal move (II.6(b)) and no substitution (II.6(c))").isEmpty();
        assertThat(r.position()).isEqualTo("r3k3/8/8/8/8/8/8/5RK1 b");
    }

    /** II.5(f): "A player who has moved his King as in castling ... may be required to complete the castling." */
    @Test
    void II_5f_aChess960KingMovedAsInCastlingMayBeRequiredToCompleteIt() {
        ReplayResult r = run(header("r3k3/8/8/8/8/8/8/1K5R w H - 0 1") + act("lift", "b1") + act("place", "g1")
                + act("release", null) + "{\"act\":\"require\",\"by\":\"black\",\"requirement\":\"complete-castling\"}\n");

        assertThat(r.rulings()).extracting(org.arbiter.law.Ruling::law).containsExactly("II.5(f)");
        assertThat(r.position()).isEqualTo("r3k3/8/8/8/8/8/8/5RK1 b");
    }

    /** Outside Chess960 the hand still must place the man it holds before quitting it. */
    @Test
    void I_14Ba_outsideChess960AKingInHandMustBePlacedBeforeTheHandQuitsIt() {
        assertThat(rejected(header("4k3/8/8/8/8/8/8/4K2R w K - 0 1") + act("lift", "e1") + act("release", null)).getMessage())
                .contains("must be placed on a square before the hand quits it");
    }

    /** A whole move names a Chess960 castling as the King's move onto his own Rook's square (Guidelines II.3). */
    @Test
    void I_11Ef_aChess960CastlingGivenByItsSquaresIsTheCastling() {
        ReplayResult r = run(BOTH_MOVE + "{\"act\":\"move\",\"by\":\"white\",\"from\":\"b1\",\"to\":\"a1\"}\n");

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/2KR3R b");
    }
}
