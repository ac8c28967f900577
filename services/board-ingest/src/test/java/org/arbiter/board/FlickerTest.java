package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The sensor's pairs taken out before the acts are read, and a man set down after being taken told from a man moving on. */
class FlickerTest {
    private static final long DEBOUNCE = 300;

    private static Observation off(long at, Square s) {
        return new Observation.SquareChange(at, s, Optional.empty());
    }

    private static Observation on(long at, Square s, Piece p) {
        return new Observation.SquareChange(at, s, Optional.of(p));
    }

    private static boolean[] dropped(Observation... in) {
        return Flicker.dropped(Position.initial(), List.of(in), DEBOUNCE);
    }

    @Test
    void aSquareThatEmptiesAndGetsTheSameManBackWithinTheDebounceIsFlicker() {
        assertThat(dropped(off(1000, Square.E2), on(1100, Square.E2, Piece.WHITE_PAWN)))
                .containsExactly(true, true);
    }

    @Test
    void aManBackOnlyAfterTheDebounceWasLiftedAndPutBack() {
        assertThat(dropped(off(1000, Square.E2), on(1300, Square.E2, Piece.WHITE_PAWN)))
                .containsExactly(false, false);
    }

    @Test
    void aSquareTheManPassesThroughOnTheWayIsTakenOut_butNotWhereHeStops() {
        List<Observation> in = List.of(off(1000, Square.D1), on(1100, Square.E2, Piece.WHITE_QUEEN), off(1200, Square.E2),
                on(1250, Square.F3, Piece.WHITE_QUEEN), new Observation.ClockReading(2000, Optional.of(Color.BLACK)));

        boolean[] drop = Flicker.dropped(Position.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), in, DEBOUNCE);

        assertThat(drop).containsExactly(false, true, true, false, false);
    }

    @Test
    void aManPutDownBeforeAPressWasNotPassingThrough_thePressEndedTheMove() {
        List<Observation> in = List.of(new Observation.ClockReading(0, Optional.of(Color.WHITE)),
                off(1000, Square.D1), on(1100, Square.E2, Piece.WHITE_QUEEN),
                new Observation.ClockReading(1150, Optional.of(Color.BLACK)), off(1200, Square.E2),
                on(1250, Square.F3, Piece.WHITE_QUEEN), new Observation.ClockReading(2000, Optional.of(Color.WHITE)));

        boolean[] drop = Flicker.dropped(Position.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), in, DEBOUNCE);

        assertThat(drop).containsExactly(false, false, false, false, false, false, false);
    }

    @Test
    void aManThatLeavesWhereHeWasSetDownAndTheOpponentArrivesWhereHeWasTakenWasTakenAndSetDown() {
        // Black's Pawn just put down on d5; it is gone at once and seen on d6: the observations after its arrival there.
        List<Observation> after = List.of(off(1300, Square.D6), on(1500, Square.D5, Piece.WHITE_PAWN));

        assertThat(Flicker.setDown(after, 0, Square.D5, Square.D6, Piece.BLACK_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.TAKEN);
    }

    @Test
    void aManThatStaysUntilTheOpponentHasMovedOrIsJoinedByHisOwnSideMovedOn() {
        List<Observation> opponentFirst = List.of(on(1300, Square.D5, Piece.WHITE_PAWN), on(1400, Square.E4, Piece.WHITE_PAWN),
                off(1500, Square.D6));
        List<Observation> ownSide = List.of(on(1300, Square.C6, Piece.BLACK_KNIGHT));
        List<Observation> pressed = List.of(new Observation.ClockReading(1300, Optional.of(Color.WHITE)));

        assertThat(Flicker.setDown(opponentFirst, 0, Square.D5, Square.D6, Piece.BLACK_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.MOVED_ON);
        assertThat(Flicker.setDown(ownSide, 0, Square.D5, Square.D6, Piece.BLACK_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.MOVED_ON);
        assertThat(Flicker.setDown(pressed, 0, Square.D5, Square.D6, Piece.BLACK_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.MOVED_ON);
    }

    @Test
    void observationsThatEndBeforeEitherIsShownCannotTellYet() {
        List<Observation> leftOnly = List.of(off(1300, Square.D6));

        assertThat(Flicker.setDown(leftOnly, 0, Square.D5, Square.D6, Piece.BLACK_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.NOT_YET_KNOWN);
        assertThat(Flicker.setDown(List.of(), 0, Square.D5, Square.D6, Piece.BLACK_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.NOT_YET_KNOWN);
    }

    @Test
    void aPawnTakenInPassingIsTakenBehindIt() {
        // White's Pawn just put down on e4 from e2, taken in passing by the d4 Pawn landing on e3, set down on h5.
        List<Observation> after = List.of(off(1300, Square.H5), on(1500, Square.E3, Piece.BLACK_PAWN));

        assertThat(Flicker.setDown(after, 0, Square.E4, Square.H5, Piece.WHITE_PAWN, DEBOUNCE))
                .isEqualTo(Flicker.SetDown.TAKEN);
    }
}
