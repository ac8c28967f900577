package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter ingest}: the sequence on stdout, the law engine's view of it, and bad input. */
class IngestCommandTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void boardFieldsBecomeASequenceTheLawEngineReplays() throws IOException {
        Path fields = write("game.jsonl", """
                {"at": 1000, "square": "e2", "piece": ""}
                {"at": 1500, "square": "e4", "piece": "P"}
                {"at": 4000, "square": "e7", "piece": ""}
                {"at": 4400, "square": "e5", "piece": "p"}
                """);

        Run run = Run.of("ingest", fields.toString(), "--header", "{\"white\": \"Steinitz\", \"black\": \"Zukertort\"}");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("{\"header\": {\"white\": \"Steinitz\", \"black\": \"Zukertort\"}}\n"
                + "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}\n");
        ReplayResult r = Replay.run(ContestedSequence.parse(run.out()));
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void anIllegalMoveIsKeptForTheLawEngineToRuleOn() throws IOException {
        Path fields = write("illegal.jsonl", """
                {"at": 1000, "square": "g1", "piece": ""}
                {"at": 1500, "square": "g4", "piece": "N"}
                {"at": 4000, "square": "e7", "piece": ""}
                {"at": 4400, "square": "e5", "piece": "p"}
                """);

        Run run = Run.of("ingest", fields.toString());

        assertThat(run.out()).contains("\"square\": \"g4\"");
        Run replay = Run.of("replay", write("illegal-seq.jsonl", run.out()).toString(), "--json");
        assertThat(replay.out()).contains("II.6");
    }

    @Test
    void badBytesNameTheirOffsetAfterWhatWasRead() throws IOException {
        Path dgt = dir.resolve("bad.dgt");
        Files.write(dgt, HexFormat.of().parseHex("8e0005340012348e000524"));

        Run run = Run.of("ingest", dgt.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).contains("\"lift\"").contains("e2");
        assertThat(run.err()).contains("byte 5: 2 stray bytes");
    }

    @Test
    void aBadLineOfFieldsNamesItsLine() throws IOException {
        Run run = Run.of("ingest", write("bad.jsonl", "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}\n{\"at\": 2000}\n").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).startsWith("{\"header\": {}}\n{\"act\": \"lift\"");
        assertThat(run.err()).contains("line 2: expected \"square\" and \"piece\", or \"board\"");
    }

    @Test
    void aLineOfFieldsThatIsNotUtf8IsNamedAfterWhatWasRead() throws IOException {
        Path bad = dir.resolve("latin1.jsonl");
        byte[] good = "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}\n".getBytes(StandardCharsets.UTF_8);
        byte[] latin1 = "{\"at\": 2000, \"square\": \"e4\", \"piece\": \"\u00e9\"}\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(bad, ByteBuffer.allocate(good.length + latin1.length).put(good).put(latin1).array());

        Run run = Run.of("ingest", bad.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).startsWith("{\"header\": {}}\n{\"act\": \"lift\"");
        assertThat(run.err()).contains("line 2: not valid UTF-8 (byte " + (good.length + 40) + " of the input)");
    }

    @Test
    void aBadHeaderOrFormatIsBadInput() throws IOException {
        Path fields = write("empty.jsonl", "");

        assertThat(Run.of("ingest", fields.toString(), "--header", "{").exitCode()).isEqualTo(2);
        Run format = Run.of("ingest", fields.toString(), "--format", "pgn");
        assertThat(format.exitCode()).isEqualTo(2);
        assertThat(format.err()).contains("not a format: 'pgn'");
        assertThat(Run.of("ingest", dir.resolve("missing.dgt").toString()).err()).contains("no such file");
    }

    @Test
    void aSimulatedGameComesBackThroughIngestAndReplay() throws IOException {
        String pgn = Run.of("corpus", "--games", "1", "--seed", "5").out();
        Path file = write("one.pgn", pgn);
        Path capture = dir.resolve("one.dgt");

        Run simulate = Run.of("simulate-board", file.toString(), "-o", capture.toString(), "--noise", "0.2", "--seed", "3");
        Run ingest = Run.of("ingest", capture.toString(), "--no-press");

        assertThat(simulate.exitCode()).isZero();
        assertThat(simulate.err()).startsWith("1 game, ").contains("noises: ");
        assertThat(ingest.exitCode()).isZero();
        PgnGame game = new PgnReader(new StringReader(pgn)).next().game();
        assertThat(IngestCorpus.replay(ingest.out(), game, game.plies())).isNull();
        assertThat(Run.of("ingest", capture.toString()).out()).contains("\"press\"");
    }

    @Test
    void severalGamesGoToAFolder() throws IOException {
        Path file = write("three.pgn", Run.of("corpus", "--games", "3").out());

        assertThat(Run.of("simulate-board", file.toString()).exitCode()).isEqualTo(2);
        Run run = Run.of("simulate-board", file.toString(), "-o", dir.resolve("out").toString());

        assertThat(run.exitCode()).isZero();
        try (var files = Files.list(dir.resolve("out"))) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("game-0001.dgt", "game-0002.dgt", "game-0003.dgt");
        }
        byte[] first = Files.readAllBytes(dir.resolve("out/game-0001.dgt"));
        assertThat(Arrays.copyOf(first, 8)).isEqualTo("DGTCAP1\n".getBytes());
    }
}
