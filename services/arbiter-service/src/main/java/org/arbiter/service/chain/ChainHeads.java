package org.arbiter.service.chain;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Base64;
import java.util.Optional;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Each game's chain head, signed as the game grows: in the same transaction as each event (a
 * subscribing processor), the event's number and hash signed with the service's key, kept as the
 * game's head ({@code chain_head}), as the event's own signature ({@code chain_signature}, which
 * the publisher sends with it on {@code arbiter.events}) and, after the commit, outside the
 * database ({@link OutsideHeads}). The service signs only what extends its own signed head: an
 * event whose previous event is not the head it signed last (an event appended, a tail rewritten or
 * rolled back behind its back) is refused with {@link ForeignTail}, and the command fails. Whoever
 * deletes a game's last events, or rewrites them and hashes the chain again, cannot sign the new
 * head without the key file, so {@link HeadCheck} finds the signed head no longer matches.
 */
@Component
@ProcessingGroup(ChainHeads.PROCESSOR)
public class ChainHeads {
    public static final String PROCESSOR = "chain-heads";

    private final JdbcTemplate jdbc;
    private final SigningKey key;
    private final OutsideHeads outside;
    private final ChainHealth health;

    ChainHeads(JdbcTemplate jdbc, SigningKey key, OutsideHeads outside, ChainHealth health) {
        this.jdbc = jdbc;
        this.key = key;
        this.outside = outside;
        this.health = health;
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

    /** The service will not sign an event that extends a chain whose last event it did not sign itself. */
    public static final class ForeignTail extends RuntimeException {
        private final String gameId;
        private final long seq;

        ForeignTail(String gameId, long seq, String reason) {
            super("game " + gameId + ": event " + seq + " was not recorded: " + reason + ". The service records and "
                    + "signs nothing more on this game; check it with GET /api/games/{id}/verify");
            this.gameId = gameId;
            this.seq = seq;
        }

        public String gameId() {
            return gameId;
        }

        public long seq() {
            return seq;
        }
    }

    @EventHandler
    void on(DomainEventMessage<?> event) {
        Link.of(event.getMetaData()).ifPresent(link -> extend(event.getAggregateIdentifier(), event.getSequenceNumber(),
                link));
    }

    /**
     * Signs event {@code seq} of the game as its new head, once its previous event is found to be the
     * head the service signed last: in {@code chain_head}, with the signature this key gives it, and
     * not behind the head this instance keeps outside the database.
     */
    private void extend(String gameId, long seq, Link link) {
        Optional<Head> kept = outside.last(gameId);
        if (kept.isPresent() && kept.get().seq() >= seq) {
            refuse(gameId, seq, "the service signed event " + kept.get().seq() + " of this game already (the head it "
                    + "keeps outside the database), and the store ends at event " + (seq - 1)
                    + ": its events and its chain_head row were rolled back");
        }
        Head head = sign(gameId, seq, link.hash());
        if (seq == 0) {
            try {
                jdbc.update("insert into chain_head (game_id, seq, hash, signature) values (?, ?, ?, ?)",
                        gameId, seq, head.hash(), head.signature());
            } catch (DuplicateKeyException e) {
                refuse(gameId, seq, "the database holds a signed head for a game opened only now");
            }
        } else {
            String previous = kept.filter(h -> h.seq() == seq - 1 && h.hash().equals(link.prev()))
                    .map(Head::signature).orElseGet(() -> sign(gameId, seq - 1, link.prev()).signature());
            if (jdbc.update("update chain_head set seq = ?, hash = ?, signature = ? where game_id = ? and seq = ? "
                    + "and hash = ? and signature = ?", seq, head.hash(), head.signature(), gameId, seq - 1, link.prev(),
                    previous) == 0) {
                refuse(gameId, seq, "its previous event (" + (seq - 1) + ", hash " + link.prev() + ") is not the last "
                        + "event the service signed for it (" + stored(gameId).map(h -> "event " + h.seq() + ", hash "
                        + h.hash()).orElse("no head") + "): events were written, or the head changed, behind its back");
            }
        }
        jdbc.update("insert into chain_signature (game_id, seq, hash, signature) values (?, ?, ?, ?)",
                gameId, seq, head.hash(), head.signature());
        if (CurrentUnitOfWork.isStarted()) {
            CurrentUnitOfWork.get().afterCommit(u -> outside.signed(head));
        } else {
            outside.signed(head);
        }
    }

    private void refuse(String gameId, long seq, String reason) {
        ForeignTail refused = new ForeignTail(gameId, seq, reason);
        health.notTheServices(gameId, refused.getMessage());
        throw refused;
    }

    /**
     * The signature the service gave event {@code seq} of {@code gameId} when it stored it, if it
     * stored an event there with this hash: none for an event written behind its back.
     */
    Optional<Head> signed(String gameId, long seq, String hash) {
        return jdbc.query("select signature from chain_signature where game_id = ? and seq = ? and hash = ?",
                (rs, n) -> new Head(gameId, seq, hash, rs.getString(1)), gameId, seq, hash).stream().findFirst();
    }

    /**
     * The signed head to publish with event {@code seq} of {@code gameId}: the signature the service
     * gave it when it stored it; none, and health told, for an event it did not store.
     */
    public Optional<Head> publishable(String gameId, long seq, String hash) {
        Optional<Head> head = signed(gameId, seq, hash);
        if (head.isEmpty()) {
            health.notTheServices(gameId, "event " + seq + " (hash " + hash + ") was published without a signature: "
                    + "the service did not store it, it was written behind its back");
        }
        return head;
    }

    /** The head of {@code gameId}'s event {@code seq} whose hash is {@code hash}, signed now. */
    Head sign(String gameId, long seq, String hash) {
        return new Head(gameId, seq, hash, Base64.getEncoder().encodeToString(key.sign(Head.content(gameId, seq, hash))));
    }

    Optional<Head> stored(String gameId) {
        return jdbc.query("select game_id, seq, hash, signature from chain_head where game_id = ?",
                (rs, n) -> new Head(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4)), gameId)
                .stream().findFirst();
    }
}
