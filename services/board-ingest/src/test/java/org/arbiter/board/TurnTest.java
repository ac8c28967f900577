package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.CastlingRight;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** Whose turn it is: the turn passes when the men stand as a legal move leaves them, and only then. */
class TurnTest {
    @Test
    void theMenStandingAsALegalMoveLeavesThemPassTheTurn() {
        Turn turn = Turn.at(Position.initial(), null).movedBy(Color.WHITE);
        Position played = Position.initial().play(Move.of(Square.E2, Square.E4));

        Position after = turn.explain(turn.start(), Men.of(played), played.placement());
        Turn next = turn.passed(after, 3);

        assertThat(after.placement()).isEqualTo(played.placement());
        assertThat(next.side()).isEqualTo(Color.BLACK);
        assertThat(next.previousStart()).isSameAs(turn.start());
        assertThat(next.completedAt()).isEqualTo(3);
        assertThat(next.mover()).isEqualTo(Color.WHITE);
        assertThat(turn.side()).isEqualTo(Color.WHITE);
    }

    @Test
    void menStandingAsNoLegalMoveLeavesThemOrAsTheTurnBeganPassNothing() {
        Turn turn = Turn.at(Position.initial(), null);
        Position jumped = Position.fromFen("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

        assertThat(turn.explain(turn.start(), Men.of(jumped), jumped.placement())).isNull();
        assertThat(turn.explain(turn.start(), Men.of(Position.initial()), Position.initial().placement())).isNull();
    }

    @Test
    void aRemovalIsACaptureOnlyWhereALegalMoveTakesAMan_enPassantTakingTheMansSquare() {
        Turn turn = Turn.at(Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), null);

        assertThat(turn.capturable(Square.D5)).isTrue();
        assertThat(turn.capturable(Square.D6)).isFalse();
        assertThat(turn.capturable(Square.E8)).isFalse();
    }

    @Test
    void aMoveReachesOnlyTheSquaresALegalMoveGoesTo() {
        Turn turn = Turn.at(Position.initial(), null);

        assertThat(turn.reaches(Square.G1, Square.F3)).isTrue();
        assertThat(turn.reaches(Square.G1, Square.E2)).isFalse();
        assertThat(turn.reaches(Square.E2, Square.E5)).isFalse();
    }

    @Test
    void aTurnTakenOutOfTurnKeepsTheTurnBeforeIt() {
        Position start = Position.initial().play(Move.of(Square.E2, Square.E4));
        Turn turn = Turn.at(start, Position.initial());
        Position after = start.play(Move.of(Square.E7, Square.E5));

        Turn taken = turn.taken(after, 5);

        assertThat(taken.start()).isSameAs(after);
        assertThat(taken.previousStart()).isSameAs(turn.previousStart());
        assertThat(taken.completedAt()).isEqualTo(5);
    }

    @Test
    void aBoardSetUpKeepsOnlyTheCastlingRightsWhoseKingAndRookStandOnTheirSquares() {
        Turn turn = Turn.at(Position.initial(), null);
        Men board = Men.of(Position.initial()).with(Square.H1, null).with(Square.A8, null);

        Position set = turn.setup(board, Color.BLACK);

        assertThat(set.castlingRights()).containsExactlyInAnyOrder(CastlingRight.WHITE_QUEEN_SIDE, CastlingRight.BLACK_KING_SIDE);
        assertThat(set.sideToMove()).isEqualTo(Color.BLACK);
    }

    @Test
    void aBoardThatCannotBeSetUp_twoWhiteKings_leavesTheTurnsStart() {
        Turn turn = Turn.at(Position.initial(), null);
        Men board = Men.of(Position.initial()).with(Square.D4, Piece.WHITE_KING);

        assertThat(turn.setup(board, Color.BLACK)).isSameAs(turn.start());
    }
}
