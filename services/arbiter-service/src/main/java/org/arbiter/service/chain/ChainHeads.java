package org.arbiter.service.chain;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.arbiter.service.chain.Finding.Problem;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Each game's chain head, signed as the game grows: in the same transaction as each event (a
 * subscribing processor), the event's number and hash signed with the service's key. Whoever
 * deletes a game's last events, or rewrites them and hashes the chain again, cannot sign the new
 * head without the key file, so {@link #check} finds the signed head no longer matches. The same
 * signature goes out with each event on {@code arbiter.events}, where the database cannot reach it.
 */
@Component
@ProcessingGroup(ChainHeads.PROCESSOR)
public class ChainHeads {
    public static final String PROCESSOR = "chain-heads";

    private final JdbcTemplate jdbc;
    private final SigningKey key;

    ChainHeads(JdbcTemplate jdbc, SigningKey key) {
        this.jdbc = jdbc;
        this.key = key;
    }

    /** A game's head as signed: the last event's number and hash, and the signature over both. */
    public record Head(String gameId, long seq, String hash, String signature) {
        /** What is signed: the game, the event's number and its hash, one line of text. */
        public static byte[] content(String gameId, long seq, String hash) {
            return ("arbiter chain head v1\n" + gameId + "\n" + seq + "\n" + hash).getBytes(StandardCharsets.UTF_8);
        }

        /** Whether {@code trusted} signed this head. */
        public boolean signedBy(PublicKey trusted) {
            try {
                Signature check = Signature.getInstance(SigningKey.ALGORITHM);
                check.initVerify(trusted);
                check.update(content(gameId, seq, hash));
                return check.verify(Base64.getDecoder().decode(signature));
            } catch (GeneralSecurityException | IllegalArgumentException e) {
                return false;
            }
        }
    }

    @EventHandler
    void on(DomainEventMessage<?> event) {
        Link.of(event.getMetaData()).ifPresent(link -> {
            Head head = sign(event.getAggregateIdentifier(), event.getSequenceNumber(), link.hash());
            if (jdbc.update("update chain_head set seq = ?, hash = ?, signature = ? where game_id = ? and seq < ?",
                    head.seq(), head.hash(), head.signature(), head.gameId(), head.seq()) == 0
                    && jdbc.queryForObject("select count(*) from chain_head where game_id = ?", Long.class, head.gameId()) == 0) {
                jdbc.update("insert into chain_head (game_id, seq, hash, signature) values (?, ?, ?, ?)",
                        head.gameId(), head.seq(), head.hash(), head.signature());
            }
        });
    }

    /** The head of {@code gameId}'s event {@code seq} whose hash is {@code hash}, signed now. */
    public Head sign(String gameId, long seq, String hash) {
        return new Head(gameId, seq, hash, Base64.getEncoder().encodeToString(key.sign(Head.content(gameId, seq, hash))));
    }

    Optional<Head> stored(String gameId) {
        return jdbc.query("select game_id, seq, hash, signature from chain_head where game_id = ?",
                (rs, n) -> new Head(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4)), gameId)
                .stream().findFirst();
    }

    /**
     * What the stored events say against the signed head and the service's key: a head the key did
     * not sign (the head or the key replaced), events missing up to the signed one (a deleted tail),
     * and a signed event whose hash is no longer the one signed (a rewritten chain).
     */
    List<Finding> check(String gameId, List<StoredEvent> events) {
        List<Finding> findings = new ArrayList<>();
        PublicKey trusted = key.publicKey();
        key.databaseKey().filter(k -> !RecordKeys.base64(k).equals(RecordKeys.base64(trusted))).ifPresent(k ->
                findings.add(new Finding(-1, null, Problem.SIGNATURE, "the database's public key " + RecordKeys.base64(k)
                        + " is not the service's key " + RecordKeys.base64(trusted) + ": it was replaced")));
        Optional<Head> signed = stored(gameId);
        if (signed.isEmpty()) {
            return findings;
        }
        Head head = signed.get();
        if (!head.signedBy(trusted)) {
            findings.add(new Finding(head.seq(), null, Problem.SIGNATURE, "the signed head (event " + head.seq()
                    + ") was not signed by the service's key: the head or the key was replaced"));
            return findings;
        }
        long last = events.isEmpty() ? -1 : events.get(events.size() - 1).seq();
        if (last < head.seq()) {
            findings.add(new Finding(last + 1, null, Problem.REMOVED, "events " + (last + 1) + " to " + head.seq()
                    + " were removed: the signed head is event " + head.seq() + ", the store ends at event " + last));
            return findings;
        }
        events.stream().filter(e -> e.seq() == head.seq()).findFirst()
                .filter(e -> e.link() == null || !head.hash().equals(e.link().hash()))
                .ifPresent(e -> findings.add(new Finding(e.seq(), e.type(), Problem.ALTERED, "event " + e.seq()
                        + " is not the event whose hash the service signed: the chain was rewritten up to it")));
        return findings;
    }
}
