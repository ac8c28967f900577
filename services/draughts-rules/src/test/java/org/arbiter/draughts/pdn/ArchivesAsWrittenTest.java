package org.arbiter.draughts.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.MoveError;
import org.junit.jupiter.api.Test;

/**
 * Archives as players and their programs wrote them ({@code archives.pdn}, sources in
 * {@code archives.source.md}): a move is read by the squares it names, a separator that does not
 * fit the move is a note, a result given only in the tags is taken from them, and only a move that
 * no legal move matches is refused.
 */
class ArchivesAsWrittenTest {
    private static final String TEXT = Pdn.resource("/pdn/archives.pdn");
    private static final List<PdnEntry> GAMES = Pdn.read(TEXT);
    /** Ballot 102 as The Checker Maven prints it, the separators as the book writes them. */
    private static final String BALLOT_102 = "11-15 24-20 8-11 28-24 9-13 22-18 15x22 25x18 3-8 26-22 5-9 30-26 1-5"
            + " 32-28 9-14 18x9 5x14 22-17 13x22 26x17 11-16 20x11 8x15";

    @Test
    void thePdnStandardsOwnDraughtsExampleIsReadWithItsResultFromTheTag() {
        PdnEntry dyke = GAMES.get(0);
        assertTrue(dyke.ok(), () -> dyke.error().orElseThrow().toString());
        assertEquals(moveWords(section(0)), dyke.game().plies(), "every move the text writes is read");
        assertEquals("1-1", dyke.game().result(), "the tag's 1/2-1/2 is PDN's 1-1");
        assertEquals(1, dyke.notes().size(), dyke.notes().toString());
        assertTrue(dyke.notes().get(0).text().contains("Result tag only"), dyke.notes().toString());
    }

    @Test
    void stepsWrittenWithXAreReadByTheirSquaresAndEachIsNoted() {
        PdnEntry archive = GAMES.get(1);
        assertTrue(archive.ok(), () -> archive.error().orElseThrow().toString());
        String[] book = BALLOT_102.split(" ");
        long steps = java.util.Arrays.stream(book).filter(m -> m.contains("-")).count();
        assertEquals(book.length, archive.game().plies());
        assertEquals(steps, archive.notes().size(), "one note per step the archive wrote with x");
        assertEquals(replayed(book), archive.game().finalPosition(), "the same position as the book's own notation");
        PdnNote first = archive.notes().get(0);
        assertEquals(2, first.game());
        assertEquals(1, first.move());
        assertEquals("11x15 is written as a capture but takes nothing: 11-15", first.text());
    }

    @Test
    void aResultGivenOnlyInTheTagsIsTakenFromThemAndALineCommentIsKept() {
        PdnEntry tagOnly = GAMES.get(2);
        assertTrue(tagOnly.ok(), () -> tagOnly.error().orElseThrow().toString());
        assertEquals("1-1", tagOnly.game().result());
        assertEquals(replayed(BALLOT_102.split(" ")), tagOnly.game().finalPosition());
        assertEquals(List.of("the capture is forced"), tagOnly.game().moves().get(7).comments());
    }

    @Test
    void onlyAMoveNoLegalMoveMatchesIsRefusedNamingIt() {
        PdnEntry bad = GAMES.get(3);
        PdnError error = bad.error().orElseThrow();
        assertEquals(2, error.move());
        assertTrue(error.reason().startsWith("8x12 is not a legal move"), error.toString());
        assertEquals(2, bad.game().plies(), "the moves before it are kept");
    }

    @Test
    void aMoveWithASpaceInsideAsTheOpenCheckersArchiveWritesOneIsReadByItsSquaresAndNoted() {
        PdnEntry manchester = GAMES.get(4);
        assertTrue(manchester.ok(), () -> manchester.error().orElseThrow().toString());
        assertEquals(44, manchester.game().plies(), "every move of the 1841 game, to White's closing triple jump");
        assertEquals("0-1", manchester.game().result());
        assertEquals(1, manchester.notes().size(), manchester.notes().toString());
        PdnNote note = manchester.notes().get(0);
        assertEquals(7, note.move());
        assertEquals("'5x 14' is written with a space inside: 5x14", note.text());
    }

    @Test
    void aMoveCutBeforeAResultIsRefusedAndTheResultStillRead() {
        PdnEntry cut = Pdn.read("[Event \"cut\"]\n\n1. 11-15 24- 1-0\n").get(0);
        PdnError error = cut.error().orElseThrow();
        assertEquals("'24-' is not a move, a move number or a result", error.reason());
        assertEquals("1-0", cut.game().result());
    }

    @Test
    void aCaptureWrittenAsAStepIsReadAndNoted() {
        DraughtsPosition p = replayed("11-15 24-20 8-11 28-24 9-13 22-18".split(" "));
        var written = p.read("15-22");
        assertEquals("15x22", written.move().notation());
        assertEquals("15-22 is written as a step but takes: 15x22", written.note().orElseThrow());
        assertTrue(p.read("15x22").note().isEmpty());
        MoveError refused = org.junit.jupiter.api.Assertions.assertThrows(MoveError.class, () -> p.read("15x24"));
        assertEquals("15x24", refused.input());
    }

    private static DraughtsPosition replayed(String[] moves) {
        DraughtsPosition p = DraughtsPosition.initial();
        for (String m : moves) {
            p = p.play(m);
        }
        return p;
    }

    /** The text of the n-th game, from its first tag to the next game's. */
    private static String section(int n) {
        return TEXT.split("\n\n(?=\\[Event )")[n];
    }

    /** Counts the words written as moves (outside comments and tags), independently of the reader. */
    private static int moveWords(String game) {
        String movetext = game.replaceAll("(?s)\\{.*?}", " ").replaceAll("(?m)^\\[.*$", " ");
        Matcher m = Pattern.compile("\\b\\d+[-x]\\d+\\b").matcher(movetext);
        int count = 0;
        while (m.find()) {
            count++;
        }
        return count;
    }
}
