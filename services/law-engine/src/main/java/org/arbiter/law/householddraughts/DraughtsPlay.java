package org.arbiter.law.householddraughts;

import java.util.List;
import java.util.Optional;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Result;

/**
 * A move made at the board, by a {@code move} act or by the hand let go: the laws that look at a
 * move before it is made (vi, ii, iv, v, x), then the shape it has (a legal move, v, vii, x), then
 * the laws that count moves (xi) and the end of the game.
 */
final class DraughtsPlay {
    /**
     * Not one of the laws i-xi but the rule of the game they assume: a side whose men are all
     * taken or blocked has lost. Cited as the termination where a game ends so.
     */
    static final String CANNOT_MOVE = "cannot-move";

    private DraughtsPlay() {
    }

    static void move(DraughtsHearing h, List<Integer> path) {
        Side mover = h.player();
        if (LawViTimeLimit.tooLate(h, mover)) {
            return;
        }
        DraughtsPosition board = h.game.board();
        if (board.pieceAt(path.get(0)).isEmpty()) {
            throw new ActionRejected("there is no man on " + path.get(0) + " to move");
        }
        LawIiFirstMove.takenOutOfTurn(h, mover);
        if (LawIvTouch.anotherManMoved(h, path)) {
            return;
        }
        LawVHuff.lapses(h, mover);
        LawXFalseMove.remedying(h, mover);
        Transfer t = mover == board.sideToMove() ? Transfer.read(board, path)
                : new Transfer(Transfer.Kind.FALSE, path, Optional.empty());
        switch (t.kind()) {
            case LEGAL -> stands(h, board, mover, t.legal().orElseThrow());
            case KING_WAITS -> {
                LawViiCaptures.kingWaits(h, t);
                stands(h, board, mover, t.legal().orElseThrow());
            }
            case SHORT -> LawViiCaptures.stoppedShort(h, board, mover, t);
            case UNTAKEN -> LawVHuff.untaken(h, board, mover, t);
            case FALSE -> LawXFalseMove.made(h, board, mover, t);
        }
        if (!h.game.result().ended()) {
            LawXiCall.moved(h, mover);
        }
    }

    /** A legal move: played, recorded, and the game ended when the other side cannot move. */
    static void stands(DraughtsHearing h, DraughtsPosition board, Side mover, DraughtsMove move) {
        DraughtsPosition after = board.play(move);
        record(h, new DraughtsGame.Turn(h.seq, mover, move.notation(), true, board, after));
        if (!after.hasLegalMoves()) {
            h.end(Result.winFor(DraughtsGame.color(mover)), CANNOT_MOVE);
            h.rule(CANNOT_MOVE, Optional.of(mover.opposite()), DraughtsMen.name(mover.opposite())
                    + " has no man left that can move: the game is won by " + DraughtsMen.name(mover) + ".");
        }
    }

    /** A move made at the board, standing whatever the laws will make of it. */
    static void record(DraughtsHearing h, DraughtsGame.Turn turn) {
        h.game = h.game.after(turn, h.at().orElse(null));
    }
}
