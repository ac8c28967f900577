package org.arbiter.law.fide2023;

import java.util.Map;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.winnable.Winnability;

/**
 * Whether a player could still checkmate by some series of legal moves, the question of 5.2.2
 * (dead position), 6.9 (flag fall), 7.5.5 (second illegal move) and A.4.3 (a claim on time).
 *
 * <p>The rulebook asks {@link #ANALYSED}: chess-rules' {@code Winnability}, a search for a
 * helpmate, which answers "cannot" only where it has proved it, and "can" where it found a mate or
 * had to give up, so that an undecided position never takes a win away. {@link #CONSERVATIVE}
 * looks only at the material, with the same rule.
 */
@FunctionalInterface
public interface MatingMaterial {
    /** Whether {@code player} can still checkmate his opponent in {@code position} by some series of legal moves. */
    boolean canMate(Position position, Color player);

    /**
     * "Cannot" only for a lone King, a King and one Bishop or Knight against a lone King, and
     * positions whose only men besides the Kings are Bishops all on squares of one colour.
     */
    /** Chess-rules' winnability analyser; a side it could not decide is taken to be able to mate. */
    MatingMaterial ANALYSED = (position, player) -> {
        Winnability w = Winnability.of(position);
        return (player == Color.WHITE ? w.white() : w.black()) != Winnability.Answer.CANNOT_MATE;
    };

    MatingMaterial CONSERVATIVE = (position, player) -> {
        Map<Square, Piece> onBoard = position.men();
        long own = onBoard.values().stream().filter(p -> p.color() == player && p.type() != PieceType.KING).count();
        long theirs = onBoard.values().stream().filter(p -> p.color() != player && p.type() != PieceType.KING).count();
        if (own == 0) {
            return false;
        }
        boolean ownMinorOnly = own == 1 && onBoard.values().stream().anyMatch(p -> p.color() == player
                && (p.type() == PieceType.BISHOP || p.type() == PieceType.KNIGHT));
        if (ownMinorOnly && theirs == 0) {
            return false;
        }
        boolean onlyBishops = onBoard.values().stream().allMatch(p -> p.type() == PieceType.KING || p.type() == PieceType.BISHOP);
        long squareColours = onBoard.entrySet().stream().filter(e -> e.getValue().type() == PieceType.BISHOP)
                .map(e -> (e.getKey().file() + e.getKey().rank()) % 2).distinct().count();
        return !(onlyBishops && squareColours == 1);
    };
}
