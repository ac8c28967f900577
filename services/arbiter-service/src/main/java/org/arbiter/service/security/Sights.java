package org.arbiter.service.security;

import org.arbiter.service.history.Sight;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.arbiter.service.history.GameHistory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The one rule of the broadcast delay: a reader sees a tournament's games live when he is the
 * admin, an official, an arbiter appointed to that tournament, or a display screen an official
 * marked live for it (an event on the tournament's record); everyone else (another display, a
 * board's token, another tournament's arbiter, a reader without a session) sees them as they stood
 * the tournament's delay ago. A game outside any tournament, or of one without a delay, is live
 * to whoever may read it. Every read path asks this, and filters what it answers by the {@link Sight}.
 *
 * <p>The tournaments' delays and marks are kept in memory, read again every second and at once
 * after this instance changes them, so that a stream's filter answers without the database.
 */
@Component
public class Sights implements SmartLifecycle {
    private static final Logger LOG = LoggerFactory.getLogger(Sights.class);

    /** A reader without a session (a relay, a public feed's reader): never marked live, whatever a user is named. */
    public static final Caller NOBODY = new Caller("anonymous", Role.DISPLAY, Set.of(), null);

    private final JdbcClient db;
    private final GameAccess access;
    private final GameHistory history;
    private final Clock clock;
    private final ScheduledExecutorService refresher = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sights");
        t.setDaemon(true);
        return t;
    });
    private volatile Known known = new Known(Map.of(), Map.of());
    private volatile boolean running;

    /** A tournament's delay in minutes and the displays marked live for it. */
    private record Delay(String id, String name, int minutes, Set<String> liveDisplays) {
    }

    /** The tournaments by id, and by name (the event games' headers carry), several of one name merged. */
    private record Known(Map<String, Delay> byId, Map<String, Delay> byName) {
    }

    Sights(JdbcClient db, GameAccess access, GameHistory history) {
        this.db = db;
        this.access = access;
        this.history = history;
        this.clock = Clock.systemUTC();
    }

    /**
     * Whether an event's aggregate is a game: a tournament's record ({@code tournament/ID}) is not,
     * and a game's id can hold no {@code /}. The streams carry games' events only.
     */
    public static boolean isGame(String aggregateId) {
        return aggregateId.indexOf('/') < 0;
    }

    /** What {@code caller} sees of this game: by its tournament, the header's event. */
    public Sight ofGame(Caller caller, String gameId) {
        return access.tournamentOf(gameId).map(name -> ofTournamentNamed(caller, name)).orElse(Sight.LIVE);
    }

    /** What {@code caller} sees of the games of the tournament named so (a game's header's event). */
    public Sight ofTournamentNamed(Caller caller, String name) {
        return name == null ? Sight.LIVE : sight(caller, known.byName().get(name));
    }

    /** What {@code caller} sees of the games of the tournament with this id. */
    public Sight ofTournament(Caller caller, String tournamentId) {
        return sight(caller, known.byId().get(tournamentId));
    }

    /**
     * For a path that answers a game's whole record (its chain check, its signed record, a board's
     * reports): refused to a delayed reader while the delay hides something of the game.
     */
    public void mayReadWhole(Caller caller, String gameId) {
        if (history.hidesSomethingOf(gameId, ofGame(caller, gameId))) {
            throw new NotAllowed("game '" + gameId + "' is held back by its tournament's broadcast delay: this is read "
                    + "by its arbiters and officials, or by anyone once the game has been still for the delay");
        }
    }

    /**
     * Reads the delays, marks and whether each tournament's games are public again (the last for
     * {@link GameAccess}): called after this instance changed them, and every second.
     */
    public void refresh() {
        Map<String, Set<String>> marks = new HashMap<>();
        db.sql("select tournament_id, display from tournament_live_display").query((rs, n) -> marks
                .computeIfAbsent(rs.getString(1), k -> new HashSet<>()).add(rs.getString(2))).list();
        Map<String, Delay> byId = new HashMap<>();
        Map<String, Delay> byName = new HashMap<>();
        Map<String, GameAccess.Tournament> publicNow = new HashMap<>();
        db.sql("select id, name, broadcast_delay_minutes, public_games from tournament").query((rs, n) -> {
            publicNow.put(rs.getString(1), new GameAccess.Tournament(rs.getString(2), rs.getBoolean(4)));
            return new Delay(rs.getString(1), rs.getString(2), rs.getInt(3), marks.getOrDefault(rs.getString(1), Set.of()));
        }).list().forEach(d -> {
            byId.put(d.id(), d);
            byName.merge(d.name(), d, Sights::stricter);
        });
        known = new Known(Map.copyOf(byId), Map.copyOf(byName));
        access.know(publicNow);
    }

    /** Two tournaments of one name: the longer delay, live only to the displays both marked. */
    private static Delay stricter(Delay a, Delay b) {
        Set<String> both = new HashSet<>(a.liveDisplays());
        both.retainAll(b.liveDisplays());
        return new Delay(a.id(), a.name(), Math.max(a.minutes(), b.minutes()), Set.copyOf(both));
    }

    private Sight sight(Caller caller, Delay delay) {
        if (delay == null || delay.minutes() == 0 || readsLive(caller, delay)) {
            return Sight.LIVE;
        }
        return new Sight(clock.instant().minus(Duration.ofMinutes(delay.minutes())));
    }

    private static boolean readsLive(Caller caller, Delay delay) {
        if (caller == NOBODY) {
            return false;
        }
        return switch (caller.role()) {
            case ADMIN, OFFICIAL -> true;
            case ARBITER -> caller.appointedTo(delay.name());
            case DISPLAY -> caller.board() == null && delay.liveDisplays().contains(caller.name());
            case BOARD -> false;
        };
    }

    private void refreshQuietly() {
        try {
            refresh();
        } catch (RuntimeException e) {
            LOG.warn("the tournaments' broadcast delays could not be read again; the last known stand, tried again in a second", e);
        }
    }

    @Override
    public void start() {
        refreshQuietly();
        refresher.scheduleWithFixedDelay(this::refreshQuietly, 1, 1, TimeUnit.SECONDS);
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        refresher.shutdownNow();
    }

    @Override
    public boolean isRunning() {
        return running;
    }
}
