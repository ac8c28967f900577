package org.arbiter.law.fide2023;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;

/**
 * The hearing of one act: the game's parts as the articles change them, the act, and the
 * rulings and notices made. Each part is one of {@link FideGame}'s immutable records, grouped by
 * concern and replaced by one of its transitions, each named for what an article decides, never
 * changed in place; {@link #decided()} builds the next state.
 */
final class FideHearing {
    final Settings settings;
    final MatingMaterial material;
    final Action action;
    final int seq;
    final List<Ruling> rulings = new ArrayList<>();
    final List<Ruling> notices = new ArrayList<>();

    Chessmen men;
    TouchMove touch;
    FideClock clock;
    Irregularities irregular;
    Draws draws;
    Line line;
    Result result;
    String termination;

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

    void finish(Result ending, String article) {
        result = ending;
        termination = article;
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

    void rule(String article, Color against, String text) {
        rulings.add(new Ruling(seq, article, text, shown(), action.by(), Optional.of(against)));
    }

    void ruleForNeither(String article, String text) {
        rulings.add(new Ruling(seq, article, text, shown(), action.by(), Optional.empty()));
    }

    void notice(String article, Color against, String text) {
        notices.add(new Ruling(seq, article, text, shown(), action.by(), Optional.of(against)));
    }

    /** Records that the Laws are silent on the act {@code what}, {@code why} saying why; it decides nothing. */
    void silent(String what, String why) {
        notices.add(Ruling.silent(seq, "'" + Fide2023.CODE + "' has no law on " + what + " (" + why
                + "): it is recorded and decides nothing.", shown(), action.by()));
    }

    /** {@code extra} added to {@code player}'s clock. */
    void addTime(Color player, Duration extra) {
        clock = clock.added(player, extra);
    }

    void countIllegalMove(Color offender) {
        irregular = irregular.counted(offender);
    }

    static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    static ActionRejected reject(String reason) {
        return new ActionRejected(reason);
    }
}
