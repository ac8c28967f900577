package org.arbiter.service.chain;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** A game's chain checked, its record exported signed, and the key to check the signature with. */
@RestController
@Tag(name = "integrity", description = "The hash chain of each game's events, and signed records")
class ChainController {
    private final EventReader reader;
    private final SigningKey key;
    private final HeadCheck heads;

    ChainController(EventReader reader, SigningKey key, HeadCheck heads) {
        this.reader = reader;
        this.key = key;
        this.heads = heads;
    }

    /** The service's public key for signed records. */
    record PublicKeyView(String algorithm, String publicKey, String pem) {
    }

    @Operation(summary = "Check a game's record", description = "Checks every event against its hash and the hash "
            + "chain, and replays the acts through the law engine; names each event altered, removed, inserted or "
            + "moved since it was recorded, and compares the store with the chain head the service signed: names each event "
            + "after it, which the service did not write.")
    @GetMapping(path = "/api/games/{id}/verify", produces = MediaType.APPLICATION_JSON_VALUE)
    Verification verify(@PathVariable("id") String gameId) {
        HeadCheck.Signed signed = heads.signed(gameId);
        List<StoredEvent> events = events(gameId);
        Verification chain = ChainCheck.check(gameId, events);
        List<Finding> findings = new ArrayList<>(chain.findings());
        findings.addAll(heads.check(gameId, signed, events));
        findings.sort(Comparator.comparingLong(Finding::seq));
        return new Verification(gameId, findings.isEmpty(), chain.events(), chain.head(), findings);
    }

    @Operation(summary = "A game's record, signed", description = "Every event with its chain link, the chain's head "
            + "and the rulings, signed with the service's Ed25519 key; `./arbiter verify FILE --key KEY` checks it "
            + "offline.")
    @GetMapping(path = "/api/games/{id}/record", produces = MediaType.APPLICATION_JSON_VALUE)
    GameRecord record(@PathVariable("id") String gameId) {
        GameRecord.Body body = GameRecords.body(gameId, events(gameId), Instant.now());
        String signature = Base64.getEncoder().encodeToString(key.sign(Canonical.bytes(body)));
        return new GameRecord(body, new GameRecord.Seal(SigningKey.ALGORITHM, RecordKeys.base64(key.publicKey()),
                signature));
    }

    @Operation(summary = "The key that signs records", description = "Ed25519, base64 of its X.509 encoding and as PEM.")
    @GetMapping(path = "/api/keys/record", produces = MediaType.APPLICATION_JSON_VALUE)
    PublicKeyView publicKey() {
        return new PublicKeyView(SigningKey.ALGORITHM, RecordKeys.base64(key.publicKey()), RecordKeys.pem(key.publicKey()));
    }

    private List<StoredEvent> events(String gameId) {
        List<StoredEvent> events = reader.read(gameId);
        if (events.isEmpty()) {
            throw new UnknownGame(gameId);
        }
        return events;
    }
}
