package org.arbiter.service.storage;

import java.security.SecureRandom;
import java.util.UUID;
import org.axonframework.common.IdentifierFactory;

/**
 * Axon's identifiers for messages (events, commands) as version 7 UUIDs (RFC 9562): the
 * millisecond of creation first, then 74 random bits, from the same source as Axon's default
 * version 4 UUIDs. They are still unique and still UUIDs; what changes is where each new event
 * lands in {@code domain_event_entry}'s unique index on {@code event_identifier}.
 *
 * <p>With random identifiers every insert goes to a random leaf of that index, so at any time
 * most of the index's pages have been changed since the last checkpoint: each such page costs a
 * full image of 8 kB in the write-ahead log the first time it changes after a checkpoint, is
 * split half-empty, and is written out again when PostgreSQL evicts it. Identifiers that grow
 * with time all go to the index's last pages, as the global index's do. Loaded by Axon through
 * {@link java.util.ServiceLoader} ({@code META-INF/services}), hence public.
 */
public final class TimeOrderedIdentifiers extends IdentifierFactory {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final long VERSION_7 = 0x7000L;
    private static final long VARIANT_IETF = 0x8000_0000_0000_0000L;

    @Override
    public String generateIdentifier() {
        return next(System.currentTimeMillis()).toString();
    }

    /** A version 7 UUID for the Unix time {@code millis}. */
    static UUID next(long millis) {
        byte[] random = new byte[10];
        RANDOM.nextBytes(random);
        long randomA = ((random[0] & 0xFFL) << 4) | ((random[1] & 0xF0L) >>> 4);
        long randomB = 0;
        for (int i = 2; i < 10; i++) {
            randomB = (randomB << 8) | (random[i] & 0xFFL);
        }
        long high = (millis & 0xFFFF_FFFF_FFFFL) << 16 | VERSION_7 | randomA;
        long low = VARIANT_IETF | (randomB & 0x3FFF_FFFF_FFFF_FFFFL);
        return new UUID(high, low);
    }
}
