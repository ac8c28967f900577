package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.service.chain.Canonical;
import org.arbiter.service.chain.GameRecord;
import org.arbiter.service.chain.Link;
import org.arbiter.service.chain.RecordKeys;
import org.arbiter.service.game.api.Recorder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter verify RECORD --key KEY}: a signed record checked offline, as an appeals committee would. */
class VerifyCommandTest {
    private static final Recorder ARBITER = new Recorder("arbiter-1", Recorder.Kind.USER, Recorder.Via.HTTP);

    @TempDir
    Path dir;
    private KeyPair key;
    private Path keyFile;

    @BeforeEach
    void setUp() throws Exception {
        key = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        keyFile = Files.writeString(dir.resolve("arbiter.pem"), RecordKeys.pem(key.getPublic()));
    }

    /** A game opened and 1. e4 e5, chained and signed as the service exports it. */
    private Path signedRecord() throws Exception {
        List<GameRecord.Event> events = new ArrayList<>();
        add(events, "GameOpened", Map.of("gameId", "g1", "header", Map.of("code", "chess-code-1897")));
        add(events, "ActionRecorded", move("white", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"));
        add(events, "ActionRecorded", move("black", "e5", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"));
        GameRecord.Body body = new GameRecord.Body(1, "g1", Instant.now().toString(),
                events.get(2).link().hash(), events, List.of());
        Signature signer = Signature.getInstance("Ed25519");
        signer.initSign(key.getPrivate());
        signer.update(Canonical.bytes(body));
        GameRecord record = new GameRecord(body, new GameRecord.Seal("Ed25519", RecordKeys.base64(key.getPublic()),
                Base64.getEncoder().encodeToString(signer.sign())));
        return Files.writeString(dir.resolve("g1.json"), new ObjectMapper().writeValueAsString(record));
    }

    private static Map<String, Object> move(String by, String san, String position) {
        Map<String, Object> payload = new LinkedHashMap<>();
        payload.put("gameId", "g1");
        payload.put("action", Map.of("act", "move", "by", by, "move", san));
        payload.put("position", position);
        payload.put("result", "*");
        return payload;
    }

    private static void add(List<GameRecord.Event> events, String type, Map<String, Object> payload) {
        String prev = events.isEmpty() ? Link.GENESIS : events.get(events.size() - 1).link().hash();
        Map<String, Object> tree = Canonical.object(payload);
        events.add(new GameRecord.Event(events.size(), type, tree,
                Link.next("g1", type, tree, ARBITER, Instant.parse("2026-11-25T04:00:00Z"), prev)));
    }

    @Test
    void aSignedRecordVerifiesAgainstItsKey() throws Exception {
        Run run = Run.of("verify", signedRecord().toString(), "--key", keyFile.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("game g1: intact, 3 events");
    }

    @Test
    void aRecordChangedAfterSigningFailsNamingTheEvent() throws Exception {
        Path file = signedRecord();
        Files.writeString(file, Files.readString(file).replace("\"e5\"", "\"d5\""));

        Run run = Run.of("verify", file.toString(), "--key", keyFile.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("NOT intact").contains("signature: the signature does not match")
                .contains("altered: event 2 (ActionRecorded) was altered");
    }

    @Test
    void anotherKeyIsRefused() throws Exception {
        Path other = Files.writeString(dir.resolve("other.pem"),
                RecordKeys.pem(KeyPairGenerator.getInstance("Ed25519").generateKeyPair().getPublic()));

        Run run = Run.of("verify", signedRecord().toString(), "--key", other.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("names another signer's key");
    }

    @Test
    void aRecordWithoutAKeyIsBadInputSayingWhatToGive() throws Exception {
        Run run = Run.of("verify", signedRecord().toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--key PUBLIC_KEY");
    }

    @Test
    void aGameOnAServerWithoutATokenExits2SayingWhatIsMissing() {
        Run run = Run.of("verify", "g1", "--server", "http://127.0.0.1:9", "--token", "");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--token").contains("ARBITER_TOKEN");
    }

    @Test
    void anEarlierExportOfAnotherGameIsBadInputNotAFindingOfTampering() throws Exception {
        Run run = Run.of("verify", "g2", "--server", "http://127.0.0.1:9", "--token", "t", "--since",
                signedRecord().toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("a record of game g1, not of g2");
    }

    @Test
    void thePublishedHeadWithoutATrustedKeyExits2SayingWhatIsMissing() {
        Run run = Run.of("verify", "g1", "--server", "http://127.0.0.1:9", "--token", "t", "--events", "127.0.0.1:9");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--key");
    }
}
