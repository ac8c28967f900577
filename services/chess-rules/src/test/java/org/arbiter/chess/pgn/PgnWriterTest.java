package org.arbiter.chess.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.arbiter.chess.Move;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    @Test
    void aTagValueWithANewlineStaysOneTagPairAndCannotForgeAnother() {
        Map<String, String> tags = new java.util.LinkedHashMap<>();
        tags.put("Event", "Club\n[Result \"0-1\"]");
        tags.put("White", "O\"Kelly \\ de Galway\r\tjr");
        tags.put("Result", "1-0");

        String written = PgnWriter.write(new PgnGame(tags, new PgnLine(List.of(), List.of()), "1-0"));

        assertThat(written.lines().filter(l -> l.startsWith("["))).containsExactly(
                "[Event \"Club [Result \\\"0-1\\\"]\"]",
                "[White \"O\\\"Kelly \\\\ de Galway  jr\"]",
                "[Result \"1-0\"]");
        PgnGame read = PgnReaderTest.read(written).get(0).game();
        assertThat(read.tags()).containsEntry("Event", "Club [Result \"0-1\"]")
                .containsEntry("White", "O\"Kelly \\ de Galway  jr").containsEntry("Result", "1-0");
    }

    @Test
    void aTagValueOrCommentWithAUnicodeLineBreakStaysOnItsLine() {
        Map<String, String> tags = new java.util.LinkedHashMap<>();
        tags.put("Event", "Club\u2028[Result \"0-1\"]");
        tags.put("White", "A\u0085[Black \"X\"]");
        tags.put("Black", "B\u2029C");
        tags.put("Result", "1-0");
        PgnLine line = new PgnLine(List.of(), List.of(new PgnMove(Move.of(Square.E2, Square.E4), List.of(),
                List.of("a ruling } with a brace\u2028[Event \"forged\"]"), List.of())));

        String written = PgnWriter.write(new PgnGame(tags, line, "1-0"));

        assertThat(written.split("\\R")).filteredOn(l -> l.startsWith("[")).containsExactly(
                "[Event \"Club [Result \\\"0-1\\\"]\"]",
                "[White \"A [Black \\\"X\\\"]\"]",
                "[Black \"B C\"]",
                "[Result \"1-0\"]");
    }

    @Test
    void everyReadableGameSurvivesARoundTrip() {
        List<PgnEntry> entries = PgnReaderTest.read(PgnReaderTest.resource("/pgn/three-games.pgn"));
        int checked = 0;
        for (PgnEntry entry : entries) {
            if (!entry.ok()) {
                continue;
            }
            String written = PgnWriter.write(entry.game());
            List<PgnEntry> again = PgnReaderTest.read(written);
            assertThat(again).hasSize(1);
            assertThat(again.get(0).error()).isEmpty();
            assertThat(again.get(0).game()).isEqualTo(entry.game());
            assertThat(PgnWriter.write(again.get(0).game())).isEqualTo(written);
            assertThat(written.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
            checked++;
        }
        assertThat(checked).isEqualTo(2);
    }

    @Test
    void writesTheExportForm() {
        PgnMove e4 = new PgnMove(Move.of(Square.E2, Square.E4), List.of(1), List.of("best by test"), List.of(
                PgnLine.of(List.of(PgnMove.of(Move.of(Square.D2, Square.D4)), PgnMove.of(Move.of(Square.D7, Square.D5))))));
        PgnGame game = new PgnGame(Map.of("White", "Say \"hi\""),
                new PgnLine(List.of("start"), List.of(e4, PgnMove.of(Move.of(Square.E7, Square.E5)),
                        PgnMove.of(Move.of(Square.G1, Square.F3)))), "*");
        assertThat(PgnWriter.write(game)).isEqualTo(
                "[White \"Say \\\"hi\\\"\"]\n\n{start} 1. e4 $1 {best by test} (1. d4 d5) 1... e5 2. Nf3 *\n\n");
    }

    @Test
    void longMovetextIsWrappedBeforeColumn80() {
        PgnGame opera = PgnReaderTest.read(PgnReaderTest.resource("/pgn/three-games.pgn")).get(2).game();
        String written = PgnWriter.write(opera);
        assertThat(written).contains("12. O-O-O Rd8").endsWith("17. Rd8# 1-0\n\n");
        assertThat(written.lines().filter(l -> !l.startsWith("[") && !l.isEmpty()).count()).isGreaterThan(1);
    }
}
