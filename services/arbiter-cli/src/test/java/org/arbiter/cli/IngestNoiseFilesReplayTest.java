package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The law engine accepts every act ingest reads from board-ingest's hand-written noise captures, and
 * rules only on the one that holds an illegal move (beyond the end of a game and Rook-first castling's notice).
 */
class IngestNoiseFilesReplayTest {
    private static final Path NOISES = Path.of("../board-ingest/src/test/resources/noises");

    static Stream<String> captures() throws IOException {
        try (Stream<Path> files = Files.list(NOISES)) {
            List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".dgthex")).sorted().toList();
            assertThat(names).hasSizeGreaterThanOrEqualTo(19);
            return names.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("captures")
    void theLawEngineAcceptsTheActs(String name) throws IOException {
        String text = Files.readString(NOISES.resolve(name));
        String header = text.lines().map(String::strip).filter(l -> l.startsWith("header:"))
                .map(l -> l.substring("header:".length()).strip()).findFirst().orElse(null);
        Ingest.Result ingested = Ingest.run(DgtCapture.fromText(text).bytes(), Ingest.Format.DGT, header,
                new Settings(Settings.DEFAULT_DEBOUNCE, true, false));

        ReplayResult r = Replay.run(ContestedSequence.parse(ingested.text()));

        List<String> laws = Stream.concat(r.rulings().stream(), r.notices().stream()).map(x -> x.law()).toList();
        if (name.startsWith("clock-flag")) {
            assertThat(laws).as("the 1897 Code keeps time by the record of time used: a clock's 0:00 decides nothing")
                    .containsExactly("silent");
        } else if (name.startsWith("illegal-move")) {
            assertThat(laws).anyMatch(law -> law.startsWith("II.6"));
        } else {
            // I.15 ends a game whose men cannot mate, as a promotion to a Knight against a bare King does.
            assertThat(laws).as(name).allMatch(law -> law.startsWith("I.15") || law.equals("II.5(f)"));
        }
    }
}
