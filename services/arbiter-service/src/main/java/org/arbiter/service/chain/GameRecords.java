package org.arbiter.service.chain;

import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.arbiter.service.chain.Finding.Problem;

/**
 * Signed records: made from a game's stored events, and checked offline against a public key the
 * committee trusts, without the server that sent them. The check is the signature first, then
 * the same chain and replay check as {@code GET /api/games/{id}/verify}.
 */
public final class GameRecords {
    private GameRecords() {
    }

    static GameRecord.Body body(String gameId, List<StoredEvent> events, Instant now) {
        List<GameRecord.Event> out = new ArrayList<>(events.size());
        List<GameRecord.RulingEntry> rulings = new ArrayList<>();
        for (StoredEvent e : events) {
            out.add(new GameRecord.Event(e.seq(), e.type(), e.payload(), e.link()));
            if ("RulingIssued".equals(e.type()) && e.payload() != null) {
                rulings.add(new GameRecord.RulingEntry(e.seq(), e.payload().get("seq"), e.payload().get("law"),
                        e.payload().get("text"), e.payload().get("position")));
            }
        }
        StoredEvent last = events.isEmpty() ? null : events.get(events.size() - 1);
        return new GameRecord.Body(1, gameId, now.toString(), last == null || last.link() == null ? null
                : last.link().hash(), out, rulings);
    }

    /** Checks a record: signed by {@code trusted} over exactly this content, then its chain and its replay. */
    public static Verification verify(GameRecord record, PublicKey trusted) {
        GameRecord.Body body = record.record();
        List<StoredEvent> events = new ArrayList<>();
        for (GameRecord.Event e : body.events()) {
            events.add(new StoredEvent(e.seq(), e.type(), e.payload(), e.link(), e.payload() == null
                    ? "the record holds no payload for it" : null));
        }
        Verification chain = ChainCheck.check(body.gameId(), events);
        List<Finding> findings = new ArrayList<>();
        String seal = sealProblem(record, trusted);
        if (seal != null) {
            findings.add(new Finding(-1, null, Problem.SIGNATURE, seal));
        }
        if (body.head() != null && !body.head().equals(chain.head())) {
            findings.add(new Finding(-1, null, Problem.ALTERED, "the record's head " + body.head()
                    + " is not the hash of its last event"));
        }
        findings.addAll(chain.findings());
        return new Verification(body.gameId(), findings.isEmpty(), chain.events(), chain.head(), findings);
    }

    /**
     * What became of an earlier export's events in the record as it is now: each event published
     * then must still be there with the same hash, and the record must still be signed by the key
     * that signed the earlier one. Each finding names the event.
     */
    public static List<Finding> since(GameRecord earlier, GameRecord now) {
        List<Finding> findings = new ArrayList<>();
        if (earlier.signature() != null && now.signature() != null
                && !Objects.equals(earlier.signature().publicKey(), now.signature().publicKey())) {
            findings.add(new Finding(-1, null, Problem.SIGNATURE, "the record is now signed with another key ("
                    + now.signature().publicKey() + ") than the earlier export (" + earlier.signature().publicKey()
                    + "): the key was replaced"));
        }
        Map<Long, GameRecord.Event> current = new HashMap<>();
        for (GameRecord.Event e : now.record().events()) {
            current.put(e.seq(), e);
        }
        for (GameRecord.Event then : earlier.record().events()) {
            GameRecord.Event e = current.get(then.seq());
            if (e == null) {
                findings.add(new Finding(then.seq(), then.type(), Problem.REMOVED, "event " + then.seq() + " ("
                        + then.type() + "), in the earlier export, is no longer in the record"));
            } else if (then.link() != null && (e.link() == null || !then.link().hash().equals(e.link().hash()))) {
                findings.add(new Finding(then.seq(), then.type(), Problem.ALTERED, "event " + then.seq() + " ("
                        + then.type() + ") is not the event of the earlier export: its hash changed"));
            }
        }
        return findings;
    }

    /**
     * Whether the service still signs with the key the committee trusts: a record it exports now
     * signed with another key says the key was replaced, in the key file and the database alike,
     * which no check inside the service can see.
     */
    public static List<Finding> signer(GameRecord now, PublicKey trusted) {
        String signer = now.signature() == null ? null : now.signature().publicKey();
        if (RecordKeys.base64(trusted).equals(signer)) {
            return List.of();
        }
        return List.of(new Finding(-1, null, Problem.SIGNATURE, "the service signs with another key (" + signer
                + ") than the key given (" + RecordKeys.base64(trusted) + "): the key was replaced"));
    }

    /**
     * What became of a head published on {@code arbiter.events} in the record as it is now: the
     * head must be signed by {@code trusted}, and the record must still hold its event with its hash.
     */
    public static List<Finding> published(ChainHeads.Head head, PublicKey trusted, GameRecord now) {
        List<Finding> findings = new ArrayList<>();
        if (!head.signedBy(trusted)) {
            findings.add(new Finding(head.seq(), null, Problem.SIGNATURE, "the head published for event " + head.seq()
                    + " was not signed by the key given"));
            return findings;
        }
        GameRecord.Event e = now.record().events().stream().filter(x -> x.seq() == head.seq()).findFirst().orElse(null);
        if (e == null) {
            findings.add(new Finding(head.seq(), null, Problem.REMOVED, "event " + head.seq() + ", published on the "
                    + "topic, is no longer in the record"));
        } else if (e.link() == null || !head.hash().equals(e.link().hash())) {
            findings.add(new Finding(head.seq(), e.type(), Problem.ALTERED, "event " + head.seq() + " is not the event "
                    + "published on the topic: its hash changed"));
        }
        return findings;
    }

    private static String sealProblem(GameRecord record, PublicKey trusted) {
        GameRecord.Seal seal = record.signature();
        if (seal == null || seal.value() == null) {
            return "the record is not signed";
        }
        if (!SigningKey.ALGORITHM.equals(seal.algorithm())) {
            return "the record is signed with " + seal.algorithm() + ", not " + SigningKey.ALGORITHM;
        }
        if (!RecordKeys.base64(trusted).equals(seal.publicKey())) {
            return "the record names another signer's key (" + seal.publicKey() + ") than the key given";
        }
        try {
            Signature check = Signature.getInstance(SigningKey.ALGORITHM);
            check.initVerify(trusted);
            check.update(Canonical.bytes(record.record()));
            return check.verify(Base64.getDecoder().decode(seal.value())) ? null
                    : "the signature does not match the record's content: the record was changed after it was signed";
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return "the signature cannot be checked: " + e.getMessage();
        }
    }
}
