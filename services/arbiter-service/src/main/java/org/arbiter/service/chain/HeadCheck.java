package org.arbiter.service.chain;

import java.security.PublicKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.service.chain.Finding.Problem;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The stored events against what the service signed: the game's head in {@code chain_head}, checked
 * against the key in the file (never the one in the database), and the head this instance keeps
 * outside the database ({@link OutsideHeads}). Run for {@code verify}, and over every game at the
 * start, where what it finds goes to health ({@link ChainHealth}).
 */
@Component
class HeadCheck {
    private final JdbcTemplate jdbc;
    private final SigningKey key;
    private final ChainHeads heads;
    private final OutsideHeads outside;
    private final ChainHealth health;

    HeadCheck(JdbcTemplate jdbc, SigningKey key, ChainHeads heads, OutsideHeads outside, ChainHealth health) {
        this.jdbc = jdbc;
        this.key = key;
        this.heads = heads;
        this.outside = outside;
        this.health = health;
    }

    /** What was signed for {@code gameId} before its events are read: the heads {@link #check} compares them with. */
    record Signed(Optional<ChainHeads.Head> stored, Optional<ChainHeads.Head> kept) {
    }

    Signed signed(String gameId) {
        return new Signed(heads.stored(gameId), outside.last(gameId));
    }

    /**
     * What the stored events say against the heads signed: a head the key did not sign (the head or
     * the key replaced), events missing up to a signed one (a deleted tail), a signed event whose hash
     * is no longer the one signed (a rewritten chain), events after the last signed one or a game
     * with no signed head (written behind the service's back), and a public key in the database that
     * is not the service's. {@code signed} was read before the events; the head is read again after
     * them, so that an event recorded meanwhile is not taken for one appended.
     */
    List<Finding> check(String gameId, Signed signed, List<StoredEvent> events) {
        List<Finding> findings = new ArrayList<>();
        PublicKey trusted = key.publicKey();
        key.databaseKey().filter(k -> !RecordKeys.base64(k).equals(RecordKeys.base64(trusted))).ifPresent(k ->
                findings.add(new Finding(-1, null, Problem.SIGNATURE, "the database's public key " + RecordKeys.base64(k)
                        + " is not the service's key " + RecordKeys.base64(trusted) + ": it was replaced")));
        Optional<ChainHeads.Head> head = signed.stored().or(() -> heads.stored(gameId));
        if (head.isEmpty()) {
            findings.add(new Finding(0, null, Problem.UNSIGNED, "the game holds " + events.size() + " events but no head "
                    + "signed by the service: its chain_head row was deleted (with its last events, or it was never "
                    + "the service's), or it was recorded before heads were signed"));
        } else if (!head.get().signedBy(trusted)) {
            findings.add(new Finding(head.get().seq(), null, Problem.SIGNATURE, "the signed head (event " + head.get().seq()
                    + ") was not signed by the service's key: the head or the key was replaced"));
        } else {
            against(head.get(), events, "the signed head", findings);
            long covered = heads.stored(gameId).filter(h -> h.signedBy(trusted)).map(ChainHeads.Head::seq)
                    .filter(seq -> seq > head.get().seq()).orElse(head.get().seq());
            events.stream().filter(e -> e.seq() > covered).forEach(e -> findings.add(new Finding(e.seq(), e.type(),
                    Problem.UNSIGNED, "event " + e.seq() + " (" + e.type() + ") is after the last event the service "
                    + "signed (event " + covered + "): it was written behind the service's back, which did not sign it")));
        }
        signed.kept().ifPresent(kept -> {
            if (!kept.signedBy(trusted)) {
                findings.add(new Finding(kept.seq(), null, Problem.SIGNATURE, "the head the service signed for event "
                        + kept.seq() + ", kept outside the database, was signed by another key than the service's key "
                        + "now: the key was replaced"));
            } else {
                List<Finding> outsideFindings = new ArrayList<>();
                against(kept, events, "the head kept outside the database", outsideFindings);
                outsideFindings.stream().filter(f -> findings.stream().noneMatch(g -> g.seq() == f.seq()
                        && g.problem() == f.problem())).forEach(findings::add);
            }
        });
        return findings;
    }

    /** A deleted tail, or a rewritten chain, against a head the service signed. */
    private static void against(ChainHeads.Head head, List<StoredEvent> events, String which, List<Finding> findings) {
        long last = events.isEmpty() ? -1 : events.get(events.size() - 1).seq();
        if (last < head.seq()) {
            findings.add(new Finding(last + 1, null, Problem.REMOVED, "events " + (last + 1) + " to " + head.seq()
                    + " were removed: " + which + " is event " + head.seq() + ", the store ends at event " + last));
            return;
        }
        events.stream().filter(e -> e.seq() == head.seq()).findFirst()
                .filter(e -> e.link() == null || !head.hash().equals(e.link().hash()))
                .ifPresent(e -> findings.add(new Finding(e.seq(), e.type(), Problem.ALTERED, "event " + e.seq()
                        + " is not the event whose hash the service signed (" + which + "): the chain was rewritten up "
                        + "to it")));
    }

    /**
     * Every game at the start: its last stored event against its signed head, and the heads kept
     * outside the database against the database's. A game found not to be the service's is named
     * on health; the service will not sign over it ({@link ChainHeads}).
     */
    @EventListener(ApplicationReadyEvent.class)
    void atStart() {
        Map<String, Long> last = new HashMap<>();
        jdbc.query("select aggregate_identifier, max(sequence_number) from domain_event_entry group by aggregate_identifier",
                rs -> {
                    last.put(rs.getString(1), rs.getLong(2));
                });
        Map<String, ChainHeads.Head> stored = new HashMap<>();
        jdbc.query("select game_id, seq, hash, signature from chain_head", rs -> {
            stored.put(rs.getString(1), new ChainHeads.Head(rs.getString(1), rs.getLong(2), rs.getString(3),
                    rs.getString(4)));
        });
        last.forEach((game, seq) -> {
            ChainHeads.Head head = stored.get(game);
            if (head == null) {
                health.notTheServices(game, "it holds events 0 to " + seq + " but no head signed by the service");
            } else if (head.seq() < seq) {
                health.notTheServices(game, "events " + (head.seq() + 1) + " to " + seq + " were not signed by the "
                        + "service: they were written behind its back");
            } else if (head.seq() > seq) {
                health.notTheServices(game, "events " + (seq + 1) + " to " + head.seq() + ", signed by the service, "
                        + "are no longer stored");
            } else if (!ours(head)) {
                health.notTheServices(game, "its head was not signed by the service's key: the head or the key was "
                        + "replaced");
            }
        });
        outside.all().forEach((game, kept) -> {
            ChainHeads.Head head = stored.get(game);
            if (!ours(kept)) {
                health.notTheServices(game, "the head the service keeps outside the database was signed by another key "
                        + "than the one in the key file: the key was replaced");
            } else if (head == null || head.seq() < kept.seq() || head.seq() == kept.seq() && !head.hash().equals(kept.hash())) {
                health.notTheServices(game, "the service signed event " + kept.seq() + " (the head it keeps outside the "
                        + "database), the database's head is " + (head == null ? "gone" : "event " + head.seq())
                        + ": the game was rolled back");
            }
        });
    }

    /** Whether this service's key gave the head its signature (Ed25519 gives one signature a content). */
    private boolean ours(ChainHeads.Head head) {
        return heads.sign(head.gameId(), head.seq(), head.hash()).signature().equals(head.signature());
    }
}
