package org.arbiter.service.tournament;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;

/**
 * A tournament's record of what its officials decide about the tournament as a whole, beside its
 * games' records: which display screens see its games live despite the broadcast delay, whether
 * its games are public, and each round's pairing by the Dutch system and its publication (a
 * published round is never paired again).
 * Its id is {@code tournament/ID}, which no game's id can be (a game's id holds no {@code /}).
 */
@Aggregate
class TournamentRecord {
    @AggregateIdentifier
    private String record;
    private final Set<String> liveDisplays = new HashSet<>();
    private final Map<Integer, RoundPaired> paired = new HashMap<>();
    private final Set<Integer> published = new HashSet<>();
    /** Whether its games are public, once this record has said; null while the import's word stands. */
    private Boolean publicGames;

    TournamentRecord() {
        // for Axon
    }

    /** The record's id for the tournament with this id. */
    static String idOf(String tournamentId) {
        return "tournament/" + tournamentId;
    }

    /** Records the mark when it changes something; marking again what stands records nothing. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(MarkDisplay command) {
        if (record == null || command.live() != liveDisplays.contains(command.display())) {
            apply(new DisplayMarked(command.tournament(), command.display(), command.live(), command.by()));
        }
    }

    /** Records the change when it changes something: setting what stands records nothing. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(SetPublic command) {
        boolean now = publicGames == null ? command.imported() : publicGames;
        if (record == null || command.publicGames() != now) {
            apply(new PublicSet(command.tournament(), command.publicGames(), command.by()));
        }
    }

    @EventSourcingHandler
    void on(PublicSet e) {
        record = idOf(e.tournament());
        publicGames = e.publicGames();
    }

    @EventSourcingHandler
    void on(DisplayMarked e) {
        record = idOf(e.tournament());
        if (e.live()) {
            liveDisplays.add(e.display());
        } else {
            liveDisplays.remove(e.display());
        }
    }

    /** Records the pairing, in place of one of the round not yet published; a published round is refused. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(PairRound command) {
        int round = command.pairing().round();
        if (published.contains(round)) {
            throw new PairingRefused("round-published", "round " + round + " is published; it is not paired again",
                    List.of());
        }
        apply(command.pairing());
    }

    /** Publishes the round's last pairing; a round without one, or published already, is refused. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    void handle(PublishRound command) {
        if (published.contains(command.round())) {
            throw new PairingRefused("round-published", "round " + command.round() + " is published already",
                    List.of());
        }
        if (!paired.containsKey(command.round())) {
            throw new PairingRefused("no-pairing", "round " + command.round() + " has no pairing to publish: pair it "
                    + "first", List.of());
        }
        apply(new RoundPublished(command.tournament(), command.round(), command.by()));
    }

    @EventSourcingHandler
    void on(RoundPaired e) {
        record = idOf(e.tournament());
        paired.put(e.round(), e);
    }

    @EventSourcingHandler
    void on(RoundPublished e) {
        record = idOf(e.tournament());
        published.add(e.round());
    }
}
