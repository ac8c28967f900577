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
import org.arbiter.law.Replay;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.BreachNoted;
import org.arbiter.service.game.api.GameEnded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.OpenGame;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.RulingIssued;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

/**
 * One game. Every decision is the law engine's: the aggregate asks the rulebook for the step and
 * records the accepted action with the rulings it produced and the state the engine reached.
 *
 * <p>State is the header and the accepted actions as the arbiter gave them, plus the idempotency
 * keys seen; the law engine's {@link GameState} is derived from them. A snapshot carries only
 * those plain fields, and the engine's state is rebuilt from them on first use.
 */
@Aggregate(cache = "gameCache", snapshotTriggerDefinition = "gameSnapshotTrigger")
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
class Game {
    @AggregateIdentifier
    private String gameId;
    private Map<String, Object> header;
    private final List<Map<String, Object>> actions = new ArrayList<>();
    private final Map<String, Integer> keys = new HashMap<>();

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
        apply(new GameOpened(command.gameId(), command.fields(), h.code(), h.white(), h.black(),
                h.event().orElse(null), h.round().orElse(null), start.fen(), start.position()));
    }

    @CommandHandler
    List<Recorded> handle(RecordActions command) {
        if (command.header() != null && !command.header().equals(header())) {
            throw new SequenceError(1, "header", "the file's header is not this game's header; post the acts alone, "
                    + "or the file to /api/games to open a new game");
        }
        List<Recorded> outcomes = new ArrayList<>(command.actions().size());
        for (ActionLine line : command.actions()) {
            outcomes.add(record(line));
        }
        return outcomes;
    }

    private Recorded record(ActionLine sent) {
        // The edge reads an act before it knows the game (JsonInput); the game reads it as an act of its own game.
        ActionLine line = new ActionLine(sent.line(), sent.fields(),
                SequenceReader.action(sent.fields(), sent.line(), header().game()), sent.deliveryId());
        String key = line.action().stamp().id().orElse(line.deliveryId());
        if (key != null && keys.containsKey(key)) {
            GameState now = state();
            return new Recorded(line.line(), keys.get(key), true, List.of(), List.of(), now.position(),
                    now.result().text());
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
        BoardFacts facts = BoardFacts.of(after);
        apply(new ActionRecorded(gameId, seq, line.fields(), line.action().act(), by,
                line.action().stamp().at().map(Object::toString).orElse(null), key, after.fen(), after.position(),
                facts.result(), after.termination().orElse(null), facts.lastMove(), facts.whiteUsed(),
                facts.blackUsed(), facts.whiteLeft(), facts.blackLeft(), facts.running(), facts.flag()));
        for (Ruling r : step.rulings()) {
            String against = BoardFacts.against(r);
            apply(new RulingIssued(gameId, seq, r.law(), r.text(), r.position(), by, player(by), against,
                    player(against)));
        }
        for (Ruling n : step.notices()) {
            apply(new BreachNoted(gameId, seq, n.law(), n.text(), n.position(), by, player(by)));
        }
        if (after.result().ended() && after.result() != before.result()) {
            apply(new GameEnded(gameId, seq, facts.result(), after.termination().orElse(null)));
        }
        return new Recorded(line.line(), seq, false, step.rulings(), step.notices(), after.position(), facts.result());
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
            state = rulebook().apply(state, SequenceReader.action(event.action(), event.seq(), header().game()), event.seq()).state();
        }
        actions.add(event.action());
        if (event.idempotencyKey() != null) {
            keys.put(event.idempotencyKey(), event.seq());
        }
    }

    /** The law engine's state, rebuilt from the header and the actions after a snapshot or a reload. */
    GameState state() {
        if (state == null) {
            Replay replay = new Replay(header());
            for (int i = 0; i < actions.size(); i++) {
                replay.apply(SequenceReader.action(actions.get(i), i + 1, header().game()), i + 1);
            }
            state = replay.state();
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
