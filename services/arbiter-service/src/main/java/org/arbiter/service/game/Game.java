package org.arbiter.service.game;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.BreachNoted;
import org.arbiter.service.game.api.GameEnded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.OpenGame;
import org.arbiter.service.game.api.RecordAction;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.RulingIssued;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

/**
 * One game. Every decision is the law engine's: the aggregate parses the action, asks the
 * rulebook for the step, and records the accepted action with the rulings it produced.
 *
 * <p>State is the header and the accepted actions as JSON text, plus the idempotency keys seen.
 * The law engine's {@link GameState} is derived from them. When events are replayed, the event
 * sourcing handler re-applies the rulebook, which is pure and deterministic, so replaying always
 * gives the state the command handler decided on; when an event has just been applied by the
 * command handler, the handler takes the state already decided instead of computing it twice. A snapshot carries only the plain fields (Jackson); the
 * {@code GameState} is rebuilt from them on first use, which costs one pass of the engine over
 * the actions and no reads of the event store.
 */
@Aggregate(cache = "gameCache", snapshotTriggerDefinition = "gameSnapshotTrigger")
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
class Game {
    @AggregateIdentifier
    private String gameId;
    private String header;
    private final List<String> actions = new ArrayList<>();
    private final Map<String, Integer> keys = new HashMap<>();
    private String result = "*";

    @JsonIgnore
    private transient Header parsedHeader;
    @JsonIgnore
    private transient Rulebook rulebook;
    @JsonIgnore
    private transient GameState state;
    /** The state the command handler just decided on, for the event sourcing handler to take. */
    @JsonIgnore
    private transient GameState decided;

    Game() {
        // for Axon and Jackson (snapshots)
    }

    @CommandHandler
    Game(OpenGame command) {
        Header h = SequenceReader.header(command.header(), 0);
        Rulebook book = rulebookFor(h);
        GameState start = startState(book, h);
        apply(new GameOpened(command.gameId(), command.header(), h.code(), h.white(), h.black(),
                h.event().orElse(null), h.round().orElse(null), start.fen(), start.position()));
    }

    @CommandHandler
    Recorded handle(RecordAction command) {
        return record(command.action(), command.deliveryId(), command.line());
    }

    @CommandHandler
    List<Recorded> handle(RecordActions command) {
        List<Recorded> outcomes = new ArrayList<>(command.actions().size());
        for (int i = 0; i < command.actions().size(); i++) {
            outcomes.add(record(command.actions().get(i), null, command.lines().get(i)));
        }
        return outcomes;
    }

    private Recorded record(String json, String deliveryId, int line) {
        Action action = SequenceReader.action(json, line);
        String key = action.stamp().id().orElse(deliveryId);
        if (key != null && keys.containsKey(key)) {
            return new Recorded(line, keys.get(key), true, List.of(), List.of(), state().position(), result);
        }
        int seq = actions.size() + 1;
        Step step;
        try {
            step = rulebook().apply(state(), action, seq);
        } catch (ActionRejected e) {
            throw new ActionRefused(line, e.getMessage());
        }
        GameState after = step.state();
        String resultBefore = result;
        decided = after;
        String by = wire(action.by());
        String player = player(action.by());
        apply(new ActionRecorded(gameId, seq, json, action.act(), by, action.stamp().at().map(Object::toString).orElse(null),
                move(action), key, after.fen(), after.position(), after.result().text(), after.termination().orElse(null)));
        for (Ruling r : step.rulings()) {
            apply(new RulingIssued(gameId, seq, r.law(), r.text(), r.position(), by, player));
        }
        for (Ruling n : step.notices()) {
            apply(new BreachNoted(gameId, seq, n.law(), n.text(), n.position(), by, player));
        }
        if (after.result().ended() && !after.result().text().equals(resultBefore)) {
            apply(new GameEnded(gameId, seq, after.result().text(), after.termination().orElse(null)));
        }
        return new Recorded(line, seq, false, step.rulings(), step.notices(), after.position(), after.result().text());
    }

    @EventSourcingHandler
    void on(GameOpened event) {
        gameId = event.gameId();
        header = event.header();
    }

    @EventSourcingHandler
    void on(ActionRecorded event) {
        if (decided != null) {
            state = decided;
            decided = null;
        } else if (state != null) {
            state = rulebook().apply(state, SequenceReader.action(event.action(), event.seq()), event.seq()).state();
        }
        actions.add(event.action());
        if (event.idempotencyKey() != null) {
            keys.put(event.idempotencyKey(), event.seq());
        }
        result = event.result();
    }

    /**
     * The law engine's state, rebuilt from the header and the actions after a snapshot.
     * Package-private so that the rebuild benchmark can time it.
     */
    GameState state() {
        if (state == null) {
            GameState s = startState(rulebook(), header());
            for (int i = 0; i < actions.size(); i++) {
                s = rulebook().apply(s, SequenceReader.action(actions.get(i), i + 1), i + 1).state();
            }
            state = s;
        }
        return state;
    }

    private Header header() {
        if (parsedHeader == null) {
            parsedHeader = SequenceReader.header(header, 0);
        }
        return parsedHeader;
    }

    private Rulebook rulebook() {
        if (rulebook == null) {
            rulebook = rulebookFor(header());
        }
        return rulebook;
    }

    private static Rulebook rulebookFor(Header h) {
        return Rulebooks.find(h.code()).orElseThrow(() -> new SequenceError(0, "code",
                "'" + h.code() + "' is not a known code; known: " + String.join(", ", Rulebooks.codes())));
    }

    private static GameState startState(Rulebook book, Header h) {
        try {
            return book.start(h);
        } catch (SequenceError e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new SequenceError(0, "start", e.getMessage());
        }
    }

    private String player(Actor actor) {
        return switch (actor) {
            case WHITE -> header().white();
            case BLACK -> header().black();
            case ARBITER -> "arbiter";
        };
    }

    private static String wire(Actor actor) {
        return switch (actor) {
            case WHITE -> "white";
            case BLACK -> "black";
            case ARBITER -> "arbiter";
        };
    }

    /** The move as written, for the live board: notation, or from-to squares with any promotion. */
    private static String move(Action action) {
        if (action instanceof Action.MoveMade m) {
            return m.notation().orElseGet(() -> m.from().map(Object::toString).orElse("?") + "-"
                    + m.to().map(Object::toString).orElse("?")
                    + m.promote().map(p -> "=" + p.letter()).orElse(""));
        }
        if (action instanceof Action.Adopt a) {
            return a.move();
        }
        return null;
    }
}
