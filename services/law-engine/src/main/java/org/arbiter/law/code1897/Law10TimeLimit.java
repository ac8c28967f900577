package org.arbiter.law.code1897;

import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.law.sequence.Header.TimeLimit;

/**
 * Part II, Law 10: the time limit. Each action's {@code at} is the time since the start of play;
 * the time between two actions is charged to the player whose turn it was (II.10.A(b)), and
 * nothing is charged while the game is adjourned.
 */
final class Law10TimeLimit {
    static final long HOUR = 3_600_000L;

    private Law10TimeLimit() {
    }

    /**
     * II.10.A(b): "Time is reckoned against the player whose turn it is to play." Then the periodic
     * controls of 10.B(b) or 10.C(b), which forfeit "immediately".
     */
    static Heard<Code1897Part> advance(Code1897Hearing c) {
        Optional<Duration> at = c.action.stamp().at();
        if (at.isEmpty()) {
            return Code1897Part.NOTHING;
        }
        long t = at.get().toMillis();
        if (t < c.time().lastAtMillis()) {
            throw Code1897Hearing.reject("field \"at\": " + seconds(t) + " is earlier than an earlier action's time, "
                    + seconds(c.time().lastAtMillis()) + "; times are counted from the start of play and cannot go back");
        }
        TimeRecord time = c.time().at(t, c.sittings().adjournment().adjourned() ? null : c.game().turn());
        return Code1897Part.heard(time).then(c.header.timeLimit().map(tl -> checkControls(c, time, tl, c.game().turn(), t))
                .orElse(Code1897Part.NOTHING));
    }

    /** The periodic controls {@code player} has passed by {@code now} on the record {@code time}, each checked once. */
    private static Heard<Code1897Part> checkControls(Code1897Hearing c, TimeRecord time, TimeLimit tl, Color player, long now) {
        boolean fixedEnd = tl.termination().isPresent();
        long clock = time.used(player);
        Heard<Code1897Part> heard = Code1897Part.NOTHING;
        while (true) {
            int control = time.controlsChecked(player) + 1;
            long boundary = (fixedEnd ? control : control + 1) * HOUR;
            if (clock <= boundary) {
                return heard;
            }
            long completedAt = now - (clock - boundary);
            if (fixedEnd && completedAt > tl.termination().get().toMillis()) {
                return heard;
            }
            time = time.controlChecked(player, control);
            heard = heard.then(time);
            int due = tl.first() + (control - 1) * tl.then();
            if (c.moves(player) < due) {
                String law = fixedEnd ? "II.10.C(b)" : "II.10.B(b)";
                long hours = boundary / HOUR;
                return heard.finish(Result.winFor(player.opposite()), law).rule(law, player, Code1897Hearing.name(player)
                        + " made only " + c.moves(player) + " of the first " + due + " moves in his first "
                        + hours + (fixedEnd ? " complete" : "") + " hour" + (hours == 1 ? "" : "s")
                        + " and forfeits the game immediately.");
            }
        }
    }

    /** A {@code claim} of time: the controls were checked at this action's time already. */
    static void claimTime(Code1897Hearing c) {
        Optional<TimeLimit> tl = c.header.timeLimit();
        if (tl.isEmpty()) {
            c.rule("II.10", c.player(), "The claim fails: the game is not played under a time limit.");
            return;
        }
        Color opponent = c.player().opposite();
        String law = tl.get().termination().isPresent() ? "II.10.C(b)" : "II.10.B(b)";
        c.rule(law, c.player(), "The claim fails: " + Code1897Hearing.name(opponent) + " has made every move due so far ("
                + c.moves(opponent) + " moves in " + clock(c.time().used(opponent)) + ").");
    }

    /** One player's account in plain words: "White had 37 moves due in 2h10m and made 36". */
    private static String account(String player, int made, int due, long millis) {
        return player + " had " + due + " moves due in " + clock(millis) + " and made " + made
                + (made > due ? ", more than enough" : made == due ? ", as due" : "");
    }

    /**
     * II.10.C(c): at the time fixed for the final termination of play, the moves due for an
     * incomplete hour are "calculated proportionally from the number which would have been due in
     * respect of the whole hour if completed, and the number thus calculated must be added
     * (omitting any fraction)". II.10.C(d): "If each player has made fewer moves than the number of
     * moves due ... the game must be annulled; if only one player has so made fewer moves, he
     * forfeits the game."
     */
    static void closeOfPlay(Code1897Hearing c) {
        TimeLimit tl = c.header.timeLimit().filter(t -> t.termination().isPresent()).orElseThrow(() -> Code1897Hearing.reject(
                "close-of-play needs a header timeLimit with a \"termination\" time (II.10.C)"));
        int whiteDue = due(tl, c.time().whiteMillis());
        int blackDue = due(tl, c.time().blackMillis());
        boolean whiteShort = c.moves(Color.WHITE) < whiteDue;
        boolean blackShort = c.moves(Color.BLACK) < blackDue;
        String account = account("White", c.moves(Color.WHITE), whiteDue, c.time().whiteMillis()) + "; "
                + account("Black", c.moves(Color.BLACK), blackDue, c.time().blackMillis());
        if (whiteShort && blackShort) {
            c.finish(Result.ANNULLED, "II.10.C(d)");
            c.ruleForNeither("II.10.C(d)", account + ". Each player has made fewer moves than were due: the game is annulled.");
        } else if (whiteShort || blackShort) {
            Color loser = whiteShort ? Color.WHITE : Color.BLACK;
            c.finish(Result.winFor(loser.opposite()), "II.10.C(d)");
            c.rule("II.10.C(d)", loser, account + ". " + Code1897Hearing.name(loser)
                    + " alone has made fewer moves than were due and forfeits"
                    + " the game.");
        } else {
            c.ruleForNeither("II.10.C(c)", account + ". Both players made the moves due; play ends with the game unfinished.");
        }
    }

    /**
     * II.10.D: "It is the duty of each player to see that his opponent's time is recorded, and no
     * allowance may be made for error caused by a player's neglect of this duty. If proof is given
     * that, otherwise than by such neglect, time has been recorded incorrectly for one player or for
     * both players, the record, or records, of time may be equitably corrected."
     */
    static Heard<Code1897Part> correctTime(Code1897Hearing c, org.arbiter.law.sequence.Action.CorrectTime a) {
        Color player = a.player();
        if (a.neglect()) {
            return Code1897Part.NOTHING.rule("II.10.D", player.opposite(), "No allowance is made: the error in " + Code1897Hearing.name(player)
                    + "'s time arose from "
                    + Code1897Hearing.name(player.opposite()) + "'s neglect of his duty to see that time recorded.");
        }
        long before = c.time().used(player);
        long after = a.clock().toMillis();
        int checked = c.time().controlsChecked(player);
        int passed = 0;
        while (checked > passed && boundary(c.header.timeLimit(), passed + 1) < after) {
            passed++;
        }
        TimeRecord time = c.time().corrected(player, after, Math.min(checked, passed));
        Heard<Code1897Part> corrected = Code1897Part.heard(time).ruleForNeither("II.10.D", Code1897Hearing.name(player)
                + "'s time record is equitably corrected from " + clock(before) + " to " + clock(after) + ".");
        return corrected.then(c.header.timeLimit().map(tl -> checkControls(c, time, tl, player, time.lastAtMillis()))
                .orElse(Code1897Part.NOTHING));
    }

    private static long boundary(Optional<TimeLimit> tl, int control) {
        boolean fixedEnd = tl.map(t -> t.termination().isPresent()).orElse(true);
        return (fixedEnd ? control : control + 1) * HOUR;
    }

    /** Moves due for the whole time occupied: complete hours in full, the incomplete hour in proportion. */
    static int due(TimeLimit tl, long occupiedMillis) {
        long hours = occupiedMillis / HOUR;
        long part = occupiedMillis % HOUR;
        int completeDue = hours == 0 ? 0 : tl.first() + (int) (hours - 1) * tl.then();
        int hourRate = hours == 0 ? tl.first() : tl.then();
        return completeDue + (int) (hourRate * part / HOUR);
    }

    private static String clock(long millis) {
        long minutes = millis / 60_000;
        return (minutes / 60) + "h" + String.format("%02d", minutes % 60) + "m";
    }

    private static String seconds(long millis) {
        return (millis / 1000.0) + " s";
    }
}
