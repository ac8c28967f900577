package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** Which way round the board stands: its squares handed on as the players' board names them. */
class OrientationTest {
    private static Observation change(long at, Square s, Piece p) {
        return new Observation.SquareChange(at, s, Optional.ofNullable(p));
    }

    @Test
    void halfACircleRoundA1IsH8AndE1IsD8() {
        assertThat(Orientation.rotate(Square.A1)).isEqualTo(Square.H8);
        assertThat(Orientation.rotate(Square.E1)).isEqualTo(Square.D8);
        for (Square q : Square.values()) {
            assertThat(Orientation.rotate(Orientation.rotate(q))).isEqualTo(q);
        }
    }

    @Test
    void changesPossibleAsNumberedAreHandedOnAsTheyCame() {
        List<Observation> in = List.of(change(1000, Square.E2, null), change(1500, Square.E4, Piece.WHITE_PAWN));

        assertThat(Orientation.normalised(Position.initial(), in)).containsExactlyElementsOf(in);
    }

    @Test
    void aFirstMoveImpossibleAsNumberedAndPossibleTurnedIsReadTurned() {
        // 1.e4 on a board set up the other way round: e2 and e4 are reported as d7 and d5.
        List<Observation> in = List.of(change(1000, Square.D7, null), change(1500, Square.D5, Piece.WHITE_PAWN));

        List<Observation> out = Orientation.normalised(Position.initial(), in);

        assertThat(out).hasSize(3);
        assertThat(out.getFirst()).isInstanceOf(Observation.Remark.class);
        assertThat(((Observation.Remark) out.getFirst()).text()).contains("set up turned round");
        assertThat(out.subList(1, 3)).containsExactly(change(1000, Square.E2, null), change(1500, Square.E4, Piece.WHITE_PAWN));
    }

    @Test
    void aDumpThatMatchesTheMenBetterTurnedTurnsTheReadingAndIsHandedOnTurned() {
        Map<Square, Piece> turnedRound = new EnumMap<>(Square.class);
        Position.initial().men().forEach((q, p) -> turnedRound.put(Orientation.rotate(q), p));
        Observation dump = new Observation.BoardScan(500, turnedRound);
        Map<Observation, Orientation.Origin> origins = new IdentityHashMap<>();

        List<Observation> out = Orientation.normalised(Position.initial(), List.of(dump, change(1000, Square.D7, null)),
                Optional.of(false), origins);

        assertThat(out).hasSize(3);
        assertThat(((Observation.Remark) out.getFirst()).text()).contains("shows the men turned round");
        assertThat(((Observation.BoardScan) out.get(1)).men()).isEqualTo(Position.initial().men());
        assertThat(out.get(2)).isEqualTo(change(1000, Square.E2, null));
        assertThat(origins.get(out.get(2))).isEqualTo(new Orientation.Origin(1, true));
    }
}
