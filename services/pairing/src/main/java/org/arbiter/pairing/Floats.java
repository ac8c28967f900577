package org.arbiter.pairing;

/** A float (C.04.3 A.4): down, up, or none, in a round some rounds back. */
enum Floats {
    DOWN, UP, NONE;

    /**
     * The float of {@code p} {@code roundsBack} rounds before the round to pair: a round without a
     * game that scored points (a bye of any kind, a forfeit win) counts as a downfloat (2025 A.4);
     * one that scored nothing (an absence, a forfeit loss) as none.
     */
    static Floats of(PairingRound t, Entrant p, int roundsBack) {
        Game g = p.games.get(t.played - roundsBack);
        if (!g.played()) {
            return PairingRound.points(p, g) > 0 ? DOWN : NONE;
        }
        int mine = t.score(p, roundsBack);
        int theirs = t.score(t.player(g.opponent()), roundsBack);
        return mine > theirs ? DOWN : mine < theirs ? UP : NONE;
    }
}
