package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The acts not yet final: from which line and until when a move completed by the debounce alone may change. */
class OpenMoveTest {
    private static final long DEBOUNCE = 300;
    private static final long HOLD = 2000;

    /** White's Knight g1-f3 put down and released by the debounce at 1 s, after three lines. */
    private static OpenMove.Provisional knight() {
        ActLog before = ActLog.from(0).emit(100, Kind.PRESS, Color.BLACK, null, null)
                .emit(200, Kind.LIFT, Color.WHITE, Square.G1, Piece.WHITE_KNIGHT)
                .note(250, "a remark");
        Turn turn = Turn.at(Position.initial(), null).movedBy(Color.WHITE);
        return new OpenMove.Provisional(before, Held.lifted(Piece.WHITE_KNIGHT, Square.G1, 200), Square.F3, 1000, turn);
    }

    @Test
    void withNothingOpenEveryActWrittenIsFinal() {
        OpenMove none = OpenMove.none();

        assertThat(none.from(7)).isEqualTo(7);
        assertThat(none.until(DEBOUNCE, HOLD)).isLessThan(0);
        assertThat(none.settled(0, DEBOUNCE)).isTrue();
    }

    @Test
    void aMoveCompletedByTheDebounceAloneStaysOpenFromItsPlaceForTheHoldTime() {
        OpenMove open = OpenMove.none().opened(knight());

        assertThat(open.from(7)).isEqualTo(3);
        assertThat(open.until(DEBOUNCE, HOLD)).isEqualTo(3000);
        assertThat(open.settled(10_000, DEBOUNCE)).isFalse();
        assertThat(open.restsOn(Square.F3, Piece.WHITE_KNIGHT)).isTrue();
        assertThat(open.restsOn(Square.G1, Piece.WHITE_KNIGHT)).isFalse();
    }

    @Test
    void aMoveMadeFinalStaysOpenForTheDebounceAfterTheChangeThatMadeItSo_whichMayProveFlicker() {
        OpenMove closed = OpenMove.none().opened(knight()).closed(4000);

        assertThat(closed.provisional()).isNull();
        assertThat(closed.from(9)).isEqualTo(3);
        assertThat(closed.until(DEBOUNCE, HOLD)).isEqualTo(4300);
        assertThat(closed.settled(4300, DEBOUNCE)).isFalse();
        assertThat(closed.settled(4301, DEBOUNCE)).isTrue();
    }

    @Test
    void aMoveWithdrawnLeavesNothingOpenFromIt() {
        OpenMove withdrawn = OpenMove.none().opened(knight()).withdrawn();

        assertThat(withdrawn.provisional()).isNull();
        assertThat(withdrawn.from(2)).isEqualTo(2);
        assertThat(withdrawn.settled(0, DEBOUNCE)).isTrue();
    }

    @Test
    void aManSetDownNotYetReadKeepsTheEarliestLineOpenUntilTheLatestTime() {
        OpenMove undecided = OpenMove.none().undecided(8, 7000).undecided(5, 6000).undecided(9, 9000);

        assertThat(undecided.from(20)).isEqualTo(5);
        assertThat(undecided.until(DEBOUNCE, HOLD)).isEqualTo(9000);
    }

    @Test
    void aManInDoubtOrPickedUpAgainIsNotSettled() {
        OpenMove doubted = OpenMove.none().opened(knight()).doubted(1500);
        OpenMove picked = OpenMove.none().picked(1500);

        assertThat(doubted.doubting()).isTrue();
        assertThat(doubted.restsOn(Square.F3, Piece.WHITE_KNIGHT)).isFalse();
        assertThat(doubted.doubted(-1).restsOn(Square.F3, Piece.WHITE_KNIGHT)).isTrue();
        assertThat(picked.picking()).isTrue();
        assertThat(picked.settled(10_000, DEBOUNCE)).isFalse();
        assertThat(picked.picked(-1).settled(10_000, DEBOUNCE)).isTrue();
    }

    @Test
    void theManMayMoveOnWithinTheHoldTimeOrWhileItsMoversClockRuns() {
        OpenMove.Provisional p = knight();

        assertThat(p.held(3000, HOLD, Optional.empty())).isTrue();
        assertThat(p.held(3001, HOLD, Optional.empty())).isFalse();
        assertThat(p.held(9000, HOLD, Optional.of(Color.WHITE))).isTrue();
        assertThat(p.held(9000, HOLD, Optional.of(Color.BLACK))).isFalse();
    }

    @Test
    void theManMovesOnOnlyWhereALegalMoveFromItsFirstSquareGoes() {
        OpenMove.Provisional p = knight();

        assertThat(p.reaches(Square.H3)).isTrue();
        assertThat(p.reaches(Square.G3)).isFalse();
    }
}
