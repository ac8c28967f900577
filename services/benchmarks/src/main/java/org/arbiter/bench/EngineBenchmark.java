package org.arbiter.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.Stamp;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Actions per second through the 1897 rulebook on long games: 100 seeded random games of up
 * to 300 plies, every move given in SAN as an arbiter's record would give it, each action read,
 * judged and recorded by {@code Rulebook.apply}. One thread. The score is actions per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmark {
    static final int GAMES = 100;
    static final int ACTIONS_PER_INVOCATION = 27_754;

    private List<List<Action>> games;
    private Rulebook rulebook;

    @Setup
    public void buildGames() {
        games = games(new Random(1897), GAMES);
        rulebook = Rulebooks.find("chess-code-1897").orElseThrow();
        int total = games.stream().mapToInt(List::size).sum();
        if (total != ACTIONS_PER_INVOCATION) {
            throw new IllegalStateException("the seeded games hold " + total + " actions; update ACTIONS_PER_INVOCATION");
        }
    }

    /** Random legal games, each ending where the rulebook ends it (mate, stalemate, I.15(c)) or at 300 plies. */
    static List<List<Action>> games(Random random, int count) {
        Rulebook rulebook = Rulebooks.find("chess-code-1897").orElseThrow();
        List<List<Action>> games = new ArrayList<>();
        while (games.size() < count) {
            Position p = Position.initial();
            GameState state = rulebook.start(Header.standard());
            List<Action> actions = new ArrayList<>();
            while (actions.size() < 300 && !state.result().ended()) {
                List<Move> moves = p.legalMoves();
                Move m = moves.get(random.nextInt(moves.size()));
                Actor by = p.sideToMove() == Color.WHITE ? Actor.WHITE : Actor.BLACK;
                Action action = new Action.MoveMade(Stamp.of(by), Optional.of(Notation.san(p, m)), Optional.empty(),
                        Optional.empty(), Optional.empty());
                actions.add(action);
                state = rulebook.apply(state, action, actions.size()).state();
                p = p.play(m);
            }
            games.add(actions);
        }
        return games;
    }

    @Benchmark
    @OperationsPerInvocation(ACTIONS_PER_INVOCATION)
    public String replayLongGames() {
        String last = null;
        for (List<Action> game : games) {
            GameState state = rulebook.start(Header.standard());
            int seq = 0;
            for (Action action : game) {
                state = rulebook.apply(state, action, ++seq).state();
            }
            last = state.position();
        }
        return last;
    }
}
