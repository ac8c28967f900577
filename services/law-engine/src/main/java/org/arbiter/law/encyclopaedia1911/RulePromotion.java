package org.arbiter.law.encyclopaedia1911;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.law.layered.Session;
import org.arbiter.law.sequence.Action;

/**
 * The article's rule {@code promotion}: "A pawn that reaches an eighth square must be exchanged
 * for some other piece, the move not being complete until this is done; a second king cannot be
 * selected."
 *
 * <p>A Pawn let go on its eighth square and then exchanged is how a hand makes the move: each
 * step is noticed, and nothing is ruled, since no one has done wrong; the move is complete, and
 * the opponent to play, only once the exchange is made.
 *
 * <p>A second King cannot even be named: the contract's {@code promote} and {@code move} accept
 * only Q, R, B and N.
 */
final class RulePromotion {
    static final String LAW = "promotion";

    private RulePromotion() {
    }

    /** Whether {@code m} takes a Pawn to its eighth square without exchanging it; if so it is not complete. */
    static boolean unexchanged(Session<ArticleLaws> s, Action.MoveMade m) {
        Position p = s.board();
        if (m.notation().isPresent() || m.promote().isPresent()) {
            return false;
        }
        Color mover = p.sideToMove();
        boolean pawn = p.pieceAt(m.from().orElseThrow()).map(x -> x.type() == PieceType.PAWN && x.color() == mover)
                .orElse(false);
        if (!pawn || m.to().orElseThrow().rankFor(mover) != 8) {
            return false;
        }
        s.laws(s.laws().withHold(new ArticleLaws.Hold(mover, m.from().get(), m.to().get(), true)));
        s.notice(LAW, Optional.of(mover), "The Pawn has reached " + m.to().get() + " but is not exchanged: "
                + Session.name(mover) + "'s move is not complete until it is.");
        return true;
    }

    /** The exchange that completes the Pawn's move. */
    static void exchange(Session<ArticleLaws> s, Action.Promote p) {
        ArticleLaws.Hold h = s.laws().hold();
        if (h != null && !h.released() && h.on() != null && s.player().orElse(null) == h.player()) {
            // Exchanged while the hand is still on the Pawn: the move completes when it is let go.
            s.laws(s.laws().withHold(new ArticleLaws.Hold(h.player(), h.from(), h.on(), false, p.piece())));
            return;
        }
        if (h == null || !h.released() || s.player().orElse(null) != h.player()) {
            s.toBase();
            return;
        }
        s.laws(s.laws().withHold(null));
        Action.MoveMade m = new Action.MoveMade(p.stamp(), Optional.empty(), Optional.of(h.from()), Optional.of(h.on()),
                Optional.of(p.piece()));
        if (Encyclopaedia1911.move(s, m)) {
            s.notice(LAW, Optional.empty(), "The Pawn on " + h.on() + " is exchanged for a " + p.piece().codeName() + ": " + Session.name(h.player()) + "'s move is complete.");
        }
    }
}
