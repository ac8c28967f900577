package org.arbiter.law.code1897;

import java.util.Locale;
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
        Color rightful = header.odds().map(Header.Odds::giver).orElse(start.sideToMove());
        return GameInPlay.start(header, start, rightful);
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        Hearing c = new Hearing((GameInPlay) state, action, seq);
        if (c.finished()) {
            // Players often play on, unaware that the game has ended; the act is kept on the
            // record but changes nothing.
            c.noticeForNeither(c.termination, "The game had already ended (" + c.result + " under " + c.termination
                    + "); this act changes nothing.");
            return new Step(state, c.rulings, c.notices);
        }
        Law10TimeLimit.advance(c);
        if (!c.finished()) {
            dispatch(c, action);
            Part4Odds.gameEnded(c);
        }
        return new Step(c.decided(), c.rulings, c.notices);
    }

    @Override
    public String lawText(String citation) {
        return LawTexts.of(citation);
    }

    private static void dispatch(Hearing c, Action a) {
        if (a instanceof Action.MoveMade m) {
            Play.move(c, m);
        } else if (a instanceof Action.Touch t) {
            Law05Touching.touchAct(c, t);
        } else if (a instanceof Action.Adjust x) {
            Law03Adjustment.adjust(c, x);
        } else if (a instanceof Action.Lift l) {
            Hands.lift(c, l);
        } else if (a instanceof Action.Place p) {
            Hands.place(c, p);
        } else if (a instanceof Action.Release) {
            Hands.release(c);
        } else if (a instanceof Action.Remove r) {
            Hands.remove(c, r);
        } else if (a instanceof Action.Displace d) {
            Hands.displace(c, d);
        } else if (a instanceof Action.Promote p) {
            Law04Promotion.promote(c, p);
        } else if (a instanceof Action.Claim cl) {
            claim(c, cl);
        } else if (a instanceof Action.Exact e) {
            Law11Penalties.exact(c, e);
        } else if (a instanceof Action.Waive) {
            Law11Penalties.waive(c);
        } else if (a instanceof Action.Require r) {
            require(c, r);
        } else if (a instanceof Action.Refuse) {
            Law09Forfeits.refuse(c);
        } else if (a instanceof Action.Offence o) {
            Law09Forfeits.offence(c, o);
        } else if (a instanceof Action.OfferDraw) {
            Law08Draws.offer(c);
        } else if (a instanceof Action.AcceptDraw) {
            Law08Draws.accept(c);
        } else if (a instanceof Action.Resign) {
            Law09Forfeits.resign(c);
        } else if (a instanceof Action.Seal s) {
            Law07Adjournment.seal(c, s);
        } else if (a instanceof Action.Adjourn) {
            Law07Adjournment.adjourn(c);
        } else if (a instanceof Action.Resume r) {
            Law07Adjournment.resume(c, r);
        } else if (a instanceof Action.Adopt ad) {
            Law07Adjournment.adopt(c, ad);
        } else if (a instanceof Action.CloseOfPlay) {
            Law10TimeLimit.closeOfPlay(c);
        } else if (a instanceof Action.CorrectTime ct) {
            Law10TimeLimit.correctTime(c, ct);
        } else if (a instanceof Action.Communicate cm) {
            Part3Communication.communicate(c, cm);
        } else {
            // Version 2's acts (announce, call, refer, decide, press, flag) are ones the Code has no law on.
            c.silent("'" + a.act() + "'");
        }
    }

    private static void claim(Hearing c, Action.Claim a) {
        switch (a.claim()) {
            case ILLEGAL_MOVE -> Law06IllegalMoves.claim(c);
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
            // Version 2's claim of touch-move is one the Code has no law on.
            default -> c.silent("a claim of '" + a.claim().name().toLowerCase(Locale.ROOT).replace('_', '-') + "'");
        }
    }

    private static void require(Hearing c, Action.Require r) {
        var requirer = c.player();
        switch (r.requirement()) {
            case ANNUL_MOVE -> Law06IllegalMoves.annulMove(c, requirer);
            case REPLACE_NAMED_PIECE -> Law04Promotion.requireReplacement(c, requirer);
            default -> Law05Touching.require(c, requirer, r.requirement());
        }
    }
}
