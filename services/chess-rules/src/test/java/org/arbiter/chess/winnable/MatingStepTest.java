package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.2.2 and 6.9, "cannot checkmate by any possible series of legal moves", by the rule of
 * the locked-pawn analysis for a Pawn of the loser's whose one step would checkmate the intended
 * winner ({@link MatingSteps}): against CHA's label where it proves the side dead, and against
 * positions just outside its conditions, where the winner's mating line is replayed move by move.
 */
class MatingStepTest {
    /** White's King on b1 never moves; c3-c2 would mate him, so the c-Pawn never promotes in a line White wins. */
    private static final String HELD = "8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK3b2 w - - 0 1";

    private static boolean provedDead(String fen, int winner) {
        return Lockdown.cannotMate(new Workboard(Position.fromFen(fen)), winner);
    }

    /** White's two dark Bishops, his King shut in on b1 and the c-Pawn held on c3: White cannot mate (CHA's -B). */
    @Test
    void article5_2_2_aPawnStepThatWouldMateTheWinnerIsNeverPartOfHisMate() {
        assertThat(provedDead(HELD, Workboard.WHITE)).isTrue();
        assertThat(provedDead(HELD.replace(" w ", " b "), Workboard.WHITE)).isTrue();
        assertThat(Winnability.of(Position.fromFen(HELD)).label()).isEqualTo("-B");
    }

    /**
     * A Knight on e1 takes on c2, and without Black's Pawn on b3 White's King takes there: the
     * step mates no one, the c-Pawn may promote, and White can mate.
     */
    @Test
    void article5_2_2_aStepTheWinnerCanAnswerIsNotExcluded() {
        for (String fen : new String[] {"8/B4b2/2k5/1p1p4/1P1Pp1pB/1pp1P1P1/1p6/bK2Nb2 w - - 0 1",
                "8/B4b2/2k5/1p1p4/1P1Pp1pB/2p1P1P1/1p6/bK3b2 w - - 0 1"}) {
            assertThat(provedDead(fen, Workboard.WHITE)).as(fen).isFalse();
            assertThat(Winnability.of(Position.fromFen(fen)).white()).as(fen).isEqualTo(Winnability.Answer.CAN_MATE);
            assertWhiteMates(fen);
        }
    }

    /** Finds White's mating line by the search and replays it with chess-rules' own {@link Position}. */
    static void assertWhiteMates(String fen) {
        Position start = Position.fromFen(fen);
        Helpmate search = new Helpmate();
        assertThat(search.run(new Workboard(start), Workboard.WHITE, Helpmate.DEFAULT_BUDGET))
                .isEqualTo(Helpmate.Outcome.MATE);
        Position p = start;
        for (int move : search.mateLine()) {
            Move m = Move.fromUci(Workboard.uci(move));
            assertThat(p.isLegal(m)).as(m.uci() + " in " + p.fen()).isTrue();
            p = p.play(m);
        }
        assertThat(p.isCheckmate()).as("the line ends in " + p.fen()).isTrue();
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
    }
}
