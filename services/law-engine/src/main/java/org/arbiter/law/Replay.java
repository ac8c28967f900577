package org.arbiter.law;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnLine;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnWriter;
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

    /**
     * The game so far as PGN, written by {@link PgnWriter}: {@code tags} in their order (then
     * {@code SetUp} and {@code FEN} for a game that did not start from the initial position), the
     * moves that stand, each ruling as a comment {@code {II.6(e): text}} after the moves that stood
     * when it was given, after each move the mover's clock as {@code [%clk h:mm:ss]} once the
     * actions carry times (the time left under a time control, else the time used), and the result. PGN has no move for an illegal transfer, so it is written
     * as a comment, and so is every move after it, which PGN could not play from the moves
     * before; {@code annulled} has no PGN result and is written as a comment with the result
     * {@code *}. A draughts game is written as PDN instead, the same way.
     */
    public String pgn(Map<String, String> tags) {
        if (rulebook.game() == org.arbiter.law.sequence.Game.DRAUGHTS) {
            return PdnRecord.write(tags, start, state, rulings);
        }
        Map<String, String> allTags = new LinkedHashMap<>(tags);
        Position initial = Position.fromFen(start.fen());
        if (!initial.equals(Position.initial())) {
            allTags.put("SetUp", "1");
            allTags.put("FEN", initial.fen());
        }
        Result result = state.result();
        String pgnResult = result == Result.ANNULLED ? "*" : result.text();
        allTags.put("Result", pgnResult);

        List<MoveRecord.Entry> standing = state.record().standing();
        List<String> opening = new ArrayList<>();
        List<Move> moves = new ArrayList<>();
        List<List<String>> commentsAfter = new ArrayList<>();
        List<String> comments = opening;
        Position p = initial;
        int next = 0;
        boolean playable = true;
        for (int i = 0; i <= standing.size(); i++) {
            int until = i == standing.size() ? Integer.MAX_VALUE : standing.get(i).seq();
            while (next < rulings.size() && rulings.get(next).seq() < until) {
                Ruling r = rulings.get(next++);
                comments.add(r.law() + ": " + r.text());
            }
            if (i == standing.size()) {
                break;
            }
            MoveRecord.Entry e = standing.get(i);
            Move move = playable ? playedAs(p, e) : null;
            if (move == null) {
                playable = false;
                comments.add(unplayable(e));
                continue;
            }
            comments = new ArrayList<>();
            clockAfter(e, i + 1 < standing.size() ? standing.get(i + 1).seq() : Integer.MAX_VALUE).ifPresent(comments::add);
            moves.add(move);
            commentsAfter.add(comments);
            p = p.play(move);
        }
        if (result == Result.ANNULLED) {
            comments.add("the game is annulled");
        }
        List<PgnMove> line = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            line.add(new PgnMove(moves.get(i), List.of(), commentsAfter.get(i), List.of()));
        }
        return PgnWriter.write(new PgnGame(allTags, new PgnLine(opening, line), pgnResult));
    }

    /**
     * The mover's clock once his move is made, as {@code [%clk h:mm:ss]} (whole seconds, the
     * broadcasts' form): read off the state after the last action before the next move that
     * stands ({@code nextSeq}), so that the press that followed the move, and any increment it
     * earned, are in it. Nothing while no action carried a time.
     */
    private Optional<String> clockAfter(MoveRecord.Entry e, int nextSeq) {
        int last = Math.min(nextSeq - 1, frames.size());
        GameState after = last < 1 ? start : frames.get(last - 1).state();
        Clocks clocks = after.clocks();
        if (clocks.elapsed().isEmpty()) {
            return Optional.empty();
        }
        long s = Math.max(0, clocks.shown(e.mover()).toSeconds());
        return Optional.of(String.format(java.util.Locale.ROOT, "[%%clk %d:%02d:%02d]", s / 3600, s / 60 % 60, s % 60));
    }

    /** A move PGN cannot write as a move: an illegal transfer, or a move made on the men it left. */
    private static String unplayable(MoveRecord.Entry e) {
        String numbered = e.moveNumber() + (e.mover() == Color.WHITE ? ". " : "... ") + e.text();
        return e.legal() ? numbered : (e.mover() == Color.WHITE ? "White" : "Black") + " made an illegal move " + numbered;
    }

    /** The move {@code e} records, if it is a legal move from {@code p}; PGN can write no other. */
    private static Move playedAs(Position p, MoveRecord.Entry e) {
        if (!e.legal() || p.sideToMove() != e.mover()) {
            return null;
        }
        return Notation.read(p, e.san()) instanceof Reading.Exact exact ? exact.move() : null;
    }
}
