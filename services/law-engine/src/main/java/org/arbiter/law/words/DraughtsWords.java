package org.arbiter.law.words;

import java.util.Optional;
import org.arbiter.chess.Square;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.DraughtsSquares;

/**
 * An act of a draughts game as one sentence, naming squares by their numbers and men as they stood
 * before it: its {@link Wording} for {@link ActWords}, which words every act once.
 */
final class DraughtsWords {
    /** The draughts board's words: squares by their numbers, men and Kings. */
    static final Wording WORDING = new Wording() {
        @Override
        public String man(GameState before, Square square, Actor by) {
            return DraughtsWords.man(before, square, by);
        }

        @Override
        public String puts(GameState before, Square square) {
            return "shows the man on " + number(square);
        }

        @Override
        public String letsGo(GameState before) {
            return "the man";
        }

        @Override
        public String transfer(Action.MoveMade m, GameState before) {
            return number(m.from().orElseThrow()) + "-" + number(m.to().orElseThrow());
        }

        @Override
        public String goal() {
            return "win";
        }
    };

    private DraughtsWords() {
    }

    /** "his man on 11", "White's King on 27", as seen by the one who acts. */
    private static String man(GameState before, Square square, Actor by) {
        int n = number(square);
        Optional<Piece> piece = n == 0 ? Optional.empty() : DraughtsPosition.fromFen(before.position()).pieceAt(n);
        if (piece.isEmpty()) {
            return "the empty square " + (n == 0 ? square.toString() : String.valueOf(n));
        }
        Actor owner = piece.get().side() == Side.WHITE ? Actor.WHITE : Actor.BLACK;
        String whose = owner == by ? "his " : (owner == Actor.WHITE ? "White's " : "Black's ");
        return whose + (piece.get().isKing() ? "King" : "man") + " on " + n;
    }

    private static int number(Square square) {
        return DraughtsSquares.number(square);
    }
}
