package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The men on the board as its squares last reported them: a change gives a new board, the old one stays. */
class MenTest {
    @Test
    void aChangeGivesANewBoardAndLeavesTheOldOneAsItWas() {
        Men start = Men.of(Position.initial());

        Men moved = start.with(Square.E2, null).with(Square.E4, Piece.WHITE_PAWN);

        assertThat(moved.on(Square.E4)).isEqualTo(Piece.WHITE_PAWN);
        assertThat(moved.on(Square.E2)).isNull();
        assertThat(start.on(Square.E2)).isEqualTo(Piece.WHITE_PAWN);
        assertThat(start.on(Square.E4)).isNull();
        assertThat(moved).isEqualTo(Men.of(Position.initial().play(Move.of(Square.E2, Square.E4))));
        assertThat(moved).isNotEqualTo(start);
    }

    @Test
    void theSquaresHandedOutCannotChangeTheBoard() {
        Men start = Men.of(Position.initial());

        start.squares()[Square.E1.ordinal()] = null;

        assertThat(start.on(Square.E1)).isEqualTo(Piece.WHITE_KING);
    }

    @Test
    void thePlacementIsTheFenFieldWithTheMenNoActBroughtLeftOut() {
        Men moved = Men.of(Position.initial()).with(Square.E2, null).with(Square.E4, Piece.WHITE_PAWN)
                .with(Square.H5, Piece.BLACK_QUEEN);

        assertThat(moved.placement(List.of(Square.H5))).isEqualTo(Position.initial().play(Move.of(Square.E2, Square.E4)).placement());
        assertThat(moved.placement(List.of())).isEqualTo("rnbqkbnr/pppppppp/8/7q/4P3/8/PPPP1PPP/RNBQKBNR");
    }

    @Test
    void aBoardHasSixtyFourSquares() {
        assertThatThrownBy(() -> new Men(new Piece[63])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("63");
    }
}
