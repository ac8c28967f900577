package org.arbiter.law.householddraughts;

import java.util.List;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.FenError;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Game;
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
    public Game game() {
        return Game.DRAUGHTS;
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
        Hearing h = new Hearing(game, action, seq);
        if (!hear(h)) {
            return silent(game, action, seq, "'" + CODE + "' has no law on '" + action.act()
                    + "': it is recorded and decides nothing.");
        }
        return h.step();
    }

    /** Whether a law speaks to the act, and has ruled it. */
    private static boolean hear(Hearing h) {
        Action a = h.action;
        if (a instanceof Action.MoveMade m) {
            Play.move(h, Transfer.path(m));
        } else if (a instanceof Action.Touch t) {
            LawIvTouch.touched(h, t);
        } else if (a instanceof Action.Adjust x) {
            LawIvTouch.adjusted(h, x);
        } else if (a instanceof Action.Lift l) {
            LawIvTouch.lifted(h, l);
        } else if (a instanceof Action.Place p) {
            LawIvTouch.placed(h, p);
        } else if (a instanceof Action.Release) {
            LawIvTouch.released(h);
        } else if (a instanceof Action.Remove && h.game.held().lifted() != 0) {
            // The men a capture takes are read off the squares the man is shown on (iv), not off these acts.
            return true;
        } else if (a instanceof Action.Huff f) {
            LawVHuff.huff(h, f);
        } else if (a instanceof Action.Compel) {
            LawVHuff.compel(h);
        } else if (a instanceof Action.Call c) {
            LawXiCall.call(h, c);
        } else if (a instanceof Action.Refer r) {
            LawViiiDisputes.refer(h, r);
        } else if (a instanceof Action.Decide d) {
            LawViiiDisputes.decide(h, d);
        } else if (a instanceof Action.DraughtsOffence o) {
            if (o.offence() == Action.DraughtsOffenceKind.OBSTRUCT_VIEW) {
                LawIiiObstruction.obstructs(h);
            } else {
                LawIxLeavingRoom.left(h);
            }
        } else if (a instanceof Action.Refuse) {
            return LawXFalseMove.refused(h);
        } else if (a instanceof Action.Claim c) {
            return claim(h, c);
        } else {
            return false;
        }
        return true;
    }

    private static boolean claim(Hearing h, Action.Claim c) {
        switch (c.claim()) {
            case ILLEGAL_MOVE -> LawXFalseMove.found(h);
            case TIME -> LawViTimeLimit.claim(h);
            case ANNULMENT -> {
                Action.AnnulmentGround ground = c.ground().orElse(null);
                if (ground == Action.AnnulmentGround.BOARD_MISPLACED) {
                    LawIBoard.misplaced(h);
                } else if (ground == Action.AnnulmentGround.WRONG_FIRST_PLAYER) {
                    LawIiFirstMove.claim(h);
                } else {
                    return false;
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    private static Step silent(DraughtsGame game, Action action, int seq, String why) {
        return new Step(game, List.of(), List.of(Ruling.silent(seq, why, game.position(), action.by())));
    }

    @Override
    public String lawText(String citation) {
        return LawTexts.of(citation);
    }
}
