package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.Comparison;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A contested sequence posted over HTTP gives exactly what the law engine's replay gives. */
@Tag("http-sequence")
abstract class HttpSequenceSuite extends InContext {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.arbiter.service.it.Suite#cases")
    void jsonLinesPostedOverHttpReplayExactlyAsTheLawEngine(Path file) {
        String text = read(file);
        List<String> lines = lines(text);
        String id = open(lines.get(0));
        String body = String.join("\n", lines.subList(1, lines.size()));

        HttpResponse<String> r = actions(id, "application/x-ndjson", body);

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String expected = Replay.run(ContestedSequence.parse(text)).toJson();
        assertThat(object(get("/api/games/" + id + "/replay").body())).isEqualTo(object(expected));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.arbiter.service.it.Suite#cases")
    void aWholeFilePostedToOpenAGameReplaysExactlyAsTheLawEngine(Path file) {
        String text = read(file);

        HttpResponse<String> r = post("/api/games", "application/x-ndjson", text);

        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        String id = (String) object(r.body()).get("id");
        String expected = Replay.run(ContestedSequence.parse(text)).toJson();
        assertThat(object(get("/api/games/" + id + "/replay").body())).isEqualTo(object(expected));
    }

    @Test
    void aWholeFileOfTheGameItselfIsAcceptedByItsActions() {
        Path file = cases().findFirst().orElseThrow();
        String text = read(file);
        String id = open(lines(text).get(0));

        HttpResponse<String> r = actions(id, "application/jsonl", text);

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(object(get("/api/games/" + id + "/replay").body()))
                .isEqualTo(object(Replay.run(ContestedSequence.parse(text)).toJson()));
    }

    @Test
    void aJsonArrayOfActionsIsRecordedAsJsonLinesAre() {
        Path file = cases().findFirst().orElseThrow();
        String text = read(file);
        List<String> lines = lines(text);
        String id = open(lines.get(0));

        HttpResponse<String> r = actions(id, "application/json", "[" + String.join(",", lines.subList(1, lines.size())) + "]");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(object(get("/api/games/" + id + "/replay").body()))
                .isEqualTo(object(Replay.run(ContestedSequence.parse(text)).toJson()));
    }

    @Test
    void theLedgerListsTheGamesRulingsWithTheirCitations() {
        Path file = cases().filter(p -> p.getFileName().toString().startsWith("law-6e")).findFirst()
                .orElseGet(() -> cases().findFirst().orElseThrow());
        String text = read(file);
        List<String> lines = lines(text);
        String id = open(lines.get(0));
        actions(id, "application/x-ndjson", String.join("\n", lines.subList(1, lines.size())));
        ReplayResult expected = Replay.run(ContestedSequence.parse(text));
        List<String> expectedRulings = new ArrayList<>();
        for (Ruling ruling : expected.rulings()) {
            expectedRulings.add(ruling.seq() + " " + ruling.law() + " " + ruling.text());
        }

        eventually(() -> {
            List<String> ledger = new ArrayList<>();
            for (Map<String, Object> entry : array(get("/api/rulings?game=" + id).body())) {
                ledger.add(entry.get("seq") + " " + entry.get("law") + " " + entry.get("text"));
            }
            assertThat(ledger).isEqualTo(expectedRulings);
        });
    }

    @Test
    void aStoredGameIsRuledUnderAnotherCodeAndComparedAsTheLawEngineDoes() {
        String text = read(cases().filter(p -> p.getFileName().toString().startsWith("law-6e")).findFirst().orElseThrow());
        String id = (String) object(post("/api/games", "application/x-ndjson", text).body()).get("id");
        ContestedSequence sequence = ContestedSequence.parse(text);
        List<String> codes = List.of("chess-code-1897", "fide-2023");

        Map<String, Object> fide = object(get("/api/games/" + id + "/replay?code=fide-2023").body());
        Replay.Partial expected = Replay.runUpToRejection(sequence.ruledBy("fide-2023", java.util.Optional.empty()),
                frame -> { });
        assertThat(fide).containsEntry("code", "fide-2023").containsEntry("result", expected.result().result().text())
                .containsEntry("position", expected.result().position());
        assertThat(((List<?>) fide.get("rulings")).stream().map(r -> ((Map<?, ?>) r).get("law")).toList())
                .isEqualTo(expected.result().rulings().stream().map(Ruling::law).toList());

        Map<String, Object> compared = object(get("/api/games/" + id + "/compare?codes=" + String.join(",", codes)).body());
        List<Long> partings = new ArrayList<>();
        for (Object p : (List<?>) compared.get("partings")) {
            partings.add((Long) ((Map<?, ?>) p).get("seq"));
        }
        assertThat(partings).isNotEmpty().isEqualTo(Comparison.of(sequence, codes).partings().stream()
                .map(p -> (long) p.seq()).toList());
        assertThat((List<?>) compared.get("codes")).hasSize(2);
    }

    @Test
    void theLedgerSaysWhoClaimedAndWhomTheRulingGoesAgainstAndFiltersOnEither() {
        String id = open("{\"header\":{\"white\":\"Tarrasch\",\"black\":\"Walbrodt\"}}");
        actions(id, "application/x-ndjson", String.join("\n", lines(read(cases()
                .filter(p -> p.getFileName().toString().startsWith("law-6e")).findFirst().orElseThrow())).subList(1, 10)));

        eventually(() -> {
            List<Map<String, Object>> all = array(get("/api/rulings?game=" + id).body());
            assertThat(all).singleElement().satisfies(r -> assertThat(r).containsEntry("law", "II.6(e)")
                    .containsEntry("by", "black").containsEntry("player", "Walbrodt")
                    .containsEntry("against", "white").containsEntry("againstPlayer", "Tarrasch"));
        });
        assertThat(array(get("/api/rulings?game=" + id + "&player=white").body())).hasSize(1);
        assertThat(array(get("/api/rulings?game=" + id + "&player=tarrasch&as=against").body())).hasSize(1);
        assertThat(array(get("/api/rulings?game=" + id + "&player=white&as=claimant").body())).isEmpty();
        assertThat(array(get("/api/rulings?game=" + id + "&player=black&as=claimant").body())).hasSize(1);
    }

    @Test
    void theLiveBoardFollowsTheGame() {
        String id = open("{\"header\":{\"white\":\"Steinitz\",\"black\":\"Zukertort\"}}");
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":60},"
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\",\"at\":150}]");

        eventually(() -> {
            Map<String, Object> board = object(get("/api/games/" + id).body());
            assertThat(board).containsEntry("position", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w")
                    .containsEntry("lastMove", "e5").containsEntry("status", "in-play").containsEntry("result", "*");
            @SuppressWarnings("unchecked")
            Map<String, Object> clocks = (Map<String, Object>) board.get("clocks");
            assertThat(((Number) clocks.get("white")).doubleValue()).isEqualTo(60.0);
            assertThat(((Number) clocks.get("black")).doubleValue()).isEqualTo(90.0);
        });
    }

    @Test
    void thePositionAfterAnyActionCanBeAskedFor() {
        String id = open("{\"header\":{}}");
        actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}]");

        assertThat(object(get("/api/games/" + id + "/position?at=1").body()))
                .containsEntry("position", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(object(get("/api/games/" + id + "/position?at=0").body()))
                .containsEntry("position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
        assertThat(get("/api/games/" + id + "/position?at=3").statusCode()).isEqualTo(400);
    }

    @Test
    void theListOfGamesShowsAnOpenedGame() {
        String id = open("{\"header\":{\"white\":\"Blackburne\",\"black\":\"Gunsberg\",\"event\":\"Hastings\"}}");

        eventually(() -> assertThat(array(get("/api/games").body()))
                .anyMatch(g -> id.equals(g.get("id")) && "Blackburne".equals(g.get("white"))
                        && "Hastings".equals(g.get("event"))));
    }
}
