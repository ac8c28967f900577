package org.arbiter.law.household;

import java.util.Optional;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.layered.Session;

/**
 * Law xiii: "Directly a pawn reaches its eighth square it must be exchanged for a piece."
 *
 * <p>The note: "It is usual to change the pawn for a Queen, but it may be replaced by a Rook,
 * Bishop, or Knight, without reference to the pieces already on the board. [...] Thus you may
 * have two or more Queens, three or more Rooks, Bishops, or Knights on the board at the end of
 * the game."
 */
final class LawXiiiPromotion {
    static final String LAW = "xiii";

    private LawXiiiPromotion() {
    }

    /** After a Pawn's move to its eighth square: the exchange stands, whatever pieces are already on the board. */
    static void moved(Session<HouseLaws> s) {
        // only the move this act completed: a turn that passed with none recorded (the code beneath took it back) has none
        Optional<MoveRecord.Entry> made = s.base().record().last().filter(x -> x.seq() == s.seq() && x.from() != null);
        if (made.isEmpty()) {
            return;
        }
        MoveRecord.Entry e = made.get();
        Square to = Square.parse(e.to());
        // the record names the man moved as the turn found him: a hand's Pawn is off his square by now under the 1897 Code's hand
        boolean pawn = "p".equalsIgnoreCase(e.man());
        Optional<Piece> now = s.board().pieceAt(to);
        if (!pawn || now.isEmpty() || now.get().type() == PieceType.PAWN) {
            return;
        }
        int count = s.board().count(now.get());
        s.rule(LAW, Optional.empty(), "The Pawn reaching its eighth square is exchanged at once for a "
                + now.get().type().codeName() + ", without reference to the pieces already on the board: "
                + Session.name(e.mover()) + " now has " + count + " of them.");
    }
}
