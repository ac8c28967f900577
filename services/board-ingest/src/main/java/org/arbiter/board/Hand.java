package org.arbiter.board;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;

/**
 * What the hands hold and have set down that no act has yet said: the man lifted, the man put down and
 * not yet let go (or a promoted piece resting), the men lifted while the hand held another, the men
 * that appeared with no man in hand to explain them, a man of the side not to move taken off, and a
 * Pawn taken off the last rank for a piece to be put in its stead.
 *
 * @param held the man in hand, or null
 * @param pendingMan the man put down on {@code pendingPlace} at {@code pendingAt} (null: none put down)
 * @param resting whether a promoted piece, {@code restingMan}, stands under the hand not yet let go
 * @param waiting the men lifted while the hand held another, in the order lifted
 * @param orphans the men that appeared with no man in hand to explain them, in the order seen
 * @param outOfTurn a man of the side not to move taken off its square, or null
 * @param swap the last rank's square a Pawn of the side to move was taken off, or null
 */
record Hand(Held held, Held pendingMan, Square pendingPlace, long pendingAt, boolean resting, Piece restingMan,
            List<Held> waiting, List<Orphan> orphans, Held outOfTurn, Square swap) {
    /** A man that appeared with no man in hand to explain it. */
    record Orphan(Square square, Piece piece, long at) {
    }

    Hand {
        waiting = List.copyOf(waiting);
        orphans = List.copyOf(orphans);
    }

    /** Nothing in hand. */
    static Hand empty() {
        return new Hand(null, null, null, 0, false, null, List.of(), List.of(), null, null);
    }

    /** Whether a man stands under the hand, put down and not yet let go. */
    boolean busy() {
        return pendingPlace != null || resting;
    }

    /** Whether no man is held or stands under the hand. */
    boolean free() {
        return held == null && !busy();
    }

    /** Whether nothing at all is in hand or unexplained. */
    boolean quiet() {
        return free() && orphans.isEmpty() && waiting.isEmpty() && outOfTurn == null && swap == null;
    }

    /** The man let go when the hand is released: the man put down, or the promoted piece resting. */
    Piece quitting() {
        return pendingPlace != null ? pendingMan.piece() : restingMan;
    }

    /** {@code man} is in hand. */
    Hand holding(Held man) {
        return new Hand(man, pendingMan, pendingPlace, pendingAt, resting, restingMan, waiting, orphans, outOfTurn, swap);
    }

    /** The man in hand is put down on {@code on} at {@code at}, not yet let go; the hand holds nothing. */
    Hand putDown(Square on, long at) {
        return new Hand(null, held, on, at, resting, restingMan, waiting, orphans, outOfTurn, swap);
    }

    /** {@code man} stands on {@code on} since {@code at}, under the hand, not yet let go (it slid there, or came down first). */
    Hand under(Held man, Square on, long at) {
        return new Hand(held, man, on, at, resting, restingMan, waiting, orphans, outOfTurn, swap);
    }

    /** The man put down is lifted again. */
    Hand pickedUp() {
        return new Hand(pendingMan, pendingMan, null, pendingAt, resting, restingMan, waiting, orphans, outOfTurn, swap);
    }

    /** The promoted {@code piece} stands under the hand; the hand holds nothing. */
    Hand promoted(Piece piece) {
        return new Hand(null, pendingMan, pendingPlace, pendingAt, true, piece, waiting, orphans, outOfTurn, swap);
    }

    /** The man put down (or the piece resting) is let go. */
    Hand released() {
        return new Hand(held, pendingMan, null, pendingAt, false, restingMan, waiting, orphans, outOfTurn, swap);
    }

    /** {@code man} is lifted while the hand holds another: it waits its turn. */
    Hand waits(Held man) {
        List<Held> w = new ArrayList<>(waiting);
        w.add(man);
        return withWaiting(w);
    }

    /** Where among the waiting men {@code man}, not yet come down, stands; -1 when none. */
    int waiting(Piece man) {
        for (int i = 0; i < waiting.size(); i++) {
            if (waiting.get(i).piece() == man && waiting.get(i).landedOn() == null) {
                return i;
            }
        }
        return -1;
    }

    /** The {@code i}-th waiting man came down on {@code s}. */
    Hand landed(int i, Square s) {
        List<Held> w = new ArrayList<>(waiting);
        w.set(i, w.get(i).landed(s));
        return withWaiting(w);
    }

    /** The {@code i}-th waiting man is the next to be taken up. */
    Hand first(int i) {
        List<Held> w = new ArrayList<>(waiting);
        w.addFirst(w.remove(i));
        return withWaiting(w);
    }

    /** The first waiting man is taken up (see {@link #waiting()}). */
    Hand takenUp() {
        return withWaiting(waiting.subList(1, waiting.size()));
    }

    /** {@code man} appeared on {@code s} at {@code at} and no man in hand explains it. */
    Hand orphaned(Square s, Piece man, long at) {
        List<Orphan> o = new ArrayList<>(orphans);
        o.add(new Orphan(s, man, at));
        return withOrphans(o);
    }

    /** {@code o} is explained (or gone). */
    Hand without(Orphan o) {
        List<Orphan> left = new ArrayList<>(orphans);
        left.remove(o);
        return withOrphans(left);
    }

    /** The men no act brought to {@code s} left it again; this hand when there were none. */
    Hand leftFrom(Square s) {
        List<Orphan> left = new ArrayList<>(orphans);
        left.removeIf(o -> o.square() == s);
        return withOrphans(left);
    }

    /** The first man seen appearing as {@code man}, or null. */
    Orphan orphan(Piece man) {
        for (Orphan o : orphans) {
            if (o.piece() == man) {
                return o;
            }
        }
        return null;
    }

    /** A piece that appeared on the last rank where {@code pawn}, now lifted, would be promoted; or null. */
    Orphan promotedOrphan(Piece pawn) {
        for (Orphan o : orphans) {
            if (promotes(pawn, o.piece(), o.square())) {
                return o;
            }
        }
        return null;
    }

    /** {@code man} of the side not to move is taken off its square (null: put down again). */
    Hand outOfTurn(Held man) {
        return new Hand(held, pendingMan, pendingPlace, pendingAt, resting, restingMan, waiting, orphans, man, swap);
    }

    /** The Pawn on {@code s} was taken off the last rank (null: a piece was put in its stead). */
    Hand swapping(Square s) {
        return new Hand(held, pendingMan, pendingPlace, pendingAt, resting, restingMan, waiting, orphans, outOfTurn, s);
    }

    private Hand withWaiting(List<Held> w) {
        return new Hand(held, pendingMan, pendingPlace, pendingAt, resting, restingMan, w, orphans, outOfTurn, swap);
    }

    private Hand withOrphans(List<Orphan> o) {
        return new Hand(held, pendingMan, pendingPlace, pendingAt, resting, restingMan, waiting, o, outOfTurn, swap);
    }

    /** Whether {@code man} put on {@code s} is what {@code pawn} is promoted to there. */
    static boolean promotes(Piece pawn, Piece man, Square s) {
        return pawn.type() == PieceType.PAWN && man.color() == pawn.color() && man.type().isPromotionPiece()
                && s.rankFor(pawn.color()) == 8;
    }

    /**
     * At the end of the reading, {@code log} with a note for each man still in hand, taken off or
     * unexplained (but not a King, when the Kings gave the result {@code signal}).
     */
    ActLog leftOver(ActLog log, boolean signal) {
        long lastAt = log.lastAt();
        if (held != null && !(signal && held.piece().type() == PieceType.KING)) {
            log = log.note(lastAt, "the man lifted from " + held.from() + " (" + held.piece().fenChar() + ") was never put down");
        }
        if (outOfTurn != null && !(signal && outOfTurn.piece().type() == PieceType.KING)) {
            log = log.note(lastAt, "the man taken off " + outOfTurn.from() + " (" + outOfTurn.piece().fenChar()
                    + ") was never put down");
        }
        long lost = Long.MAX_VALUE;
        for (Orphan o : orphans) {
            if (!(signal && o.piece().type() == PieceType.KING)) {
                log = log.note(o.at(), "a man (" + o.piece().fenChar() + ") appeared on " + o.square() + " and no act explains it");
                lost = Math.min(lost, o.at());
            }
        }
        if (lost < Long.MAX_VALUE) {
            // The reading lost the men's track there: the acts after it are what the changes looked like, not known moves.
            log = log.note(lastAt, "this recording cannot be read with confidence from " + BoardAct.seconds(lost)
                    + " s on: the acts after it may not be those played");
        }
        if (swap != null) {
            log = log.note(lastAt, "the Pawn on " + swap + " was taken off and no piece was put in its stead");
        }
        return log;
    }
}
