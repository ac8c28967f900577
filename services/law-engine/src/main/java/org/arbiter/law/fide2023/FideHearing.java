package org.arbiter.law.fide2023;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Heard;
import org.arbiter.law.Hearing;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;

/**
 * The hearing of one act: the game's parts as the articles change them, the act, and the
 * rulings and notices made. Each part is one of {@link FideGame}'s immutable records, grouped by
 * concern and replaced by one of its transitions, each named for what an article decides, never
 * changed in place. An article reads the parts and returns what it decides (a {@link Heard} of
 * {@link FidePart}s); only {@link #apply} ({@link Hearing}) replaces a part, so no article writes
 * one; {@link #decided()} builds the next state.
 */
final class FideHearing implements Hearing<FidePart> {
    final Settings settings;
    final MatingMaterial material;
    final Action action;
    final int seq;
    final List<Ruling> rulings = new ArrayList<>();
    final List<Ruling> notices = new ArrayList<>();

    private Chessmen men;
    private TouchMove touch;
    private FideClock clock;
    private Irregularities irregular;
    private Draws draws;
    private Line line;
    private Result result;
    private String termination;

    FideHearing(FideGame g, Action action, int seq, MatingMaterial material) {
        this.settings = g.settings();
        this.material = material;
        this.action = action;
        this.seq = seq;
        men = g.men();
        touch = g.touch();
        clock = g.clock();
        irregular = g.irregular();
        draws = g.draws();
        line = g.line();
        result = g.result();
        termination = g.termination().orElse(null);
    }

    /** A copy of {@code c} to read what its parts are once {@code heard} is applied; what it says is kept apart. */
    private FideHearing(FideHearing c) {
        settings = c.settings;
        material = c.material;
        action = c.action;
        seq = c.seq;
        men = c.men;
        touch = c.touch;
        clock = c.clock;
        irregular = c.irregular;
        draws = c.draws;
        line = c.line;
        result = c.result;
        termination = c.termination;
    }

    /** Replaces the part of {@code part}'s kind: only {@link #apply} calls this, with what an article returned. */
    @Override
    public void change(FidePart part) {
        switch (part) {
            case Chessmen m -> men = m;
            case TouchMove t -> touch = t;
            case FideClock k -> clock = k;
            case Irregularities i -> irregular = i;
            case Draws d -> draws = d;
            case Line l -> line = l;
        }
    }

    @Override
    public void say(Heard.Said<FidePart> said) {
        (said.kind() == Heard.Kind.RULING ? rulings : notices).add(said.ruling(seq, shown(), action.by()));
    }

    @Override
    public void finish(Result ending, String article) {
        result = ending;
        termination = article;
    }

    /**
     * The hearing as it stands once {@code heard} is applied, for an article that goes on deciding
     * after its own steps (or another's) to read; this hearing is left as it is.
     */
    FideHearing after(Heard<FidePart> heard) {
        if (heard.isEmpty()) {
            return this;
        }
        FideHearing next = new FideHearing(this);
        next.apply(heard);
        return next;
    }

    Chessmen men() {
        return men;
    }

    TouchMove touch() {
        return touch;
    }

    FideClock clock() {
        return clock;
    }

    Irregularities irregular() {
        return irregular;
    }

    Draws draws() {
        return draws;
    }

    Line line() {
        return line;
    }

    Result result() {
        return result;
    }

    String termination() {
        return termination;
    }

    FideGame decided() {
        return new FideGame(settings, men, touch, clock, irregular, draws, line, result, termination);
    }

    Color turn() {
        return men.board().sideToMove();
    }

    /**
     * Whether {@code p}, whose move is made (4.6) but whose clock still runs, handles his men again:
     * a move made cannot be changed (4.7), so this is an illegal move, completed by his press (7.5.1).
     */
    boolean handlesAfterMove(Color p) {
        if (p == turn() || !men.moved() || !clock.kept() || clock.running() != p) {
            return false;
        }
        Irregularity irregularity = irregular.irregularity();
        return irregularity == null || irregularity.kind() == Irregularity.Kind.MOVED_AGAIN
                && irregularity.offender() == p && !irregularity.completed();
    }

    /** Whether {@code p}'s hand is at work on an illegal move made after his own move (see {@link #handlesAfterMove}). */
    boolean movingAgain() {
        Irregularity irregularity = irregular.irregularity();
        return irregularity != null && irregularity.kind() == Irregularity.Kind.MOVED_AGAIN && !irregularity.completed();
    }

    /** When the act happened: its stamp, or the last clock event for an act without one. */
    Duration now() {
        return action.stamp().at().orElse(clock.since());
    }

    boolean finished() {
        return result.ended();
    }

    /** The player who acts; an arbiter's act never reaches the callers of this. */
    Color player() {
        return action.by().color().orElseThrow(
                () -> new ActionRejected("'" + action.act() + "' must be made by white or black, not the arbiter"));
    }

    /** Whether {@code player} could still checkmate in the position on the board. */
    boolean canMate(Color player) {
        return material.canMate(men.board(), player);
    }

    /** The men as they physically stand, for the rulings. */
    private String shown() {
        return FideGame.physical(men.board(), men.displaced()).placementAndSide();
    }

    static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    static ActionRejected reject(String reason) {
        return new ActionRejected(reason);
    }
}
