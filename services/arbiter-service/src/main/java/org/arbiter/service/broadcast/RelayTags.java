package org.arbiter.service.broadcast;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.Header;
import org.arbiter.service.history.StoredGame;
import org.arbiter.tournament.trf.TrfTitles;

/**
 * The PGN tags a game's feed carries, those the relays read: the seven of the PGN standard's roster
 * from the header (its {@code event}, {@code site}, {@code date}, {@code round}), the {@code Board},
 * the players' {@code WhiteFideId}, {@code WhiteElo}, {@code WhiteTitle} (and Black's) from the
 * tournament's TRF, the {@code TimeControl} as the PGN standard writes it, and the {@code GameId}.
 */
final class RelayTags {
    private RelayTags() {
    }

    static Map<String, String> of(StoredGame game, Optional<Broadcasts.Seat> seat) {
        Map<String, Object> h = game.headerFields();
        Header header = game.sequence().header();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", text(h.get("event"), "?"));
        tags.put("Site", text(h.get("site"), "?"));
        tags.put("Date", date(h.get("date")));
        tags.put("Round", h.get("round") != null ? h.get("round").toString()
                : seat.map(s -> Integer.toString(s.round())).orElse("?"));
        tags.put("White", header.white());
        tags.put("Black", header.black());
        board(game).or(() -> seat.map(Broadcasts.Seat::board)).ifPresent(b -> tags.put("Board", b.toString()));
        seat.ifPresent(s -> {
            entrant(tags, "White", s.white());
            entrant(tags, "Black", s.black());
        });
        header.clocking().timeControl().ifPresent(tc -> tags.put("TimeControl", timeControl(tc)));
        tags.put("GameId", game.gameId());
        return tags;
    }

    /** The header's board number, as a number or as digits. */
    static Optional<Integer> board(StoredGame game) {
        Object value = game.headerFields().get("board");
        if (value instanceof Number n) {
            return Optional.of(n.intValue());
        }
        return value instanceof String s && s.matches("\\d{1,9}") ? Optional.of(Integer.valueOf(s)) : Optional.empty();
    }

    private static void entrant(Map<String, String> tags, String side, Broadcasts.Entrant e) {
        if (e.fideId() != null && e.fideId().matches("\\d+")) {
            tags.put(side + "FideId", e.fideId());
        }
        if (e.rating() != null && e.rating() > 0) {
            tags.put(side + "Elo", e.rating().toString());
        }
        if (e.title() != null && !e.title().isBlank()) {
            tags.put(side + "Title", TrfTitles.common(e.title()));
        }
    }

    /**
     * The PGN standard's TimeControl (section 9.6): seconds, {@code +} the increment, and for a
     * control at a number of moves {@code moves/seconds} followed by {@code :} and the next period.
     */
    static String timeControl(Header.TimeControl tc) {
        String increment = tc.increment().isZero() ? "" : "+" + tc.increment().toSeconds();
        String first = tc.base().toSeconds() + increment;
        if (tc.moves().isEmpty()) {
            return first;
        }
        Duration then = tc.then();
        return tc.moves().get() + "/" + first + ":" + then.toSeconds() + increment;
    }

    /** The PGN date {@code YYYY.MM.DD}; an ISO date is rewritten so, anything else kept as it is. */
    private static String date(Object value) {
        if (value == null) {
            return "????.??.??";
        }
        String s = value.toString();
        return s.matches("\\d{4}-\\d{2}-\\d{2}") ? s.replace('-', '.') : s;
    }

    private static String text(Object value, String unknown) {
        return value == null ? unknown : value.toString();
    }
}
