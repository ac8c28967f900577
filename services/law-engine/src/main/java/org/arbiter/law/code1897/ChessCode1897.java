package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.StartPosition;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * The British Chess Code of 1897 (printed in New York as the American Chess Code). This class
 * only dispatches: each act goes to the Law that decides it.
 */
public final class ChessCode1897 implements Rulebook {
    public static final String CODE = "chess-code-1897";

    @Override
    public String code() {
        return CODE;
    }

    @Override
    public GameState start(Header header) {
        Position start = StartPosition.of(header);
        start = Part4Odds.apply(header, start);
        Color rightful = Part4Odds.firstPlayer(header).orElse(start.sideToMove());
        return GameInPlay.start(header, start, rightful);
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        return hear(state, action, seq, c -> dispatch(c, action));
    }

    /**
     * A move the code this one supplements lets stand though it leaves the mover's King attacked
     * (household ix): the Code completes it as the men were moved, where it would otherwise be its
     * illegal move (II.6), since the Code is consulted only where that code is silent.
     */
    @Override
    public Step applyExcused(GameState state, Action.MoveMade move, int seq) {
        return hear(state, move, seq, c -> c.apply(Code1897Play.excused(c, move)));
    }

    private Step hear(GameState state, Action action, int seq, java.util.function.Consumer<Code1897Hearing> law) {
        Code1897Hearing c = new Code1897Hearing((GameInPlay) state, action, seq);
        if (c.finished() && claimsAnnulment(action)) {
            // II.1(b) and II.2 allow annulment only "if the game is not finished": the claim is theirs to reject.
            claim(c, (Action.Claim) action);
            return new Step(state, c.rulings, c.notices);
        }
        if (c.finished()) {
            // Players often play on, unaware that the game has ended; the act is kept on the
            // record but changes nothing.
            c.noticeForNeither(c.termination, "The game had already ended (" + c.result + " under " + c.termination
                    + "); this act changes nothing.");
            return new Step(state, c.rulings, c.notices);
        }
        if (seq == 1 && c.header.clocking().timeControl().isPresent()) {
            // A chessclock's control is a condition the Code cannot apply: named once, never dropped in silence.
            c.silent("the header's 'timeControl'", "the Code keeps time by the record of time used and its time"
                    + " limit, II.10, not by a chessclock; the control is not applied");
        }
        c.apply(Law10TimeLimit.advance(c));
        if (!c.finished()) {
            law.accept(c);
            c.apply(Part4Odds.gameEnded(c));
        }
        return new Step(c.decided(), c.rulings, c.notices);
    }

    /** Whether the act claims that the game be annulled, the one claim the Code hears once the game is finished. */
    private static boolean claimsAnnulment(Action a) {
        return switch (a.kind()) {
            case CLAIM -> ((Action.Claim) a).claim() == Action.ClaimKind.ANNULMENT;
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, EXACT, WAIVE, REQUIRE, REFUSE,
                 OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
                 CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE,
                 APPEAL, DECIDE_APPEAL -> false;
        };
    }

    @Override
    public String lawText(String citation) {
        return Code1897Texts.of(citation);
    }

    /** Each act to the Law that decides it; the switch names every act, so a new one cannot be forgotten. */
    private static void dispatch(Code1897Hearing c, Action a) {
        switch (a) {
            case Action.MoveMade m -> c.apply(Code1897Play.move(c, m));
            case Action.Touch t -> c.apply(Law05Touching.touchAct(c, t));
            case Action.Adjust x -> c.apply(Law03Adjustment.adjust(c, x));
            case Action.Lift l -> c.apply(Hands.lift(c, l));
            case Action.Place p -> c.apply(Hands.place(c, p));
            case Action.Release r -> c.apply(Hands.release(c));
            case Action.Remove r -> c.apply(Hands.remove(c, r));
            case Action.Displace d -> c.apply(Hands.displace(c, d));
            case Action.Promote p -> c.apply(Law04Promotion.promote(c, p));
            case Action.Claim cl -> claim(c, cl);
            case Action.Exact e -> c.apply(Law11Penalties.exact(c, e));
            case Action.Waive w -> c.apply(Law11Penalties.waive(c));
            case Action.Require r -> require(c, r);
            case Action.Refuse r -> c.apply(Law09Forfeits.refuse(c));
            case Action.Offence o -> c.apply(Law09Forfeits.offence(c, o));
            case Action.OfferDraw o -> c.apply(Law08Draws.offer(c));
            case Action.AcceptDraw x -> c.apply(Law08Draws.accept(c));
            case Action.Resign r -> Law09Forfeits.resign(c);
            case Action.Seal s -> c.apply(Law07Adjournment.seal(c, s));
            case Action.Adjourn x -> c.apply(Law07Adjournment.adjourn(c));
            case Action.Resume r -> c.apply(Law07Adjournment.resume(c, r));
            case Action.Adopt ad -> c.apply(Law07Adjournment.adopt(c, ad));
            case Action.CloseOfPlay x -> Law10TimeLimit.closeOfPlay(c);
            case Action.CorrectTime ct -> c.apply(Law10TimeLimit.correctTime(c, ct));
            case Action.Communicate cm -> c.apply(Part3Communication.communicate(c, cm));
            case Action.Press p -> c.silent("'press'",
                    "its time is kept by the record of time used, II.10, not by clock presses");
            case Action.ClockShows x -> c.silent("'clock'",
                    "its time is kept by the record of time used, II.10, not by what a clock shows");
            case Action.Flag f -> c.silent("'flag'",
                    "a time limit is exceeded when the time record shows it, II.10, not by a flag");
            case Action.Announce x -> c.silent("'announce'", "no words spoken at the board bind a player under it");
            case Action.Call x -> c.silent("'call'", "the fifty moves are claimed under II.8(b), not called");
            case Action.Refer x -> c.silent("'refer'",
                    "the authority for disputes is one the players appoint (preface to the English edition)");
            case Action.Decide x -> c.silent("'decide'",
                    "the authority for disputes is one the players appoint (preface to the English edition)");
            case Action.Huff x -> c.silent("'huff'", "an act of draughts");
            case Action.Compel x -> c.silent("'compel'", "an act of draughts");
            case Action.DraughtsOffence x -> c.silent("an offence of draughts", "a chess code's offences are its own");
            case Action.Appeal x -> c.silent("'appeal' of its own",
                    "appeals are heard by the tournament's appeal rules");
            case Action.DecideAppeal x -> c.silent("'decide-appeal' of its own",
                    "appeals are heard by the tournament's appeal rules");
        }
    }

    private static void claim(Code1897Hearing c, Action.Claim a) {
        switch (a.claim()) {
            case ILLEGAL_MOVE -> c.apply(Law06IllegalMoves.claim(c));
            case DRAW_FIFTY_MOVES -> Law08Draws.claimFiftyMoves(c);
            case DRAW_REPETITION -> Law08Draws.claimRepetition(c);
            case DRAW_ENDLESS_CHECKS -> Law08Draws.claimEndlessChecks(c);
            case FORFEIT -> Law09Forfeits.claim(c, a);
            case TIME -> Law10TimeLimit.claimTime(c);
            case ANNULMENT -> {
                if (a.ground().isEmpty()) {
                    c.rule("II.2", c.player(), "The claim fails: an annulment must be claimed on a ground (the first move, the board,"
                            + " or the setting up of the men).");
                } else if (a.ground().get() == Action.AnnulmentGround.WRONG_FIRST_PLAYER) {
                    Law01FirstMove.claimAnnulment(c);
                } else {
                    Law02SetupErrors.claimAnnulment(c, a.ground().get());
                }
            }
            case TOUCH_MOVE -> c.silent("a claim of 'touch-move'",
                    "a touched man is enforced by Penalty B, exacted by the"
                    + " opponent under II.5 and II.11");
        }
    }

    private static void require(Code1897Hearing c, Action.Require r) {
        var requirer = c.player();
        switch (r.requirement()) {
            case ANNUL_MOVE -> c.apply(Law06IllegalMoves.annulMove(c, requirer));
            case REPLACE_NAMED_PIECE -> c.apply(Law04Promotion.requireReplacement(c, requirer));
            case REPLACE_MAN, REMOVE_HAND, QUIT_PIECE, ROOK_MOVE_COMPLETE, COMPLETE_CASTLING ->
                    c.apply(Law05Touching.require(c, requirer, r.requirement()));
        }
    }
}
