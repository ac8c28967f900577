package org.arbiter.law.layered;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;

/**
 * A game under a layered code: the laws' own record, the state of the code beneath, and what the
 * laws themselves decided, which stands over the code beneath: a {@code result} they reached
 * ({@code IN_PLAY} until then) under the law {@code endedBy}, and the moves they took back by having
 * the men replaced ({@code replaced}).
 */
record Layered<L extends Laws.Part>(L laws, GameState base, Result decided, String endedBy,
                                    List<MoveRecord.Entry> replaced) implements GameState {
    Layered {
        Objects.requireNonNull(laws, "laws");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(decided, "decided");
        replaced = List.copyOf(replaced);
    }

    /** Whether the laws of this code themselves ended the game. */
    boolean ended() {
        return decided.ended();
    }

    @Override
    public Result result() {
        return ended() ? decided : base.result();
    }

    @Override
    public Optional<String> termination() {
        return ended() ? Optional.of(endedBy) : base.termination();
    }

    @Override
    public String position() {
        return base.position();
    }

    @Override
    public String fen() {
        return base.fen();
    }

    @Override
    public MoveRecord record() {
        MoveRecord beneath = base.record();
        List<MoveRecord.Entry> undone = new ArrayList<>(beneath.undone());
        undone.addAll(replaced);
        return new MoveRecord(beneath.standing(), undone);
    }

    @Override
    public Clocks clocks() {
        return base.clocks();
    }

    @Override
    public Map<String, String> touched() {
        Map<String, String> own = laws.touched();
        return own.isEmpty() ? base.touched() : own;
    }

    @Override
    public Optional<Hand> hand() {
        return base.hand();
    }
}
