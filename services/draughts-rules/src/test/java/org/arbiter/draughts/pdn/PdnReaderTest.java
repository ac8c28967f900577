package org.arbiter.draughts.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.Piece;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

class PdnReaderTest {
    private static final List<PdnEntry> GAMES = Pdn.read(Pdn.resource("/pdn/games.pdn"));
    private static final List<PdnEntry> DAMAGED = Pdn.read(Pdn.resource("/pdn/damaged.pdn"));

    @ParameterizedTest(name = "game {0}")
    @CsvFileSource(resources = "/pdn/games.csv", delimiter = ';')
    void eachGameIsReplayedToItsEndOrItsFirstError(int number, int plies, String expected) {
        PdnEntry entry = GAMES.get(number - 1);
        assertEquals(number, entry.number());
        assertEquals(plies, entry.game().plies());
        if (entry.ok()) {
            assertEquals(expected, entry.game().finalPosition().fen());
        } else {
            assertEquals(expected, entry.error().orElseThrow().toString());
        }
    }

    @ParameterizedTest(name = "game {0}")
    @CsvFileSource(resources = "/pdn/damaged.csv", delimiter = ';')
    void eachKindOfDamageIsNamedAndConfinedToItsGame(int number, String move, String words) {
        PdnEntry entry = DAMAGED.get(number - 1);
        if ("none".equals(move)) {
            assertTrue(entry.ok(), () -> entry.error().orElseThrow().toString());
            return;
        }
        PdnError error = entry.error().orElseThrow();
        assertEquals(number, error.game());
        assertEquals(Integer.parseInt(move), error.move(), error.toString());
        assertTrue(error.reason().contains(words), error.toString());
    }

    @Test
    void theFileHoldsAsManyGamesAsItsDataTable() {
        assertEquals(4, GAMES.size());
        assertEquals(11, DAMAGED.size());
    }

    @Test
    void tagsCommentsAndShortCapturesAreKept() {
        PdnGame first = GAMES.get(0).game();
        assertEquals("Random playout", first.tags().get("White"));
        assertEquals(List.of("Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType"),
                List.copyOf(first.tags().keySet()));
        assertEquals("0-2", first.result());
        assertEquals(List.of("Two Kings are made in a series and the first takes backwards at once."), first.comments());
        PdnMove crowning = first.moves().get(12);
        assertEquals(DraughtsMove.of(13, 22, 31), crowning.move(), "13x31 read as the full series");
        assertEquals(List.of("crowned on 31, the series ends there"), crowning.comments());
        assertEquals(DraughtsMove.of(28, 19, 10), first.moves().get(33).move());
        assertEquals(6, first.finalPosition().count(Piece.BLACK_MAN));
        assertEquals(1, first.finalPosition().count(Piece.BLACK_KING));
        assertFalse(first.finalPosition().hasLegalMoves(), "White has lost");
    }

    @Test
    void aLargeFileIsReadGameByGameWithItsNumbersAndLines() {
        String one = Pdn.resource("/pdn/games.pdn");
        int copies = 200;
        List<PdnEntry> all = Pdn.read(one.repeat(copies));
        assertEquals(4 * copies, all.size());
        PdnEntry last = all.get(all.size() - 2);
        assertEquals(4 * copies - 1, last.number());
        PdnError error = last.error().orElseThrow();
        assertEquals(12, error.move());
        assertEquals(37 + (copies - 1) * one.lines().count(), error.line());
        assertTrue(all.get(all.size() - 1).ok());
    }

    @Test
    void aGameFromAFenWithWhiteToMoveCountsMovesFromOne() {
        PdnGame kings = GAMES.get(1).game();
        assertEquals(DraughtsMove.of(19, 26, 17, 10, 1), kings.moves().get(0).move());
        assertEquals("*", kings.result());
        PdnError error = Pdn.read("[FEN \"W:WK19,30:BK3,6,7,8,14,15,22,23\"]\n1... 19x10x1 2. 8-4 *\n")
                .get(0).error().orElseThrow();
        assertEquals("game 1, move 2: 8-4 is not a legal move (line 2)", error.toString());
    }
}
