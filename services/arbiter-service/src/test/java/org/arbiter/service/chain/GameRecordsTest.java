package org.arbiter.service.chain;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.arbiter.service.chain.Finding.Problem;
import org.arbiter.service.game.api.Recorder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A record now against what was published before it: an earlier export, and a head on the topic. */
class GameRecordsTest {
    private KeyPair service;

    @BeforeEach
    void key() throws Exception {
        service = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
    }

    private static GameRecord record(int events, String recorder, KeyPair key) {
        List<GameRecord.Event> out = new ArrayList<>();
        String prev = Link.GENESIS;
        for (int seq = 0; seq < events; seq++) {
            Map<String, Object> payload = Map.of("gameId", "g1", "seq", seq);
            Link link = Link.next("g1", "ActionRecorded", payload,
                    new Recorder(recorder, Recorder.Kind.USER, Recorder.Via.HTTP), java.time.Instant.EPOCH, prev);
            out.add(new GameRecord.Event(seq, "ActionRecorded", payload, link));
            prev = link.hash();
        }
        return new GameRecord(new GameRecord.Body(1, "g1", "now", prev, out, List.of()),
                new GameRecord.Seal("Ed25519", RecordKeys.base64(key.getPublic()), "unused"));
    }

    private ChainHeads.Head head(GameRecord record, long seq, KeyPair key) throws Exception {
        String hash = record.record().events().get((int) seq).link().hash();
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(key.getPrivate());
        signer.update(ChainHeads.Head.content("g1", seq, hash));
        return new ChainHeads.Head("g1", seq, hash, Base64.getEncoder().encodeToString(signer.sign()));
    }

    @Test
    void aDeletedTailIsNamedAgainstAnEarlierExportAndAPublishedHead() throws Exception {
        GameRecord earlier = record(5, "arbiter-1", service);
        GameRecord now = record(4, "arbiter-1", service);

        assertThat(GameRecords.since(earlier, now)).extracting(Finding::seq, Finding::problem)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(4L, Problem.REMOVED));
        assertThat(GameRecords.published(head(earlier, 4, service), service.getPublic(), now))
                .extracting(Finding::problem).containsExactly(Problem.REMOVED);
    }

    @Test
    void aRewriteHashedAgainIsNamedFromItsFirstEventAgainstAnEarlierExport() throws Exception {
        GameRecord earlier = record(5, "arbiter-1", service);
        GameRecord now = record(5, "someone-else", service);

        assertThat(GameRecords.since(earlier, now)).extracting(Finding::seq).containsExactly(0L, 1L, 2L, 3L, 4L);
        assertThat(GameRecords.published(head(earlier, 4, service), service.getPublic(), now))
                .extracting(Finding::seq, Finding::problem)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(4L, Problem.ALTERED));
    }

    @Test
    void aReplacedKeyIsNamedAgainstAnEarlierExportAndAPublishedHead() throws Exception {
        KeyPair forger = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        GameRecord earlier = record(3, "arbiter-1", service);
        GameRecord now = record(3, "arbiter-1", forger);

        assertThat(GameRecords.since(earlier, now)).extracting(Finding::problem).containsExactly(Problem.SIGNATURE);
        assertThat(GameRecords.published(head(now, 2, forger), service.getPublic(), now))
                .extracting(Finding::problem).containsExactly(Problem.SIGNATURE);
        assertThat(GameRecords.published(head(earlier, 2, service), service.getPublic(), now)).isEmpty();
    }
}
