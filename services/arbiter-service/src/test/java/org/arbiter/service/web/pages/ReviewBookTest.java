package org.arbiter.service.web.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.JsonInput;
import org.junit.jupiter.api.Test;

/** The review document: frames as the law engine saw each instant, and the PGN with rulings as comments. */
class ReviewBookTest {
    static final Path CASES = Path.of("../law-engine/src/test/resources/cases");

    static String read(String name) throws IOException {
        return Files.readString(CASES.resolve(name), StandardCharsets.UTF_8);
    }

    private static final JsonInput INPUT = new JsonInput();

    static ReviewView upload(String jsonl) {
        return ReviewBook.ofUpload(jsonl, INPUT);
    }

    @Test
    void anUncorrectedIllegalMoveLeavesTheRecordAsRestoredWithTheRulingAsAComment() throws IOException {
        String pgn = upload(read("law-6e-uncorrected-illegal-move.jsonl")).pgn();
        assertThat(pgn).contains("[Result \"*\"]");
        String moves = pgn.substring(pgn.indexOf("\n\n") + 2).replaceAll("\\s+", " ").strip();
        assertThat(moves).startsWith("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {II.6(e): The illegal move f3f5 by White remained")
                .endsWith("} 4. Ba4 Nf6 *");
        assertThat(pgn.lines()).allMatch(line -> line.length() < 80);
    }

    @Test
    void eachFrameCarriesTheBoardTheTouchedMenAndTheRulingsWithTheWordsOfTheLaw() throws IOException {
        List<ReviewView.Frame> frames = upload(read("law-6e-uncorrected-illegal-move.jsonl")).frames();

        assertThat(frames).hasSize(11);
        ReviewView.Frame illegal = frames.get(6);
        assertThat(illegal.touched()).isEqualTo(Map.of("f3", "white", "f5", "white"));
        assertThat(illegal.lastMove()).as("an illegal move is shown, not recorded")
                .extracting("from", "to", "san").containsExactly("f3", "f5", null);

        ReviewView.Frame restored = frames.get(8);
        assertThat(restored.fen()).startsWith("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w");
        assertThat(restored.lastMove().san()).isEqualTo("a6");
        assertThat(restored.rulings()).singleElement().satisfies(r -> {
            assertThat(r.law()).isEqualTo("II.6(e)");
            assertThat(r.seq()).isEqualTo(9);
            assertThat(r.words()).startsWith("If a player has made an illegal move");
        });
    }

    @Test
    void reRuledUnderAnotherCodeTheReviewFollowsThatCodeAndMarksWhereItPartsFromTheGamesOwn() throws IOException {
        String sequence = Files.readString(Path.of("../../examples/codes-touched-man-cannot-move.jsonl"));
        ReviewView own = upload(sequence);
        ReviewView reRuled = ReviewBook.ofUpload(sequence, INPUT, Optional.of("chess-code-1897"), Optional.empty());

        assertThat(own.code()).isEqualTo("encyclopaedia-1911");
        assertThat(own.partings()).as("a game reviewed under its own code parts from nothing").isEmpty();
        assertThat(reRuled.code()).isEqualTo("chess-code-1897");
        assertThat(reRuled.playedUnder()).isEqualTo("encyclopaedia-1911");
        assertThat(reRuled.codes()).contains("chess-code-1897", "encyclopaedia-1911", "fide-2023");
        // 1911: the touched Bishop cannot move, so a King move is owed and d4 is refused; 1897: d4 stands.
        assertThat(own.frames().get(1).fen()).startsWith("4k3/8/8/8/8/8/1P1P4/2B1K2R w");
        assertThat(reRuled.frames().get(1).fen()).startsWith("4k3/8/8/8/3P4/8/1P6/2B1K2R b");
        assertThat(reRuled.partings()).filteredOn(p -> p.seq() == 2).singleElement().satisfies(p -> {
            assertThat(p.positions()).containsOnlyKeys("encyclopaedia-1911", "chess-code-1897");
            assertThat(p.positions().get("chess-code-1897")).isEqualTo(reRuled.frames().get(1).fen().substring(0,
                    reRuled.frames().get(1).fen().indexOf(' ') + 2));
        });
    }

    @Test
    void anUnknownCodeIsRefusedNamingTheHeaderField() {
        assertThatThrownBy(() -> ReviewBook.ofUpload("{\"header\": {}}\n", INPUT, Optional.of("no-such-code"),
                Optional.empty())).isInstanceOf(SequenceError.class).hasMessageContaining("code")
                .hasMessageContaining("no-such-code");
    }

    @Test
    void theManInHandIsShownFromItsLiftingUntilTheHandQuitsIt() {
        List<ReviewView.Frame> frames = upload("""
                {"header": {"white": "Steinitz", "black": "Lasker"}}
                {"act": "lift", "by": "white", "square": "g1"}
                {"act": "place", "by": "white", "square": "f3"}
                {"act": "release", "by": "white"}
                """).frames();

        assertThat(frames.get(0).hand()).isEqualTo(new ReviewView.Hand("N", "g1", null));
        assertThat(frames.get(1).hand().on()).isEqualTo("f3");
        assertThat(frames.get(2).hand()).isNull();
        assertThat(frames.get(2).move().san()).isEqualTo("Nf3");
    }

    @Test
    void anUploadIsReviewedUpToItsFirstBadLineWhichIsNamed() {
        ReviewView book = upload("""
                {"header": {}}
                {"act": "move", "by": "white", "move": "e4"}
                {"act": "place", "by": "black", "square": "e5"}
                {"act": "move", "by": "black", "move": "e5"}
                """);

        assertThat(book.frames()).hasSize(1);
        assertThat(book.error().line()).isEqualTo(3);
    }
}
