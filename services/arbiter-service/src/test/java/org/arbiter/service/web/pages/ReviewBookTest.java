package org.arbiter.service.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The review document: frames as the law engine saw each instant, and the PGN with rulings as comments. */
class ReviewBookTest {
    static final Path CASES = Path.of("../law-engine/src/test/resources/cases");

    static String read(String name) throws IOException {
        return Files.readString(CASES.resolve(name), StandardCharsets.UTF_8);
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> frames(Map<String, Object> book) {
        return (List<Map<String, Object>>) book.get("frames");
    }

    @Test
    void anUncorrectedIllegalMoveLeavesTheRecordAsRestoredWithTheRulingAsAComment() throws IOException {
        Map<String, Object> book = ReviewBook.ofSequence(read("law-6e-uncorrected-illegal-move.jsonl"));

        String pgn = (String) book.get("pgn");
        assertThat(pgn).contains("[Result \"*\"]");
        String moves = pgn.substring(pgn.indexOf("\n\n") + 2).replaceAll("\\s+", " ").strip();
        assertThat(moves).startsWith("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {II.6(e): The illegal move f3f5 by White remained")
                .endsWith("} 4. Ba4 Nf6 *");
        assertThat(pgn.lines()).allMatch(line -> line.length() < 80);
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachFrameCarriesTheBoardTheTouchedMenAndTheRulingsWithTheWordsOfTheLaw() throws IOException {
        List<Map<String, Object>> frames = frames(ReviewBook.ofSequence(read("law-6e-uncorrected-illegal-move.jsonl")));

        assertThat(frames).hasSize(11);
        Map<String, Object> illegal = frames.get(6);
        assertThat(illegal.get("touched")).isEqualTo(Map.of("f3", "white", "f5", "white"));
        assertThat((Map<String, Object>) illegal.get("lastMove")).as("an illegal move is shown, not recorded")
                .containsEntry("from", "f3").containsEntry("to", "f5").containsEntry("san", null);

        Map<String, Object> restored = frames.get(8);
        assertThat((String) restored.get("fen")).startsWith("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w");
        assertThat((Map<String, Object>) restored.get("lastMove")).containsEntry("san", "a6");
        List<Map<String, Object>> rulings = (List<Map<String, Object>>) restored.get("rulings");
        assertThat(rulings).singleElement().satisfies(r -> {
            assertThat(r).containsEntry("law", "II.6(e)").containsEntry("seq", 9);
            assertThat((String) r.get("words")).startsWith("If a player has made an illegal move");
        });
    }

    @Test
    @SuppressWarnings("unchecked")
    void theManInHandIsShownFromItsLiftingUntilTheHandQuitsIt() {
        List<Map<String, Object>> frames = frames(ReviewBook.ofSequence("""
                {"header": {"white": "Steinitz", "black": "Lasker"}}
                {"act": "lift", "by": "white", "square": "g1"}
                {"act": "place", "by": "white", "square": "f3"}
                {"act": "release", "by": "white"}
                """));

        assertThat((Map<String, Object>) frames.get(0).get("hand")).containsEntry("man", "N").containsEntry("from", "g1")
                .containsEntry("on", null);
        assertThat((Map<String, Object>) frames.get(1).get("hand")).containsEntry("on", "f3");
        assertThat(frames.get(2).get("hand")).isNull();
        assertThat((Map<String, Object>) frames.get(2).get("move")).containsEntry("san", "Nf3");
    }

    @Test
    void anUploadIsReviewedUpToItsFirstBadLineWhichIsNamed() {
        Map<String, Object> book = ReviewBook.ofSequence("""
                {"header": {}}
                {"act": "move", "by": "white", "move": "e4"}
                {"act": "place", "by": "black", "square": "e5"}
                {"act": "move", "by": "black", "move": "e5"}
                """);

        assertThat(frames(book)).hasSize(1);
        assertThat(book.get("error")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsEntry("line", 3);
    }
}
