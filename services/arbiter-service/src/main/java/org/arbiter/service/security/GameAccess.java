package org.arbiter.service.security;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.arbiter.law.sequence.Limits;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.web.UnknownGame;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * The checks that depend on the game: an arbiter records only in the tournaments he is appointed
 * to (the game's tournament is its header's {@code event}); a display reads only public games; an
 * arbiter reads a game that is not public only in his tournaments. A game a tournament's pairing
 * opened is public as its tournament now is (an official may change that, an event on the
 * tournament's record, {@link Sights} reading it every second); any other game as its header
 * says ({@code "public": true}). A game's header never changes, so what was read of it is kept.
 */
@Component
public class GameAccess {
    private static final int KEPT = 10_000;

    /** The id a tournament's pairing gives a board's game: the tournament's id, its round, its board. */
    private static final Pattern PAIRED = Pattern.compile("(.+)-r\\d+-b\\d+");

    private final EventStore events;
    private final Map<String, Facts> facts = new ConcurrentHashMap<>();
    /** Each tournament's name and whether its games are public now, by id, as {@link Sights} last read them. */
    private volatile Map<String, Tournament> tournaments = Map.of();

    GameAccess(EventStore events) {
        this.events = events;
    }

    /** What the rules need of a game's header, and the id of the tournament whose pairing opened it, if one did. */
    record Facts(String tournament, boolean open, String pairedIn) {
    }

    /** A tournament's name (its games' headers' event) and whether its games are public now. */
    record Tournament(String name, boolean publicGames) {
    }

    /** The tournaments as they now stand: called by {@link Sights} on each reading. */
    void know(Map<String, Tournament> now) {
        tournaments = Map.copyOf(now);
    }

    /** May the caller open a game of this tournament? */
    public void mayOpen(Caller caller, String tournament) {
        if (caller.role() != Role.ARBITER) {
            throw new NotAllowed("only an arbiter opens games; " + caller.name() + " is " + caller.role());
        }
        if (!caller.appointedTo(tournament)) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + tournament
                    + "' (the header's event)");
        }
    }

    /**
     * May the caller open a game of this tournament under this id (null: one chosen for him)? An id
     * of the shape a tournament's pairing gives its games is opened by a pairing only, whether or
     * not that tournament exists yet: a game opened under one beforehand would make the pairing
     * fail for ever.
     */
    public void mayOpen(Caller caller, String tournament, String gameId) {
        mayOpen(caller, tournament);
        if (gameId != null && PAIRED.matcher(gameId).matches()) {
            throw new NotAllowed("the id '" + gameId + "' has the shape of a tournament's board ({tournament}-r{round}"
                    + "-b{board}): only that tournament's pairing opens such a game");
        }
    }

    /**
     * May the caller feed a board's reads into this game, the one the board is bound to now? A
     * board's own token was checked against the board; anyone else must be able to record there.
     */
    public void mayFeedBoard(Caller caller, String gameId) {
        if (caller.role() != Role.BOARD) {
            mayRecord(caller, gameId);
        }
    }

    /**
     * May the caller record acts on this game? An unknown game is {@link UnknownGame} here, not left
     * to the command: a game opened between this check and the command would take acts its
     * tournament's rules never checked (another tournament's arbiter, sending as the game was being
     * opened, recorded on it).
     */
    public void mayRecord(Caller caller, String gameId) {
        // an id no game can have is a 400 naming the field, as the command says it, rather than unknown
        Limits.id(gameId, 1, "gameId");
        mayOpen(caller, facts(gameId).orElseThrow(() -> new UnknownGame(gameId)).tournament());
    }

    /**
     * May the caller write this appeal's act on this game? An appeal is lodged by the game's
     * tournament's arbiters or an official; it is decided by the appeals committee, the officials.
     */
    public void mayAppeal(Caller caller, String gameId, AppealWrite.Kind kind) {
        Limits.id(gameId, 1, "gameId");
        if (caller.role() == Role.OFFICIAL) {
            // an official may write on any game; one that does not exist is the appeal desk's 404
            return;
        }
        if (kind == AppealWrite.Kind.DECIDE) {
            throw new NotAllowed("an appeal is decided by the appeals committee, the officials; " + caller.name()
                    + " is " + caller.role());
        }
        mayRecord(caller, gameId);
    }

    /** May the caller read this game? */
    public void mayRead(Caller caller, String gameId) {
        if (!readable(caller, gameId)) {
            throw new NotAllowed("game '" + gameId + "' is not public; it is read by officials and its tournament's "
                    + "arbiters");
        }
    }

    /** Whether the caller may read this game (an unknown game is readable, for the reader to answer 404). */
    public boolean readable(Caller caller, String gameId) {
        Optional<Facts> game = facts(gameId);
        return game.isEmpty() || readable(caller, game.get().tournament(), open(game.get()));
    }

    /**
     * Whether the caller may read this game, whose header's event and public flag a projection
     * gives, so that a list is checked without reading each game's events.
     */
    public boolean readable(Caller caller, String gameId, String event, boolean headerPublic) {
        return readable(caller, event, open(new Facts(event, headerPublic, pairedIn(gameId))));
    }

    /** Whether a game is public now: as its tournament is, when a tournament's pairing opened it; else as its header says. */
    private boolean open(Facts game) {
        Tournament t = game.pairedIn() == null ? null : tournaments.get(game.pairedIn());
        return t != null && t.name().equals(game.tournament()) ? t.publicGames() : game.open();
    }

    /** The id of the tournament whose pairing gives a game this id ({@code {tournament}-r{round}-b{board}}), or null. */
    private static String pairedIn(String gameId) {
        java.util.regex.Matcher m = PAIRED.matcher(gameId);
        return m.matches() ? m.group(1) : null;
    }

    /** Whether the caller may read a game of this tournament, public or not, as a projection knows them. */
    public boolean readable(Caller caller, String tournament, boolean open) {
        return open || caller.role() == Role.OFFICIAL || caller.role() == Role.ADMIN
                || caller.role() == Role.ARBITER && caller.appointedTo(tournament);
    }

    /** The game's tournament, its header's event; empty for a game that names none or does not exist. */
    public Optional<String> tournamentOf(String gameId) {
        return facts(gameId).map(Facts::tournament);
    }

    private Optional<Facts> facts(String gameId) {
        Facts known = facts.get(gameId);
        if (known != null) {
            return Optional.of(known);
        }
        DomainEventStream stream = events.readEvents(gameId, 0);
        if (!stream.hasNext()) {
            return Optional.empty();
        }
        DomainEventMessage<?> first = stream.next();
        if (!(first.getPayload() instanceof GameOpened opened)) {
            return Optional.empty();
        }
        Facts read = new Facts(opened.event(), Boolean.TRUE.equals(opened.header().get("public")), pairedIn(gameId));
        if (facts.size() > KEPT) {
            facts.clear();
        }
        facts.put(gameId, read);
        return Optional.of(read);
    }
}
