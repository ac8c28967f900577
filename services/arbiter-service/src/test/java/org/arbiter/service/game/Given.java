package org.arbiter.service.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.GameState;
import org.arbiter.law.Result;
import org.arbiter.law.Replay;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.BreachNoted;
import org.arbiter.service.game.api.GameEnded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.OpenGame;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.game.api.RulingIssued;

/**
 * The events a game should have, worked out with the law engine's own {@link Replay} rather than
 * with the aggregate: given events for the fixture, and the expected ones.
 */
final class Given {
    private static final JsonInput INPUT = new JsonInput();
    static final String HEADER = "{\"header\":{\"code\":\"chess-code-1897\",\"white\":\"Steinitz\",\"black\":\"Zukertort\","
            + "\"event\":\"Club match\",\"round\":\"3\"}}";

    private final String gameId;
    private final Header header;
    private final Replay replay;
    private final List<Object> events = new ArrayList<>();
    private Result result = Result.IN_PLAY;
    private java.util.Optional<String> termination = java.util.Optional.empty();

    private Given(String gameId, String headerLine) {
        this.gameId = gameId;
        this.header = SequenceReader.header(headerLine, 1);
        this.replay = new Replay(header);
        GameState start = replay.state();
        events.add(new GameOpened(gameId, headerFields(headerLine), header.code(), header.white(), header.black(),
                header.event().orElse(null), header.round().orElse(null), start.fen(), start.position()));
    }

    static Given game(String gameId) {
        return new Given(gameId, HEADER);
    }

    /** Adds the events of the actions, in order. */
    Given then(String... actions) {
        for (String json : actions) {
            events.addAll(eventsOf(json, null));
        }
        return this;
    }

    /** The events the next action should produce (and adds them, for a later {@code then}). */
    List<Object> eventsOf(String json, String deliveryId) {
        int seq = replay.frames().size() + 1;
        ActionLine line = line(json, seq, deliveryId);
        Action action = line.action();
        Replay.Frame frame = replay.apply(action, seq);
        GameState s = frame.state();
        String by = action.by().name().toLowerCase();
        String player = player(by);
        List<Object> out = new ArrayList<>();
        boolean changed = s.result() != result || !s.termination().equals(termination);
        out.add(new ActionRecorded(gameId, seq, action, action.stamp().id().orElse(deliveryId),
                changed ? s.result() : null, changed ? s.termination().orElse(null) : null));
        for (Ruling r : frame.rulings()) {
            String against = r.against().map(c -> c.name().toLowerCase()).orElse(null);
            out.add(new RulingIssued(gameId, seq, r.law(), r.text(), r.position(), by, player, against, player(against)));
        }
        for (Ruling n : frame.notices()) {
            out.add(new BreachNoted(gameId, seq, n.law(), n.text(), n.position(), by, player));
        }
        if (s.result().ended() && s.result() != result) {
            out.add(new GameEnded(gameId, seq, s.result().text(), s.termination().orElse(null)));
        }
        result = s.result();
        termination = s.termination();
        return out;
    }

    List<Object> events() {
        return List.copyOf(events);
    }

    private String player(String side) {
        if ("white".equals(side)) {
            return header.white();
        }
        return "black".equals(side) ? header.black() : side;
    }

    /** An action as the controllers hand it to the aggregate. */
    static ActionLine line(String json, int line, String deliveryId) {
        return INPUT.action(INPUT.object(json, line), line, deliveryId);
    }

    /** A header line's inner object. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> headerFields(String headerLine) {
        return (Map<String, Object>) INPUT.object(headerLine).get("header");
    }

    /** The command that opens a game from a header line. */
    static OpenGame open(String gameId, String headerLine) {
        return new OpenGame(gameId, headerFields(headerLine), SequenceReader.header(headerLine, 1), ARBITER);
    }

    /** The command that records actions given as JSON text, numbered from 1. */
    static RecordActions record(String gameId, String... actions) {
        List<ActionLine> lines = new ArrayList<>();
        for (int i = 0; i < actions.length; i++) {
            lines.add(line(actions[i], i + 1, null));
        }
        return new RecordActions(gameId, null, lines, ARBITER);
    }

    /** The arbiter the tests record as. */
    static final Recorder ARBITER = new Recorder("arbiter-1", Recorder.Kind.USER, Recorder.Via.HTTP);

    static String move(String by, String san) {
        return "{\"act\":\"move\",\"by\":\"" + by + "\",\"move\":\"" + san + "\"}";
    }
}
