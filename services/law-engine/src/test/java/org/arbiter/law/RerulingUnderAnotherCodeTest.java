package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/**
 * A game re-ruled under another code (issue 34, item 8): every act gets a ruling or a notice, a
 * header condition the code cannot apply is named, and a game's end is reported once.
 */
class RerulingUnderAnotherCodeTest {
    private static final Path EXAMPLES = Path.of("../../examples");

    @Test
    void everyExampleRuledUnderEveryCodeOfItsGameIsRefusedByItsHeaderOrReplayedToTheEnd() throws IOException {
        List<String> stopped = new ArrayList<>();
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".jsonl")).sorted().toList()) {
                ContestedSequence sequence = ContestedSequence.parse(Files.readString(file));
                for (String code : Rulebooks.codes(sequence.header().game())) {
                    Comparison.Ruled ruled = Comparison.of(sequence, List.of(code)).ruled().get(0);
                    ruled.rejected().ifPresent(e -> stopped.add(file.getFileName() + " under " + code + ": " + e));
                }
            }
        }
        assertThat(stopped).isEmpty();
    }

    @Test
    void fide_oddsOfAManAreNamedNeverDropped() throws IOException {
        ContestedSequence sequence = ContestedSequence.parse(Files.readString(
                EXAMPLES.resolve("law-IV5-castling-without-rook.jsonl")));

        Comparison.Ruled fide = Comparison.of(sequence, List.of("fide-2023")).ruled().get(0);

        assertThat(fide.refused()).get().extracting(SequenceError::field).isEqualTo("odds");
        assertThat(fide.frames()).as("no castling with a Rook the odds took off the board").isEmpty();
    }

    @Test
    void fide_aTimeLimitOfThe1897CodeIsNamedNeverDropped() {
        assertThatThrownBy(() -> Replay.run(ContestedSequence.parse("""
                {"header":{"code":"fide-2023","timeLimit":{"first":20,"then":15}}}
                {"act":"move","by":"white","move":"e4"}
                """))).isInstanceOf(SequenceError.class).extracting("field").isEqualTo("timeLimit");
    }

    @Test
    void code1897_aChessclockTimeControlItCannotApplyIsNamedAtTheFirstAct() throws IOException {
        ContestedSequence sequence = ContestedSequence.parse(Files.readString(
                EXAMPLES.resolve("fide-9-2-castling-rights-repetition.jsonl")));

        Comparison.Ruled code1897 = Comparison.of(sequence, List.of("chess-code-1897")).ruled().get(0);

        assertThat(code1897.frames().get(0).notices()).extracting(Ruling::law).contains(Ruling.SILENT);
        assertThat(code1897.frames().subList(1, code1897.frames().size()))
                .as("named once, not at every act").allSatisfy(f -> assertThat(f.notices())
                        .noneMatch(n -> n.text().contains("timeControl")));
    }

    @Test
    void fide_penaltiesExactedWaivedOrRequiredGetANoticeThatTheLawsHaveNone() {
        ReplayResult r = Replay.run(ContestedSequence.parse("""
                {"header":{"code":"fide-2023"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"exact","by":"black","penalty":"A"}
                {"act":"waive","by":"black"}
                {"act":"require","by":"black","requirement":"replace-man"}
                {"act":"refuse","by":"white"}
                {"act":"move","by":"black","move":"e5"}
                """));

        assertThat(r.notices()).extracting(Ruling::seq).containsExactly(2, 3, 4, 5);
        assertThat(r.notices()).extracting(Ruling::law).containsOnly(Ruling.SILENT);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void fide_aMoveOutOfTurnIsRecordedWithANoticeAndTheReplayGoesOn() {
        ReplayResult r = Replay.run(ContestedSequence.parse("""
                {"header":{"code":"fide-2023"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"move","by":"white","move":"d4"}
                {"act":"lift","by":"white","square":"d2"}
                {"act":"place","by":"white","square":"d4"}
                {"act":"release","by":"white"}
                {"act":"move","by":"black","move":"e5"}
                """));

        assertThat(r.actions()).isEqualTo(6);
        assertThat(r.notices()).extracting(Ruling::seq).containsExactly(2, 3, 4, 5);
        assertThat(r.notices()).extracting(Ruling::law).containsOnly(Ruling.SILENT);
        assertThat(r.position()).as("the men handled out of turn are taken as they stood")
                .isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void aGameEndedUnderOneCodeAndNotTheOtherPartsInItsResultOnce() {
        // An offence claimed forfeits the game under the 1897 Code (II.9); the household laws alone
        // have no law on it, so the game goes on there: the results part at act 3 and at no later act.
        ContestedSequence sequence = ContestedSequence.parse("""
                {"header":{"code":"chess-code-1897"}}
                {"act":"move","by":"white","move":"e4"}
                {"act":"offence","by":"white","offence":"printed-matter","knownTo":"black"}
                {"act":"claim","by":"black","claim":"forfeit","offence":"printed-matter"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"move","by":"white","move":"Nf3"}
                {"act":"move","by":"black","move":"Nc6"}
                """);

        Comparison c = Comparison.of(sequence, List.of("chess-code-1897", "household-chess"));

        assertThat(c.ruled().get(0).result().result()).isEqualTo(Result.BLACK_WINS);
        assertThat(c.ruled().get(1).result().result()).isEqualTo(Result.IN_PLAY);
        assertThat(c.partings()).filteredOn(p -> !p.results().isEmpty()).extracting(Comparison.Parting::seq)
                .containsExactly(3);
    }
}
