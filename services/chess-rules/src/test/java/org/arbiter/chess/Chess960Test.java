package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.arbiter.chess.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/**
 * Chess960 (FIDE Laws of Chess, Guidelines II): the King and Rooks start on other files; castling
 * puts the King on the g- or c-file and the Rook beside him, as in the usual game. The move
 * generator is exact on the published Chess960 perft positions (their castling fields written as
 * Shredder-FEN), and FEN is read and written in X-FEN and Shredder-FEN.
 */
class Chess960Test {

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/chess960.csv", delimiter = ';')
    void fide_GuidelinesII_legalMoveCountsMatchPublishedChess960Perft(String fen, long d1, long d2, long d3, long d4) {
        Position p = Position.fromFen(fen);
        assertThat(new long[] {Perft.count(p, 1), Perft.count(p, 2), Perft.count(p, 3), Perft.count(p, 4)})
                .as(fen).containsExactly(d1, d2, d3, d4);
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/perft/chess960.csv", delimiter = ';')
    void aShredderFenReadsBackAsItWasWritten(String fen) {
        Position p = Position.fromFen(fen);
        assertThat(p.shredderFen()).isEqualTo(fen);
        assertThat(Position.fromFen(p.fen()).shredderFen()).as("X-FEN read back").isEqualTo(fen);
        assertThat(p.pack().unpack().shredderFen()).as("packed and unpacked").isEqualTo(fen);
    }

    @Test
    void fide_GuidelinesII_3_castlingPutsTheKingOnGAndTheRookOnF() {
        // The King already on g1 and the Rook on h1: castling on the King's side moves the Rook only.
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/R5KR w HA - 0 1");
        Move castle = Move.of(Square.G1, Square.H1);
        assertThat(p.isCastling(castle)).isTrue();
        assertThat(p.isCapture(castle)).as("the King onto his own Rook is no capture").isFalse();
        Position after = p.play(castle);
        assertThat(after.pieceAt(Square.G1)).contains(Piece.WHITE_KING);
        assertThat(after.pieceAt(Square.F1)).contains(Piece.WHITE_ROOK);
        assertThat(after.pieceAt(Square.H1)).isEmpty();
        assertThat(after.castlingRights()).doesNotContain(CastlingRight.WHITE_KING_SIDE, CastlingRight.WHITE_QUEEN_SIDE);
        assertThat(Notation.san(p, castle)).isEqualTo("O-O");
        assertThat(Notation.parse(p, "O-O")).isEqualTo(castle);
        Move long_ = Move.of(Square.G1, Square.A1);
        assertThat(Notation.parse(p, "O-O-O")).isEqualTo(long_);
        Position queenSide = p.play(long_);
        assertThat(queenSide.pieceAt(Square.C1)).contains(Piece.WHITE_KING);
        assertThat(queenSide.pieceAt(Square.D1)).contains(Piece.WHITE_ROOK);
        assertThat(queenSide.pieceAt(Square.H1)).contains(Piece.WHITE_ROOK);
    }

    @Test
    void fide_GuidelinesII_3_aRookLeavingTheRankCannotHideAnAttackOnTheKingsCastledSquare() {
        // The black Rook on a1's rank would attack c1 once the white Rook leaves b1 for d1.
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/rR3K2 w B - 0 1");
        assertThat(p.legalMoves()).doesNotContain(Move.of(Square.F1, Square.B1));
        Position safe = Position.fromFen("4k3/8/8/8/8/8/8/1R3K2 w B - 0 1");
        assertThat(safe.legalMoves()).contains(Move.of(Square.F1, Square.B1));
    }

    @Test
    void theUsualArrangementIsNotChess960AndKeepsItsKqkqField() {
        assertThat(Position.initial().isChess960()).isFalse();
        assertThat(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1").fen())
                .isEqualTo(Position.initial().fen());
        assertThat(Position.initial().shredderFen()).contains(" HAha ");
    }

    @Test
    void xFenNamesTheRooksFileWhereAnotherRookStandsOutsideIt() {
        // White may castle with the g1 Rook although a Rook (moved there later) stands on h1.
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/1K4RR w G - 0 1");
        assertThat(p.isChess960()).isTrue();
        assertThat(p.fen()).contains(" G ");
        assertThat(Position.fromFen("4k3/8/8/8/8/8/8/1K4RR w K - 0 1").shredderFen()).contains(" H ");
    }

    @Test
    void aCastlingFieldNamingNoRookBesideTheKingIsRefusedNamingIt() {
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/4K3/7R w H - 0 1"))
                .isInstanceOf(InvalidFen.class).hasMessageContaining("castling field 'H'");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K2R w Kx - 0 1"))
                .isInstanceOf(InvalidFen.class).hasMessageContaining("A-H, a-h");
    }

    /** Guidelines II.3.2.1: a hand carries the King to his castled square; the castling is written King onto his Rook. */
    @Test
    void fide_GuidelinesII_3_2_1_theKingCarriedToHisCastledSquareNamesTheCastling() {
        Position p = Position.fromFen("r3k3/8/8/8/8/8/8/1K5R w H - 0 1");
        Move castling = Move.of(Square.B1, Square.H1);

        assertThat(p.isCastling(castling)).isTrue();
        assertThat(p.castledKingSquare(castling)).isEqualTo(Square.G1);
        assertThat(p.movedByHand(Square.B1, Square.G1, java.util.Optional.empty())).contains(castling);
        assertThat(p.movedByHand(Square.B1, Square.C1, java.util.Optional.empty())).contains(Move.of(Square.B1, Square.C1));
        assertThat(p.movedByHand(Square.B1, Square.E1, java.util.Optional.empty())).isEmpty();
        assertThatThrownBy(() -> p.castledKingSquare(Move.of(Square.B1, Square.C1))).isInstanceOf(IllegalArgumentException.class);
    }

    /** A King step to the same square comes before the castling: King f1, Rook h1, the hand puts him on g1. */
    @Test
    void aKingStepToHisCastledSquareIsTheStepNotTheCastling() {
        Position p = Position.fromFen("r3k3/8/8/8/8/8/8/5K1R w H - 0 1");

        assertThat(p.movedByHand(Square.F1, Square.G1, java.util.Optional.empty())).contains(Move.of(Square.F1, Square.G1));
        assertThat(p.castledKingSquare(Move.of(Square.F1, Square.H1))).isEqualTo(Square.G1);
    }
}
