package org.arbiter.law.householddraughts;

import java.util.Optional;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;

/**
 * Law xi: "When only a small number of men remain toward the end of the game, the possessor of the
 * lesser number may call on his opponent to win in at least fifty moves, or declare the game drawn.
 * With two Kings to one, the game must be won in at most twenty moves on each side."
 *
 * <p>The call is a {@code call} of {@code fifty-moves} or {@code twenty-moves} by the player with
 * fewer pieces; it fails from the player with as many or more. With two Kings against one King the
 * count is twenty moves on each side whichever call was made, and a {@code twenty-moves} call fails
 * in any other case. The game is drawn once each side has made that many moves since the call and
 * the caller has not lost.
 */
final class LawXiCall {
    static final String LAW = "xi";

    private LawXiCall() {
    }

    /** The moves made on each side since {@code caller} called, and how many each side is allowed. */
    record Count(Side caller, int limit, int byCaller, int byOpponent) {
        Count after(Side mover) {
            return mover == caller ? new Count(caller, limit, byCaller + 1, byOpponent)
                    : new Count(caller, limit, byCaller, byOpponent + 1);
        }
    }

    static void call(DraughtsHearing h, Action.Call c) {
        Side caller = h.player();
        DraughtsPosition board = h.game.board();
        int mine = pieces(board, caller);
        int theirs = pieces(board, caller.opposite());
        if (mine >= theirs) {
            h.rule(LAW, Optional.empty(), "The call fails: only the possessor of the lesser number may call, and "
                    + DraughtsMen.name(caller) + " has " + mine + " pieces to " + theirs + ".");
            return;
        }
        boolean twoKingsToOne = mine == 1 && board.count(Piece.of(caller, true)) == 1
                && theirs == 2 && board.count(Piece.of(caller.opposite(), true)) == 2;
        if (c.what() == Action.CallKind.TWENTY_MOVES && !twoKingsToOne) {
            h.rule(LAW, Optional.empty(), "The call fails: twenty moves are the count only with two Kings to one.");
            return;
        }
        int limit = twoKingsToOne ? 20 : 50;
        h.game = h.game.counting(new Count(caller, limit, 0, 0));
        h.rule(LAW, Optional.empty(), DraughtsMen.name(caller) + " calls on " + DraughtsMen.name(caller.opposite()) + " to win in "
                + limit + " moves on each side, or the game is drawn" + (twoKingsToOne ? " (two Kings to one)." : "."));
    }

    static void moved(DraughtsHearing h, Side mover) {
        Optional<Count> count = h.game.rights().call();
        if (count.isEmpty()) {
            return;
        }
        Count next = count.get().after(mover);
        h.game = h.game.counting(next);
        if (next.byCaller() >= next.limit() && next.byOpponent() >= next.limit()) {
            h.end(Result.DRAWN, LAW);
            h.rule(LAW, Optional.empty(), DraughtsMen.name(next.caller().opposite()) + " has not won in " + next.limit()
                    + " moves on each side since the call: the game is drawn.");
        }
    }

    private static int pieces(DraughtsPosition board, Side side) {
        return board.count(Piece.of(side, false)) + board.count(Piece.of(side, true));
    }
}
