package org.arbiter.law.appeal;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;

/**
 * A code's state with the appeals on it: the code's state ({@code inner}) and the one it started
 * from, the acts it ruled, the appeals lodged by the act that lodged them, the acts struck by
 * decisions, and the result a decision set ({@code decided}, with the citation it rests on).
 * Everything the code's state says is passed through, but the result a decision set.
 */
record Appealed(GameState start, GameState inner, Acts acts, Map<Integer, Lodged> appeals, Set<Integer> struck,
                Optional<Verdict> decided, Optional<Duration> within) implements GameState {

    /** A result an appeal decision set, and the citation it rests on. */
    record Verdict(Result result, String law) {
    }

    static Appealed start(GameState start, Optional<Duration> within) {
        return new Appealed(start, start, null, Map.of(), Set.of(), Optional.empty(), within);
    }

    Appealed after(GameState next, Acts recorded) {
        return new Appealed(start, next, recorded, appeals, struck, decided, within);
    }

    Appealed withAppeals(Map<Integer, Lodged> lodged) {
        return new Appealed(start, inner, acts, Map.copyOf(lodged), struck, decided, within);
    }

    @Override
    public Result result() {
        return decided.map(Verdict::result).orElse(inner.result());
    }

    @Override
    public Optional<String> termination() {
        return decided.isPresent() ? decided.filter(v -> v.result().ended()).map(Verdict::law) : inner.termination();
    }

    @Override
    public GameState codeState() {
        return inner;
    }

    @Override
    public String position() {
        return inner.position();
    }

    @Override
    public String fen() {
        return inner.fen();
    }

    @Override
    public MoveRecord record() {
        return inner.record();
    }

    @Override
    public Optional<MoveRecord.Entry> lastMove() {
        return inner.lastMove();
    }

    @Override
    public Optional<MoveRecord.Entry> lastMade() {
        return inner.lastMade();
    }

    @Override
    public Clocks clocks() {
        return inner.clocks();
    }

    @Override
    public Map<String, String> touched() {
        return inner.touched();
    }

    @Override
    public Optional<Hand> hand() {
        return inner.hand();
    }
}
