package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** A packed position is the position it was packed from, field for field. */
class PackedPositionTest {

    @ParameterizedTest(name = "{0} and every position two moves on")
    @CsvFileSource(resources = {"/perft/standard.csv", "/perft/edge-cases.csv"}, delimiter = ';')
    void unpacksToTheSameFenAndMoves(String name, String fen) {
        for (Position p : withTwoMovesOn(Position.fromFen(fen))) {
            Position unpacked = p.pack().unpack();
            assertThat(unpacked.fen()).as(name).isEqualTo(p.fen());
            assertThat(unpacked.legalMoves()).as(p.fen()).containsExactlyElementsOf(p.legalMoves());
            assertThat(unpacked.pack()).as(p.fen()).isEqualTo(p.pack()).hasSameHashCodeAs(p.pack());
        }
    }

    @ParameterizedTest(name = "{0} and every position two moves on")
    @CsvFileSource(resources = {"/perft/standard.csv", "/perft/edge-cases.csv"}, delimiter = ';')
    void I_16b_identityIsTheSamePackedOrNot(String name, String fen) {
        List<Position> positions = withTwoMovesOn(Position.fromFen(fen));
        Position first = positions.get(0);
        for (Position p : positions) {
            assertThat(PositionKey.code1897(p.pack())).as(p.fen()).isEqualTo(PositionKey.code1897(p));
            assertThat(PositionKey.code1897(p.pack()).equals(PositionKey.code1897(first)))
                    .as(p.fen()).isEqualTo(p.placement().equals(first.placement()));
        }
    }

    @Test
    void keepsCountersAndEnPassantAtTheirExtremes() {
        for (String fen : List.of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 4095 1000000",
                "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 2147483647", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 99 1")) {
            assertThat(Position.fromFen(fen).pack().unpack().fen()).isEqualTo(fen);
        }
    }

    @Test
    void keepsMoreMenThanAGameStartsWith() {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        Piece[] pieces = Piece.values();
        for (Square square : Square.values()) {
            Piece piece = pieces[square.ordinal() % pieces.length];
            if (piece.type() != PieceType.KING) {
                men.put(square, piece);
            }
        }
        men.put(Square.A1, Piece.WHITE_KING);
        men.put(Square.H8, Piece.BLACK_KING);
        Position crowded = Position.setup(men, Color.BLACK, Set.of(), Optional.empty());
        assertThat(crowded.men()).hasSizeGreaterThan(48);
        assertThat(crowded.pack().unpack().fen()).isEqualTo(crowded.fen());
        assertThat(PositionKey.code1897(crowded.pack())).isEqualTo(PositionKey.code1897(crowded));

        Position kingsOnly = Position.fromFen("k7/8/8/8/8/8/8/7K w - - 0 1");
        assertThat(kingsOnly.pack().unpack().fen()).isEqualTo(kingsOnly.fen());
    }

    @Test
    void differsWhenAnythingButTheFoundMovesDiffers() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(p.pack()).isNotEqualTo(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1").pack())
                .isNotEqualTo(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").pack())
                .isNotEqualTo(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1 1").pack());
        p.legalMoves();
        assertThat(p.pack()).isEqualTo(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").pack());
    }

    private static List<Position> withTwoMovesOn(Position start) {
        List<Position> all = new ArrayList<>(List.of(start));
        for (Move m : start.legalMoves()) {
            Position next = start.play(m);
            all.add(next);
            for (Move reply : next.legalMoves()) {
                all.add(next.play(reply));
            }
        }
        return all;
    }
}
