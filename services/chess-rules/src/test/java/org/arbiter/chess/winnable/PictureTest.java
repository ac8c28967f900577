package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.2.2, "cannot checkmate by any possible series of legal moves": Bishops of one colour mate
 * only a King on their colour whose neighbours of the other colour his own men fill, so the search
 * sends him to the square that needs fewest ({@link Picture}), which is not always a corner.
 */
class PictureTest {

    private static String square(String fen, int winner) {
        int sq = Picture.square(new Workboard(Position.fromFen(fen)), winner);
        return sq < 0 ? "none" : "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >> 3));
    }

    /**
     * White's King on a1 takes b1 and his Pawn stands on b2, so on c1 Black's King needs only c2 and
     * d1 filled, which his two light Bishops can do; on h8 a Bishop of White's stands and g8 and h7
     * need both. The mate: e3f2 c6f3 d2e1 b7e4 ... c2c1 g7f8 e4c2 e1d2, 23 plies.
     */
    @Test
    void article5_2_2_eightDarkBishopsMateOnTheSquareBlackCanCloseWithFewestMen() {
        String fen = "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1";
        assertThat(square(fen, Workboard.WHITE)).isEqualTo("c1");
        assertThat(Winnability.of(Position.fromFen(fen)).label()).isEqualTo("W-");
    }

    /** A Rook or a Bishop of the other colour beside them commands squares of both colours: no picture. */
    @Test
    void article5_2_2_noPictureWhereTheWinnerHasAnotherPiece() {
        assertThat(square("k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K6R w - - 0 1", Workboard.WHITE)).isEqualTo("none");
        assertThat(square("k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K4B2 w - - 0 1", Workboard.WHITE)).isEqualTo("none");
        assertThat(square("k7/8/8/8/8/8/8/K7 w - - 0 1", Workboard.WHITE)).isEqualTo("none");
    }
}
