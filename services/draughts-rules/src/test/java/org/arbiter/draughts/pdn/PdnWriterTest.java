package org.arbiter.draughts.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.draughts.DraughtsMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PdnWriterTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/pdn/games.pdn", "/pdn/damaged.pdn"})
    void everyGoodGameReadsBackAsItWasWritten(String file) {
        for (PdnEntry entry : Pdn.read(Pdn.resource(file))) {
            if (entry.ok()) {
                String text = PdnWriter.write(entry.game());
                List<PdnEntry> again = Pdn.read(text);
                assertEquals(1, again.size());
                assertTrue(again.get(0).ok(), text);
                assertEquals(entry.game(), again.get(0).game(), text);
                text.lines().forEach(line -> assertTrue(line.length() < 80, line));
            }
        }
    }

    @Test
    void writesNumbersBeforeBlacksMovesAndAfterAnInterruption() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "A \"quoted\" name");
        tags.put("Result", "1-1");
        PdnGame game = new PdnGame(tags, List.of("Opening"), List.of(
                new PdnMove(DraughtsMove.of(11, 15), List.of()),
                new PdnMove(DraughtsMove.of(23, 19), List.of()),
                new PdnMove(DraughtsMove.of(8, 11), List.of("a  quiet move")),
                new PdnMove(DraughtsMove.of(22, 17), List.of())), "1-1");
        assertEquals("[Event \"A \\\"quoted\\\" name\"]\n[Result \"1-1\"]\n\n"
                + "{Opening} 1. 11-15 23-19 2. 8-11 {a  quiet move} 2... 22-17 1-1\n\n", PdnWriter.write(game));
        assertThrows(IllegalArgumentException.class, () -> new PdnGame(tags, List.of("a } brace"), List.of(), "*"));
        assertThrows(IllegalArgumentException.class, () -> new PdnGame(tags, List.of(), List.of(), "1/2-1/2"));
    }

    @Test
    void aTagValueWithANewlineStaysOneTagPairAndCannotForgeAnother() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Sinclair\n[Result \"0-2\"]\t\\");
        tags.put("Result", "2-0");

        String written = PdnWriter.write(new PdnGame(tags, List.of(), List.of(), "2-0"));

        assertEquals("[White \"Sinclair [Result \\\"0-2\\\"] \\\\\"]\n[Result \"2-0\"]\n\n2-0\n\n", written);
    }

    @Test
    void aTagValueWithAUnicodeLineBreakStaysOnItsLine() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Sinclair\u2028[Result \"0-2\"]\u0085\u2029");
        tags.put("Result", "2-0");

        String written = PdnWriter.write(new PdnGame(tags, List.of(), List.of(), "2-0"));

        assertEquals("[White \"Sinclair [Result \\\"0-2\\\"]  \"]\n[Result \"2-0\"]\n\n2-0\n\n", written);
    }
}
