package org.arbiter.service.tournament;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.web.BadQuery;
import org.arbiter.tournament.trf.TrfTimeControl;

/**
 * The time control a tournament gives every game of its pairings: the one an official names (the
 * import's {@code timeControl}, or the officials' page), else the TRF's line 222 or 122; kept as
 * PGN's TimeControl tag writes it, and given to each game's header as the contract's
 * {@code timeControl} (docs/contested-sequence.md), from which the feeds' TimeControl tag comes.
 */
final class TournamentTimeControl {
    private TournamentTimeControl() {
    }

    /**
     * The control named by {@code chosen} (free text, such as {@code 90 min + 30 sec}, or PGN's
     * {@code 5400+30}), else the TRF's; empty when neither gives one. Text that cannot be read is
     * refused naming the parameter, a TRF line naming its line (TrfError).
     */
    static Optional<Header.TimeControl> of(String chosen, String trf) {
        if (chosen != null && !chosen.isBlank()) {
            return Optional.of(named(chosen));
        }
        return trf == null ? Optional.empty() : TrfTimeControl.of(trf);
    }

    /** A control an official typed: free text or PGN's tag, refused with the reason. */
    static Header.TimeControl named(String text) {
        if (text.length() > 100) {
            throw new BadQuery("timeControl has " + text.length() + " characters, more than the 100 a time control may have");
        }
        try {
            return TrfTimeControl.read(text);
        } catch (IllegalArgumentException e) {
            throw new BadQuery("timeControl '" + text + "' " + e.getMessage());
        }
    }

    /** The stored form, PGN's tag, read back. */
    static Optional<Header.TimeControl> stored(String pgn) {
        return pgn == null ? Optional.empty() : Optional.of(TrfTimeControl.fromPgn(pgn));
    }

    /** The header's {@code timeControl}: ISO-8601 durations, and the moves when there is a second period. */
    static Map<String, Object> header(Header.TimeControl tc) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("base", tc.base().toString());
        if (!tc.increment().isZero()) {
            out.put("increment", tc.increment().toString());
        }
        tc.moves().ifPresent(n -> {
            out.put("moves", n);
            out.put("then", tc.then().toString());
        });
        return out;
    }

    /** Refuses a control the tournament's code cannot take in a game's header, before anything is stored. */
    static void fits(JsonInput input, String code, Header.TimeControl tc) {
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("code", code);
        header.put("timeControl", header(tc));
        try {
            input.header(Map.of("header", header), 1, List.of());
        } catch (SequenceError e) {
            throw new BadQuery("the code '" + code + "' takes no time control: " + e.reason());
        }
    }
}
