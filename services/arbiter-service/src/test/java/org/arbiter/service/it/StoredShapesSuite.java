package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.service.chain.ChainHeads;
import org.arbiter.service.chain.RestoredHeads;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 47: a store written by an earlier build stays readable. {@link #FIXTURE} holds the rows of
 * Axon's {@code domain_event_entry} as the build of commit 23fcdfa wrote them (events of
 * revision 2), with the board view and the PGN each game had then; {@link #REVISION_3}, the same
 * games as the build of commit 2ddee6e wrote them (acts of revision 3, their fields as sent); this
 * build reads both.
 *
 * <p>To write the fixture again with the build checked out, run this suite with the environment
 * variable {@code ARBITER_WRITE_STORE} set to the file to write (test {@link #writeTheStore}).
 */
@Tag("projections")
@Tag("stored-shapes")
abstract class StoredShapesSuite extends InContext {
    static final Path FIXTURE = Path.of("src/test/resources/store/revision-2-store.json");
    static final Path REVISION_3 = Path.of("src/test/resources/store/revision-3-store.json");

    @Autowired
    private JdbcTemplate jdbc;

    @Autowired
    private ChainHeads heads;

    /** The rows and views of a store, as the fixture keeps them. */
    record Store(String writtenBy, List<Map<String, Object>> rows, Map<String, Map<String, Object>> boards,
                 Map<String, String> pgns) {
    }

    @Test
    void writeTheStore() throws IOException {
        String target = System.getenv("ARBITER_WRITE_STORE");
        Assumptions.assumeTrue(target != null, "only when asked to write the fixture");
        List<String> games = new ArrayList<>();
        cases().forEach(c -> games.add(played(lines(read(c)))));
        games.add(played(List.of(
                "{\"header\":{\"code\":\"fide-2023\",\"white\":\"Clock\",\"black\":\"Reader\",\"timeControl\":"
                        + "{\"base\":\"PT5M\",\"increment\":\"PT2S\"}}}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":3,\"id\":\"w1\"}",
                "{\"act\":\"press\",\"by\":\"white\",\"at\":4,\"clock\":{\"white\":\"PT4M58S\",\"black\":300}}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\",\"at\":10,\"id\":\"b1\"}",
                "{\"act\":\"press\",\"by\":\"black\",\"at\":11,\"clock\":{\"white\":\"PT4M58S\",\"black\":\"PT4M40S\"}}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Qh5\",\"at\":20}",
                "{\"act\":\"press\",\"by\":\"white\",\"at\":21}",
                "{\"act\":\"clock\",\"by\":\"arbiter\",\"at\":25,\"clock\":{\"white\":\"PT4M50S\",\"black\":\"PT4M30S\"}}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"Nc6\",\"at\":30}",
                "{\"act\":\"press\",\"by\":\"black\",\"at\":31}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Bc4\",\"at\":40}",
                "{\"act\":\"press\",\"by\":\"white\",\"at\":41}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"Nf6\",\"at\":50}",
                "{\"act\":\"press\",\"by\":\"black\",\"at\":51}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Qxf7#\",\"at\":60}",
                "{\"act\":\"press\",\"by\":\"white\",\"at\":61}")));
        games.add(played(List.of(
                "{\"header\":{\"code\":\"fide-2023\",\"white\":\"Slow\",\"black\":\"Quick\",\"timeControl\":{\"base\":60}}}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"d4\",\"at\":50}",
                "{\"act\":\"press\",\"by\":\"white\",\"at\":51}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"d5\",\"at\":55}",
                "{\"act\":\"press\",\"by\":\"black\",\"at\":56}",
                "{\"act\":\"flag\",\"by\":\"black\",\"at\":120}")));
        games.add(played(List.of(
                "{\"header\":{\"white\":\"Steinitz\",\"black\":\"Zukertort\",\"event\":\"fixture\",\"round\":\"1\"}}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}",
                "{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"draw-fifty-moves\"}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Ke3\"}",
                "{\"act\":\"resign\",\"by\":\"black\"}")));
        games.add(played(List.of(
                "{\"header\":{\"game\":\"draughts\"}}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"11-15\"}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"23-19\"}")));
        Map<String, Map<String, Object>> boards = new LinkedHashMap<>();
        Map<String, String> pgns = new LinkedHashMap<>();
        for (String id : games) {
            eventually(() -> assertThat(object(get("/api/games/" + id).body()).get("actions"))
                    .isEqualTo((long) recordedActions(id)));
            boards.put(id, object(get("/api/games/" + id).body()));
            pgns.put(id, get("/api/games/" + id + ".pgn").body());
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (String id : games) {
            jdbc.query("select * from domain_event_entry where aggregate_identifier = ? order by sequence_number", rs -> {
                Map<String, Object> row = new LinkedHashMap<>();
                for (String column : List.of("event_identifier", "aggregate_identifier", "sequence_number", "type",
                        "time_stamp", "payload_type", "payload_revision")) {
                    row.put(column, rs.getObject(column));
                }
                row.put("payload", new String(rs.getBytes("payload"), StandardCharsets.UTF_8));
                row.put("meta_data", new String(rs.getBytes("meta_data"), StandardCharsets.UTF_8));
                rows.add(row);
            }, id);
        }
        Path file = Path.of(target);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(
                new Store(System.getenv().getOrDefault("ARBITER_WRITTEN_BY", "unnamed"), rows, boards, pgns)));
    }

    @Test
    void aStoreWrittenByTheEarlierBuildReadsAsItWasWritten() throws IOException {
        readsAsWritten(fixture(FIXTURE));
    }

    @Test
    void aStoreOfActsAsTheRecorderSentThemReadsAsItWasWritten() throws IOException {
        readsAsWritten(fixture(REVISION_3));
    }

    private void readsAsWritten(Store store) throws IOException {
        load(store);
        for (String id : store.boards().keySet()) {
            eventually(() -> assertThat(object(get("/api/games/" + id).body())).as(id)
                    .isEqualTo(store.boards().get(id)));
            assertThat(get("/api/games/" + id + ".pgn").body()).as(id).isEqualTo(store.pgns().get(id));
            Map<String, Object> verified = object(get("/api/games/" + id + "/verify").body());
            assertThat(verified.get("findings")).as(id + " " + verified).asList().isEmpty();
            assertThat(verified).as(id).containsEntry("intact", true);
        }
    }

    @Test
    void aGameOfTheEarlierBuildGoesOnWhereItStood() throws IOException {
        Store store = fixture(FIXTURE);
        load(store);
        // the 1897 Code's game of a case, left in play after 4... Nf6 of a Ruy Lopez, white to move
        String id = "6a82fb05-e36a-40a0-b12f-0dcc71de9e54";
        assertThat(store.boards().get(id)).containsEntry("fen",
                "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5");
        int before = recordedActions(id);
        var r = actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"d3\"}]");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(recordedActions(id)).isEqualTo(before + 1);
        eventually(() -> assertThat(String.valueOf(object(get("/api/games/" + id).body()).get("fen")))
                .startsWith("r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/3P1N2/PPP2PPP/RNBQK2R b KQkq"));
    }

    /** Writes the fixture's rows into this store, after its own, unless an earlier test of this run did. */
    private void load(Store store) throws IOException {
        String first = (String) store.rows().get(0).get("aggregate_identifier");
        if (jdbc.queryForObject("select count(*) from domain_event_entry where aggregate_identifier = ?", Long.class,
                first) > 0) {
            return;
        }
        String next = jdbc.execute((org.springframework.jdbc.core.ConnectionCallback<String>) c ->
                c.getMetaData().getDatabaseProductName()).contains("H2") ? "next value for domain_event_entry_seq"
                : "nextval('domain_event_entry_seq')";
        for (Map<String, Object> row : store.rows()) {
            jdbc.update("insert into domain_event_entry (global_index, event_identifier, aggregate_identifier, "
                    + "sequence_number, type, time_stamp, payload_type, payload_revision, payload, meta_data) values ("
                    + next + ", ?, ?, ?, ?, ?, ?, ?, ?, ?)", row.get("event_identifier"), row.get("aggregate_identifier"),
                    ((Number) row.get("sequence_number")).longValue(), row.get("type"), row.get("time_stamp"),
                    row.get("payload_type"), row.get("payload_revision"),
                    ((String) row.get("payload")).getBytes(StandardCharsets.UTF_8),
                    ((String) row.get("meta_data")).getBytes(StandardCharsets.UTF_8));
            // the heads as the instance that wrote them had signed them, with this instance's key
            RestoredHeads.sign(heads, jdbc, (String) row.get("aggregate_identifier"),
                    ((Number) row.get("sequence_number")).longValue(),
                    (String) JSON.readValue((String) row.get("meta_data"), Map.class).get("hash"));
        }
    }

    /** A game opened with the first line and recorded act by act, as a recorder sends them. */
    private String played(List<String> lines) {
        String id = open(lines.get(0));
        for (String act : lines.subList(1, lines.size())) {
            var r = actions(id, "application/json", "[" + act + "]");
            assertThat(r.statusCode()).as(act + ": " + r.body()).isLessThan(500);
        }
        return id;
    }

    static Store fixture(Path file) throws IOException {
        return JSON.readValue(Files.readString(file), new TypeReference<Store>() { });
    }
}
