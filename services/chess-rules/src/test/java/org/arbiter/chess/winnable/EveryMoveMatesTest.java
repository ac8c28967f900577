package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * FIDE 5.2.2 and 6.9, "cannot checkmate by any possible series of legal moves", by the rule of the
 * locked-pawn analysis for a piece of the loser's whose every move would checkmate the intended
 * winner ({@link MatingChecks#everyMoveMates}): against CHA's label where it proves the side dead,
 * and against positions just outside its conditions, where the winner's mating line is replayed.
 */
class EveryMoveMatesTest {
    private static boolean provedDead(String fen) {
        return Lockdown.cannotMate(new Workboard(Position.fromFen(fen)), Workboard.WHITE);
    }

    /**
     * CHA-Solver's users' positions, each {@code -B}: Ra2-a1 would mate White's King on b1, so the Rook
     * never moves and the a3-Pawn never promotes; Black's Knights on b8 and d8 can only jump to a6, d7,
     * b7 or e6, each a check that would mate White's King on c5, so they never move and guard the chain.
     */
    @ParameterizedTest
    @ValueSource(strings = {"6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/rp6/1K2b3 b - - 0 1",
            "bn1n2k1/2p2p1b/2p2Pp1/1pKp1pP1/1P1P1P2/8/5B2/2B1B1B1 b - - 0 1"})
    void article5_2_2_aPieceWhoseEveryMoveMatesTheWinnerNeverMoves(String fen) {
        assertThat(provedDead(fen)).isTrue();
        assertThat(Winnability.of(Position.fromFen(fen)).label()).isEqualTo("-B");
    }

    /**
     * Just outside the rule: without the Pawn on b3 White's King has c2; a Knight on a2 has moves that
     * check no one; a Bishop on h1 takes on b7 when a Knight checks from there. White mates in each.
     */
    @ParameterizedTest
    @ValueSource(strings = {"6B1/b7/2k5/p1p1p1pB/P1P1P1P1/p7/rp6/1K2b3 b - - 0 1",
            "6B1/b7/2k5/p1p1p1pB/P1P1P1P1/pp6/np6/1K2b3 b - - 0 1",
            "bn1n2k1/2p2p1b/2p2Pp1/1pKp1pP1/1P1P1P2/8/5B2/2B1B1BB b - - 0 1"})
    void article5_2_2_aPieceWithAMoveThatDoesNotMateIsNotFixed(String fen) {
        assertThat(provedDead(fen)).as(fen).isFalse();
        assertThat(Winnability.of(Position.fromFen(fen)).white()).as(fen).isEqualTo(Winnability.Answer.CAN_MATE);
        MatingStepTest.assertWhiteMates(fen);
    }
}
