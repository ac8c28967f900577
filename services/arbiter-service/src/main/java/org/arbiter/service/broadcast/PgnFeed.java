package org.arbiter.service.broadcast;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.concurrent.ConcurrentHashMap;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.service.board.BoardVersions;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.StoredGame;
import org.arbiter.service.web.UnknownGame;
import org.springframework.stereotype.Component;

/**
 * The PGN of games and rounds. The text is the law engine's ({@link Replay#pgn}); this keeps the
 * latest text of each game with the number of actions it was written after, and writes it again
 * only when the live board shows more actions, so that a poll of an unchanged round costs one query.
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
    private final Map<String, GamePgn> written = new ConcurrentHashMap<>();

    PgnFeed(BoardVersions versions, GameHistory history) {
        this.versions = versions;
        this.history = history;
    }

    Feed game(String gameId) {
        BoardVersions.Version v = versions.of(gameId).orElseThrow(() -> new UnknownGame(gameId));
        return Feed.of(current(v).text());
    }

    /**
     * Every game of the round that {@code readable} lets the caller read, by board number, then by
     * id; an empty feed for a round with no such games.
     */
    Feed round(String event, String round, Predicate<String> readable) {
        StringBuilder text = new StringBuilder();
        versions.ofRound(event, round).stream().filter(v -> readable.test(v.gameId())).map(this::current).sorted(BY_BOARD).forEach(g -> text.append(g.text()));
        return Feed.of(text.toString());
    }

    private GamePgn current(BoardVersions.Version v) {
        GamePgn known = written.get(v.gameId());
        if (known != null && known.actions() >= v.actions()) {
            return known;
        }
        GamePgn fresh = write(history.load(v.gameId()).orElseThrow(() -> new UnknownGame(v.gameId())));
        written.merge(v.gameId(), fresh, (a, b) -> a.actions() >= b.actions() ? a : b);
        return fresh;
    }

    private static GamePgn write(StoredGame game) {
        ContestedSequence sequence = game.sequence();
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            replay.apply(sequence.actions().get(i), sequence.lines().get(i));
        }
        Map<String, Object> h = game.headerFields();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", text(h.get("event"), "?"));
        tags.put("Site", text(h.get("site"), "?"));
        tags.put("Date", text(h.get("date"), "????.??.??"));
        tags.put("Round", text(h.get("round"), "?"));
        tags.put("White", sequence.header().white());
        tags.put("Black", sequence.header().black());
        Integer board = board(h.get("board"));
        if (board != null) {
            tags.put("Board", board.toString());
        }
        tags.put("GameId", game.gameId());
        return new GamePgn(game.gameId(), game.actions().size(), board, replay.pgn(tags));
    }

    /** The header's board number, as a number or as digits. */
    private static Integer board(Object value) {
        if (value instanceof Number n) {
            return n.intValue();
        }
        return value instanceof String s && s.matches("\\d{1,9}") ? Integer.valueOf(s) : null;
    }

    private static String text(Object value, String unknown) {
        return value == null ? unknown : value.toString();
    }
}
