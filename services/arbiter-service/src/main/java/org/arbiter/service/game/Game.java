package org.arbiter.service.game;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.chain.Link;
import org.arbiter.service.game.api.ActionJson;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.BreachNoted;
import org.arbiter.service.game.api.GameEnded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.OpenGame;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.game.api.RulingIssued;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.StoredGame;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.annotation.MetaDataValue;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

/**
 * One game. Every decision is the law engine's: the aggregate asks the rulebook for the step and
 * records the accepted action with the rulings it produced and the result, when the act changed it;
 * the rest of the state the engine reached follows from the acts (ADR 0035).
 *
 * <p>State is the header and the accepted actions as the arbiter gave them, plus the idempotency
 * keys seen; the law engine's {@link GameState} is derived from them. A snapshot carries only
 * those plain fields, and the engine's state is rebuilt from them on first use.
 *
 * <p>Every event is applied with its chain {@link Link}: who recorded it and the hash of the
 * game's previous event, whose hash ({@code head}) the aggregate keeps, so each snapshot holds the
 * chain's head.
 */
@Aggregate(cache = "gameCache", snapshotTriggerDefinition = "gameSnapshotTrigger")
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
class Game {
    @AggregateIdentifier
    private String gameId;
    private Map<String, Object> header;
    /** Stored in a snapshot as each act's fields, as its event stores them. */
    @JsonSerialize(contentUsing = ActionJson.Writer.class)
    @JsonDeserialize(contentUsing = ActionJson.Reader.class)
    private final List<Action> actions = new ArrayList<>();
    private final Map<String, Integer> keys = new HashMap<>();
    /** The hash of the game's last event, the next event's {@code prev}. */
    private String head;

    @JsonIgnore
    private transient Rulebook rulebook;
    @JsonIgnore
    private transient Header parsedHeader;
    @JsonIgnore
    private transient GameState state;
    /** The state the command handler just decided on, so the event sourcing handler need not work it out again. */
    @JsonIgnore
    private transient GameState decided;

    Game() {
        // for Axon and Jackson (snapshots)
    }

    @CommandHandler
    Game(OpenGame command) {
        GameState start = Rulebooks.start(command.header());
        Header h = command.header();
        GameOpened opened = new GameOpened(command.gameId(), command.fields(), h.code(), h.white(), h.black(),
                h.event().orElse(null), h.round().orElse(null), start.fen(), start.position());
        apply(opened, MetaData.from(Link.next(command.gameId(), opened, command.recorder(), Instant.now(), Link.GENESIS)
                .metaData()));
    }

    @CommandHandler
    List<Recorded> handle(RecordActions command) {
        if (command.header() != null && !command.header().equals(header())) {
            throw new SequenceError(1, "header", "the file's header is not this game's header; post the acts alone, "
                    + "or the file to /api/games to open a new game");
        }
        List<Recorded> outcomes = new ArrayList<>(command.actions().size());
        for (ActionLine line : command.actions()) {
            outcomes.add(record(line, command.recorder()));
        }
        return outcomes;
    }

    private Recorded record(ActionLine sent, Recorder recorder) {
        // The edge reads an act before it knows the game (JsonInput); the game reads it as an act of its own game.
        ActionLine line = new ActionLine(sent.line(), sent.fields(),
                SequenceReader.action(sent.fields(), sent.line(), header().game()), sent.deliveryId());
        String key = line.action().stamp().id().orElse(line.deliveryId());
        if (key != null && keys.containsKey(key)) {
            GameState now = state();
            return new Recorded(line.line(), keys.get(key), true, List.of(), List.of(), now.position(),
                    now.result().text(), BoardFacts.turn(now, List.of()));
        }
        int seq = actions.size() + 1;
        Step step;
        try {
            step = rulebook().apply(state(), line.action(), seq);
        } catch (ActionRejected e) {
            throw new ActionRefused(line.line(), e.getMessage());
        }
        GameState before = state();
        GameState after = step.state();
        decided = after;
        String by = BoardFacts.side(line.action().by());
        // the result and its law, when the act changed them; all else follows from the acts
        boolean changed = after.result() != before.result() || !after.termination().equals(before.termination());
        chained(recorder, new ActionRecorded(gameId, seq, line.action(), key, changed ? after.result() : null,
                changed ? after.termination().orElse(null) : null));
        for (Ruling r : step.rulings()) {
            String against = BoardFacts.against(r);
            chained(recorder, new RulingIssued(gameId, seq, r.law(), r.text(), r.position(), by, player(by), against,
                    player(against)));
        }
        for (Ruling n : step.notices()) {
            chained(recorder, new BreachNoted(gameId, seq, n.law(), n.text(), n.position(), by, player(by)));
        }
        if (after.result().ended() && after.result() != before.result()) {
            chained(recorder, new GameEnded(gameId, seq, after.result().text(), after.termination().orElse(null)));
        }
        return new Recorded(line.line(), seq, false, step.rulings(), step.notices(), after.position(), after.result().text(),
                BoardFacts.turn(after, Stream.concat(step.rulings().stream(), step.notices().stream())
                        .toList()));
    }

    /** Applies the event linked to the one before it. */
    private void chained(Recorder recorder, Object event) {
        String prev = head == null ? Link.GENESIS : head;
        apply(event, MetaData.from(Link.next(gameId, event, recorder, Instant.now(), prev).metaData()));
    }

    @EventSourcingHandler
    void on(GameOpened event, @MetaDataValue(Link.HASH) String hash) {
        gameId = event.gameId();
        header = event.header();
        head = hash;
    }

    @EventSourcingHandler
    void on(RulingIssued event, @MetaDataValue(Link.HASH) String hash) {
        head = hash;
    }

    @EventSourcingHandler
    void on(BreachNoted event, @MetaDataValue(Link.HASH) String hash) {
        head = hash;
    }

    @EventSourcingHandler
    void on(GameEnded event, @MetaDataValue(Link.HASH) String hash) {
        head = hash;
    }

    @EventSourcingHandler
    void on(ActionRecorded event, @MetaDataValue(Link.HASH) String hash) {
        head = hash;
        if (decided != null) {
            state = decided;
            decided = null;
        } else if (state != null) {
            // Axon sources the aggregate one event at a time: each act is applied to the state so far,
            // where the read path (GameReplay) would replay the whole game again for every event.
            state = rulebook().apply(state, event.action(), event.seq()).state();
        }
        actions.add(event.action());
        if (event.idempotencyKey() != null) {
            keys.put(event.idempotencyKey(), event.seq());
        }
    }

    /** The law engine's state, rebuilt from the header and the actions after a snapshot or a reload. */
    GameState state() {
        if (state == null) {
            state = GameReplay.of(new StoredGame(gameId, header, actions)).state();
        }
        return state;
    }

    private Header header() {
        if (parsedHeader == null) {
            parsedHeader = SequenceReader.header(Map.of("header", header), 1);
        }
        return parsedHeader;
    }

    private Rulebook rulebook() {
        if (rulebook == null) {
            rulebook = Rulebooks.of(header());
        }
        return rulebook;
    }

    private String player(String side) {
        if ("white".equals(side)) {
            return header().white();
        }
        if ("black".equals(side)) {
            return header().black();
        }
        return side;
    }
}
