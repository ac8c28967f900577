package org.arbiter.law;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * Runs a contested sequence through the rulebook its header names. A rejected action becomes a
 * {@link SequenceError} naming its line; the frames before it are kept for the caller.
 */
public final class Replay {
    /** The state after one action, with the rulings it produced. */
    public record Frame(int seq, Action action, GameState state, List<Ruling> rulings, List<Ruling> notices) {
    }

    private final Rulebook rulebook;
    private final List<Frame> frames = new ArrayList<>();
    private final List<Ruling> rulings = new ArrayList<>();
    private final List<Ruling> notices = new ArrayList<>();
    private GameState state;

    public Replay(Header header) {
        this.rulebook = Rulebooks.of(header);
        this.state = Rulebooks.start(header);
    }

    /** Replays a whole sequence. */
    public static ReplayResult run(ContestedSequence sequence) {
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            replay.apply(sequence.actions().get(i), sequence.lines().get(i));
        }
        return replay.result();
    }

    /** Applies the next action; {@code line} is where it stood in the file, for errors. */
    public Frame apply(Action action, int line) {
        int seq = frames.size() + 1;
        Step step;
        try {
            step = rulebook.apply(state, action, seq);
        } catch (ActionRejected e) {
            throw new SequenceError(line, null, e.getMessage());
        }
        state = step.state();
        rulings.addAll(step.rulings());
        notices.addAll(step.notices());
        Frame frame = new Frame(seq, action, state, step.rulings(), step.notices());
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
}
