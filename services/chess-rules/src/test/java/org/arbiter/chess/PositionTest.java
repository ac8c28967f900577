package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PositionTest {

    @Test
    void fenRoundTrips() {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assertThat(Position.fromFen(fen).fen()).isEqualTo(fen);
        assertThat(Position.initial().placementAndSide()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    }

    @Test
    void malformedFenNamesTheInputAndTheReason() {
        assertThatThrownBy(() -> Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w"))
                .isInstanceOf(InvalidFen.class)
                .hasMessageContaining("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w")
                .hasMessageContaining("7 ranks");
        assertThatThrownBy(() -> Position.fromFen("8/8/8/8/8/8/8/8 w"))
                .isInstanceOf(InvalidFen.class).hasMessageContaining("0 kings");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K2x w"))
                .isInstanceOf(InvalidFen.class).hasMessageContaining("'x'");
    }

    @Test
    void I_15a_checkmateIsCheckWithNoLegalMove() {
        Position foolsMate = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertThat(foolsMate.isCheckmate()).isTrue();
        assertThat(foolsMate.isStalemate()).isFalse();
    }

    @Test
    void I_15b_stalemateIsNoCheckAndNoLegalMove() {
        Position stalemate = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(stalemate.isStalemate()).isTrue();
        assertThat(stalemate.isCheckmate()).isFalse();
    }

    @Test
    void I_11Ee_noCastlingThroughACommandedSquare() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        assertThat(p.isLegal(Move.of(Square.E1, Square.G1))).isFalse();
        Position free = Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assertThat(free.isCastling(Move.of(Square.E1, Square.G1))).isTrue();
    }

    @Test
    void playRefusesAnIllegalMoveWithTheFen() {
        assertThatThrownBy(() -> Position.initial().play(Move.of(Square.E2, Square.E5)))
                .isInstanceOf(IllegalMove.class)
                .hasMessageContaining("e2e5")
                .hasMessageContaining(Position.initial().fen());
    }

    @Test
    void I_16b_identityIgnoresSideToMoveCastlingAndEnPassant() {
        Position a = Position.fromFen("r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1");
        Position b = Position.fromFen("r3k2r/8/8/8/4P3/8/8/R3K2R w - - 0 1");
        assertThat(PositionKey.code1897(a)).isEqualTo(PositionKey.code1897(b));
        assertThat(PositionKey.fide(a)).isNotEqualTo(PositionKey.fide(b));
    }

    @Test
    void fideIdentityCountsEnPassantOnlyWhenTheCaptureIsLegal() {
        Position withSquare = Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
        Position without = Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
        assertThat(PositionKey.fide(withSquare)).isEqualTo(PositionKey.fide(without));
    }

    @Test
    void arrangementsAfterAnIllegalTransferStillGenerateMoves() {
        java.util.Map<Square, Piece> men = new java.util.EnumMap<>(Square.class);
        men.put(Square.E1, Piece.WHITE_KING);
        men.put(Square.A7, Piece.BLACK_ROOK);
        men.put(Square.E8, Piece.WHITE_PAWN);
        Position whiteToMove = Position.setup(men, Color.WHITE, java.util.Set.of(), java.util.Optional.empty());
        assertThat(whiteToMove.legalMoves()).hasSize(5).allMatch(m -> m.from() == Square.E1);
        Position kinglessToMove = Position.setup(men, Color.BLACK, java.util.Set.of(), java.util.Optional.empty());
        assertThat(kinglessToMove.legalMoves()).hasSize(14);
        assertThat(kinglessToMove.isCheck()).isFalse();
        assertThat(kinglessToMove.isCheckmate()).isFalse();
    }
}
