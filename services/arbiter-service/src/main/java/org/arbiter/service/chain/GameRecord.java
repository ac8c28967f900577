package org.arbiter.service.chain;

import java.util.List;
import java.util.Map;

/**
 * A game's record as exported for an appeals committee: the {@code record} (every event with its
 * chain link, the chain's head and the rulings) and its {@code signature}, Ed25519 over the
 * canonical text of {@code record} ({@link Canonical}).
 */
public record GameRecord(Body record, Seal signature) {

    /** What is signed. {@code format} is 1. */
    public record Body(int format, String gameId, String exportedAt, String head, List<Event> events,
                       List<RulingEntry> rulings) {
        public Body {
            events = List.copyOf(events);
            rulings = List.copyOf(rulings);
        }
    }

    /** One stored event: its number in the game, its payload's type and fields, and its chain link. */
    public record Event(long seq, String type, Map<String, Object> payload, Link link) {
    }

    /** A ruling, as the events hold it: the event that carries it, the act that caused it, the citation and its text. */
    public record RulingEntry(long event, Object seq, Object law, Object text, Object position) {
    }

    /** The signature: the algorithm, the signer's public key (base64 X.509) and the signature (base64). */
    public record Seal(String algorithm, String publicKey, String value) {
    }
}
