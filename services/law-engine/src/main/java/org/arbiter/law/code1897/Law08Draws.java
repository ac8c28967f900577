package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.PositionKey;

/** Part II, Law 8: games treated as drawn. (II.8(e), stalemate, is decided in {@link Part1Outcome}.) */
final class Law08Draws {
    /** How deep the proof of an endless series of checks may search, in the claimant's moves. */
    static final int ENDLESS_CHECKS_DEPTH = 6;

    private Law08Draws() {
    }

    static void offer(Ctx c) {
        c.game.drawOfferedBy = c.player();
    }

    /** II.8(a): "A game in which checkmate has not legally occurred may, by agreement between the players, be treated as drawn." */
    static void accept(Ctx c) {
        Game g = c.game;
        Color p = c.player();
        if (g.drawOfferedBy != p.opposite()) {
            c.rule("II.8(a)", "No agreement: " + Ctx.name(p.opposite()) + " has no offer of a draw standing for "
                    + Ctx.name(p) + " to accept.");
            return;
        }
        g.drawOfferedBy = null;
        g.finish("1/2-1/2", "II.8(a)");
        c.rule("II.8(a)", "The players agree that the game be treated as drawn.");
    }

    /** Every claim of Law 8 is made "before touching a man" by "the player whose turn it is to play". */
    private static boolean mayClaim(Ctx c, String law) {
        Game g = c.game;
        Color p = c.player();
        if (p != g.turn) {
            c.rule(law, "The claim fails: only the player whose turn it is to play may claim a draw, and it is "
                    + Ctx.name(g.turn) + "'s turn.");
            return false;
        }
        if (g.touchedThisTurn || g.holding() || g.handOnMan) {
            c.rule(law, "The claim fails: " + Ctx.name(p) + " has already touched a man in this turn, and the claim must"
                    + " come before touching a man.");
            return false;
        }
        return true;
    }

    /**
     * II.8(b): drawn if the claimant "proves that the last fifty moves on each side have been made
     * without a capture". Pawn moves do not reset the count; only a capture does.
     */
    static void claimFiftyMoves(Ctx c) {
        if (!mayClaim(c, "II.8(b)")) {
            return;
        }
        Game g = c.game;
        int plies = g.pliesWithoutCapture;
        if (plies >= 100) {
            g.finish("1/2-1/2", "II.8(b)");
            c.rule("II.8(b)", "The last fifty moves on each side have been made without a capture; the game is drawn.");
        } else {
            c.rule("II.8(b)", "The claim fails: only " + plies + " moves (White and Black together) have been made since"
                    + " the last capture" + (g.history == null ? "" : "") + "; fifty on each side, 100 in all, are needed.");
        }
    }

    /**
     * II.8(c) (British printing): drawn if the claimant "proves that the existing position existed,
     * in the game and at the commencement of his turn to play, twice at least before the present
     * turn", identity being that of I.16(b).
     */
    static void claimRepetition(Ctx c) {
        if (!mayClaim(c, "II.8(c)")) {
            return;
        }
        Game g = c.game;
        Color p = c.player();
        PositionKey now = PositionKey.code1897(g.board);
        int times = 0;
        for (Turn t = g.history; t != null; t = t.previous()) {
            if (t.mover() == p && t.startKey().equals(now)) {
                times++;
            }
        }
        if (times >= 2) {
            g.finish("1/2-1/2", "II.8(c)");
            c.rule("II.8(c)", "The position existed at the commencement of " + Ctx.name(p) + "'s turn " + times
                    + " times before the present turn; the game is drawn.");
        } else {
            c.rule("II.8(c)", "The claim fails: the position existed at the commencement of " + Ctx.name(p)
                    + "'s turn only " + times + " time" + (times == 1 ? "" : "s") + " before; twice at least are needed.");
        }
    }

    /**
     * II.8(d): drawn if the claimant "proves that, should the game continue, he can subject the
     * adverse King to an endless series of checks". The proof is a search: every answer to his
     * checks must allow another check, until a position repeats.
     */
    static void claimEndlessChecks(Ctx c) {
        if (!mayClaim(c, "II.8(d)")) {
            return;
        }
        Game g = c.game;
        if (EndlessChecks.prove(g.board, ENDLESS_CHECKS_DEPTH)) {
            g.finish("1/2-1/2", "II.8(d)");
            c.rule("II.8(d)", Ctx.name(c.player()) + " can check the adverse King after every defence until a position"
                    + " repeats: an endless series of checks is proven, and the game is drawn.");
        } else {
            c.rule("II.8(d)", "The claim fails: no endless series of checks is proven within " + ENDLESS_CHECKS_DEPTH
                    + " moves of the claimant (some defence escapes the checks, or the proof lies deeper).");
        }
    }
}
