package org.arbiter.law.fide2023;

import java.time.Duration;
import org.arbiter.chess.Color;
import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * Article 6, the chessclock.
 *
 * <ul>
 * <li>6.1, 6.2: each player's time runs only while he has the move; having made his move he
 * presses his clock, which stops it and starts his opponent's, and any increment is then added,
 * and the next period's time once he has completed the moves of a control.</li>
 * <li>6.3.1, 6.4: a period's time is for a number of moves; immediately after a flag falls the
 * arbiter checks whether they were completed. A flag at the end of a period whose moves the player
 * completed in time (a clock without a move counter shows it then) loses nothing: the next
 * period's time is his.</li>
 * <li>6.8: a flag has fallen when the arbiter sees it, or when a player makes a valid claim that
 * it has.</li>
 * <li>6.9: a player who has not completed the moves due in his time loses the game, unless his
 * opponent cannot checkmate by any series of legal moves, when it is drawn.</li>
 * <li>6.11.1: when both flags are down and which fell first cannot be established, the game goes
 * on in any period but the last, and is drawn in the period in which all remaining moves must be
 * made. Here it is so when the arbiter sees a flag down while the clocks show the other down as well.</li>
 * </ul>
 */
final class Article06Clock {
    private Article06Clock() {
    }

    /** {@code press}: the player presses his clock (6.2); 7.4 and 7.5 judge a press made out of order. */
    static Heard<FidePart> press(FideHearing c) {
        Color p = c.player();
        Duration now = c.now();
        Heard<FidePart> h = Article07Irregularities.pressOfARuledMove(c, p);
        if (Article07Irregularities.completesARuledMove(c, p)) {
            return h;
        }
        FideHearing v = c.after(h);
        Heard<FidePart> displaced = Article07Irregularities.displacedAtPress(v, p);
        if (!displaced.isEmpty()) {
            return h.then(displaced);
        }
        Irregularity i = v.irregular().irregularity();
        if (v.movingAgain() && i.offender() == p) {
            return h.then(Article07Irregularities.pressedAfterMovingAgain(v, p));
        }
        if (i != null && !i.completed() && i.offender() == p) {
            boolean stands = i.kind() == Irregularity.Kind.TWO_HANDS || i.kind() == Irregularity.Kind.PAWN_NOT_EXCHANGED;
            h = h.then(v.clock().pressed(p, now, stands, c.settings));
            h = h.then(Article07Irregularities.complete(c.after(h)));
            return h.then(c.after(h).men().pressed());
        }
        if (p == v.turn() && v.clock().running() == p) {
            // A man still in hand at the press means no move was made: the change so far is judged as it stands.
            h = h.then(v.men().handsFreed()).then(v.clock().pressed(p, now, false, c.settings));
            FideHearing w = c.after(h);
            if (w.men().board().placement().equals(w.men().turnStart().placement())) {
                return h.then(Article07Irregularities.pressedWithoutMove(w, p));
            }
            h = h.then(Article07Irregularities.changedByHand(w, p));
            return h.then(Article07Irregularities.complete(c.after(h)));
        }
        h = h.then(v.clock().pressed(p, now, v.men().moved() && p != v.turn(), c.settings));
        return p != v.turn() ? h.then(v.men().pressed()) : h;
    }

    /** {@code flag}: the arbiter sees {@code player}'s flag fall (6.8; A.4.5 under partial supervision). */
    static Heard<FidePart> flag(FideHearing c, Action.Flag a) {
        Heard<FidePart> completed = endOfACompletedPeriod(c, a.player());
        if (!completed.isEmpty()) {
            return completed;
        }
        return flagFell(c, a.player(), c.settings.competitionRules() ? "6.9" : "A.4.5", true);
    }

    /**
     * 6.4, 6.3.1: the flag of {@code side} marks the end of a period whose moves he completed in
     * time; the arbiter rules play goes on, the next period's time being his. Nothing otherwise.
     */
    private static Heard<FidePart> endOfACompletedPeriod(FideHearing c, Color side) {
        if (!c.clock().periodCompleted(side, c.now(), c.settings)) {
            return FidePart.NOTHING;
        }
        int moves = c.settings.control().flatMap(Header.TimeControl::moves).orElseThrow();
        return FidePart.NOTHING.ruleForNeither("6.4", FideHearing.name(side) + "'s flag marks the end of a period"
                + " whose " + moves + " moves he completed in time (6.3.1): it is no loss, the next period's time is"
                + " his, and play goes on.");
    }

    /**
     * {@code clock}: what an electronic clock shows. A side shown at 0:00 has his flag down, but it
     * has fallen only when the arbiter sees it or a player claims it (6.8; A.4.5 under partial
     * supervision), so the record says so and decides nothing.
     */
    static Heard<FidePart> shows(FideHearing c, Action.ClockShows a) {
        String article = c.settings.competitionRules() ? "6.8" : "A.4.5";
        Heard<FidePart> h = FidePart.NOTHING;
        for (Color side : Color.values()) {
            if (a.clock().of(side).isZero()) {
                h = h.notice(article, side, FideHearing.name(side) + "'s clock shows 0:00: his flag is down, and it has"
                        + " fallen once the arbiter sees it or a player claims it.");
            }
        }
        return h;
    }

    /** {@code claim time}: the claimant says his opponent's flag has fallen (6.8, 6.9; A.4.3). */
    static Heard<FidePart> claim(FideHearing c) {
        Color claimant = c.player();
        Color opponent = claimant.opposite();
        String article = c.settings.competitionRules() ? "6.9" : "A.4.3";
        if (c.settings.control().isEmpty()) {
            return FidePart.NOTHING.rule(article, claimant, "The claim fails: the game has no time control, so no flag"
                    + " can fall.");
        }
        Duration left = c.clock().left(opponent, c.now());
        if (left.compareTo(Duration.ZERO) > 0 && !c.clock().of(opponent).lateAtControl()) {
            return FidePart.NOTHING.rule(article, claimant, "The claim fails: " + FideHearing.name(opponent) + " has "
                    + words(left) + " left.");
        }
        if (!c.settings.competitionRules() && c.clock().left(claimant, c.now()).compareTo(Duration.ZERO) <= 0) {
            return FidePart.NOTHING.rule(article, claimant, "The claim fails: the claimant's own flag is down too, and"
                    + " a claim on time needs time left on the claimant's clock.");
        }
        return flagFell(c, opponent, article, false);
    }

    /**
     * 6.9 and 6.11.1: {@code fallen}'s flag is down. 6.11.1's question, which of two flags fell
     * first, is asked only when the arbiter sees the flag ({@code arbiterSees}); a player's claim is
     * decided on the flag he claims.
     */
    static Heard<FidePart> flagFell(FideHearing c, Color fallen, String article, boolean arbiterSees) {
        Color opponent = fallen.opposite();
        boolean bothDown = arbiterSees && c.settings.control().isPresent()
                && c.clock().left(fallen, c.now()).compareTo(Duration.ZERO) <= 0
                && c.clock().left(opponent, c.now()).compareTo(Duration.ZERO) <= 0;
        if (bothDown) {
            if (lastPeriod(c)) {
                return FidePart.NOTHING.finish(Result.DRAWN, "6.11.1").ruleForNeither("6.11.1", "Both flags are down"
                        + " and which fell first cannot be established, in the period in which all remaining moves"
                        + " must be made: the game is drawn.");
            }
            return FidePart.NOTHING.ruleForNeither("6.11.1", "Both flags are down and which fell first cannot be"
                    + " established, before the last period: the game goes on.");
        }
        if (c.canMate(opponent)) {
            return FidePart.NOTHING.finish(Result.winFor(opponent), article).rule(article, fallen,
                    FideHearing.name(fallen) + "'s flag has fallen: the game is lost by him.");
        }
        return FidePart.NOTHING.finish(Result.DRAWN, article).ruleForNeither(article, FideHearing.name(fallen)
                + "'s flag has fallen, but " + FideHearing.name(opponent) + " cannot checkmate by any series of legal"
                + " moves: the game is drawn.");
    }

    /** Whether both players are past every control, so that all remaining moves are due in this period. */
    private static boolean lastPeriod(FideHearing c) {
        return c.settings.control().flatMap(Header.TimeControl::moves)
                .map(n -> c.clock().white().moves() >= n && c.clock().black().moves() >= n).orElse(true);
    }

    private static String words(Duration d) {
        return d.toSeconds() + " seconds";
    }
}
