package org.arbiter.service.tournament;

import java.util.List;

/**
 * A round that cannot be paired or published as the record stands, answered 409: {@code code} says
 * why ({@code unsettled-rounds}, {@code round-published}, {@code no-pairing}, {@code stale-pairing},
 * {@code no-valid-pairing}, {@code concurrent-change}) and {@code games} names each game in the way.
 * Nothing is recorded.
 */
final class PairingRefused extends RuntimeException {
    private final String code;
    private final List<String> games;

    PairingRefused(String code, String message, List<String> games) {
        super(message + (games.isEmpty() ? "" : ": " + String.join("; ", games)));
        this.code = code;
        this.games = List.copyOf(games);
    }

    String code() {
        return code;
    }

    List<String> games() {
        return games;
    }
}
