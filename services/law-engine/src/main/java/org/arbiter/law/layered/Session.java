package org.arbiter.law.layered;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;

/**
 * One act heard under a layered code: the laws read and replace their own record, hand the act
 * to the code beneath, and rule; {@link #step()} builds the next state. A session lives for one
 * act only, so its mutability never reaches a state.
 */
public final class Session<L extends Laws.Part> {
    private final Rulebook beneath;
    private final Action action;
    private final int seq;
    private final List<Ruling> rulings = new ArrayList<>();
    private final List<Ruling> notices = new ArrayList<>();
    private final List<Ruling> beneathRulings = new ArrayList<>();
    private final List<MoveRecord.Entry> replaced;
    private L laws;
    private GameState base;
    private Result decided;
    private String termination;

    Session(Rulebook beneath, Layered<L> state, Action action, int seq) {
        this.beneath = beneath;
        this.action = action;
        this.seq = seq;
        this.laws = state.laws();
        this.base = state.base();
        this.decided = state.decided();
        this.termination = state.endedBy();
        this.replaced = new ArrayList<>(state.replaced());
    }

    public Action action() {
        return action;
    }

    public int seq() {
        return seq;
    }

    /** The player who acts; empty for the arbiter. */
    public Optional<Color> player() {
        return action.by().color();
    }

    public L laws() {
        return laws;
    }

    public void laws(L next) {
        laws = next;
    }

    /** The state of the code beneath, which keeps the board, the record and the clocks. */
    public GameState base() {
        return base;
    }

    /** The board as the code beneath has it, its side to move the player whose turn it is. */
    public Position board() {
        return Boards.of(base.fen());
    }

    /** Whether the game has ended, by these laws or by the code beneath. */
    public boolean ended() {
        return decided.ended() || base.result().ended();
    }

    /** Hands the act heard to the code beneath; true when it completed a move (the turn passed). */
    public boolean toBase() {
        return toBase(action);
    }

    /** Hands {@code act} to the code beneath in place of the act heard; true when the turn passed. */
    public boolean toBase(Action act) {
        Color before = board().sideToMove();
        return handed(before, beneath.apply(base, act, seq));
    }

    /**
     * Hands {@code move} to the code beneath as a move these laws let stand though it leaves the
     * mover's King attacked (see {@link Rulebook#applyExcused}); true when the turn passed.
     */
    public boolean toBaseExcused(Action.MoveMade move) {
        Color before = board().sideToMove();
        return handed(before, beneath.applyExcused(base, move, seq));
    }

    private boolean handed(Color before, Step step) {
        base = step.state();
        rulings.addAll(step.rulings());
        beneathRulings.addAll(step.rulings());
        notices.addAll(step.notices());
        return board().sideToMove() != before;
    }

    /**
     * The men replaced as they stood in {@code earlier}, a state of the code beneath from this
     * game: the moves made since are taken off the record.
     */
    public void replace(GameState earlier) {
        List<MoveRecord.Entry> now = base.record().standing();
        replaced.addAll(now.subList(earlier.record().standing().size(), now.size()));
        base = earlier;
    }

    /**
     * Withdraws the rulings the code beneath gave on this act: these laws rule the matter
     * themselves (household xii, a stalemate), and a supplement is consulted only where they are silent.
     */
    public void overrule() {
        rulings.removeAll(beneathRulings);
        beneathRulings.clear();
    }

    /** These laws end the game with {@code result} under {@code law}. */
    public void end(Result result, String law) {
        decided = result;
        termination = law;
    }

    /** A decision under {@code law}, after its effect has been given to the state. */
    public void rule(String law, Optional<Color> against, String text) {
        rulings.add(new Ruling(seq, law, text, base.position(), action.by(), against));
    }

    /** A notice under {@code law}: what the act put on the record without deciding anything yet. */
    public void notice(String law, Optional<Color> against, String text) {
        notices.add(new Ruling(seq, law, text, base.position(), action.by(), against));
    }

    /** {@code White} or {@code Black}, as a ruling's sentence names a player. */
    public static String name(Color player) {
        return player == Color.WHITE ? "White" : "Black";
    }

    Step step() {
        return new Step(new Layered<>(laws, base, decided, termination, replaced), rulings, notices);
    }
}
