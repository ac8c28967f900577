package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.service.chain.ChainHeads;
import org.arbiter.service.chain.Finding;
import org.arbiter.service.chain.GameRecord;
import org.arbiter.service.chain.GameRecords;
import org.arbiter.service.chain.Link;
import org.arbiter.service.chain.RecordKeys;
import org.arbiter.service.chain.Verification;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The hash chain against the real event store: one row of {@code domain_event_entry} altered,
 * moved or deleted behind the service's back (as anyone with access to the database could), and
 * {@code GET /api/games/{id}/verify} names the event; an untouched game verifies. The signed
 * record checks offline, and fails once changed.
 */
@Tag("act-readers")
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
    void aDeletedTailIsNamedAgainstTheSignedHead() {
        String id = fourMoves();
        assertThat(jdbc.update("delete from domain_event_entry where aggregate_identifier = ? and sequence_number = 4", id))
                .isEqualTo(1);

        Verification v = verify(id);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.REMOVED)
                .extracting(Finding::seq).containsExactly(4L);
    }

    @Test
    void aRewriteWithTheChainHashedAgainIsNamedAgainstTheSignedHead() throws Exception {
        String id = fourMoves();
        rewriteRecorderFrom(id, 2, "someone-else");
        assertThat(ChainCheckView.of(this, id)).as("the chain alone still holds").isEmpty();

        Verification v = verify(id);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.ALTERED)
                .extracting(Finding::seq).containsExactly(4L);
    }

    @Test
    void aReplacedKeyIsNamedAndItsSignatureRefused() throws Exception {
        String id = fourMoves();
        KeyPair forger = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        rewriteRecorderFrom(id, 2, "someone-else");
        String hash = jdbc.queryForObject("select hash from chain_head where game_id = ?", String.class, id);
        String newHash = (String) PLAIN.readValue(jdbc.queryForObject("select meta_data from domain_event_entry where "
                + "aggregate_identifier = ? and sequence_number = 4", byte[].class, id), Map.class).get("hash");
        assertThat(newHash).isNotEqualTo(hash);
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(forger.getPrivate());
        signer.update(ChainHeads.Head.content(id, 4, newHash));
        jdbc.update("update chain_head set hash = ?, signature = ? where game_id = ?", newHash,
                Base64.getEncoder().encodeToString(signer.sign()), id);
        String serviceKey = jdbc.queryForObject("select public_key from signing_key", String.class);
        jdbc.update("update signing_key set public_key = ?", RecordKeys.base64(forger.getPublic()));
        try {
            Verification v = verify(id);

            assertThat(v.intact()).isFalse();
            assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.SIGNATURE)
                    .extracting(Finding::seq).contains(4L);
            assertThat(v.findings()).anySatisfy(f -> assertThat(f.detail()).contains("database's public key"));
        } finally {
            jdbc.update("update signing_key set public_key = ?", serviceKey);
        }
    }

    @Test
    void eachEventGoesOutOnTheTopicWithTheGamesHeadSigned() {
        String id = fourMoves();
        Verification v = verify(id);
        var trusted = RecordKeys.publicKey((String) object(get("/api/keys/record").body()).get("pem"));

        List<ConsumerRecord<String, String>> published = consume("arbiter.events", Set.of(id), Map.of(id, 5)).get(id);

        assertThat(published).hasSize(5);
        ChainHeads.Head last = published.stream().map(r -> new ChainHeads.Head(id,
                        Long.parseLong(header(r, "arbiter-chain-seq")), header(r, "arbiter-chain-hash"),
                        header(r, "arbiter-chain-signature")))
                .max(java.util.Comparator.comparingLong(ChainHeads.Head::seq)).orElseThrow();
        assertThat(last.seq()).isEqualTo(4);
        assertThat(last.hash()).isEqualTo(v.head());
        assertThat(last.signedBy(trusted)).isTrue();
    }

    /**
     * Issue 45, 2: with the service's back turned, one row appended to {@code domain_event_entry} for a
     * game: the next number, a genuine payload (4. Ba4, copied from a game that played it), {@code prev}
     * the last event's hash and its own hash computed. Verify names it, the service publishes it with
     * no signature, health names the game, and the service records nothing more over it.
     */
    @Test
    void anEventAppendedBehindTheServicesBackIsNamedAndTheServiceNeitherSignsItNorRecordsOverIt() throws Exception {
        String played = ruyLopez(true);
        String id = ruyLopez(false);
        long seq = append(played, id);

        Verification v = verify(id);

        assertThat(v.intact()).as("an event the service did not write").isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.UNSIGNED)
                .extracting(Finding::seq).containsExactly(seq);
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.UNSIGNED).singleElement()
                .satisfies(f -> assertThat(f.detail()).contains("behind the service's back"));
        List<ConsumerRecord<String, String>> published = consume("arbiter.events", Set.of(id),
                Map.of(id, (int) seq + 1)).get(id);
        assertThat(published).as("every event goes out, the appended one too").hasSize((int) seq + 1);
        assertThat(published).filteredOn(r -> ((Number) object(r.value()).get("sequenceNumber")).longValue() == seq)
                .singleElement().satisfies(r -> assertThat(r.headers().lastHeader("arbiter-chain-signature"))
                        .as("the service signs no event it did not write").isNull());
        eventually(() -> assertThat(chainHealth()).containsKey(id));

        var refused = actions(id, "application/x-ndjson", "{\"act\":\"move\",\"by\":\"black\",\"move\":\"Nf6\"}");

        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(409);
        assertThat(object(refused.body())).containsEntry("error", "record-tampered");
        assertThat(storedEvents(id)).isEqualTo((int) seq + 1);
        assertThat(jdbc.queryForObject("select seq from chain_head where game_id = ?", Long.class, id)).isEqualTo(seq - 1);
    }

    @Test
    void aTailDeletedWithItsHeadRowIsNamed() {
        String id = fourMoves();
        jdbc.update("delete from domain_event_entry where aggregate_identifier = ? and sequence_number = 4", id);
        jdbc.update("delete from chain_head where game_id = ?", id);

        Verification v = verify(id);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.UNSIGNED).extracting(Finding::seq)
                .as("a game with events and no signed head").containsExactly(0L);
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.REMOVED).extracting(Finding::seq)
                .as("the head kept outside the database").containsExactly(4L);
    }

    @Test
    void aHeadRolledBackToAnEarlierSignedHeadIsNamedAndNotExtended() {
        String id = fourMoves();
        ConsumerRecord<String, String> third = consume("arbiter.events", Set.of(id), Map.of(id, 5)).get(id).stream()
                .filter(r -> "3".equals(header(r, "arbiter-chain-seq"))).findFirst().orElseThrow();
        jdbc.update("delete from domain_event_entry where aggregate_identifier = ? and sequence_number = 4", id);
        jdbc.update("update chain_head set seq = 3, hash = ?, signature = ? where game_id = ?",
                header(third, "arbiter-chain-hash"), header(third, "arbiter-chain-signature"), id);

        Verification v = verify(id);

        assertThat(v.intact()).as("the genuine head of event 3, and event 4 gone").isFalse();
        assertThat(v.findings()).filteredOn(f -> f.problem() == Finding.Problem.REMOVED).singleElement()
                .satisfies(f -> assertThat(f.seq()).isEqualTo(4L))
                .satisfies(f -> assertThat(f.detail()).contains("outside the database"));
        var refused = actions(id, "application/x-ndjson", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Bc4\"}");
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(409);
        assertThat(storedEvents(id)).isEqualTo(4);
    }

    /** The games health names as holding what the service did not write. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> chainHealth() {
        var health = send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base() + "/actuator/health"))
                .header("Authorization", bearer(org.arbiter.service.security.Role.ADMIN)).GET().build());
        assertThat(health.statusCode()).as("a tampered game fails no probe").isEqualTo(200);
        Map<String, Object> chain = (Map<String, Object>) ((Map<String, Object>) object(health.body()).get("components"))
                .get("chain");
        Object details = chain == null ? null : chain.get("details");
        return details == null ? Map.of() : (Map<String, Object>) ((Map<String, Object>) details).get("games");
    }

    /** 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, and 4. Ba4 when {@code fourth}. */
    private String ruyLopez(boolean fourth) {
        String id = open("{\"header\":{\"code\":\"chess-code-1897\",\"white\":\"Steinitz\",\"black\":\"Zukertort\"}}");
        List<String> moves = new java.util.ArrayList<>(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"));
        if (fourth) {
            moves.add("Ba4");
        }
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            body.append("{\"act\":\"move\",\"by\":\"").append(i % 2 == 0 ? "white" : "black").append("\",\"move\":\"")
                    .append(moves.get(i)).append("\"}\n");
        }
        assertThat(actions(id, "application/x-ndjson", body.toString()).statusCode()).isEqualTo(200);
        return id;
    }

    /**
     * Appends to game {@code to}, as someone with the database could, the last event of game
     * {@code from}: its payload made {@code to}'s, linked to {@code to}'s last event and hashed.
     */
    @SuppressWarnings("unchecked")
    private long append(String from, String to) throws Exception {
        long fromSeq = jdbc.queryForObject("select max(sequence_number) from domain_event_entry where aggregate_identifier = ?",
                Long.class, from);
        long seq = jdbc.queryForObject("select max(sequence_number) from domain_event_entry where aggregate_identifier = ?",
                Long.class, to) + 1;
        GameRecord record = PLAIN.readValue(get("/api/games/" + from + "/record").body(), GameRecord.class);
        GameRecord.Event event = record.record().events().get((int) fromSeq);
        String prev = (String) PLAIN.readValue(jdbc.queryForObject("select meta_data from domain_event_entry where "
                + "aggregate_identifier = ? and sequence_number = ?", byte[].class, to, seq - 1), Map.class).get("hash");
        Map<String, Object> payload = new LinkedHashMap<>(event.payload());
        assertThat(payload).containsEntry("gameId", from);
        payload.put("gameId", to);
        Link link = new Link(event.link().recorder(), event.link().recorderKind(), event.link().via(),
                java.time.Instant.now().toString(), prev, null);
        Map<String, Object> meta = new LinkedHashMap<>(PLAIN.readValue(jdbc.queryForObject("select meta_data from "
                + "domain_event_entry where aggregate_identifier = ? and sequence_number = ?", byte[].class, from, fromSeq),
                Map.class));
        meta.put(Link.RECORDED_AT, link.recordedAt());
        meta.put(Link.PREV, prev);
        meta.put(Link.HASH, link.expectedHash(to, event.type(), payload));
        byte[] stored = new String(jdbc.queryForObject("select payload from domain_event_entry where aggregate_identifier = ? "
                + "and sequence_number = ?", byte[].class, from, fromSeq), StandardCharsets.UTF_8)
                .replace("\"" + from + "\"", "\"" + to + "\"").getBytes(StandardCharsets.UTF_8);
        String next = jdbc.execute((org.springframework.jdbc.core.ConnectionCallback<String>) c ->
                c.getMetaData().getDatabaseProductName()).contains("H2") ? "next value for domain_event_entry_seq"
                : "nextval('domain_event_entry_seq')";
        jdbc.update("insert into domain_event_entry (global_index, event_identifier, meta_data, payload, payload_revision, "
                + "payload_type, time_stamp, aggregate_identifier, sequence_number, type) select " + next + ", ?, ?, ?, "
                + "payload_revision, payload_type, ?, ?, ?, type from domain_event_entry where aggregate_identifier = ? "
                + "and sequence_number = ?", java.util.UUID.randomUUID().toString(), PLAIN.writeValueAsBytes(meta), stored,
                link.recordedAt(), to, seq, from, fromSeq);
        return seq;
    }

    private static String header(ConsumerRecord<String, String> r, String name) {
        return new String(r.headers().lastHeader(name).value(), StandardCharsets.US_ASCII);
    }

    /**
     * Rewrites who recorded event {@code from} and every event after it, each link hashed again and
     * chained to the one before, as someone with the database but not the key could.
     */
    @SuppressWarnings("unchecked")
    private void rewriteRecorderFrom(String id, long from, String recorder) throws Exception {
        GameRecord record = PLAIN.readValue(get("/api/games/" + id + "/record").body(), GameRecord.class);
        String prev = null;
        for (GameRecord.Event e : record.record().events()) {
            if (e.seq() < from) {
                prev = e.link().hash();
                continue;
            }
            Link old = e.link();
            Link unhashed = new Link(recorder, old.recorderKind(), old.via(), old.recordedAt(), prev, null);
            String hash = unhashed.expectedHash(id, e.type(), e.payload());
            byte[] stored = jdbc.queryForObject("select meta_data from domain_event_entry where aggregate_identifier = ? "
                    + "and sequence_number = ?", byte[].class, id, e.seq());
            Map<String, Object> meta = new LinkedHashMap<>(PLAIN.readValue(stored, Map.class));
            meta.put(Link.RECORDER, recorder);
            meta.put(Link.PREV, prev);
            meta.put(Link.HASH, hash);
            jdbc.update("update domain_event_entry set meta_data = ? where aggregate_identifier = ? and sequence_number = ?",
                    PLAIN.writeValueAsBytes(meta), id, e.seq());
            prev = hash;
        }
    }

    /** The chain's own check, without the signed head: what verify said before heads were signed. */
    private static final class ChainCheckView {
        static List<Finding> of(IntegritySuite suite, String id) throws Exception {
            GameRecord record = PLAIN.readValue(suite.get("/api/games/" + id + "/record").body(), GameRecord.class);
            return GameRecords.verify(record, RecordKeys.publicKey((String) object(suite.get("/api/keys/record").body())
                    .get("pem"))).findings();
        }
    }

    @Test
    void anUnknownGameIsA404() {
        assertThat(get("/api/games/no-such-game/verify").statusCode()).isEqualTo(404);
    }
}
