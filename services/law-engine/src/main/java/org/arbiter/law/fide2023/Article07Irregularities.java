package org.arbiter.law.fide2023;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;

/**
 * Article 7, irregularities.
 *
 * <ul>
 * <li>7.4: a player who displaces men must put them back in his own time; the arbiter may see to
 * it. Here a press of the clock with men he displaced still off their squares is not allowed to
 * count: the arbiter puts them back and his clock runs on.</li>
 * <li>7.5.1: an illegal move is completed when its maker presses his clock; the position just
 * before it is then reinstated, and the move replacing it must be made with the man touched
 * (4.3, 4.7). FideMen handled again after the player's move was made (4.7) are such an illegal move:
 * the position just before it is the one his move left, which stands, and his opponent has the move.</li>
 * <li>7.5.2: a Pawn moved to the last rank and the clock pressed without exchanging it: the
 * illegal move is replaced by a promotion to a Queen on that square.</li>
 * <li>7.5.3: pressing the clock without making a move is treated and penalised as an illegal move.</li>
 * <li>7.5.4: a single move made with two hands, the clock then pressed, is treated and penalised
 * as an illegal move; the move itself stands.</li>
 * <li>7.5.5: for a player's first completed illegal move the arbiter gives his opponent two more
 * minutes; for his second he declares the game lost by him, unless the opponent cannot checkmate
 * by any series of legal moves, when it is drawn.</li>
 * </ul>
 * Where a header has no time control and no press has been made the record has no clock, and an
 * irregularity is completed as soon as it is made; once a press shows the players use a clock,
 * the press completes it, whatever the header says. Under A.4 and B.4 the ruling waits for a claim
 * ({@link AppendixRapidBlitz}).
 */
final class Article07Irregularities {
    private Article07Irregularities() {
    }

    /** An illegal change of the men made by {@code p} from the position he got the move in. */
    static Heard<FidePart> changed(FideHearing c, Color p, Square from, Square to, boolean pawnOnLastRank) {
        Irregularity.Kind kind = pawnOnLastRank ? Irregularity.Kind.PAWN_NOT_EXCHANGED : Irregularity.Kind.ILLEGAL_MOVE;
        return FidePart.heard(c.irregular().made(new Irregularity(kind, p, c.men().turnStart(), from, to, false)));
    }

    /** An illegal change made by hand: the square a man of {@code p} left, and the square one reached. */
    static Heard<FidePart> changedByHand(FideHearing c, Color p) {
        Square from = null;
        Square to = null;
        for (Square s : Square.values()) {
            var was = c.men().turnStart().pieceAt(s).filter(m -> m.color() == p);
            var now = c.men().board().pieceAt(s).filter(m -> m.color() == p);
            if (was.isPresent() && !now.equals(was) && from == null) {
                from = s;
            } else if (now.isPresent() && !now.equals(was) && to == null) {
                to = s;
            }
        }
        return FidePart.heard(c.irregular().made(
                new Irregularity(Irregularity.Kind.ILLEGAL_MOVE, p, c.men().turnStart(), from, to, false)));
    }

    /** {@code p}, his move made and his clock not yet pressed, handles a man on {@code square} again (4.7). */
    static Heard<FidePart> movedAgain(FideHearing c, Color p, Square square) {
        if (c.irregular().irregularity() != null) {
            return FidePart.NOTHING;
        }
        return FidePart.heard(c.irregular().made(
                new Irregularity(Irregularity.Kind.MOVED_AGAIN, p, c.men().board(), square, null, false)));
    }

    /**
     * {@code p} presses his clock after handling his men again: if they stand as his move left them,
     * nothing illegal was completed; else the illegal move is completed (7.5.1). His move stands,
     * so the press counts for it either way.
     */
    static Heard<FidePart> pressedAfterMovingAgain(FideHearing c, Color p) {
        Irregularity i = c.irregular().irregularity();
        Heard<FidePart> h = FidePart.heard(c.men().handsFreed(), c.clock().pressed(p, c.now(), true, c.settings));
        FideHearing v = c.after(h);
        if (v.men().board().placement().equals(i.before().placement())) {
            return h.then(v.irregular().ruled()).then(v.men().pressed());
        }
        h = h.then(complete(v));
        return h.then(c.after(h).men().pressed());
    }

    /**
     * Without a clock (no time control, and no press yet among the acts), an irregularity is
     * completed when it is made; its maker's next press, before he handles a man again, is then
     * the press of that move and no second irregularity ({@link #pressOfARuledMove}). A Pawn set on
     * the last rank is a promotion still underway (4.6.3), not yet a completed move: it is
     * completed by its maker's press or by his opponent's next act.
     */
    static Heard<FidePart> completeWithoutClock(FideHearing c) {
        Irregularity i = c.irregular().irregularity();
        if (c.clock().kept() || i == null || i.completed() || i.kind() == Irregularity.Kind.PAWN_NOT_EXCHANGED) {
            return FidePart.NOTHING;
        }
        return completeBeforePress(c, i.offender());
    }

    /** The irregularity completed before its maker pressed: his press that follows is that completion. */
    private static Heard<FidePart> completeBeforePress(FideHearing c, Color offender) {
        Heard<FidePart> h = complete(c);
        FideHearing v = c.after(h);
        if (!v.finished() && v.turn() == offender) {
            h = h.then(v.irregular().pressOwedBy(offender));
        }
        return h;
    }

    /**
     * 7.5.1: an illegal move is completed when its maker presses his clock. Where it was ruled on
     * before his press (as soon as it was made, no press having shown the game has a clock; or when
     * his opponent acted first), the press that follows, its maker having handled no man since, is
     * that completion ({@link #completesARuledMove}): it is no press without a move (7.5.3), so one
     * illegal move is never counted twice. His clock runs on, as 7.5.1 restarts it. Any press
     * leaves no press owed.
     */
    static Heard<FidePart> pressOfARuledMove(FideHearing c, Color p) {
        Heard<FidePart> h = FidePart.heard(c.irregular().pressNoLongerOwed());
        if (!completesARuledMove(c, p)) {
            return h;
        }
        return h.then(c.clock().knownKept()).notice("7.5.1", p, FideHearing.name(p) + "'s press completes the illegal"
                + " move already ruled on when he let go of the man; it is not a press without a move (7.5.3), and he"
                + " must still move.");
    }

    /** Whether {@code p}'s press is the completion of his illegal move already ruled on ({@link #pressOfARuledMove}). */
    static boolean completesARuledMove(FideHearing c, Color p) {
        return c.irregular().pressDue() == p && p == c.turn() && !c.men().hands().busy()
                && c.men().board().equals(c.men().turnStart());
    }

    /** {@code p} handles the men: a press he makes after this is no longer the press of a move already ruled on. */
    static Heard<FidePart> handled(FideHearing c, Color p) {
        return c.irregular().pressDue() == p ? FidePart.heard(c.irregular().pressNoLongerOwed()) : FidePart.NOTHING;
    }

    /** An act at the board by the offender's opponent finds the offender's change completed. */
    static Heard<FidePart> completeOpponents(FideHearing c, Color p) {
        Irregularity i = c.irregular().irregularity();
        if (i != null && !i.completed() && i.offender() == p.opposite() && i.kind() != Irregularity.Kind.TWO_HANDS) {
            return completeBeforePress(c, p.opposite());
        }
        return FidePart.NOTHING;
    }

    /**
     * The irregularity is completed (its maker pressed his clock, 7.5.1): under the Competition
     * Rules the arbiter rules at once; under A.4 the illegal move passes and waits for a claim.
     */
    static Heard<FidePart> complete(FideHearing c) {
        Irregularity i = c.irregular().irregularity().completedNow();
        Color offender = i.offender();
        Heard<FidePart> h = FidePart.NOTHING;
        if (i.kind() == Irregularity.Kind.PAWN_NOT_EXCHANGED) {
            Move queen = Move.promotion(i.from(), i.to(), PieceType.QUEEN);
            h = FidePart.heard(c.men().standing(i.before()), c.irregular().ruled());
            h = h.then(Article04Moving.made(c.after(h), queen, List.of()));
            h = h.then(c.after(h).men().pressed()).rule("7.5.2", offender, FideHearing.name(offender) + " pressed his"
                    + " clock with a Pawn on the last rank not exchanged; the Pawn is replaced by a Queen on " + i.to() + ".");
        }
        FideHearing v = c.after(h);
        if (!c.settings.competitionRules()) {
            return h.then(AppendixRapidBlitz.awaitClaim(v, i));
        }
        h = h.then(v.irregular().ruled());
        v = c.after(h);
        h = h.then(switch (i.kind()) {
            case ILLEGAL_MOVE -> reinstate(v, i).rule("7.5.1", offender, FideHearing.name(offender) + " completed an"
                    + " illegal move" + i.moved(", ") + "; the position immediately before it is reinstated, and he must"
                    + " move again, the man he moved counting as touched.");
            case PRESS_WITHOUT_MOVE -> FidePart.heard(v.clock().running(offender, v.now())).rule("7.5.3", offender,
                    FideHearing.name(offender) + " pressed his clock without making a move, which is penalised as an"
                    + " illegal move; he must still move.");
            case TWO_HANDS -> FidePart.NOTHING.rule("7.5.4", offender, FideHearing.name(offender) + " made his move"
                    + " with two hands and pressed his clock, which is penalised as an illegal move; the move stands.");
            case MOVED_AGAIN -> {
                String castling = castlingAfterRook(v, i) ? " Having moved the Rook first, he could not castle (4.4.2);" : "";
                yield reinstate(v, i).rule("7.5.1", offender, FideHearing.name(offender) + " moved a man again after his"
                        + " move was made (4.7) and pressed his clock, which completed an illegal move" + i.moved(", ")
                        + "." + castling + " The position his move left is reinstated, and "
                        + FideHearing.name(offender.opposite()) + " has the move.");
            }
            default -> FidePart.NOTHING;
        });
        v = c.after(h);
        return v.finished() ? h : h.then(penalise(v, offender, false));
    }

    /**
     * 7.5.1: the position immediately before the irregularity, with the man moved counting as
     * touched when its maker must move again; the clock runs for the side that has the move there.
     */
    static Heard<FidePart> reinstate(FideHearing c, Irregularity i) {
        Position before = i.before();
        List<Square> touched = new ArrayList<>();
        if (i.from() != null && before.sideToMove() == i.offender()) {
            touched.add(i.from());
        }
        if (i.to() != null && before.sideToMove() == i.offender()
                && before.pieceAt(i.to()).filter(m -> m.color() != i.offender()).isPresent()) {
            touched.add(i.to());
        }
        return FidePart.heard(c.men().restored(before), c.touch().counting(touched),
                c.clock().running(before.sideToMove(), c.now()));
    }

    /** Whether the move that stands was a Rook's and the man then moved again its King, as in a castling begun with the Rook. */
    private static boolean castlingAfterRook(FideHearing c, Irregularity i) {
        Piece again = i.before().pieceAt(i.from()).orElse(null);
        if (again == null || again.type() != PieceType.KING || c.line().isEmpty()) {
            return false;
        }
        Ply last = c.line().last();
        return last.legal() && last.before().pieceAt(last.move().from()).filter(m -> m.type() == PieceType.ROOK).isPresent();
    }

    /**
     * 7.5.5: the first illegal move gives the opponent more time, the second loses the game, or
     * draws it when the opponent cannot checkmate. {@code claimed} when A.4.2 brought it.
     */
    static Heard<FidePart> penalise(FideHearing c, Color offender, boolean claimed) {
        Irregularities counted = c.irregular().counted(offender);
        Heard<FidePart> h = FidePart.heard(counted);
        Color opponent = offender.opposite();
        if (counted.of(offender) == 1) {
            return h.then(c.clock().added(opponent, c.settings.penaltyTime())).rule(claimed ? "A.4.2"
                    : c.settings.timeArticle("7.5.5"), offender, "First completed illegal move by "
                    + FideHearing.name(offender) + ": " + c.settings.penaltyWords() + " added to "
                    + FideHearing.name(opponent) + "'s time.");
        }
        String article = claimed ? "A.4.2" : "7.5.5";
        if (c.canMate(opponent)) {
            return h.finish(Result.winFor(opponent), article).rule(article, offender, "Second completed illegal move by "
                    + FideHearing.name(offender) + ": the game is lost by him.");
        }
        return h.finish(Result.DRAWN, article).ruleForNeither(article, "Second completed illegal move by "
                + FideHearing.name(offender) + ", but " + FideHearing.name(opponent) + " cannot checkmate by any series"
                + " of legal moves: the game is drawn.");
    }

    /** A move completed with no move made: pressing the clock still having the move (7.5.3). */
    static Heard<FidePart> pressedWithoutMove(FideHearing c, Color p) {
        Heard<FidePart> h = FidePart.heard(c.irregular().made(
                new Irregularity(Irregularity.Kind.PRESS_WITHOUT_MOVE, p, c.men().board(), null, null, false)));
        return h.then(complete(c.after(h)));
    }

    /** {@code displace}: a man knocked off its square; 7.4 makes its displacer put it back. */
    static Heard<FidePart> displace(FideHearing c, Action.Displace a) {
        Color p = c.player();
        Piece man = c.men().board().pieceAt(a.square()).orElseThrow(() -> FideHearing.reject("no man stands on "
                + a.square() + " to displace"));
        return FidePart.heard(c.men().displaced(a.square(), new FideGame.Displaced(man, p, a.to().orElse(null))))
                .notice("7.4.1", p, FideHearing.name(p) + " displaced the man on " + a.square()
                        + " and must put it back in his own time.");
    }

    /** {@code place} with no man in hand: a displaced man put back on its square. */
    static Heard<FidePart> replaceDisplaced(FideHearing c, Square square) {
        if (!c.men().displaced().containsKey(square)) {
            throw FideHearing.reject("no man is held, and none was displaced from " + square);
        }
        return FidePart.heard(c.men().putBack(square));
    }

    /** 7.4: a press by a player whose displaced men are still off their squares does not count; nothing otherwise. */
    static Heard<FidePart> displacedAtPress(FideHearing c, Color p) {
        if (c.men().displaced().values().stream().noneMatch(d -> d.by() == p)) {
            return FidePart.NOTHING;
        }
        return FidePart.heard(c.men().putBackFor(p), c.clock().running(p, c.now())).rule("7.4.1", p, FideHearing.name(p)
                + " pressed his clock with men he displaced not put back; the arbiter puts them back and "
                + FideHearing.name(p) + "'s clock runs on.");
    }
}
