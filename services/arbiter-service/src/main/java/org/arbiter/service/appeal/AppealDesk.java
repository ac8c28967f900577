package org.arbiter.service.appeal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.Replay;
import org.arbiter.law.appeal.Appeals;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.GameCommands;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.web.RulingView;
import org.arbiter.service.web.UnknownGame;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Service;

/**
 * Lodges an appeal and records the decision on it from the pages, as the acts {@code appeal} and
 * {@code decide-appeal} on the game's record: the law engine decides what each does (a late appeal
 * is refused by its ruling, docs/adr/0008), and this answers with what it decided. An appeal is
 * lodged now, so its time of play ({@code at}) is the service's: the last time of play an act
 * carried, and the time since that act was recorded.
 */
@Service
class AppealDesk {
    private final GameCommands commands;
    private final JsonInput input;
    private final GameHistory history;
    private final EventStore events;
    private final Clock clock = Clock.systemUTC();

    AppealDesk(GameCommands commands, JsonInput input, GameHistory history, EventStore events) {
        this.commands = commands;
        this.input = input;
        this.history = history;
        this.events = events;
    }

    /**
     * What became of an appeal or a decision sent from the pages: the act's number, whether the
     * engine heard it ({@code heard}: the appeal lodged, or the decision given), the rulings and
     * notices it gave (a refusal is a ruling that says why), and the game's appeals after it.
     */
    record Outcome(String gameId, int seq, boolean heard, List<RulingView> rulings, List<RulingView> notices,
                   List<AppealView> appeals) {
    }

    /** Lodges a player's appeal ({@code by}, {@code ruling}, {@code grounds}, optionally {@code id}) now. */
    Outcome lodge(String gameId, Map<String, Object> body, Recorder recorder) {
        only(body, "by", "ruling", "grounds", "id");
        Map<String, Object> act = new LinkedHashMap<>();
        act.put("act", "appeal");
        act.put("by", body.get("by"));
        act.put("ruling", body.get("ruling"));
        act.put("grounds", body.get("grounds"));
        act.put("at", timeOfPlay(gameId).toString());
        copyId(body, act);
        Recorded r = record(gameId, act, recorder);
        List<AppealView> appeals = appeals(gameId);
        return new Outcome(gameId, r.seq(), appeals.stream().anyMatch(a -> a.lodgedAt() == r.seq()),
                RulingView.of(r.rulings()), RulingView.of(r.notices()), appeals);
    }

    /**
     * Records the decision on the appeal lodged at act {@code appeal}: {@code decision},
     * {@code reasons}, optionally {@code deciders} (the caller, when none are named),
     * {@code replacement}, {@code result} and {@code id}.
     */
    Outcome decide(String gameId, int appeal, Map<String, Object> body, Recorder recorder) {
        only(body, "decision", "reasons", "deciders", "replacement", "result", "id");
        Map<String, Object> act = new LinkedHashMap<>();
        act.put("act", "decide-appeal");
        act.put("by", "arbiter");
        act.put("appeal", appeal);
        act.put("decision", body.get("decision"));
        act.put("reasons", body.get("reasons"));
        Object deciders = body.get("deciders");
        act.put("deciders", deciders == null || deciders instanceof List<?> l && l.isEmpty()
                ? List.of(recorder.name()) : deciders);
        for (String optional : List.of("replacement", "result")) {
            Object value = body.get(optional);
            if (value != null && !(value instanceof String s && s.isBlank())) {
                act.put(optional, value);
            }
        }
        copyId(body, act);
        appeals(gameId); // a game that does not exist is 404 before anything is sent
        Recorded r = record(gameId, act, recorder);
        List<AppealView> appeals = appeals(gameId);
        return new Outcome(gameId, r.seq(), appeals.stream().anyMatch(a -> a.lodgedAt() == appeal
                && Integer.valueOf(r.seq()).equals(a.decidedAt())), RulingView.of(r.rulings()),
                RulingView.of(r.notices()), appeals);
    }

    /** The game's appeals as the law engine has them now. */
    List<AppealView> appeals(String gameId) {
        Replay replay = GameReplay.of(history.load(gameId).orElseThrow(() -> new UnknownGame(gameId)));
        return Appeals.lodged(replay.state()).stream().map(AppealView::of).toList();
    }

    private Recorded record(String gameId, Map<String, Object> act, Recorder recorder) {
        return commands.record(gameId, null, List.of(input.action(act, 1, null)), recorder).get(0);
    }

    /**
     * The game's time of play now: the last {@code at} an act carried and the time since that act
     * was recorded; the time since the game was opened when no act carried one.
     */
    Duration timeOfPlay(String gameId) {
        Instant since = null;
        Duration at = Duration.ZERO;
        GameKind game = GameKind.CHESS;
        DomainEventStream stream = events.readEvents(gameId, 0);
        while (stream.hasNext()) {
            DomainEventMessage<?> e = stream.next();
            if (e.getPayload() instanceof GameOpened opened) {
                since = e.getTimestamp();
                game = SequenceReader.header(Map.of("header", opened.header()), 1).game();
            } else if (e.getPayload() instanceof ActionRecorded r) {
                Optional<Duration> stamped = r.action().stamp().at();
                if (stamped.isPresent()) {
                    since = e.getTimestamp();
                    at = stamped.get();
                }
            }
        }
        if (since == null) {
            throw new UnknownGame(gameId);
        }
        Duration now = at.plus(Duration.between(since, clock.instant()));
        return now.isNegative() ? at : now.truncatedTo(ChronoUnit.SECONDS);
    }

    /** Refuses a field the page does not send, naming it: the act's other fields are the service's. */
    private static void only(Map<String, Object> body, String... fields) {
        List<String> allowed = List.of(fields);
        for (String field : body.keySet()) {
            if (!allowed.contains(field)) {
                throw new SequenceError(1, field, "is not a field of this request; it takes " + String.join(", ", allowed));
            }
        }
    }

    private static void copyId(Map<String, Object> body, Map<String, Object> act) {
        if (body.get("id") != null) {
            act.put("id", body.get("id"));
        }
    }
}
