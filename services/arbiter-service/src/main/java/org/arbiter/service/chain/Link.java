package org.arbiter.service.chain;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.arbiter.service.game.api.Recorder;

/**
 * The chain link an event carries in its metadata: who recorded it ({@code recorder}, its
 * {@code recorderKind} and the way in, {@code via}), when ({@code recordedAt}), the hash of the
 * game's previous event ({@code prev}, {@link #GENESIS} for the first) and its own {@code hash}:
 * SHA-256 of the canonical text of the game's id, the payload's type and fields, and every field
 * of this link but the hash itself. Altering an event changes its hash; removing, inserting or
 * moving one breaks the next event's {@code prev}.
 */
public record Link(String recorder, Recorder.Kind recorderKind, Recorder.Via via, String recordedAt, String prev,
                   String hash) {
    /** The {@code prev} of a game's first event. */
    public static final String GENESIS = "0".repeat(64);
    public static final String RECORDER = "recorder";
    public static final String RECORDER_KIND = "recorderKind";
    public static final String VIA = "via";
    public static final String RECORDED_AT = "recordedAt";
    public static final String PREV = "prev";
    public static final String HASH = "hash";
    /**
     * The metadata of an event read in a newer shape than it was stored in (upcast) holds its payload
     * as stored, as JSON text, under this key: the payload its hash is of. It is never stored.
     */
    public static final String STORED_PAYLOAD = "storedPayload";

    /** The link of a new event of game {@code gameId}, recorded now after the event whose hash is {@code prev}. */
    public static Link next(String gameId, Object payload, Recorder by, Instant at, String prev) {
        return next(gameId, payload.getClass().getSimpleName(), payload, by, at, prev);
    }

    /** As {@link #next(String, Object, Recorder, Instant, String)}, the payload's type named. */
    public static Link next(String gameId, String type, Object payload, Recorder by, Instant at, String prev) {
        Link unhashed = new Link(by.name(), by.kind(), by.via(), at.toString(), prev, null);
        return unhashed.withHash(unhashed.expectedHash(gameId, type, payload));
    }

    /** The hash this link's event should have, given its payload as stored now. */
    public String expectedHash(String gameId, String type, Object payload) {
        Map<String, Object> hashed = new LinkedHashMap<>();
        hashed.put("game", gameId);
        hashed.put("type", type);
        hashed.put("payload", payload);
        hashed.put(RECORDER, recorder);
        hashed.put(RECORDER_KIND, recorderKind.name());
        hashed.put(VIA, via.name());
        hashed.put(RECORDED_AT, recordedAt);
        hashed.put(PREV, prev);
        return Canonical.sha256(hashed);
    }

    Link withHash(String h) {
        return new Link(recorder, recorderKind, via, recordedAt, prev, h);
    }

    /** The link as event metadata (plain strings). */
    public Map<String, String> metaData() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(RECORDER, recorder);
        m.put(RECORDER_KIND, recorderKind.name());
        m.put(VIA, via.name());
        m.put(RECORDED_AT, recordedAt);
        m.put(PREV, prev);
        m.put(HASH, hash);
        return m;
    }

    /**
     * The link an event's metadata holds; empty when it holds none (an event recorded before the
     * chain) or one that cannot be read (a field missing or not one of the names allowed).
     */
    public static Optional<Link> of(Map<String, ?> metaData) {
        Object[] v = {metaData.get(RECORDER), metaData.get(RECORDER_KIND), metaData.get(VIA),
            metaData.get(RECORDED_AT), metaData.get(PREV), metaData.get(HASH)};
        for (Object o : v) {
            if (!(o instanceof String)) {
                return Optional.empty();
            }
        }
        try {
            return Optional.of(new Link((String) v[0], Recorder.Kind.valueOf((String) v[1]),
                    Recorder.Via.valueOf((String) v[2]), (String) v[3], (String) v[4], (String) v[5]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
