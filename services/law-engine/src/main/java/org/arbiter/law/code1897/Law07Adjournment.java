package org.arbiter.law.code1897;

import static org.arbiter.law.sequence.Action.Penalty.C;

import java.util.EnumSet;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.InvalidFen;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;

/** Part II, Law 7: the adjourned game and the sealed move (I.14.A). */
final class Law07Adjournment {
    private Law07Adjournment() {
    }

    /** I.14.B(d): "A sealed move is complete when the record of it has passed out of the player's possession." */
    static Heard<Code1897Part> seal(Code1897Hearing c, Action.Seal a) {
        Color p = c.player();
        if (p != c.game().turn()) {
            throw Code1897Hearing.reject(Code1897Hearing.name(p) + " cannot seal a move in his opponent's turn");
        }
        if (c.sittings().adjournment().sealer() != null) {
            throw Code1897Hearing.reject("a sealed move is already on record for this adjournment");
        }
        return Code1897Part.heard(c.sittings().sealed(p, a.record()));
    }

    static Heard<Code1897Part> adjourn(Code1897Hearing c) {
        if (c.sittings().adjournment().adjourned()) {
            throw Code1897Hearing.reject("the game is already adjourned");
        }
        return Code1897Part.heard(c.sittings().adjourned(c.game().board()));
    }

    /**
     * Resumption. II.7(a): "If, after adjournment, a game has been continued from an incorrect
     * position, the position which existed on the board immediately before the adjournment must be
     * restored, and the sealed move (if any) must then be made on the board." II.7(b): if that
     * position "cannot be ascertained, the game must be annulled". II.7(c) governs the record.
     * The restoration and the rulings on the record are returned as one {@code Heard}; a sealed move
     * that reads as one legal move is then made on the board, read from the men as restored.
     */
    static Heard<Code1897Part> resume(Code1897Hearing c, Action.Resume a) {
        if (!c.sittings().adjournment().adjourned()) {
            if (a.position().isPresent() && c.game().history() == null && c.game().firstPlayer() == null) {
                return resumeWithoutRecord(c, a.position().get());
            }
            throw Code1897Hearing.reject("the game is not adjourned");
        }
        Heard<Code1897Part> heard = Code1897Part.NOTHING;
        if (a.position().isPresent()) {
            Position given = parse(a.position().get());
            if (!given.placement().equals(c.sittings().adjournment().before().placement())) {
                heard = heard.ruleForNeither("II.7(a)", "The men were set up on resumption in a position other than the one"
                        + " before the adjournment; that position is restored before play goes on.");
            }
        }
        BoardAndRecord game = c.game().standing(c.sittings().adjournment().before());
        Color sealer = c.sittings().adjournment().sealer();
        String record = c.sittings().adjournment().sealedRecord();
        Sittings sittings = c.sittings().resumed();
        heard = heard.then(game).then(sittings);
        if (sealer == null) {
            Color duty = game.turn();
            return heard.then(c.penalties().rightOpened(new PenaltyRight("II.7(c)", duty, EnumSet.of(C), false, true,
                    game.atTurnStart(), List.of(), c.seq))).rule("II.7(c)", duty, Code1897Hearing.name(duty) + ", whose duty it was to seal a move, made no record: it is his turn to play,"
                    + " and " + Code1897Hearing.name(duty.opposite()) + " may exact Penalty C.");
        }
        Reading reading = Notation.read(game.board(), record);
        if (reading instanceof Reading.Exact exact) {
            heard = heard.then(Law05Touching.judgeTouchedMen(c.after(heard), sealer, exact.move()));
            return heard.then(Code1897Play.complete(c.after(heard), sealer, exact.move()));
        } else if (reading instanceof Reading.Ambiguous ambiguous) {
            return heard.then(sittings.adoptionAwaited(new Adoption(ambiguous.candidates(), sealer.opposite(), "II.7(c)")))
                    .rule("II.7(c)", sealer, "The sealed move '" + record + "' can be read as more than one legal move ("
                            + sans(game.board(), ambiguous.candidates()) + "); " + Code1897Hearing.name(sealer.opposite())
                            + " may adopt any one of them.");
        }
        return heard.then(c.penalties().rightOpened(new PenaltyRight("II.7(c)", sealer, EnumSet.of(C), false, true,
                game.atTurnStart(), List.of(), c.seq)))
                .rule("II.7(c)", sealer, "The sealed move '" + record + "' cannot be read as a legal move ("
                        + Code1897Hearing.clause(((Reading.NoLegalMove) reading).reason()) + "); "
                        + Code1897Hearing.name(sealer.opposite()) + " may exact Penalty C.");
    }

    /**
     * A record that begins at a resumption: the position is given, but nothing before it was ever
     * recorded, so positions before this point cannot be ascertained (II.6(e), II.7(b)).
     */
    private static Heard<Code1897Part> resumeWithoutRecord(Code1897Hearing c, String fen) {
        return Code1897Part.heard(c.game().setUpAfterGap(parse(fen), c.seq));
    }

    /** II.7(c), III.3, III.4: the receiving side adopts one of several readings. */
    static Heard<Code1897Part> adopt(Code1897Hearing c, Action.Adopt a) {
        Color p = c.player();
        if (c.sittings().adoption() == null || c.sittings().adoption().adopter() != p) {
            throw Code1897Hearing.reject("there is no ambiguous record for " + Code1897Hearing.name(p) + " to adopt a reading of");
        }
        Color mover = p.opposite();
        Position view = c.game().board().withSideToMove(mover);
        Reading reading = Notation.read(view, a.move());
        Move chosen = reading instanceof Reading.Exact exact ? exact.move() : null;
        if (chosen == null || !c.sittings().adoption().moves().contains(chosen)) {
            throw Code1897Hearing.reject("'" + a.move() + "' is not one of the readings open for adoption: "
                    + sans(view, c.sittings().adoption().moves()));
        }
        String law = c.sittings().adoption().law();
        Heard<Code1897Part> adopted = Code1897Part.heard(c.sittings().adopted());
        String san = Notation.san(view, chosen);
        return adopted.then(Code1897Play.complete(c.after(adopted), mover, chosen)).rule(law, mover, Code1897Hearing.name(p)
                + " adopts " + san + " as " + Code1897Hearing.name(mover) + "'s move, and it is made on the board.");
    }

    private static Position parse(String fen) {
        try {
            return Position.fromFen(fen);
        } catch (InvalidFen e) {
            throw Code1897Hearing.reject("field \"position\": " + e.getMessage());
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
