package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.Heard;
import org.arbiter.law.Hearing;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * The hearing of one action: the game's parts as the Laws change them while they decide the
 * act, the act itself, and the rulings and notices made. Each part holds an immutable value and
 * is replaced by one of its transitions, each named for what a Law decides, never changed in
 * place, so the state the hearing started from stays as it was;
 * {@link #decided()} builds the next state. The parts are those of {@link GameInPlay}, which
 * documents them.
 */
final class Code1897Hearing implements Hearing<Code1897Part> {
    final Header header;
    final Color rightfulFirstPlayer;
    final Action action;
    final int seq;
    final List<Ruling> rulings = new ArrayList<>();
    final List<Ruling> notices = new ArrayList<>();

    // The parts change only by apply (Hearing), which takes what a Law returns (ADR 0033).
    private BoardAndRecord game;
    private Handling handling;
    private Penalties penalties;
    private Sittings sittings;
    private TimeRecord time;
    Result result;
    String termination;
    Set<String> silentOn;
    // A copy made by after for a Law to read: a ruling written on it would be lost, so it takes none but by apply.
    private final boolean copy;

    Code1897Hearing(GameInPlay g, Action action, int seq) {
        this(g, action, seq, false);
    }

    private Code1897Hearing(GameInPlay g, Action action, int seq, boolean copy) {
        this.copy = copy;
        this.action = action;
        this.seq = seq;
        header = g.header();
        rightfulFirstPlayer = g.rightfulFirstPlayer();
        game = g.game();
        handling = g.handling();
        penalties = g.penalties();
        sittings = g.sittings();
        time = g.time();
        result = g.result();
        termination = g.termination().orElse(null);
        silentOn = g.silentOn();
    }

    /** The men, the turn and the record as the act has left them so far. */
    BoardAndRecord game() {
        return game;
    }

    /** What the hands hold and what was touched, as the act has left them so far. */
    Handling handling() {
        return handling;
    }

    /** The illegal moves, rights, obligations and offences, as the act has left them so far. */
    Penalties penalties() {
        return penalties;
    }

    /** The adjournment, the draw offer and the communicated series, as the act has left them so far. */
    Sittings sittings() {
        return sittings;
    }

    /** The record of time used, as the act has left it so far. */
    TimeRecord time() {
        return time;
    }

    /** The state the act leaves. */
    GameInPlay decided() {
        return new GameInPlay(header, rightfulFirstPlayer, game, handling, penalties, sittings, time, result,
                termination, silentOn);
    }

    /** The game as it now stands, as a commencement of the current turn to play. */
    Commencement commencement() {
        return game.commencement();
    }

    /** Replaces the part of {@code part}'s kind: only {@link #apply} calls this, with what a Law returned. */
    @Override
    public void change(Code1897Part part) {
        switch (part) {
            case BoardAndRecord g -> game = g;
            case Handling h -> handling = h;
            case Penalties p -> penalties = p;
            case Sittings s -> sittings = s;
            case TimeRecord t -> time = t;
        }
    }

    @Override
    public void say(Heard.Said<Code1897Part> said) {
        (said.kind() == Heard.Kind.RULING ? rulings : notices).add(said.ruling(seq, position(), action.by()));
    }

    /**
     * The hearing as it stands once {@code heard} is applied, for a Law that goes on deciding after
     * its own steps (or another's) to read; this hearing is left as it is, and what is said on the
     * way is said when the caller applies the steps.
     */
    Code1897Hearing after(Heard<Code1897Part> heard) {
        if (heard.isEmpty()) {
            return this;
        }
        Code1897Hearing next = new Code1897Hearing(decided(), action, seq, true);
        next.apply(heard);
        return next;
    }

    boolean finished() {
        return result.ended();
    }

    /** The reason a claim of annulment fails once the game is finished: {@code law} allows it only "if the game is not finished". */
    static String finishedClaim(Code1897Hearing c, String law) {
        return "The claim fails: the game is finished (" + c.result + " under " + c.termination + "), and " + law
                + " allows annulment only if the game is not finished.";
    }

    @Override
    public void finish(Result ending, String law) {
        result = ending;
        termination = law;
    }

    int moves(Color color) {
        return game.movesMade().of(color);
    }

    /** The first two FEN fields of the board as it now stands. */
    String position() {
        return game.board().placement() + (game.turn() == Color.WHITE ? " w" : " b");
    }

    /** Records a ruling that goes against {@code against}, with the position once it has taken effect. */
    void rule(String law, Color against, String text) {
        said(Code1897Part.NOTHING.rule(law, against, text));
    }

    /** Records a ruling that goes against neither player: a drawn game, an annulment, a finding of fact. */
    void ruleForNeither(String law, String text) {
        said(Code1897Part.NOTHING.ruleForNeither(law, text));
    }

    /**
     * Records a notice against {@code against}: a breach or an open right that the code attaches
     * to an act, which is a fact for the record but not yet a decision (that comes when a penalty
     * is exacted or waived, or a claim is made).
     */
    void notice(String law, Color against, String text) {
        said(Code1897Part.NOTHING.notice(law, against, text));
    }

    /** Records a notice that goes against neither player. */
    void noticeForNeither(String law, String text) {
        said(Code1897Part.NOTHING.noticeForNeither(law, text));
    }

    /** Records that the Code has no law on the act, {@code why} saying why it is silent; it decides nothing. */
    void silent(String what, String why) {
        silent(what + " (" + why + ")");
    }

    /** Records that the Code has no law on the act: it stays on the record and decides nothing. */
    void silent(String what) {
        // A board writes a press after every move: one notice a game says it, not one a press.
        if (silentOn.contains(what)) {
            return;
        }
        Set<String> already = new HashSet<>(silentOn);
        already.add(what);
        silentOn = Set.copyOf(already);
        said(Code1897Part.NOTHING.silent("'" + ChessCode1897.CODE + "' has no law on " + what
                + ": it is recorded and decides nothing; this is said once, and later such acts are recorded without a notice."));
    }

    /** What a Law at the dispatch says on the hearing directly, which a copy made by {@link #after} refuses. */
    private void said(Heard<Code1897Part> said) {
        if (copy) {
            throw new IllegalStateException("a Law wrote a ruling on a hearing's copy, where it would be lost; it returns it");
        }
        apply(said);
    }

    /** The colour of the player who acts; arbiter acts never reach the callers of this. */
    Color player() {
        return action.by().color().orElseThrow(
                () -> new ActionRejected("'" + action.act() + "' must be made by white or black, not the arbiter"));
    }

    static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }

    /** A sentence of the notation reader as a clause of a longer sentence: without its full stop. */
    static String clause(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    static ActionRejected reject(String reason) {
        return new ActionRejected(reason);
    }
}
