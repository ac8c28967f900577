package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Men moved by hand: a castling right stands while the King and that Rook stand on their first
 * squares (I.11.E(e)(1)), in Chess960 the squares of the position's own arrangement.
 */
class RearrangedTest {

    private static Map<Square, Piece> moved(Position p, Square from, Square to) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(p.men());
        men.put(to, men.remove(from));
        return men;
    }

    @Test
    void I_11_E_e_1_aRookMovedByHandLosesItsRightAndTheKingsOtherRightStands() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 31");
        Position after = p.rearranged(moved(p, Square.H1, Square.G1), Color.BLACK);
        assertThat(after.fen()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K1R1 b Qkq - 7 31");
    }

    @Test
    void I_11_E_e_1_aKingMovedByHandLosesBothRightsAndAKingPutBackDoesNotGetThemBack() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Position away = p.rearranged(moved(p, Square.E1, Square.E2), Color.WHITE);
        assertThat(away.fen()).isEqualTo("r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1");
        assertThat(away.rearranged(moved(away, Square.E2, Square.E1), Color.WHITE).fen())
                .isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
    }

    @Test
    void chess960_theRightsFollowThePositionsOwnKingAndRookSquares() {
        // King on g1 with Rooks on f1 and h1 (Shredder-FEN HFhf): the f1 Rook's right is the queen side's
        Position p = Position.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        assertThat(p.isChess960()).isTrue();
        Position after = p.rearranged(moved(p, Square.H1, Square.G3), Color.BLACK);
        assertThat(after.shredderFen()).isEqualTo("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P2R1/NPP1P1PP/BQ1BNRK1 b Fhf - 2 9");
        assertThat(after.isChess960()).isTrue();
    }
}
