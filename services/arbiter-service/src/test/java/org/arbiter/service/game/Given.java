package org.arbiter.service.game;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.BreachNoted;
import org.arbiter.service.game.api.GameEnded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.RulingIssued;

/**
 * The events a game should have, worked out with the law engine's own {@link Replay} rather than
 * with the aggregate: given events for the fixture, and the expected ones.
 */
final class Given {
    static final String HEADER = "{\"header\":{\"code\":\"chess-code-1897\",\"white\":\"Steinitz\",\"black\":\"Zukertort\","
            + "\"event\":\"Club match\",\"round\":\"3\"}}";

    private final String gameId;
    private final Header header;
    private final Replay replay;
    private final List<Object> events = new ArrayList<>();
    private String result = "*";

    private Given(String gameId, String headerLine) {
        this.gameId = gameId;
        this.header = SequenceReader.header(headerLine, 0);
        this.replay = new Replay(header);
        GameState start = replay.state();
        events.add(new GameOpened(gameId, headerLine, header.code(), header.white(), header.black(),
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
        Action action = SequenceReader.action(json, seq);
        Replay.Frame frame = replay.apply(action, seq);
        GameState s = frame.state();
        String by = action.by().name().toLowerCase();
        String player = switch (action.by()) {
            case WHITE -> header.white();
            case BLACK -> header.black();
            case ARBITER -> "arbiter";
        };
        List<Object> out = new ArrayList<>();
        String move = action instanceof Action.MoveMade m
                ? m.notation().orElseGet(() -> m.from().orElseThrow() + "-" + m.to().orElseThrow()) : null;
        out.add(new ActionRecorded(gameId, seq, json, action.act(), by, action.stamp().at().map(Object::toString).orElse(null),
                move, action.stamp().id().orElse(deliveryId), s.fen(), s.position(), s.result().text(),
                s.termination().orElse(null)));
        for (Ruling r : frame.rulings()) {
            out.add(new RulingIssued(gameId, seq, r.law(), r.text(), r.position(), by, player));
        }
        for (Ruling n : frame.notices()) {
            out.add(new BreachNoted(gameId, seq, n.law(), n.text(), n.position(), by, player));
        }
        if (s.result().ended() && !s.result().text().equals(result)) {
            out.add(new GameEnded(gameId, seq, s.result().text(), s.termination().orElse(null)));
        }
        result = s.result().text();
        return out;
    }

    List<Object> events() {
        return List.copyOf(events);
    }

    static String move(String by, String san) {
        return "{\"act\":\"move\",\"by\":\"" + by + "\",\"move\":\"" + san + "\"}";
    }
}
