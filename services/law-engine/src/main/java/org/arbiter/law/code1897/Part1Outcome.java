package org.arbiter.law.code1897;

import java.util.Optional;
import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/** Part I, Law 15, and II.8(e): what a completed move can end the game with. */
final class Part1Outcome {
    private Part1Outcome() {
    }

    static Heard<Code1897Part> afterMove(Code1897Hearing c, Color mover) {
        Position b = c.game().board();
        Optional<Heard<Code1897Part>> broken = b.isCheckmate() ? Part4Odds.mateBreaksUndertaking(c, mover) : Optional.empty();
        if (broken.isPresent()) {
            return broken.get();
        }
        if (b.isCheckmate()) {
            return Code1897Part.NOTHING.finish(Result.winFor(mover), "I.15(a)").rule("I.15(a)", mover.opposite(), "Checkmate: "
                    + Code1897Hearing.name(mover.opposite()) + "'s King is in check and no legal move is"
                    + " possible; " + Code1897Hearing.name(mover) + " has won the game.");
        } else if (b.isStalemate()) {
            return Code1897Part.NOTHING.finish(Result.DRAWN, "II.8(e)").ruleForNeither("II.8(e)", "Stalemate: "
                    + Code1897Hearing.name(mover.opposite()) + "'s King is not in check and no legal move is"
                    + " possible; the game is drawn.");
        } else if (cannotBeWon(b)) {
            return Code1897Part.NOTHING.finish(Result.DRAWN, "I.15(c)").ruleForNeither("I.15(c)", "Neither side has the men to"
                    + " give checkmate, whatever legal moves are made; the game is a drawn game.");
        }
        return Code1897Part.NOTHING;
    }

    /**
     * I.15(c): "A game which, whatever legal moves are made, cannot be won." Decided for the cases
     * where no sequence of legal moves can give mate: King against King, King and one Bishop or
     * one Knight against King, and Kings with Bishops all on squares of one colour.
     */
    static boolean cannotBeWon(Position b) {
        int bishops = 0;
        int knights = 0;
        for (Piece p : Piece.values()) {
            int n = b.count(p);
            switch (p.type()) {
                case KING -> { }
                case BISHOP -> bishops += n;
                case KNIGHT -> knights += n;
                default -> {
                    if (n > 0) {
                        return false;
                    }
                }
            }
        }
        if (bishops + knights <= 1) {
            return true;
        }
        return knights == 0 && bishopsOnOneColour(b);
    }

    private static boolean bishopsOnOneColour(Position b) {
        boolean light = false;
        boolean dark = false;
        for (var e : b.men().entrySet()) {
            if (e.getValue().type() == PieceType.BISHOP) {
                Square s = e.getKey();
                if ((s.file() + s.rank()) % 2 == 0) {
                    dark = true;
                } else {
                    light = true;
                }
            }
        }
        return !(light && dark);
    }
}
