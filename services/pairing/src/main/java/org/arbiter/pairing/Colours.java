package org.arbiter.pairing;

import java.util.List;

/** The colours of a pair (C.04.3 E, 2025): who has White, from the preferences, history and ranking. */
final class Colours {
    private Colours() {
    }

    /** A.6: two preferences that can both be met (different, or at least one without a preference). */
    static boolean compatible(Colour a, Colour b) {
        return a != b || a == Colour.NONE || b == Colour.NONE;
    }

    /** The colour {@code player} gets against {@code opponent}. */
    static Colour of(PairingRound t, Entrant player, Entrant opponent) {
        Colour c = neutral(player, opponent);
        if (c != Colour.NONE) {
            return c;
        }
        boolean lower = t.below(player, opponent);
        if (player.preference == Colour.NONE) {
            // E.5: by the higher-ranked player's pairing number, odd numbers taking the first colour.
            Entrant higher = lower ? opponent : player;
            boolean odd = (higher.rank & 1) != 0;
            Colour higherGets = odd ? t.initial.invert() : t.initial;
            return lower ? higherGets.invert() : higherGets;
        }
        // E.4: the higher-ranked player's preference.
        return lower ? opponent.preference.invert() : player.preference;
    }

    /**
     * E.1-E.3: both preferences met; else the absolute one (the larger colour difference first),
     * then the strong one, then alternating to the last round they had different colours.
     * NONE when these do not decide.
     */
    static Colour neutral(Entrant player, Entrant opponent) {
        if (compatible(player.preference, opponent.preference)) {
            if (player.preference != Colour.NONE) {
                return player.preference;
            }
            return opponent.preference.invert();
        }
        if (player.absolute() && (player.colourImbalance > opponent.colourImbalance || !opponent.absolute())) {
            return player.preference;
        }
        if (opponent.absolute() && (opponent.colourImbalance > player.colourImbalance || !player.absolute())) {
            return opponent.preference.invert();
        }
        if (player.strong && !opponent.strong) {
            return player.preference;
        }
        if (opponent.strong && !player.strong) {
            return opponent.preference.invert();
        }
        List<Game> a = player.games;
        List<Game> b = opponent.games;
        int i = previousPlayed(a, a.size() - 1);
        int j = previousPlayed(b, b.size() - 1);
        while (i >= 0 && j >= 0 && a.get(i).colour() == b.get(j).colour()) {
            i = previousPlayed(a, i - 1);
            j = previousPlayed(b, j - 1);
        }
        return i >= 0 && j >= 0 ? b.get(j).colour() : Colour.NONE;
    }

    private static int previousPlayed(List<Game> games, int from) {
        int i = from;
        while (i >= 0 && !games.get(i).played()) {
            i--;
        }
        return i;
    }
}
