package org.arbiter.law.code1897;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Square;

/**
 * What a player must now do because a penalty was exacted or a requirement made: his next
 * move must be one of {@code moves}. Refusing it is the offence of II.9(e). A Penalty C exacted
 * after the offending turn has ended ({@code atNextTurn}) binds the offender's move in his next
 * turn; its moves are known only when that turn commences, and {@code select} is the man the
 * opponent selected should the King then be unable to move.
 */
record Obligation(Color player, String law, String description, List<Move> moves, boolean atNextTurn,
                  Optional<Square> select) {
    Obligation {
        moves = List.copyOf(moves);
    }

    Obligation(Color player, String law, String description, List<Move> moves) {
        this(player, law, description, moves, false, Optional.empty());
    }
}
