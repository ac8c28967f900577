package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** A square's change read against the hands and the turn, one track to the next, with no time in it. */
class HandReadingTest {
    private static Track at(Position p) {
        return new Track(Men.of(p), Hand.empty(), Turn.at(p, null), ActLog.from(0), OpenMove.none());
    }

    private static List<String> lines(Track t) {
        return t.log().lines().stream().map(BoardAct::line).toList();
    }

    @Test
    void aManLiftedPutDownAndLetGoIsTheMoveAndPassesTheTurn() {
        Track start = at(Position.initial());

        Track lifted = HandReading.change(start, 1000, Square.E2, null);
        Track down = HandReading.change(lifted, 1500, Square.E4, Piece.WHITE_PAWN);
        Track released = HandReading.release(down, 2000);

        assertThat(lines(down)).containsExactly("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}");
        assertThat(down.hand().busy()).isTrue();
        assertThat(lines(released)).containsExactly(
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e4\", \"at\": 1.5}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 2}");
        assertThat(released.turn().side()).isEqualTo(Color.BLACK);
        assertThat(released.turn().completedAt()).isEqualTo(3);
        assertThat(released.hand().quiet()).isTrue();
        assertThat(start.log().size()).isZero();
        assertThat(start.board().on(Square.E2)).isEqualTo(Piece.WHITE_PAWN);
    }

    @Test
    void theOpponentsManALegalMoveCouldTakeTakenOffIsARemovalByTheSideToMove() {
        Track start = at(Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"));

        Track removed = HandReading.change(start, 1000, Square.D5, null);
        Track lifted = HandReading.change(removed, 1200, Square.E4, null);
        Track captured = HandReading.release(HandReading.change(lifted, 1400, Square.D5, Piece.WHITE_PAWN), 1800);

        assertThat(lines(removed)).containsExactly("{\"act\": \"remove\", \"by\": \"white\", \"square\": \"d5\", \"at\": 1}");
        assertThat(lines(captured)).hasSize(4).endsWith("{\"act\": \"release\", \"by\": \"white\", \"at\": 1.8}");
        assertThat(captured.turn().side()).isEqualTo(Color.BLACK);
        assertThat(captured.turn().start().placement()).isEqualTo("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR");
    }

    @Test
    void aManOfTheSideNotToMoveTakenUpAndPutDownIsAWholeMove_orATouchWhenItCameBack() {
        Track start = at(Position.initial());

        Track off = HandReading.change(start, 1000, Square.E7, null);
        Track moved = HandReading.change(off, 1500, Square.E5, Piece.BLACK_PAWN);
        Track touched = HandReading.change(off, 1500, Square.E7, Piece.BLACK_PAWN);

        assertThat(lines(off)).isEmpty();
        assertThat(off.hand().outOfTurn().piece()).isEqualTo(Piece.BLACK_PAWN);
        assertThat(lines(moved)).containsExactly(
                "{\"act\": \"move\", \"by\": \"black\", \"from\": \"e7\", \"to\": \"e5\", \"at\": 1.5}");
        assertThat(moved.hand().outOfTurn()).isNull();
        assertThat(lines(touched)).containsExactly("{\"act\": \"touch\", \"by\": \"black\", \"square\": \"e7\", \"at\": 1.5}");
    }

    @Test
    void aManArrivingWithNoManInHandToExplainItIsNoActAndNotCountedInThePlacement() {
        Track start = at(Position.initial());

        Track seen = HandReading.change(start, 1000, Square.H5, Piece.BLACK_QUEEN);

        assertThat(lines(seen)).isEmpty();
        assertThat(seen.hand().orphans()).containsExactly(new Hand.Orphan(Square.H5, Piece.BLACK_QUEEN, 1000));
        assertThat(seen.placement()).isEqualTo(Position.initial().placement());
    }

    @Test
    void aPieceOfItsSidePutOnTheLastRankForTheLiftedPawnIsItsPromotion() {
        Track start = at(Position.fromFen("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"));

        Track lifted = HandReading.change(start, 1000, Square.E7, null);
        Track promoted = HandReading.change(lifted, 1500, Square.E8, Piece.WHITE_QUEEN);
        Track released = HandReading.release(promoted, 2000);

        assertThat(lines(promoted)).containsExactly(
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e7\", \"at\": 1}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e8\", \"at\": 1.5}",
                "{\"act\": \"promote\", \"by\": \"white\", \"piece\": \"Q\", \"at\": 1.5}");
        assertThat(promoted.hand().quitting()).isEqualTo(Piece.WHITE_QUEEN);
        assertThat(released.turn().side()).isEqualTo(Color.BLACK);
    }

    @Test
    void aManLiftedWhileTheHandHoldsAnotherWaitsAndIsTakenUpOnceTheHandIsFree_castling() {
        Track start = at(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));

        Track king = HandReading.change(start, 1000, Square.E1, null);
        Track rook = HandReading.change(king, 1100, Square.H1, null);
        Track kingDown = HandReading.change(rook, 1200, Square.G1, Piece.WHITE_KING);
        Track rookDown = HandReading.change(kingDown, 1300, Square.F1, Piece.WHITE_ROOK);
        Track done = HandReading.release(rookDown, 2000);

        assertThat(rook.hand().waiting()).extracting(Held::piece).containsExactly(Piece.WHITE_ROOK);
        assertThat(lines(done)).containsExactly(
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e1\", \"at\": 1}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"g1\", \"at\": 1.2}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 1.3}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"h1\", \"at\": 1.3}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"f1\", \"at\": 1.3}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 2}");
        assertThat(done.turn().side()).isEqualTo(Color.BLACK);
    }
}
