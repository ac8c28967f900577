package org.arbiter.law.householddraughts;

import java.util.List;
import java.util.Optional;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;

/**
 * Law x: "A false move must be remedied as soon as it is discovered, or the maker of such move
 * loses the game."
 *
 * <p>A false move (a man moved as no rule of play allows, or a move out of turn) stands on the
 * board as it was made, with a notice, until it is discovered: a {@code claim} of
 * {@code illegal-move} by either player. It is then remedied, however late it is found: the men
 * are replaced as they stood before it, every move made since is taken back, and its maker moves
 * again; after a move out of turn (the first move among them, ii), the side whose turn it was moves.
 * A maker who {@code refuse}s the remedy loses the game.
 */
final class LawXFalseMove {
    static final String LAW = "x";

    private LawXFalseMove() {
    }

    static void made(DraughtsHearing h, DraughtsPosition board, Side mover, Transfer t) {
        DraughtsPosition after = DraughtsMen.carried(board, t.path(), mover.opposite());
        DraughtsPlay.record(h, new DraughtsGame.Turn(h.seq, mover, t.notation(), false, board, after));
        h.notice(LAW, DraughtsMen.name(mover) + " makes a false move, " + t.notation()
                + ": it must be remedied as soon as it is discovered, or he loses the game.");
    }

    /** The claim that discovers the last false move on the record. */
    static void found(DraughtsHearing h) {
        List<DraughtsGame.Turn> turns = h.game.turns();
        int i = turns.size() - 1;
        while (i >= 0 && turns.get(i).legal()) {
            i--;
        }
        if (i < 0) {
            h.rule(LAW, Optional.empty(), "The claim fails: no false move has been made.");
            return;
        }
        DraughtsGame.Turn wrong = turns.get(i);
        int since = turns.size() - 1 - i;
        boolean outOfTurn = wrong.mover() != wrong.before().sideToMove();
        DraughtsPosition restored = outOfTurn ? wrong.before() : DraughtsMen.toMove(wrong.before(), wrong.mover());
        h.game = h.game.falseMoveRemedied(i, restored, outOfTurn ? Optional.empty() : Optional.of(wrong.mover()),
                h.at().orElse(null));
        h.rule(LAW, Optional.of(wrong.mover()), "The false move " + wrong.notation() + " is remedied now it is"
                + " discovered: the men are replaced as they stood before it" + (since == 0 ? ""
                : ", and the " + (since == 1 ? "move" : since + " moves") + " made since taken back")
                + "; " + (outOfTurn ? DraughtsMen.name(restored.sideToMove()) + ", whose turn it was, moves."
                : DraughtsMen.name(wrong.mover()) + " moves again, or loses the game."));
    }

    /** The maker's move after the claim is the remedy. */
    static void remedying(DraughtsHearing h, Side mover) {
        if (h.game.rights().remedy().filter(m -> m == mover).isPresent()) {
            h.game = h.game.remedied();
        }
    }

    /** Whether the act refused a remedy now due, and lost the game. */
    static boolean refused(DraughtsHearing h) {
        Optional<Side> maker = h.game.rights().remedy();
        if (maker.isEmpty() || h.action.by().color().map(DraughtsGame::side).orElse(null) != maker.get()) {
            return false;
        }
        h.lose(maker.get(), LAW, DraughtsMen.name(maker.get()) + " refuses to remedy his false move: he loses the game.");
        return true;
    }
}
