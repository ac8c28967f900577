package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.besideTheBoard;
import static org.arbiter.law.Acts.byHand;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/**
 * The article's rule completion, "A move is completed and cannot be taken back, as soon as a player,
 * having moved a piece, has taken his hand off it", in a Chess960 game castled by hand as FIDE's
 * Guidelines II.3.2.5.1 recommend: the King let go beside the board has moved no piece, so no move is
 * completed until he is put on his square; then the castling is, and the King touched first is moved
 * (rule touch).
 */
class RuleCompletionChess960CastlingByHandTest {
    private static final String BOTH_MOVE_FEN = "4k3/8/8/8/8/8/8/RK5R w HA - 0 1";
    private static final String KING_ENDS_ON_THE_ROOKS_SQUARE_FEN = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1";

    @Test
    void completion_theKingSetBesideTheBoardThenTheRookThenTheKingCastles() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, BOTH_MOVE_FEN) + besideTheBoard("white", "b1", "a1", "d1", "c1"));

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly("touch", "completion", "completion");
        assertThat(r.notices().get(1).text()).contains("beside the board");
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/8/2KR3R b");
    }

    /**
     * FIDE's Guidelines II.3.2.1, the King carried first to his castled square and let go, then the
     * Rook: the King's move completed is the castling, and the Rook is its second half, not a move out
     * of turn; with the 1897 Code beneath, the Rook moved is no breach of the touch on the King.
     */
    @Test
    void completion_theKingCarriedFirstToHisCastledSquareThenTheRookCastles_underTheArticleAndWithThe1897CodeBeneath() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult r = run(header(Encyclopaedia1911.CODE, supplement, "r3k3/8/8/8/8/8/8/1K5R w H - 0 1")
                    + byHand("white", "b1", "g1") + byHand("white", "h1", "f1"));

            assertThat(laws(r)).as(String.valueOf(supplement)).isEmpty();
            assertThat(noticeLaws(r)).as(String.valueOf(supplement)).containsExactly("touch", "completion", "completion");
            assertThat(r.notices().get(2).text()).contains("the castling is completed");
            assertThat(r.position()).as(String.valueOf(supplement)).isEqualTo("r3k3/8/8/8/8/8/8/5RK1 b");
        }
    }

    @Test
    void completion_theKingMayEndOnTheSquareHisRookLeft_underTheArticleAndWithThe1897CodeBeneath() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult r = run(header(Encyclopaedia1911.CODE, supplement, KING_ENDS_ON_THE_ROOKS_SQUARE_FEN)
                    + besideTheBoard("white", "f1", "g1", "f1", "g1"));

            assertThat(laws(r)).as(String.valueOf(supplement)).isEmpty();
            assertThat(r.position()).as(String.valueOf(supplement)).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b");
        }
    }

    @Test
    void completion_noMoveIsCompletedWhileTheKingIsBesideTheBoard() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, BOTH_MOVE_FEN) + act("lift", "white", "\"square\":\"b1\"")
                + act("release", "white", "") + act("lift", "white", "\"square\":\"a1\"")
                + act("place", "white", "\"square\":\"d1\"") + act("release", "white", ""));

        assertThat(laws(r)).isEmpty();
        assertThat(r.position()).endsWith(" w");
    }

    /**
     * Rule touch-cannot-move, "If he cannot legally move a touched piece ...", does not bind a King
     * whose one legal move is his Chess960 castling: he can move, by castling (found in a real game,
     * Nakamura v Bologan, Mainz 2009, 7. O-O with the King on d1 boxed in).
     */
    @Test
    void touch_aKingWhoseOneMoveIsTheCastlingCanBeMovedAndCastles() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult r = run(header(Encyclopaedia1911.CODE, supplement, "4k3/8/8/8/8/8/2PPP3/2NKR3 w E - 0 1")
                    + besideTheBoard("white", "d1", "e1", "f1", "g1"));

            assertThat(laws(r)).as(String.valueOf(supplement)).isEmpty();
            assertThat(r.position()).as(String.valueOf(supplement)).isEqualTo("4k3/8/8/8/8/8/2PPP3/2N2RK1 b");
        }
    }

    /**
     * Rule touch: the King lifted and put back, then the castling made by moving the Rook alone, the King
     * standing on his castled square already (FIDE's Guidelines II.3.2.4): the castling is a move of the
     * King touched, and no Rook move a1-d1 passing over him (found by the honest-board harness, issue 43:
     * chess960-mainz-2009 games 17 and 18, O-O-O with the King on c1).
     */
    @Test
    void touch_theKingPutBackThenCastlingByTheRookAloneMovesTheKingTouched() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult r = run(header(Encyclopaedia1911.CODE, supplement, "4k3/8/8/8/8/8/8/R1K5 w A - 0 1")
                    + byHand("white", "c1", "c1") + byHand("white", "a1", "d1"));

            assertThat(laws(r)).as(String.valueOf(supplement)).isEmpty();
            assertThat(r.notices()).as(String.valueOf(supplement)).noneMatch(n -> n.text().contains("illegal move"));
            assertThat(r.position()).as(String.valueOf(supplement)).isEqualTo("4k3/8/8/8/8/8/8/2KR4 b");
        }
    }

    /** Rule touch: the Rook touched, the castling made by moving him alone (II.3.2.4) moves him. */
    @Test
    void touch_theRookTouchedAndMovedAloneCastles() {
        for (String supplement : new String[] {null, "chess-code-1897"}) {
            ReplayResult r = run(header(Encyclopaedia1911.CODE, supplement, "4k3/8/8/8/8/8/8/R1K5 w A - 0 1")
                    + byHand("white", "a1", "d1"));

            assertThat(laws(r)).as(String.valueOf(supplement)).isEmpty();
            assertThat(r.notices()).as(String.valueOf(supplement)).noneMatch(n -> n.text().contains("illegal move"));
            assertThat(r.position()).as(String.valueOf(supplement)).isEqualTo("4k3/8/8/8/8/8/8/2KR4 b");
        }
    }

    /** Outside Chess960 a King let go with no square is put back, as before. */
    @Test
    void completion_outsideChess960AKingLetGoOffTheBoardIsPutBack() {
        ReplayResult r = run(header(Encyclopaedia1911.CODE, "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
                + act("lift", "white", "\"square\":\"e1\"") + act("release", "white", ""));

        assertThat(r.notices().get(r.notices().size() - 1).text()).contains("put back on e1");
    }
}
