package org.arbiter.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

class DraughtsPositionTest {

    @ParameterizedTest(name = "{0}: {2}")
    @CsvFileSource(resources = "/moves/played.csv", delimiter = ';')
    void movesArePlayedAsTheLawsSay(String name, String fen, String move, String after) {
        assertEquals(after, DraughtsPosition.fromFen(fen).play(move).fen(), name);
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvFileSource(resources = "/moves/refused.csv", delimiter = ';')
    void movesOutsideTheLawsAreRefusedWithTheirInput(String name, String fen, String move, String message) {
        DraughtsPosition position = DraughtsPosition.fromFen(fen);
        MoveError e = assertThrows(MoveError.class, () -> position.play(move));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(move, e.input());
        assertEquals(position.fen(), e.fen());
    }

    @ParameterizedTest(name = "{0}")
    @CsvFileSource(resources = "/moves/bad-fen.csv", delimiter = ';')
    void badFensAreRefusedWithTheirInput(String fen, String message) {
        FenError e = assertThrows(FenError.class, () -> DraughtsPosition.fromFen(fen));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(fen, e.fen());
    }

    @Test
    void fenIsWrittenInSquareOrderWhateverWayItWasRead() {
        assertEquals("W:W21,22,K30:B1,2,K5", DraughtsPosition.fromFen("W:W21,22,K30:B1,2,K5").fen());
        assertEquals("B:W30:B1,2,3", DraughtsPosition.fromFen("B:B1-3:W30.").fen());
        assertEquals("W:WK25,K26:B", DraughtsPosition.fromFen("W:WK25-26:B").fen());
        assertEquals(DraughtsPosition.initial(), DraughtsPosition.fromFen("B:W21-32:B1-12"));
    }

    @Test
    void theOpeningHasBlacksMenOnOneToTwelveAndBlackToMove() {
        DraughtsPosition p = DraughtsPosition.initial();
        assertEquals(Side.BLACK, p.sideToMove());
        assertEquals(12, p.count(Piece.BLACK_MAN));
        assertEquals(12, p.count(Piece.WHITE_MAN));
        assertEquals(Optional.of(Piece.BLACK_MAN), p.pieceAt(12));
        assertEquals(Optional.empty(), p.pieceAt(13));
        assertEquals(Optional.of(Piece.WHITE_MAN), p.pieceAt(21));
        assertEquals(24, p.pieces().size());
        assertThrows(IllegalArgumentException.class, () -> p.pieceAt(33));
    }

    @Test
    void aNewKingWaitsAMoveEvenWhenItCouldTakeOnAsAKing() {
        DraughtsPosition p = DraughtsPosition.fromFen("B:WK12,26,27:BK5,22");
        assertEquals(List.of(DraughtsMove.of(22, 31)), p.legalMoves());
        DraughtsPosition after = p.play("22x31");
        assertEquals(Optional.of(Piece.BLACK_KING), after.pieceAt(31));
        assertEquals(Optional.of(Piece.WHITE_MAN), after.pieceAt(27), "the man a King could have taken stays");
    }

    @Test
    void aSideWithNoMoveOrNoPieceHasNoLegalMove() {
        assertFalse(DraughtsPosition.fromFen("B:W32:B28").hasLegalMoves());
        assertFalse(DraughtsPosition.fromFen("B:W21:B").hasLegalMoves());
        assertTrue(DraughtsPosition.fromFen("W:W32:B28").hasLegalMoves());
    }

    @Test
    void movesKnowTheirCapturesAndRefuseImpossibleShapes() {
        DraughtsMove jump = DraughtsMove.of(15, 22, 31);
        assertTrue(jump.isCapture());
        assertEquals(List.of(18, 26), jump.captured());
        assertEquals("15x22x31", jump.notation());
        assertEquals("11-15", DraughtsMove.of(11, 15).notation());
        assertFalse(DraughtsMove.of(11, 15).isCapture());
        assertThrows(IllegalArgumentException.class, () -> DraughtsMove.of(11, 19));
        assertThrows(IllegalArgumentException.class, () -> DraughtsMove.of(11));
        assertThrows(IllegalArgumentException.class, () -> DraughtsMove.of(0, 5));
        assertThrows(IllegalArgumentException.class, () -> DraughtsMove.of(11, 15, 18));
    }
}
