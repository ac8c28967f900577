package org.arbiter.law;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * Runs a contested sequence through the rulebook its header names. A rejected action becomes a
 * {@link SequenceError} naming its line; the frames before it are kept for the caller.
 */
public final class Replay {
    /**
     * The state after one action, with the rulings it produced; {@code clock} is what an electronic
     * clock showed at the last act so far that carried its reading (a board's clock), if any did.
     */
    public record Frame(int seq, Action action, GameState state, List<Ruling> rulings, List<Ruling> notices,
                        Optional<Action.ClockFace> clock) {
        public Frame(int seq, Action action, GameState state, List<Ruling> rulings, List<Ruling> notices) {
            this(seq, action, state, rulings, notices, Optional.empty());
        }
    }

    /** Told of the state before the first action and of every frame as it is made. */
    public interface Listener {
        default void started(Header header, GameState start) {
        }

        void step(Frame frame);
    }

    private final Rulebook rulebook;
    private final GameState start;
    private final List<Frame> frames = new ArrayList<>();
    private final List<Ruling> rulings = new ArrayList<>();
    private final List<Ruling> notices = new ArrayList<>();
    private final boolean reruled;
    private GameState state;
    private Optional<Action.ClockFace> shown = Optional.empty();

    /** A replay of a sequence whose header stands on its first line. */
    public Replay(Header header) {
        this(header, 1, false);
    }

    private Replay(Header header, int headerLine, boolean reruled) {
        this.rulebook = Rulebooks.of(header, headerLine);
        this.start = Rulebooks.start(header, headerLine);
        this.state = start;
        this.reruled = reruled;
    }

    /**
     * A replay of acts recorded under another code, re-ruled under the one {@code header} names.
     * Where the codes have parted, an act made on the men as they stood may name men that stand
     * otherwise under this code: it is recorded with a notice that says so, and the replay goes on.
     */
    public static Replay reruling(Header header) {
        return new Replay(header, 1, true);
    }

    /**
     * Replays a whole sequence, telling {@code listener} of each frame. A rejected action throws
     * its {@link SequenceError} after the listener has seen every frame before it.
     */
    public static ReplayResult run(ContestedSequence sequence, Listener listener) {
        Partial replayed = runUpToRejection(sequence, listener);
        replayed.rejected().ifPresent(e -> {
            throw e;
        });
        return replayed.result();
    }

    /**
     * What came of a sequence up to its first rejected action: the replay output of the actions
     * before it, and that action's error when there was one; nothing accepted is lost.
     */
    public record Partial(ReplayResult result, Optional<SequenceError> rejected) {
    }

    /**
     * Replays a sequence up to its first rejected action, telling {@code listener} of each frame.
     * A header the code cannot start from still throws, since nothing could be replayed.
     */
    public static Partial runUpToRejection(ContestedSequence sequence, Listener listener) {
        return runUpToRejection(new Replay(sequence.header(), sequence.headerLine(), false), sequence, listener);
    }

    /**
     * As {@link #runUpToRejection(ContestedSequence, Listener)} for acts recorded under another
     * code, re-ruled under the one {@code sequence}'s header names (see {@link #reruling}): only
     * a header the code cannot start from stops it.
     */
    public static Partial rerule(ContestedSequence sequence, Listener listener) {
        return runUpToRejection(new Replay(sequence.header(), sequence.headerLine(), true), sequence, listener);
    }

    private static Partial runUpToRejection(Replay replay, ContestedSequence sequence, Listener listener) {
        listener.started(sequence.header(), replay.start);
        for (int i = 0; i < sequence.actions().size(); i++) {
            try {
                listener.step(replay.apply(sequence.actions().get(i), sequence.lines().get(i)));
            } catch (SequenceError e) {
                return new Partial(replay.result(), Optional.of(e));
            }
        }
        return new Partial(replay.result(), Optional.empty());
    }

    /** Replays a whole sequence for its result alone. */
    public static ReplayResult run(ContestedSequence sequence) {
        return run(sequence, frame -> { });
    }

    /** Applies the next action; {@code line} is where it stood in the file, for errors. */
    public Frame apply(Action action, int line) {
        int seq = frames.size() + 1;
        Step step;
        try {
            step = rulebook.apply(state, action, seq);
        } catch (ActionRejected e) {
            if (!reruled) {
                throw new SequenceError(line, null, e.getMessage());
            }
            step = new Step(state, List.of(), List.of(Ruling.silent(seq, "'" + rulebook.code() + "' cannot hear this act"
                    + " as it was recorded (" + e.getMessage() + "): the men stand otherwise under it than where the act"
                    + " was made. It is recorded and decides nothing.", state.position(), action.by())));
        }
        Optional<Action.ClockFace> read = Action.shown(action);
        if (read.isPresent()) {
            shown = read;
        }
        state = step.state();
        rulings.addAll(step.rulings());
        notices.addAll(step.notices());
        Frame frame = new Frame(seq, action, state, step.rulings(), step.notices(), shown);
        frames.add(frame);
        return frame;
    }

    public List<Frame> frames() {
        return List.copyOf(frames);
    }

    public GameState state() {
        return state;
    }

    public Rulebook rulebook() {
        return rulebook;
    }

    public ReplayResult result() {
        return new ReplayResult(state.result(), state.termination().orElse(null), state.position(), rulings,
                frames.size(), notices);
    }

    /**
     * The game so far as PGN ({@link PgnRecord}): {@code tags} in their order (then {@code SetUp}
     * and {@code FEN} for a game that did not start from the initial position), the moves that
     * stand, and after each move one comment: the mover's clock as {@code [%clk h:mm:ss]} and the
     * time the move took as {@code [%emt h:mm:ss]} once the actions carry times (the clock shows the
     * time left under a time control, else the time used), then each ruling given before the next
     * move that stands, citing its law ({@code II.6(e): text}). PGN has no move for an illegal
     * transfer, so it is written in the comment, and so is every move after it, which PGN could
     * not play from the moves before; {@code annulled} has no PGN result and is said in the comment
     * with the result {@code *}. A draughts game is written as PDN instead, the same way.
     */
    public String pgn(Map<String, String> tags) {
        if (rulebook.game() == org.arbiter.law.sequence.GameKind.DRAUGHTS) {
            return PdnRecord.write(tags, start, state, rulings);
        }
        return PgnRecord.write(tags, start, state, rulings, frames);
    }
}
