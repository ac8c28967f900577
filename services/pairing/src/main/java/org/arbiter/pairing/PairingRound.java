package org.arbiter.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * A tournament as it stands before the round to pair: every player (by id, the starting rank less
 * one), the number of rounds played and to be played, and the colour the first player had in round 1.
 * Points are kept in tenths; a win, the pairing-allocated bye and a forfeit win are 1, a draw and a
 * half-point bye ½, anything else 0 (C.04.1, C.04.2).
 */
final class PairingRound {
    static final int WIN = 10;
    static final int DRAW = 5;

    final List<Entrant> players;
    final int played;
    final int expected;
    final Colour initial;

    PairingRound(List<Entrant> players, int played, int expected, Colour initial) {
        this.players = List.copyOf(players);
        this.played = played;
        this.expected = expected;
        this.initial = initial;
    }

    Entrant player(int id) {
        return players.get(id);
    }

    /** The points a round gave the player, in tenths. */
    static int points(Entrant e, Game g) {
        return switch (g.outcome()) {
            case Game.WIN -> WIN;
            case Game.DRAW -> DRAW;
            default -> 0;
        };
    }

    /** The player's score with acceleration, {@code roundsBack} rounds before the round to pair. */
    int score(Entrant e, int roundsBack) {
        int s = e.score;
        int round = played;
        for (int back = roundsBack; back > 0; back--) {
            round--;
            s -= points(e, e.games.get(round));
        }
        return s + (round < e.accelerations.size() ? e.accelerations.get(round) : 0);
    }

    int score(Entrant e) {
        return score(e, 0);
    }

    /**
     * C1 and C3: the players have not played each other, and do not both have the same absolute colour
     * preference, unless it is the last round and one of them has more than half the points possible.
     */
    boolean compatible(Entrant a, Entrant b) {
        int topscorer = played * WIN / 2;
        return !a.forbidden.contains(b.id)
                && (!a.absolute() || !b.absolute() || a.preference != b.preference
                        || (played >= expected - 1 && (score(a) > topscorer || score(b) > topscorer)));
    }

    /** True when {@code a} comes after {@code b} in the order of score, then pairing number. */
    boolean below(Entrant a, Entrant b) {
        int sa = score(a);
        int sb = score(b);
        return sa != sb ? sa < sb : a.rank > b.rank;
    }

    /** The players to pair this round: those not known to be absent from it, best first. */
    List<Entrant> toPair() {
        List<Entrant> out = new ArrayList<>();
        for (Entrant e : players) {
            if (e.rank >= 0 && e.games.size() <= played) {
                out.add(e);
            }
        }
        out.sort((a, b) -> below(a, b) ? 1 : below(b, a) ? -1 : 0);
        return out;
    }
}
