package org.arbiter.service.broadcast;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.law.Replay;
import org.arbiter.service.board.BoardVersions;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.StoredGame;
import org.arbiter.service.history.Sight;
import org.arbiter.service.web.UnknownGame;
import org.springframework.stereotype.Component;

/**
 * The PGN of games and rounds. The text is the law engine's ({@link Replay#pgn}); this keeps the
 * latest text of each game with the number of actions it was written after, and writes it again
 * only when the live board shows more actions, so that a poll of an unchanged round costs one query.
 * A delayed reader's poll ({@link Sight}, as {@code Sights} gives it) reads each game's events up to
 * its instant, and the text is written again only when those hold more actions.
 */
@Component
class PgnFeed {
    /** The feed's text and its strong entity tag: a digest of the text, so it changes exactly when the text does. */
    record Feed(String text, String etag) {
        static Feed of(String text) {
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
                return new Feed(text, "\"" + HexFormat.of().formatHex(digest, 0, 16) + "\"");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java runtime has SHA-256", e);
            }
        }
    }

    private static final Comparator<GamePgn> BY_BOARD = Comparator
            .comparing(GamePgn::board, Comparator.nullsLast(Comparator.naturalOrder())).thenComparing(GamePgn::gameId);

    private final BoardVersions versions;
    private final GameHistory history;
    private final Broadcasts broadcasts;
    private final Map<String, GamePgn> written = new ConcurrentHashMap<>();
    private final Map<String, GamePgn> writtenDelayed = new ConcurrentHashMap<>();

    PgnFeed(BoardVersions versions, GameHistory history, Broadcasts broadcasts) {
        this.versions = versions;
        this.history = history;
        this.broadcasts = broadcasts;
    }

    Feed game(String gameId, Sight sight) {
        BoardVersions.Version v = versions.of(gameId).orElseThrow(() -> new UnknownGame(gameId));
        return Feed.of(seen(v, sight).orElseThrow(() -> new UnknownGame(gameId)).text());
    }

    /**
     * Every game of the round that {@code readable} lets the caller read, by board number, then by
     * id; an empty feed for a round with no such games.
     */
    Feed round(String event, String round, Predicate<String> readable, Function<String, Sight> sight) {
        return feed(versions.ofRound(event, round).stream().filter(v -> readable.test(v.gameId())).toList(), sight);
    }

    /** Every game of a tournament's round that {@code readable} lets the reader read, by board. */
    Feed tournamentRound(String tournament, int round, Predicate<String> readable, Function<String, Sight> sight) {
        return feed(broadcasts.games(tournament, round).stream().filter(readable).map(versions::of)
                .flatMap(Optional::stream).toList(), sight);
    }

    private Feed feed(List<BoardVersions.Version> games, Function<String, Sight> sight) {
        StringBuilder text = new StringBuilder();
        games.stream().map(v -> seen(v, sight.apply(v.gameId()))).flatMap(Optional::stream).sorted(BY_BOARD)
                .forEach(g -> text.append(g.text()));
        return Feed.of(text.toString());
    }

    /** The game as {@code sight} sees it; empty when a delayed reader cannot see it yet. */
    private Optional<GamePgn> seen(BoardVersions.Version v, Sight sight) {
        if (sight.live()) {
            return Optional.of(current(v));
        }
        Optional<Broadcasts.Seat> seat = broadcasts.seat(v.gameId());
        return history.load(v.gameId(), sight).map(game -> {
            GamePgn known = writtenDelayed.get(v.gameId());
            if (known != null && known.actions() == game.actions().size()) {
                return known;
            }
            GamePgn fresh = write(game, seat);
            writtenDelayed.put(v.gameId(), fresh);
            return fresh;
        });
    }

    private GamePgn current(BoardVersions.Version v) {
        GamePgn known = written.get(v.gameId());
        if (known != null && known.actions() >= v.actions()) {
            return known;
        }
        GamePgn fresh = write(history.load(v.gameId()).orElseThrow(() -> new UnknownGame(v.gameId())),
                broadcasts.seat(v.gameId()));
        written.merge(v.gameId(), fresh, (a, b) -> a.actions() >= b.actions() ? a : b);
        return fresh;
    }

    private static GamePgn write(StoredGame game, Optional<Broadcasts.Seat> seat) {
        Replay replay = GameReplay.of(game);
        Map<String, String> tags = RelayTags.of(game, seat);
        Integer board = tags.containsKey("Board") ? Integer.valueOf(tags.get("Board")) : null;
        return new GamePgn(game.gameId(), game.actions().size(), board, replay.pgn(tags));
    }
}
