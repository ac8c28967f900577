package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
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

    /** A position whose men stand alike turned round but for the Kings: Rooks on a1, h8 (White's) and a8, h1. */
    private static final Position ROOKS_ALIKE_TURNED = Position.fromFen("r6R/3k4/8/8/8/8/4K3/R6r w - - 0 1");

    private static Observation reported(long at, Square s, String fen) {
        return change(at, s, fen.isEmpty() ? null : Piece.fromFenChar(fen.charAt(0)));
    }

    @Test
    void oneReportThatChangesNothingDoesNotTurnTheReading() {
        // A noisy first report of the Pawn e2 already holds, then 1.e4 e5 on a board as numbered: read turned,
        // that report is explained and both moves are not.
        List<Observation> in = List.of(reported(500, Square.E2, "P"), reported(1000, Square.E2, ""), reported(1600, Square.E4, "P"),
                reported(3500, Square.E7, ""), reported(4100, Square.E5, "p"));

        assertThat(Orientation.normalised(Position.initial(), in)).containsExactlyElementsOf(in);
    }

    @Test
    void aTurnedBoardWhoseFirstReportChangesNothingIsReadTurnedFromItsMoves() {
        // The same on a board set up turned round: e2 is reported as d7, e4 as d5.
        List<Observation> in = List.of(reported(500, Square.D7, "P"), reported(1000, Square.D7, ""), reported(1600, Square.D5, "P"),
                reported(3500, Square.D2, ""), reported(4100, Square.D4, "p"));

        List<Observation> out = Orientation.normalised(Position.initial(), in);

        assertThat(((Observation.Remark) out.getFirst()).text()).contains("set up turned round");
        assertThat(out.subList(1, out.size())).containsExactly(reported(500, Square.E2, "P"), reported(1000, Square.E2, ""),
                reported(1600, Square.E4, "P"), reported(3500, Square.E7, ""), reported(4100, Square.E5, "p"));
    }

    @Test
    void changesThatFitBothWaysAreNotHandedOnAndARemarkSaysSo() {
        // Ra1-a4 and Rh1-h4 read as numbered, Rh8-h5 and Ra8-a5 read turned: both legal, nothing tells them apart.
        List<Observation> in = List.of(new Observation.ClockReading(0, Optional.empty()), reported(1000, Square.A1, ""),
                reported(1600, Square.A4, "R"), new Observation.ClockReading(2000, Optional.of(Color.BLACK)),
                reported(3500, Square.H1, ""), reported(4100, Square.H4, "r"));
        Map<Observation, Orientation.Origin> origins = new IdentityHashMap<>();

        List<Observation> out = Orientation.normalised(ROOKS_ALIKE_TURNED, in, Optional.empty(), origins);

        assertThat(out).noneMatch(o -> o instanceof Observation.SquareChange);
        assertThat(out).as("a press without the move it closes would read as a press made without moving (FIDE 7.5.3)")
                .filteredOn(o -> o instanceof Observation.ClockReading).containsExactly(in.get(0));
        assertThat(out).filteredOn(o -> o instanceof Observation.Remark).singleElement()
                .satisfies(r -> assertThat(((Observation.Remark) r).text()).contains("cannot be read with confidence")
                        .contains("4 changes from 1 s on"));
        assertThat(origins).as("no moment of the reading is settled, so a live board keeps waiting").isEmpty();
    }

    @Test
    void aDumpAfterChangesThatFitBothWaysDecidesForTheWholeRecording() {
        // The same moves, then a board dump showing the Kings on each other's squares: the board stood turned from the start.
        Map<Square, Piece> dump = new EnumMap<>(Square.class);
        Map.of(Square.A8, "r", Square.H8, "R", Square.D7, "K", Square.A4, "R", Square.H4, "r", Square.E2, "k")
                .forEach((q, p) -> dump.put(q, Piece.fromFenChar(p.charAt(0))));
        List<Observation> in = List.of(reported(1000, Square.A1, ""), reported(1600, Square.A4, "R"), reported(3500, Square.H1, ""),
                reported(4100, Square.H4, "r"), new Observation.BoardScan(5500, dump));

        List<Observation> out = Orientation.normalised(ROOKS_ALIKE_TURNED, in);

        assertThat(((Observation.Remark) out.getFirst()).text()).contains("set up turned round");
        assertThat(out.subList(1, 5)).containsExactly(reported(1000, Square.H8, ""), reported(1600, Square.H5, "R"),
                reported(3500, Square.A8, ""), reported(4100, Square.A5, "r"));
        assertThat(out).filteredOn(o -> o instanceof Observation.Remark).hasSize(1);
    }

    @Test
    void aRecordingWhoseChangesFitBothWaysGivesNoActsAndSaysSo() {
        String fields = """
                {"at": 1000, "square": "a1", "piece": ""}
                {"at": 1600, "square": "a4", "piece": "R"}
                {"at": 3500, "square": "h1", "piece": ""}
                {"at": 4100, "square": "h4", "piece": "r"}
                """;

        Ingest.Result r = Ingest.run(fields.getBytes(java.nio.charset.StandardCharsets.UTF_8), Ingest.Format.FIELDS,
                "{\"start\": \"" + ROOKS_ALIKE_TURNED.fen() + "\"}", Settings.defaults());

        assertThat(r.acts()).noneMatch(a -> a instanceof BoardAct.Act);
        assertThat(r.acts()).anyMatch(a -> a instanceof BoardAct.Note n && n.text().startsWith("which way round the board stands cannot"));
    }

    @Test
    void aTransferWhoseOneUpdateWasLostIsStillNoAct() {
        // After 1.e4 the men are taken off and set up again turned round, the update of the Pawn put back on a2
        // (reported on h7) lost: the changes of the transfer are taken out and a remark names the square.
        Position after = Position.initial().play(org.arbiter.chess.Move.fromUci("e2e4"));
        List<Observation> in = new java.util.ArrayList<>(List.of(change(1000, Square.E2, null), change(1600, Square.E4, Piece.WHITE_PAWN)));
        long at = 4000;
        for (Square q : after.men().keySet()) {
            in.add(change(at, q, null));
            at += 100;
        }
        for (Map.Entry<Square, Piece> m : after.men().entrySet()) {
            if (m.getKey() != Square.A2) {
                in.add(change(at, Orientation.rotate(m.getKey()), m.getValue()));
            }
            at += 100;
        }
        in.add(change(at + 2000, Orientation.rotate(Square.E7), null));
        in.add(change(at + 2600, Orientation.rotate(Square.E5), Piece.BLACK_PAWN));

        List<Observation> out = Orientation.normalised(Position.initial(), in);

        assertThat(out).filteredOn(o -> o instanceof Observation.SquareChange).containsExactly(change(1000, Square.E2, null),
                change(1600, Square.E4, Piece.WHITE_PAWN), change(at + 2000, Square.E7, null), change(at + 2600, Square.E5, Piece.BLACK_PAWN));
        assertThat(out).filteredOn(o -> o instanceof Observation.Remark).singleElement()
                .satisfies(r -> assertThat(((Observation.Remark) r).text()).contains("set up again turned round")
                        .contains("no report came of the man set up on [a2]"));
    }

    @Test
    void aManInHandWhenTheMenAreSetUpAgainIsNoLostReport() {
        // After 1.e4 Black lifts the Knight from g8 and holds it while the men are taken off; they are set up again
        // turned round with the Knight on f6: one man more than the still board with the Knight in hand, and one man
        // elsewhere than before he was lifted. Neither is a report lost in the burst.
        Position after = Position.initial().play(org.arbiter.chess.Move.fromUci("e2e4"));
        Position moved = after.play(org.arbiter.chess.Move.fromUci("g8f6"));
        List<Observation> in = new java.util.ArrayList<>(List.of(change(1000, Square.E2, null), change(1600, Square.E4, Piece.WHITE_PAWN),
                change(3500, Square.G8, null)));
        long at = 6000;
        for (Square q : after.men().keySet()) {
            if (q != Square.G8) {
                in.add(change(at, q, null));
                at += 100;
            }
        }
        for (Map.Entry<Square, Piece> m : moved.men().entrySet()) {
            in.add(change(at, Orientation.rotate(m.getKey()), m.getValue()));
            at += 100;
        }
        in.add(change(at + 2000, Orientation.rotate(Square.D2), null));

        List<Observation> out = Orientation.normalised(Position.initial(), in);

        assertThat(out).noneMatch(o -> o instanceof Observation.Remark r && r.text().contains("no report came"));
    }
}
