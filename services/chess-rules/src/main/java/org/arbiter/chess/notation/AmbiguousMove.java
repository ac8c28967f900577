package org.arbiter.chess.notation;

import java.util.List;
import java.util.stream.Collectors;
import org.arbiter.chess.Move;

/**
 * A record that expresses more than one legal move (I.13.C); carries the input, the FEN and
 * every candidate, so that the receiving side can adopt one of them.
 */
public final class AmbiguousMove extends IllegalArgumentException {
    private final String input;
    private final String fen;
    private final List<Move> candidates;

    public AmbiguousMove(String input, String fen, List<Move> candidates) {
        super("ambiguous record '" + input + "' in " + fen + ": it can mean "
                + candidates.stream().map(Move::uci).collect(Collectors.joining(" or ")));
        this.input = input;
        this.fen = fen;
        this.candidates = List.copyOf(candidates);
    }

    public String input() {
        return input;
    }

    public String fen() {
        return fen;
    }

    public List<Move> candidates() {
        return candidates;
    }
}
