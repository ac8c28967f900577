package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.2.2 and 6.9, "cannot checkmate by any possible series of legal moves", by two rules of
 * the locked-pawn analysis for men that move but stay shut in: a check that would mate the
 * winner ({@link MatingChecks}) and Bishops that guard a chain for ever ({@link Guards}); each
 * against CHA's label where it proves the side dead and against a position just outside its
 * conditions, where the search finds a mate.
 */
class ShutInMenTest {

    private static boolean provedDead(String fen, int winner) {
        return Lockdown.cannotMate(new Workboard(Position.fromFen(fen)), winner);
    }

    private static String label(String fen) {
        return Winnability.of(Position.fromFen(fen)).label();
    }

    /**
     * White's King on d1 never moves, so Black's Knight on h1 can step to f2 only to mate him:
     * it never does in a game White wins, and White's light Bishops alone cannot mate (CHA's -B).
     */
    @Test
    void article5_2_2_aCheckThatWouldMateTheWinnerIsNeverPartOfHisMate() {
        String fen = "8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/1B1K3n b - - 0 1";
        assertThat(provedDead(fen, Workboard.WHITE)).isTrue();
        assertThat(label(fen)).isEqualTo("-B");
        assertThat(label("6b1/8/1k6/3p1p2/3PpP1B/3pKp2/3P1P1n/B7 w - - 0 1")).isEqualTo("-B");
    }

    /** A dark Bishop on g1 takes on f2, and White's King freed of the Pawn on d2 steps away: both mate. */
    @Test
    void article5_2_2_aCheckTheWinnerCanAnswerOrEscapeIsNotExcluded() {
        for (String fen : new String[] {"8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/1B1K2Bn b - - 0 1",
                "8/2b4B/4k3/8/8/2p1p1p1/2P1P1P1/1B1K3n b - - 0 1"}) {
            assertThat(provedDead(fen, Workboard.WHITE)).as(fen).isFalse();
            assertThat(label(fen)).as(fen).isEqualTo("WB");
        }
    }

    /**
     * Seven White Bishops on the eight light squares of the last two ranks always guard the four
     * Pawns of the chain, so that Black's King never takes one, and no side can ever mate (CHA's --).
     */
    @Test
    void article5_2_2_bishopsShutInBehindAChainGuardItForEver() {
        String fen = "B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1";
        assertThat(provedDead(fen, Workboard.WHITE)).isTrue();
        assertThat(provedDead(fen, Workboard.BLACK)).isTrue();
        assertThat(label(fen)).isEqualTo("--");
    }

    /** Six Bishops on the eight squares may leave g6 unguarded: Black's King takes it, and both can mate. */
    @Test
    void article5_2_2_fewerBishopsThanTheyNeedGuardNothing() {
        String fen = "B3B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1";
        assertThat(provedDead(fen, Workboard.WHITE)).isFalse();
        assertThat(provedDead(fen, Workboard.BLACK)).isFalse();
    }
}
