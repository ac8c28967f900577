package org.arbiter.law.code1897;

import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.chess.Color;
import org.arbiter.chess.PositionKey;

/** Part II, Law 8: games treated as drawn. (II.8(e), stalemate, is decided in {@link Part1Outcome}.) */
final class Law08Draws {
    /** How deep the proof of an endless series of checks may search, in the claimant's moves. */
    static final int ENDLESS_CHECKS_DEPTH = 6;

    private Law08Draws() {
    }

    static Heard<Code1897Part> offer(Code1897Hearing c) {
        return Code1897Part.heard(c.sittings().drawOffered(c.player()));
    }

    /** II.8(a): "A game in which checkmate has not legally occurred may, by agreement between the players, be treated as drawn." */
    static Heard<Code1897Part> accept(Code1897Hearing c) {
        Color p = c.player();
        if (c.sittings().drawOfferedBy() != p.opposite()) {
            return Code1897Part.NOTHING.rule("II.8(a)", p, "No agreement: " + Code1897Hearing.name(p.opposite())
                    + " has no offer of a draw standing for " + Code1897Hearing.name(p) + " to accept.");
        }
        return Code1897Part.heard(c.sittings().drawOfferEnded()).finish(Result.DRAWN, "II.8(a)")
                .ruleForNeither("II.8(a)", "The players agree that the game be treated as drawn.");
    }

    /** Every claim of Law 8 is made "before touching a man" by "the player whose turn it is to play". */
    private static boolean mayClaim(Code1897Hearing c, String law) {
        Color p = c.player();
        if (p != c.game().turn()) {
            c.rule(law, p, "The claim fails: only the player whose turn it is to play may claim a draw, and it is "
                    + Code1897Hearing.name(c.game().turn()) + "'s turn.");
            return false;
        }
        if (c.handling().touches().thisTurn() || c.handling().hand().busy()) {
            c.rule(law, p, "The claim fails: " + Code1897Hearing.name(p)
                    + " has already touched a man in this turn, and the claim must"
                    + " come before touching a man.");
            return false;
        }
        return true;
    }

    /**
     * II.8(b): drawn if the claimant "proves that the last fifty moves on each side have been made
     * without a capture". Pawn moves do not reset the count; only a capture does.
     */
    static void claimFiftyMoves(Code1897Hearing c) {
        if (!mayClaim(c, "II.8(b)")) {
            return;
        }
        int plies = c.game().pliesWithoutCapture();
        if (plies >= 100) {
            c.finish(Result.DRAWN, "II.8(b)");
            c.ruleForNeither("II.8(b)", "The last fifty moves on each side have been made without a capture; the game is drawn.");
        } else {
            c.rule("II.8(b)", c.player(), "The claim fails: only " + plies
                    + " moves (White and Black together) have been made since"
                    + " the last capture" + (c.game().history() == null ? "" : "")
                    + "; fifty on each side, 100 in all, are needed.");
        }
    }

    /**
     * II.8(c) (British printing): drawn if the claimant "proves that the existing position existed,
     * in the game and at the commencement of his turn to play, twice at least before the present
     * turn", identity being that of I.16(b).
     */
    static void claimRepetition(Code1897Hearing c) {
        if (!mayClaim(c, "II.8(c)")) {
            return;
        }
        Color p = c.player();
        PositionKey now = PositionKey.code1897(c.game().board());
        int times = 0;
        for (Turn t = c.game().history(); t != null; t = t.previous()) {
            if (t.mover() == p && t.startKey().equals(now)) {
                times++;
            }
        }
        if (times >= 2) {
            c.finish(Result.DRAWN, "II.8(c)");
            c.ruleForNeither("II.8(c)", "The position at the commencement of " + Code1897Hearing.name(p) + "'s turn had "
                    + "already stood there " + occasions(times) + "; the game is drawn.");
        } else {
            c.rule("II.8(c)", p, "The claim fails: the position at the commencement of " + Code1897Hearing.name(p)
                    + "'s turn had stood there " + (times == 0 ? "never" : "only once") + " before, and twice are needed.");
        }
    }

    /** How often, in words: "twice", "three times". */
    private static String occasions(int times) {
        return times == 2 ? "twice" : times + " times";
    }

    /**
     * II.8(d): drawn if the claimant "proves that, should the game continue, he can subject the
     * adverse King to an endless series of checks". The proof is a search: every answer to his
     * checks must allow another check, until a position repeats.
     */
    static void claimEndlessChecks(Code1897Hearing c) {
        if (!mayClaim(c, "II.8(d)")) {
            return;
        }
        if (EndlessChecks.prove(c.game().board(), ENDLESS_CHECKS_DEPTH)) {
            c.finish(Result.DRAWN, "II.8(d)");
            c.ruleForNeither("II.8(d)", Code1897Hearing.name(c.player())
                    + " can check the adverse King after every defence until a position"
                    + " repeats: an endless series of checks is proven, and the game is drawn.");
        } else {
            c.rule("II.8(d)", c.player(), "The claim fails: no endless series of checks is proven within "
                    + ENDLESS_CHECKS_DEPTH
                    + " moves of the claimant (some defence escapes the checks, or the proof lies deeper).");
        }
    }
}
