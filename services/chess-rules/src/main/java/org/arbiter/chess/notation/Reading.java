package org.arbiter.chess.notation;

import java.util.List;
import java.util.Objects;
import org.arbiter.chess.Move;

/**
 * What a record of a move expresses in a position, read under I.13.C: exactly one legal move,
 * several legal moves (an ambiguous record is not an error), or no legal move at all.
 */
public sealed interface Reading permits Reading.Exact, Reading.Ambiguous, Reading.NoLegalMove {

    /** The record expresses one legal move and no other. */
    record Exact(Move move) implements Reading {
        public Exact {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * The record can be read as each of these legal moves, ordered by the square left, then
     * the square reached, then the promotion piece.
     */
    record Ambiguous(List<Move> candidates) implements Reading {
        public Ambiguous {
            candidates = List.copyOf(candidates);
            if (candidates.size() < 2) {
                throw new IllegalArgumentException("an ambiguous reading needs two or more candidates");
            }
        }
    }

    /** The record expresses no legal move; {@code reason} is a sentence saying why. */
    record NoLegalMove(String reason) implements Reading {
        public NoLegalMove {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
