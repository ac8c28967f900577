package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.arbiter.service.chain.Finding;
import org.arbiter.service.chain.GameRecord;
import org.arbiter.service.chain.GameRecords;
import org.arbiter.service.chain.RecordKeys;
import org.arbiter.service.chain.Verification;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The hash chain against the real event store: one row of {@code domain_event_entry} altered,
 * moved or deleted behind the service's back (as anyone with access to the database could), and
 * {@code GET /api/games/{id}/verify} names the event; an untouched game verifies. The signed
 * record checks offline, and fails once changed.
 */
abstract class IntegritySuite extends InContext {
    private static final ObjectMapper PLAIN = new ObjectMapper();
    private static final List<String> MOVES = List.of("{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}",
            "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\"}",
            "{\"act\":\"move\",\"by\":\"black\",\"move\":\"Nc6\"}");

    @Autowired
    JdbcTemplate jdbc;

    private String fourMoves() {
        String id = open("{\"header\":{\"code\":\"chess-code-1897\",\"white\":\"Steinitz\",\"black\":\"Zukertort\"}}");
        assertThat(actions(id, "application/x-ndjson", String.join("\n", MOVES)).statusCode()).isEqualTo(200);
        return id;
    }

    private Verification verify(String id) {
        var r = get("/api/games/" + id + "/verify");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        try {
            return PLAIN.readValue(r.body(), Verification.class);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(r.body(), e);
        }
    }

    @Test
    void anUntouchedGameVerifiesWithItsHeadTheLastEventsHash() {
        String id = fourMoves();

        Verification v = verify(id);

        assertThat(v.findings()).isEmpty();
        assertThat(v.intact()).isTrue();
        assertThat(v.events()).isEqualTo(5);
        String lastMeta = new String(jdbc.queryForObject("select meta_data from domain_event_entry where "
                + "aggregate_identifier = ? and sequence_number = 4", byte[].class, id), StandardCharsets.UTF_8);
        assertThat(lastMeta).contains(v.head()).contains("\"recorder\"").contains("\"via\":\"HTTP\"");
    }

    @Test
    void anEventsPayloadAlteredInTheStoreIsNamed() {
        String id = fourMoves();
        byte[] payload = jdbc.queryForObject("select payload from domain_event_entry where aggregate_identifier = ? "
                + "and sequence_number = 2", byte[].class, id);
        String altered = new String(payload, StandardCharsets.UTF_8).replace("\"e5\"", "\"d5\"");
        assertThat(altered).isNotEqualTo(new String(payload, StandardCharsets.UTF_8));
        jdbc.update("update domain_event_entry set payload = ? where aggregate_identifier = ? and sequence_number = 2",
                altered.getBytes(StandardCharsets.UTF_8), id);

        Verification v = verify(id);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.ALTERED)
                .extracting(Finding::seq).containsExactly(2L);
        assertThat(v.findings()).extracting(Finding::seq).allMatch(seq -> seq == 2L);
    }

    @Test
    void twoEventsSwappedInTheStoreAreNamedAsMoved() {
        String id = fourMoves();
        jdbc.update("update domain_event_entry set sequence_number = -2 where aggregate_identifier = ? and sequence_number = 2", id);
        jdbc.update("update domain_event_entry set sequence_number = 2 where aggregate_identifier = ? and sequence_number = 3", id);
        jdbc.update("update domain_event_entry set sequence_number = 3 where aggregate_identifier = ? and sequence_number = -2", id);

        Verification v = verify(id);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.MOVED)
                .extracting(Finding::seq).contains(2L, 3L);
        assertThat(v.findings()).noneMatch(f -> f.problem() == Finding.Problem.ALTERED);
    }

    @Test
    void anEventDeletedFromTheStoreIsNamedAsRemoved() {
        String id = fourMoves();
        assertThat(jdbc.update("delete from domain_event_entry where aggregate_identifier = ? and sequence_number = 3", id))
                .isEqualTo(1);

        Verification v = verify(id);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.REMOVED)
                .extracting(Finding::seq).containsExactly(3L);
    }

    @Test
    void theSignedRecordVerifiesOfflineAndFailsOnceChanged() throws Exception {
        String id = fourMoves();
        Map<String, Object> key = object(get("/api/keys/record").body());
        GameRecord record = PLAIN.readValue(get("/api/games/" + id + "/record").body(), GameRecord.class);
        var trusted = RecordKeys.publicKey((String) key.get("pem"));

        Verification good = GameRecords.verify(record, trusted);
        assertThat(good.findings()).isEmpty();
        assertThat(record.record().events()).hasSize(5);

        String changedText = PLAIN.writeValueAsString(record).replace("\"e5\"", "\"d5\"");
        Verification bad = GameRecords.verify(PLAIN.readValue(changedText, GameRecord.class), trusted);
        assertThat(bad.intact()).isFalse();
        assertThat(bad.findings()).extracting(Finding::problem).contains(Finding.Problem.SIGNATURE, Finding.Problem.ALTERED);
        assertThat(bad.findings()).filteredOn(f -> f.problem() == Finding.Problem.ALTERED)
                .extracting(Finding::seq).containsExactly(2L);
    }

    @Test
    void anUnknownGameIsA404() {
        assertThat(get("/api/games/no-such-game/verify").statusCode()).isEqualTo(404);
    }
}
