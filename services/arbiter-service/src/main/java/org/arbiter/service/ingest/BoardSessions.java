package org.arbiter.service.ingest;

import jakarta.annotation.PreDestroy;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.arbiter.board.BoardAct;
import org.arbiter.board.LiveBoard;
import org.arbiter.board.Settings;
import org.arbiter.chess.Position;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.board.BoardVersions;
import org.arbiter.service.game.GameCommands;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.StoredGame;
import org.arbiter.service.web.UnknownGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * The boards being read, one {@link LiveBoard} each, and the recording of their acts on the games
 * they are bound to. A board's reports are read one batch at a time, in the order they arrive, and
 * its acts are recorded in order; each act's {@code id} (the board, its reading, its number) makes
 * a repeated recording harmless. Boards whose bytes are stamped on arrival are ticked every 100 ms,
 * so that a move's last act is recorded once the debounce time has passed even if the board falls
 * silent; so are boards with acts waiting because the service could not record them ({@link PendingActs}).
 *
 * <p>A board's reading lives in the instance that reads it: send one board's reports to one
 * instance (Kafka does so for records keyed by board). After a restart, or a report to another
 * instance, reading starts afresh from the game's position at that moment.
 */
@Service
public class BoardSessions {
    private static final Logger LOG = LoggerFactory.getLogger(BoardSessions.class);
    private static final long TICK_MS = 100;
    private static final Duration BINDING_PATIENCE = Duration.ofSeconds(5);

    /** One board's reading: the acts it hands out are recorded on {@code gameId}, their times shifted by {@code baseAt}. */
    private static final class Session {
        final String board;
        final String gameId;
        final LiveBoard live;
        final long startedAt = System.currentTimeMillis();
        final long baseAt;
        boolean stampedOnArrival;
        final PendingActs pending = new PendingActs();

        Session(String board, String gameId, LiveBoard live, long baseAt) {
            this.board = board;
            this.gameId = gameId;
            this.live = live;
            this.baseAt = baseAt;
        }

        long now() {
            return System.currentTimeMillis() - startedAt;
        }
    }

    private final Bindings bindings;
    private final GameHistory history;
    private final BoardVersions versions;
    private final GameCommands commands;
    private final JsonInput input;
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "board-ticker");
        t.setDaemon(true);
        return t;
    });

    BoardSessions(Bindings bindings, GameHistory history, BoardVersions versions, GameCommands commands,
                  JsonInput input) {
        this.bindings = bindings;
        this.history = history;
        this.versions = versions;
        this.commands = commands;
        this.input = input;
        ticker.scheduleWithFixedDelay(this::tickAll, TICK_MS, TICK_MS, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        ticker.shutdownNow();
    }

    /**
     * Binds {@code board} to a game, by id or by event, round and board number; its reading starts
     * afresh. Rebinding takes the board from the game it was bound to, so {@code mayRecord} must
     * allow both games.
     */
    BoardStatus bind(String board, BindBoard request, Consumer<String> mayRecord) {
        String gameId = request.gameId() != null ? request.gameId() : byRound(request);
        mayRecord.accept(gameId);
        boundGame(board).ifPresent(mayRecord);
        StoredGame game = history.load(gameId).orElseThrow(() -> new UnknownGame(gameId));
        bindings.save(new Binding(board, gameId, Instant.now()));
        Session s = open(board, game);
        sessions.put(board, s);
        return status(s);
    }

    /** The game {@code board} is bound to, if any. */
    public Optional<String> boundGame(String board) {
        Session s = sessions.get(board);
        return s != null ? Optional.of(s.gameId) : bindings.findById(board).map(b -> b.gameId);
    }

    BoardStatus status(String board) {
        return status(session(board));
    }

    /** DGT bytes from {@code board}: a capture fragment, or raw bytes stamped now. */
    public BoardStatus dgt(String board, byte[] body, Consumer<String> mayFeed) {
        Session s = session(board);
        synchronized (s) {
            mayFeed.accept(s.gameId);
            s.stampedOnArrival |= !org.arbiter.board.dgt.DgtCapture.isCapture(body);
            return settle(s, s.live.dgt(body, s.now()));
        }
    }

    /** Lines of board fields from {@code board}, with their own times. */
    public BoardStatus fields(String board, List<String> lines, Consumer<String> mayFeed) {
        Session s = session(board);
        synchronized (s) {
            mayFeed.accept(s.gameId);
            return settle(s, s.live.fields(lines));
        }
    }

    private BoardStatus settle(Session s, LiveBoard.Update update) {
        int before = s.pending.recorded();
        record(s, update);
        update.error().ifPresent(e -> {
            throw new BadReport(s.board, e.where(), e.reason(), s.pending.recorded() - before);
        });
        return status(s);
    }

    private void tickAll() {
        for (Session s : sessions.values()) {
            if (!s.stampedOnArrival && s.pending.isEmpty()) {
                continue;
            }
            try {
                synchronized (s) {
                    if (s.stampedOnArrival) {
                        record(s, s.live.tick(s.now()));
                    } else {
                        // a capture keeps its own time: the clock of this instance must not make its acts final
                        flush(s);
                    }
                }
            } catch (RuntimeException e) {
                LOG.warn("board {}: could not record its acts: {}", s.board, e.getMessage());
            }
        }
    }

    /** Queues the update's acts behind any still waiting, and records them all in order. */
    private void record(Session s, LiveBoard.Update update) {
        List<ActionLine> lines = new ArrayList<>();
        for (int i = 0; i < update.acts().size(); i++) {
            lines.add(line(s, update.first() + i, update.acts().get(i)));
        }
        s.pending.add(lines);
        flush(s);
    }

    private void flush(Session s) {
        s.pending.flush(batch -> commands.record(s.gameId, null, batch, recorder(s)),
                r -> LOG.info("board {}: act {} refused: {}", s.board, r.line().fields(), r.reason().getMessage()));
    }

    /** The acts a board reports are recorded in its own name. */
    private static Recorder recorder(Session s) {
        return new Recorder(s.board, Recorder.Kind.BOARD, Recorder.Via.BOARD);
    }

    private ActionLine line(Session s, int number, BoardAct.Act act) {
        Map<String, Object> fields = new LinkedHashMap<>(input.object(act.line()));
        fields.put("at", (s.baseAt + act.at()) / 1000.0);
        // an identifier of the contract (64 characters at most): a long board name is given as its hash
        String id = "board:" + s.board + ":" + s.startedAt + ":" + number;
        fields.put("id", id.length() <= Limits.ID ? id
                : "board:" + Integer.toHexString(s.board.hashCode()) + ":" + s.startedAt + ":" + number);
        return input.action(fields, number + 1, null);
    }

    private Session session(String board) {
        Session s = sessions.get(board);
        if (s != null) {
            return s;
        }
        Binding b = bindings.findById(board).orElseThrow(() -> new UnknownBoard(board));
        StoredGame game = history.load(b.gameId).orElseThrow(() -> new UnknownGame(b.gameId));
        return sessions.computeIfAbsent(board, k -> open(board, game));
    }

    /** A reading that starts from the game as it stands, its clock at the game's last time. */
    private static Session open(String board, StoredGame game) {
        GameState state = GameReplay.of(game).state();
        Position start;
        try {
            start = Position.fromFen(state.fen());
        } catch (IllegalArgumentException e) {
            throw new SequenceError(1, "gameId", "game '" + game.gameId() + "' is not a chess game; boards report chess");
        }
        long baseAt = state.clocks().elapsed().map(Duration::toMillis).orElse(0L);
        return new Session(board, game.gameId(), new LiveBoard(start, Settings.defaults()), baseAt);
    }

    private String byRound(BindBoard request) {
        if (request.event() == null || request.round() == null || request.board() == null) {
            throw new SequenceError(1, "gameId", "give the game's id, or its header's event, round and board number");
        }
        for (BoardVersions.Version v : versions.ofRoundAsStored(request.event(), request.round(), BINDING_PATIENCE)) {
            Optional<StoredGame> g = history.load(v.gameId());
            if (g.isPresent() && String.valueOf(request.board()).equals(String.valueOf(g.get().headerFields().get("board")))) {
                return v.gameId();
            }
        }
        throw new UnknownGame("board " + request.board() + " of round " + request.round() + " of " + request.event());
    }

    private static BoardStatus status(Session s) {
        return new BoardStatus(s.board, s.gameId, s.live.actsHandedOut(), s.pending.recorded(), s.pending.refused(),
                s.pending.waiting(), s.live.revisions(), s.live.actsUnsettled());
    }
}
