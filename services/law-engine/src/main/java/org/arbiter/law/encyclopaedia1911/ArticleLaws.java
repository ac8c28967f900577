package org.arbiter.law.encyclopaedia1911;

import java.util.Map;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.layered.CallCount;
import org.arbiter.law.layered.CastlingRook;
import org.arbiter.law.layered.KingAside;
import org.arbiter.law.layered.Laws;

/**
 * What the article's rules need to remember. Parts that may be absent are null: {@code adjusting}
 * until a player says j'adoube, {@code obligation} while no touch binds, {@code hold} while the
 * hand holds no man, {@code completed} before the first move made by hand, {@code call} before a call,
 * {@code rook} while no castling made King first by hand waits for its Rook, {@code aside} while no
 * Chess960 King is set beside the board ({@link KingAside}).
 */
record ArticleLaws(Color adjusting, Obligation obligation, Hold hold, Completed completed, CallCount call,
                   CastlingRook rook, KingAside aside) implements Laws.Part {
    static final ArticleLaws START = new ArticleLaws(null, null, null, null, null, null, null);

    ArticleLaws withAdjusting(Color c) {
        return new ArticleLaws(c, obligation, hold, completed, call, rook, aside);
    }

    ArticleLaws withObligation(Obligation o) {
        return new ArticleLaws(adjusting, o, hold, completed, call, rook, aside);
    }

    ArticleLaws withHold(Hold h) {
        return new ArticleLaws(adjusting, obligation, h, completed, call, rook, aside);
    }

    ArticleLaws withCompleted(Completed c) {
        return new ArticleLaws(adjusting, obligation, hold, c, call, rook, aside);
    }

    ArticleLaws withCall(CallCount c) {
        return new ArticleLaws(adjusting, obligation, hold, completed, c, rook, aside);
    }

    ArticleLaws withRook(CastlingRook r) {
        return new ArticleLaws(adjusting, obligation, hold, completed, call, r, aside);
    }

    ArticleLaws withAside(KingAside a) {
        return new ArticleLaws(adjusting, obligation, hold, completed, call, rook, a);
    }

    @Override
    public Map<String, String> touched() {
        return obligation == null ? Map.of() : Map.of(obligation.square().algebraic(), obligation.player().label());
    }

    /** What a touch obliges {@code player} to do, under the rule cited {@code law}. */
    record Obligation(Color player, Square square, Duty duty, String law) {
    }

    enum Duty { MOVE_IT, TAKE_IT, MOVE_KING, MOVE_KING_NOT_CASTLING }

    /**
     * The man {@code player} lifted from {@code from}, put down on {@code on} (null while held
     * off the board); {@code released} once his hand has left a Pawn not yet exchanged;
     * {@code promote} the piece a Pawn was exchanged for before the hand left it (null until then).
     */
    record Hold(Color player, Square from, Square on, boolean released, PieceType promote) {
        Hold(Color player, Square from, Square on, boolean released) {
            this(player, from, on, released, null);
        }
    }

    /**
     * The man {@code player} moved by hand to {@code on}, his hand having left it; {@code inHand}
     * while he has lifted it again, which cannot take the move back.
     */
    record Completed(Color player, Square on, boolean inHand) {
        Completed inHand(boolean held) {
            return new Completed(player, on, held);
        }
    }
}
