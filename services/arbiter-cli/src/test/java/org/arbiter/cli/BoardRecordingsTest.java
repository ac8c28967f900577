package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbiter.board.BoardAct;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The recordings of boards as they really behave (board-ingest's test resources {@code recordings/}:
 * found ones with their source, hand-made ones for each behaviour of issue 36), each with the game
 * that was played as its expected answer: ingest reads them, the law engine replays the acts, and
 * the moves that stand are the moves played, with no ruling but a game's end.
 */
class BoardRecordingsTest {
    private static final Path RECORDINGS = Path.of("../board-ingest/src/test/resources/recordings");

    static Stream<String> recordings() throws IOException {
        try (Stream<Path> files = Files.list(RECORDINGS)) {
            List<String> names = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".jsonl") || n.endsWith(".dgthex")).sorted().toList();
            assertThat(names).hasSizeGreaterThanOrEqualTo(11);
            return names.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("recordings")
    void theGamePlayedIsReadBack(String name) throws IOException {
        String text = Files.readString(RECORDINGS.resolve(name));
        assertThat(meta(text, "source")).as("every recording says where it comes from").isPresent();
        List<String> played = meta(text, "played").map(p -> Arrays.stream(p.split("\\s+")).filter(m -> !m.isEmpty()).toList())
                .orElseThrow();
        boolean dgt = name.endsWith(".dgthex");
        byte[] input = dgt ? DgtCapture.fromText(text).bytes() : text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String header = dgt ? text.lines().filter(l -> l.startsWith("header:")).map(l -> l.substring(7).strip()).findFirst()
                .orElse(null) : meta(text, "header").orElse(null);

        Ingest.Result ingested = Ingest.run(input, dgt ? Ingest.Format.DGT : Ingest.Format.FIELDS, header, Settings.defaults());

        assertThat(ingested.error()).isEmpty();
        ContestedSequence sequence = ContestedSequence.parse(ingested.text());
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            Replay.Frame f = replay.apply(sequence.actions().get(i), i + 2);
            // I.15 ends the game (a mate); any other ruling means the board was misread.
            assertThat(f.rulings()).as("%s: act %d %s", name, i + 1, sequence.actions().get(i))
                    .allMatch(r -> r.law().startsWith("I.15"));
        }
        MoveRecord record = replay.state().record();
        assertThat(record.standing().stream().map(MoveRecord.Entry::san).toList()).as(name + "\n" + ingested.text())
                .containsExactlyElementsOf(played);
        assertThat(record.pending()).isEmpty();
        // The men must stand as the moves played leave them: a man taken off after the game (to make room for the
        // Kings' result signal, or clearing the board) read as an act loses a man without changing the moves.
        Position after = Position.fromFen(new Replay(sequence.header()).state().fen());
        for (String san : played) {
            after = after.play(Notation.parse(after, san));
        }
        String placement = replay.state().fen().split(" ")[0];
        assertThat(withoutKings(placement)).as(name + "\n" + ingested.text()).isEqualTo(withoutKings(after.placement()));
        meta(text, "result").ifPresent(result -> assertThat(ingested.acts()).as(name)
                .anyMatch(a -> a instanceof BoardAct.Note n && n.text().startsWith("result signal") && n.text().contains(": " + result + ";")));
    }

    /** The placement with the Kings taken out, since a result signal moves them after the game. */
    private static String withoutKings(String placement) {
        StringBuilder squares = new StringBuilder(64);
        for (char c : placement.toCharArray()) {
            if (Character.isDigit(c)) {
                squares.append(".".repeat(c - '0'));
            } else if (c != '/') {
                squares.append(c == 'K' || c == 'k' ? '.' : c);
            }
        }
        return squares.toString();
    }

    private static Optional<String> meta(String text, String key) {
        return text.lines().filter(l -> l.startsWith("# " + key + ":")).map(l -> l.substring(key.length() + 3).strip()).findFirst();
    }
}
