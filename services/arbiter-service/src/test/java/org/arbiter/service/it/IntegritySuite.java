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
