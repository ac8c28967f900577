package org.arbiter.pairing;

/** A float (C.04.3 A.4): down, up, or none, in a round some rounds back. */
enum Floats {
    DOWN, UP, NONE;

    /**
     * The float of {@code p} {@code roundsBack} rounds before the round to pair: a point scored
     * without playing when paired (the pairing-allocated bye, a forfeit win) counts as a downfloat
     * (2025 A.4); any other round without a game (a requested bye, an absence, a forfeit loss) as none.
     */
    static Floats of(PairingRound t, Entrant p, int roundsBack) {
        Game g = p.games.get(t.played - roundsBack);
        if (!g.played()) {
            return g.paired() && g.outcome() == Game.WIN ? DOWN : NONE;
        }
        int mine = t.score(p, roundsBack);
        int theirs = t.score(t.player(g.opponent()), roundsBack);
        return mine > theirs ? DOWN : mine < theirs ? UP : NONE;
    }
}
