package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.layered.Session;

/**
 * Law xii: "Stalemate, or perpetual check is a drawn game."
 *
 * <p>The book does not say when check is perpetual; a claim ({@code draw-endless-checks}) holds
 * once the opponent has given check with each of his last {@value #PERPETUAL} moves.
 */
final class LawXiiDrawnGames {
    static final String LAW = "xii";
    static final int PERPETUAL = 3;

    private LawXiiDrawnGames() {
    }

    static void moved(Session<HouseLaws> s, Color mover) {
        HouseLaws.Checks checks = s.laws().checks();
        if (s.board().isCheck()) {
            int row = checks != null && checks.checker() == mover ? checks.row() + 1 : 1;
            s.laws(s.laws().withChecks(new HouseLaws.Checks(mover, row)));
        } else if (checks != null && checks.checker() == mover) {
            s.laws(s.laws().withChecks(null));
        }
        if (s.board().isStalemate()) {
            // xii rules the stalemate: the code beneath's own ruling on it (the 1897 Code's II.8(e)) is withdrawn.
            s.overrule();
            s.end(Result.DRAWN, LAW);
            s.rule(LAW, Optional.empty(), Session.name(s.board().sideToMove()) + " is stalemated: the game is drawn.");
        }
    }

    static void claimPerpetualCheck(Session<HouseLaws> s) {
        Color claimant = s.player().orElse(null);
        HouseLaws.Checks checks = s.laws().checks();
        int row = checks != null && checks.checker() != claimant ? checks.row() : 0;
        if (claimant != null && row >= PERPETUAL) {
            s.end(Result.DRAWN, LAW);
            s.rule(LAW, Optional.empty(), Session.name(claimant.opposite()) + " has checked with each of his last " + row
                    + " moves: perpetual check, the game is drawn.");
        } else {
            s.rule(LAW, Optional.empty(), "The claim fails: the opponent has checked with " + row + " moves in a row,"
                    + " fewer than the " + PERPETUAL + " that show perpetual check.");
        }
    }
}
