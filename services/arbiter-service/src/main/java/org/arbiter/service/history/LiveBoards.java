package org.arbiter.service.history;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The live board after each recorded act, worked out by the law engine from the acts as the events
 * record them (ADR 0035): for the board projection, the events on Kafka and on SSE alike. Each game
 * keeps the boards of its last {@value #KEPT} acts worked out, so that the first reader of an act
 * pays the engine's step and the readers just behind it find the board; and the engine's state
 * after the acts last worked out by up to {@value #CURSORS} readers that go apart, so that the acts
 * of a game read in order (live, or a projection replayed from the first event) cost one step each.
 * A cursor is only made when a reader falls behind the kept boards, and starts from the game's one
 * start state. An act further on is reached through the stored acts between; one before every
 * cursor, from the game's first act. The {@value #GAMES} games last read are kept.
 */
@Component
public class LiveBoards {
    static final int KEPT = 16;
    private static final Logger LOG = LoggerFactory.getLogger(LiveBoards.class);
    private static final int GAMES = 2_000;
    /** The board projection, Kafka and the SSE feed each read at their own pace; and one for a catch-up. */
    private static final int CURSORS = 4;

    private final GameHistory history;
    private final Map<String, Line> games = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Line> eldest) {
            return size() > GAMES;
        }
    });

    LiveBoards(GameHistory history) {
        this.history = history;
    }

    /** A game opened: its acts are worked out from its start position. */
    public void opened(GameOpened e) {
        games.computeIfAbsent(e.gameId(), id -> new Line(e.header()));
    }

    /**
     * The live board after act {@code e}; empty, and logged, when the law engine cannot work it out
     * from the store: an event written or deleted behind the service's back (the chain check names
     * it), or an act the engine no longer hears. A reader shows what the event says without it.
     */
    public Optional<LiveBoard> after(ActionRecorded e) {
        try {
            return Optional.of(workedOut(e));
        } catch (RuntimeException failed) {
            LOG.warn("the board after act {} of game {} cannot be worked out: {}", e.seq(), e.gameId(),
                    failed.getMessage());
            return Optional.empty();
        }
    }

    private LiveBoard workedOut(ActionRecorded e) {
        Line line = games.get(e.gameId());
        if (line == null) {
            // the store read outside the map's lock
            Line fresh = new Line(stored(e.gameId()).headerFields());
            line = games.computeIfAbsent(e.gameId(), id -> fresh);
        }
        synchronized (line) {
            LiveBoard kept = line.kept(e.seq());
            if (kept != null) {
                return kept;
            }
            Cursor cursor = line.cursorFor(e.seq());
            if (cursor.seq + 1 < e.seq()) {
                List<Action> acts = stored(e.gameId()).actions();
                if (acts.size() < e.seq()) {
                    throw new IllegalStateException("game " + e.gameId() + " holds " + acts.size() + " acts, not act "
                            + e.seq());
                }
                for (int i = cursor.seq + 1; i < e.seq(); i++) {
                    line.step(cursor, acts.get(i - 1), i);
                }
            }
            return line.step(cursor, e.action(), e.seq());
        }
    }

    private StoredGame stored(String gameId) {
        return history.load(gameId).orElseThrow(() -> new IllegalStateException("no game " + gameId + " in the store"));
    }

    /** The engine's state after act {@code seq} of a game. */
    private static final class Cursor {
        private GameState state;
        private int seq;

        Cursor(GameState start) {
            state = start;
        }
    }

    /**
     * One game: the boards of its last acts, whoever worked them out; and a cursor for each reader
     * that went apart from the others (the board projection, Kafka, the SSE feed, a client catching
     * up far behind), made when first needed, so that each goes on a step at a time.
     */
    private static final class Line {
        private final Rulebook rulebook;
        private final GameKind game;
        /** The state before the first act, which every cursor starts from (the engine's states are immutable). */
        private final GameState start;
        private final Cursor[] cursors = new Cursor[CURSORS];
        private final LiveBoard[] boards = new LiveBoard[KEPT];
        private final int[] seqs = new int[KEPT];

        Line(Map<String, Object> headerFields) {
            Header header = SequenceReader.header(Map.of("header", headerFields), 1);
            rulebook = Rulebooks.of(header);
            game = header.game();
            start = Rulebooks.start(header);
        }

        LiveBoard kept(int at) {
            int i = at % KEPT;
            return seqs[i] == at && boards[i] != null ? boards[i] : null;
        }

        /** The cursor furthest on short of act {@code at}; when all are past it, the one furthest back, from the start. */
        Cursor cursorFor(int at) {
            Cursor before = null;
            int made = 0;
            for (Cursor c : cursors) {
                if (c == null) {
                    break;
                }
                made++;
                if (c.seq < at && (before == null || c.seq > before.seq)) {
                    before = c;
                }
            }
            if (before != null) {
                return before;
            }
            if (made < CURSORS) {
                cursors[made] = new Cursor(start);
                return cursors[made];
            }
            Cursor back = cursors[0];
            for (Cursor c : cursors) {
                if (c.seq < back.seq) {
                    back = c;
                }
            }
            back.state = start;
            back.seq = 0;
            return back;
        }

        LiveBoard step(Cursor cursor, Action action, int at) {
            Step step;
            try {
                step = rulebook.apply(cursor.state, action, at);
            } catch (ActionRejected e) {
                throw new IllegalStateException("act " + at + " as recorded no longer replays: " + e.getMessage(), e);
            }
            cursor.state = step.state();
            cursor.seq = at;
            LiveBoard board = LiveBoard.of(action, game, cursor.state, step.notices());
            boards[at % KEPT] = board;
            seqs[at % KEPT] = at;
            return board;
        }
    }
}
