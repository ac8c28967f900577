package org.arbiter.law.code1897;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/** Part IV: games at odds. The odds of a man (IV.3) change the men set up; IV.2 gives the giver the first move. */
final class Part4Odds {
    private Part4Odds() {
    }

    /**
     * IV.3: "the Pawn given is the King's Bishop's Pawn, the Knight the Queen's Knight, the Bishop
     * the Queen's Bishop, and the Rook the Queen's Rook." IV.2: "the player who gives odds has the
     * right to make the first move in the game."
     */
    static Position apply(Header header, Position start) {
        if (header.odds().isEmpty()) {
            return start;
        }
        Header.Odds odds = header.odds().get();
        Color giver = odds.giver();
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(start.men());
        if (odds.man().isPresent()) {
            Square given = givenSquare(odds.man().get(), giver);
            if (men.remove(given) == null) {
                throw new SequenceError(1, "odds.man", "no man stands on " + given + " to be given");
            }
        }
        return Position.setup(men, giver, Play.rightsAfter(start.castlingRights(), men), Optional.empty());
    }

    private static Square givenSquare(String man, Color giver) {
        int rank = giver == Color.WHITE ? 0 : 7;
        PieceType type;
        try {
            type = PieceType.valueOf(man.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new SequenceError(1, "odds.man", "'" + man + "' is not pawn, knight, bishop, rook or queen");
        }
        return switch (type) {
            case PAWN -> Square.at(5, giver == Color.WHITE ? 1 : 6);
            case KNIGHT -> Square.at(1, rank);
            case BISHOP -> Square.at(2, rank);
            case ROOK -> Square.at(0, rank);
            case QUEEN -> Square.at(3, rank);
            case KING -> throw new SequenceError(1, "odds.man", "the King cannot be given as odds");
        };
    }
}
