package org.arbiter.chess.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/**
 * A published Chess960 game ({@code chess960-carlsen-nakamura-2018.pgn}, source beside it) is read
 * to its end, both castlings included, and a Variant the Laws do not govern is refused by name.
 */
class Chess960PgnTest {
    private static final String GAME = PgnReaderTest.resource("/pgn/chess960-carlsen-nakamura-2018.pgn");

    @Test
    void fide_GuidelinesII_aPublishedChess960GameIsReadToItsEnd() {
        PgnEntry entry = PgnReaderTest.read(GAME).get(0);
        assertThat(entry.ok()).as(entry.error().toString()).isTrue();
        String movetext = GAME.substring(GAME.indexOf("\n1. "));
        long plies = Pattern.compile("(?<![\\d.])(?:O-O-O|O-O|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8])[+#]?")
                .matcher(movetext).results().count();
        assertThat(entry.game().plies()).isEqualTo(plies);
        assertThat(entry.game().result()).isEqualTo("0-1");
        assertThat(entry.game().startPosition().isChess960()).isTrue();
    }

    @Test
    void fide_GuidelinesII_3_bothCastlingsLeaveKingAndRookOnTheirCastledSquares() {
        PgnGame game = PgnReaderTest.read(GAME).get(0).game();
        Position p = game.startPosition();
        int ply = 0;
        for (PgnMove m : game.mainLine().moves()) {
            p = p.play(m.move());
            ply++;
            if (ply == 7) {
                // 4. O-O-O: the King from d1 to c1, the a1 Rook to d1.
                assertThat(p.pieceAt(Square.C1)).contains(Piece.WHITE_KING);
                assertThat(p.pieceAt(Square.D1)).contains(Piece.WHITE_ROOK);
                assertThat(p.pieceAt(Square.A1)).isEmpty();
            }
            if (ply == 50) {
                // 25...O-O: the King from d8 to g8, the g8 Rook to f8.
                assertThat(p.pieceAt(Square.G8)).contains(Piece.BLACK_KING);
                assertThat(p.pieceAt(Square.F8)).contains(Piece.BLACK_ROOK);
            }
        }
        assertThat(ply).isEqualTo(74);
    }

    @Test
    void aVariantTheLawsDoNotGovernIsRefusedByName() {
        PgnEntry crazyhouse = PgnReaderTest.read("[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n").get(0);
        assertThat(crazyhouse.error()).hasValueSatisfying(e -> assertThat(e.toString()).contains("Crazyhouse"));
    }
}
