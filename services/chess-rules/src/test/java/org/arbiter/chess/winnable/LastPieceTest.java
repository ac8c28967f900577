package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * FIDE 5.2.2 and 6.9, "cannot checkmate by any possible series of legal moves", by the rule for a
 * winner left with his King and one Bishop, Rook or Queen against a King walled in by his own men
 * ({@link LastPiece}): against CHA's label where it proves the side dead, and against positions just
 * outside its conditions, where the winner's mating line is replayed move by move.
 */
class LastPieceTest {
    private static boolean provedDead(String fen, int winner) {
        return LastPiece.cannotMate(new Workboard(Position.fromFen(fen)), winner);
    }

    /**
     * CHA-Solver's users' positions, each {@code -B}: White's Queen can take next to Black's King on b3
     * only where he takes her back, Qa2-b1 and the Knight's leaving b2 would mate White's King on c1,
     * and the free Pawns and pieces elsewhere never matter, since Black never takes in a line White wins.
     */
    @ParameterizedTest
    @ValueSource(strings = {"8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - - 0 1", "8/5ppp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - - 0 1",
            "8/6pp/8/8/ppp5/bkp4Q/qnp2p2/n1K5 b - - 0 1", "8/6pp/8/4q3/ppp5/bkp4Q/qnp2p2/n1K5 b - - 0 1",
            "8/4b3/6r1/4q3/ppp5/bkp4Q/qnp5/n1K5 b - - 0 1", "6Q1/8/4b3/8/ppp5/qkp3r1/rnp5/n1K5 b - - 0 1"})
    void article5_2_2_aLastPieceThatCanOnlyBeTakenNeverMates(String fen) {
        assertThat(provedDead(fen, Workboard.WHITE)).isTrue();
        assertThat(Winnability.of(Position.fromFen(fen)).label()).isEqualTo("-B");
    }

    /**
     * Just outside the rule: without the Knight on a1 (or with a Bishop there) Black's King alone
     * guards c2, and may not take back there next to White's King (Qd3 and Qxc2 mate); a Rook takes
     * on a4 or c4 without check, which opens the wall; a Knight on c3 leaves White's King d2. White
     * mates in each.
     */
    @ParameterizedTest
    @ValueSource(strings = {"8/6pp/8/8/ppp5/bkp4Q/qnp5/2K5 b - - 0 1",
            "8/6pp/8/8/ppp5/bkp4Q/qnp5/b1K5 b - - 0 1", "8/6pp/8/8/ppp5/bkp4R/qnp5/n1K5 b - - 0 1",
            "8/6pp/8/8/ppp5/bkn4Q/qnp5/n1K5 b - - 0 1"})
    void article5_2_2_aLastPieceThatMayMateIsNotRuledOut(String fen) {
        assertThat(provedDead(fen, Workboard.WHITE)).as(fen).isFalse();
        assertThat(Winnability.of(Position.fromFen(fen)).white()).as(fen).isEqualTo(Winnability.Answer.CAN_MATE);
        MatingStepTest.assertWhiteMates(fen);
    }

    /** Two pieces besides the King: Black may take one and White still mate with the other, so the rule stays out. */
    @Test
    void article5_2_2_aWinnerWithTwoPiecesIsNotJudgedByIt() {
        assertThat(provedDead("8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K4N b - - 0 1", Workboard.WHITE)).isFalse();
    }
}
