package org.arbiter.law.householddraughts;

import java.util.List;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.FenError;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * The household book's Draughts laws i-xi, the code {@code household-draughts}. This class only
 * dispatches: each act goes to the law that speaks to it, and an act no law speaks to is recorded
 * with a {@code silent} notice and decides nothing.
 */
public final class HouseholdDraughts implements Rulebook {
    public static final String CODE = "household-draughts";

    @Override
    public String code() {
        return CODE;
    }

    @Override
    public GameKind game() {
        return GameKind.DRAUGHTS;
    }

    /** The header's start, a PDN FEN whose side to move is the one agreed to move first (ii). */
    @Override
    public GameState start(Header header) {
        refuse(header.odds().isPresent(), "odds");
        refuse(header.timeLimit().isPresent(), "timeLimit");
        refuse(header.mode() != Header.Mode.OVER_THE_BOARD || header.replyWithin().isPresent(), "mode");
        refuse(header.clocking().timeControl().isPresent(), "timeControl");
        try {
            return DraughtsGame.start(header.startFen().map(DraughtsPosition::fromFen).orElse(DraughtsPosition.initial()));
        } catch (FenError e) {
            throw new SequenceError(1, "start", e.getMessage());
        }
    }

    /** A header field of the chess codes is an error here, never passed over in silence. */
    private static void refuse(boolean given, String field) {
        if (given) {
            throw new SequenceError(1, field, "'" + CODE + "' has no law on it: the field is one of the chess codes'");
        }
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        DraughtsGame game = (DraughtsGame) state;
        if (game.result().ended()) {
            return silent(game, action, seq, "The game had already ended (" + game.result() + " by "
                    + game.termination().orElseThrow() + "); this act changes nothing.");
        }
        DraughtsHearing h = new DraughtsHearing(game, action, seq);
        if (!hear(h)) {
            return silent(game, action, seq, "'" + CODE + "' has no law on '" + action.act()
                    + "': it is recorded and decides nothing.");
        }
        return h.step();
    }

    /**
     * Whether a law speaks to the act, and has ruled it. The switch names every act, so a new one
     * cannot be forgotten.
     */
    private static boolean hear(DraughtsHearing h) {
        return switch (h.action) {
            case Action.MoveMade m -> ruled(() -> DraughtsPlay.move(h, Transfer.path(m)));
            case Action.Touch t -> ruled(() -> LawIvTouch.touched(h, t));
            case Action.Adjust x -> ruled(() -> LawIvTouch.adjusted(h, x));
            case Action.Lift l -> ruled(() -> LawIvTouch.lifted(h, l));
            case Action.Place p -> ruled(() -> LawIvTouch.placed(h, p));
            case Action.Release r -> ruled(() -> LawIvTouch.released(h));
            // The men a capture takes are read off the squares the man is shown on (iv), not off these acts.
            case Action.Remove r when h.game.held().lifted() != 0 -> true;
            case Action.Huff f -> ruled(() -> LawVHuff.huff(h, f));
            case Action.Compel c -> ruled(() -> LawVHuff.compel(h));
            case Action.Call c -> ruled(() -> LawXiCall.call(h, c));
            case Action.Refer r -> ruled(() -> LawViiiDisputes.refer(h, r));
            case Action.Decide d -> ruled(() -> LawViiiDisputes.decide(h, d));
            case Action.DraughtsOffence o when o.offence() == Action.DraughtsOffenceKind.OBSTRUCT_VIEW ->
                    ruled(() -> LawIiiObstruction.obstructs(h));
            case Action.DraughtsOffence o -> ruled(() -> LawIxLeavingRoom.left(h));
            case Action.Refuse r -> LawXFalseMove.refused(h);
            case Action.Claim c -> claim(h, c);
            case Action.Remove x -> false;
            case Action.Promote x -> false;
            case Action.Displace x -> false;
            case Action.Exact x -> false;
            case Action.Waive x -> false;
            case Action.Require x -> false;
            case Action.Offence x -> false;
            case Action.OfferDraw x -> ruled(() -> PlayersEnd.offered(h));
            case Action.AcceptDraw x -> PlayersEnd.accepted(h);
            case Action.Resign x -> ruled(() -> PlayersEnd.resigned(h));
            case Action.Seal x -> false;
            case Action.Adjourn x -> false;
            case Action.Resume x -> false;
            case Action.Communicate x -> false;
            case Action.Adopt x -> false;
            case Action.CloseOfPlay x -> false;
            case Action.CorrectTime x -> false;
            case Action.Press x -> false;
            case Action.ClockShows x -> false;
            case Action.Flag x -> false;
            case Action.Announce x -> false;
            case Action.Appeal x -> false;
            case Action.DecideAppeal x -> false;
        };
    }

    /** Runs a law that speaks to the act; it has ruled. */
    private static boolean ruled(Runnable law) {
        law.run();
        return true;
    }

    /** A switch expression, so that a new kind of claim does not compile until the draughts laws say whether they hear it. */
    private static boolean claim(DraughtsHearing h, Action.Claim c) {
        return switch (c.claim()) {
            case ILLEGAL_MOVE -> ruled(() -> LawXFalseMove.found(h));
            case TIME -> ruled(() -> LawViTimeLimit.claim(h));
            case ANNULMENT -> switch (c.ground().orElse(Action.AnnulmentGround.SETUP_ERROR)) {
                case BOARD_MISPLACED -> ruled(() -> LawIBoard.misplaced(h));
                case WRONG_FIRST_PLAYER -> ruled(() -> LawIiFirstMove.claim(h));
                case SETUP_ERROR -> false;
            };
            // the draughts laws give no such claim: a supplement, or silence, hears it
            case DRAW_FIFTY_MOVES, DRAW_REPETITION, DRAW_ENDLESS_CHECKS, FORFEIT, TOUCH_MOVE -> false;
        };
    }

    private static Step silent(DraughtsGame game, Action action, int seq, String why) {
        return new Step(game, List.of(), List.of(Ruling.silent(seq, why, game.position(), action.by())));
    }

    @Override
    public String lawText(String citation) {
        return DraughtsTexts.of(citation);
    }
}
