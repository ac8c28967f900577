package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.InvalidFen;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.sequence.Action;

/** Part II, Law 7: the adjourned game and the sealed move (I.14.A). */
final class Law07Adjournment {
    private Law07Adjournment() {
    }

    /** I.14.B(d): "A sealed move is complete when the record of it has passed out of the player's possession." */
    static void seal(Ctx c, Action.Seal a) {
        Game g = c.game;
        Color p = c.player();
        if (p != g.turn) {
            throw Ctx.reject(Ctx.name(p) + " cannot seal a move in his opponent's turn");
        }
        if (g.sealer != null) {
            throw Ctx.reject("a sealed move is already on record for this adjournment");
        }
        g.sealer = p;
        g.sealedRecord = a.record();
    }

    static void adjourn(Ctx c) {
        Game g = c.game;
        if (g.adjourned) {
            throw Ctx.reject("the game is already adjourned");
        }
        g.adjourned = true;
        g.beforeAdjournment = g.board;
    }

    /**
     * Resumption. II.7(a): "If, after adjournment, a game has been continued from an incorrect
     * position, the position which existed on the board immediately before the adjournment must be
     * restored, and the sealed move (if any) must then be made on the board." II.7(b): if that
     * position "cannot be ascertained, the game must be annulled". II.7(c) governs the record.
     */
    static void resume(Ctx c, Action.Resume a) {
        Game g = c.game;
        if (!g.adjourned) {
            if (a.position().isPresent() && g.history == null && g.firstPlayer == null) {
                resumeWithoutRecord(c, a.position().get());
                return;
            }
            throw Ctx.reject("the game is not adjourned");
        }
        g.adjourned = false;
        if (a.position().isPresent()) {
            Position given = parse(a.position().get());
            if (!given.placement().equals(g.beforeAdjournment.placement())) {
                c.rule("II.7(a)", "The men were set up on resumption in a position other than the one before the"
                        + " adjournment; that position is restored before play goes on.");
            }
        }
        g.board = g.beforeAdjournment;
        Color sealer = g.sealer;
        String record = g.sealedRecord;
        g.sealer = null;
        g.sealedRecord = null;
        if (sealer == null) {
            Color duty = g.turn;
            g.addRight(new PenaltyRight("II.7(c)", duty, "C", false, true, g.atTurnStart, List.of(), c.seq));
            c.rule("II.7(c)", Ctx.name(duty) + ", whose duty it was to seal a move, made no record: it is his turn to play,"
                    + " and " + Ctx.name(duty.opposite()) + " may exact Penalty C.");
            return;
        }
        Reading reading = Notation.read(g.board, record);
        if (reading instanceof Reading.Exact exact) {
            Law05Touching.judgeTouchedMen(c, sealer, exact.move());
            Play.complete(c, sealer, exact.move());
        } else if (reading instanceof Reading.Ambiguous ambiguous) {
            g.adoptable = List.copyOf(ambiguous.candidates());
            g.adopter = sealer.opposite();
            g.adoptLaw = "II.7(c)";
            c.rule("II.7(c)", "The sealed move '" + record + "' can be read as more than one legal move ("
                    + sans(g.board, ambiguous.candidates()) + "); " + Ctx.name(sealer.opposite()) + " may adopt any one of them.");
        } else {
            g.addRight(new PenaltyRight("II.7(c)", sealer, "C", false, true, g.atTurnStart, List.of(), c.seq));
            c.rule("II.7(c)", "The sealed move '" + record + "' cannot be read as a legal move ("
                    + ((Reading.NoLegalMove) reading).reason() + "); " + Ctx.name(sealer.opposite()) + " may exact Penalty C.");
        }
    }

    /**
     * A record that begins at a resumption: the position is given, but nothing before it was ever
     * recorded, so positions before this point cannot be ascertained (II.6(e), II.7(b)).
     */
    private static void resumeWithoutRecord(Ctx c, String fen) {
        Game g = c.game;
        Position given = parse(fen);
        g.board = given;
        g.turn = given.sideToMove();
        g.turnStart = given;
        g.gapInRecord = true;
        g.gapSeq = c.seq;
        g.atTurnStart = g.copy();
    }

    /** II.7(c), III.3, III.4: the receiving side adopts one of several readings. */
    static void adopt(Ctx c, Action.Adopt a) {
        Game g = c.game;
        Color p = c.player();
        if (g.adoptable.isEmpty() || g.adopter != p) {
            throw Ctx.reject("there is no ambiguous record for " + Ctx.name(p) + " to adopt a reading of");
        }
        Color mover = p.opposite();
        Position view = g.board.withSideToMove(mover);
        Reading reading = Notation.read(view, a.move());
        Move chosen = reading instanceof Reading.Exact exact ? exact.move() : null;
        if (chosen == null || !g.adoptable.contains(chosen)) {
            throw Ctx.reject("'" + a.move() + "' is not one of the readings open for adoption: " + sans(view, g.adoptable));
        }
        String law = g.adoptLaw;
        g.adoptable = List.of();
        g.adopter = null;
        g.adoptLaw = null;
        String san = Notation.san(view, chosen);
        Play.complete(c, mover, chosen);
        c.rule(law, Ctx.name(p) + " adopts " + san + " as " + Ctx.name(mover) + "'s move, and it is made on the board.");
    }

    private static Position parse(String fen) {
        try {
            return Position.fromFen(fen);
        } catch (InvalidFen e) {
            throw Ctx.reject("field \"position\": " + e.getMessage());
        }
    }

    static String sans(Position view, List<Move> moves) {
        StringBuilder sb = new StringBuilder();
        for (Move m : moves) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Notation.san(view, m));
        }
        return sb.toString();
    }
}
