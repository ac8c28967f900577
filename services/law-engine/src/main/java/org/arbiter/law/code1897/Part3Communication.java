package org.arbiter.law.code1897;

import static org.arbiter.law.sequence.Action.Penalty.C;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.Heard;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * Part III: games played by communication of moves. "The Laws in Parts I., II., and IV. apply to
 * Games played by Communication of Moves, unless obviously inapplicable" (III.1), so a
 * communicated move, once read, is made by the same path as a move at the board.
 */
final class Part3Communication {
    private Part3Communication() {
    }

    static Heard<Code1897Part> communicate(Code1897Hearing c, Action.Communicate a) {
        Color side = c.player();
        if (c.header.mode() != Header.Mode.COMMUNICATION) {
            throw Code1897Hearing.reject("'communicate' belongs to games by communication (Part III); the header's mode is over-the-board");
        }
        if (side != c.game().turn()) {
            throw Code1897Hearing.reject(Code1897Hearing.name(side) + " communicated a move when it was " + Code1897Hearing.name(c.game().turn())
                    + "'s turn");
        }
        if (!a.series().isEmpty()) {
            return series(c, side, a.series());
        } else if (a.moves().size() == 1) {
            return single(c, side, a.moves().get(0), "III.3");
        }
        return several(c, side, a.moves());
    }

    /**
     * III.3: "If the terms in which a move has been communicated cannot be interpreted as
     * expressing a legal move, the side receiving the communication may exact Penalty C; if the
     * terms can be interpreted as expressing more than one legal move, the side receiving the
     * communication may adopt any one of such moves, provided that the move adopted is announced,
     * before or with the reply."
     */
    private static Heard<Code1897Part> single(Code1897Hearing c, Color side, String record, String law) {
        Reading reading = Notation.read(c.game().board(), record);
        if (reading instanceof Reading.Exact exact) {
            Heard<Code1897Part> touched = Law05Touching.judgeTouchedMen(c, side, exact.move());
            return touched.then(Code1897Play.complete(c.after(touched), side, exact.move()));
        } else if (reading instanceof Reading.Ambiguous ambiguous) {
            return offerAdoption(c, side, ambiguous.candidates(), law, "The communicated move '" + record
                    + "' can be read as more than one legal move");
        }
        return noLegalMove(c, side, record, Code1897Hearing.clause(((Reading.NoLegalMove) reading).reason()), law);
    }

    /**
     * III.4: "If a side communicates two or more moves of its own, unconditionally and as for the
     * same turn to play, the opposing side may adopt any one of such moves, provided that the move
     * adopted is announced, before or with the reply."
     */
    private static Heard<Code1897Part> several(Code1897Hearing c, Color side, List<String> records) {
        Set<Move> legal = new LinkedHashSet<>();
        for (String record : records) {
            Reading reading = Notation.read(c.game().board(), record);
            if (reading instanceof Reading.Exact exact) {
                legal.add(exact.move());
            } else if (reading instanceof Reading.Ambiguous ambiguous) {
                legal.addAll(ambiguous.candidates());
            }
        }
        if (legal.isEmpty()) {
            return noLegalMove(c, side, String.join(", ", records), "none of them expresses a legal move", "III.3");
        }
        return offerAdoption(c, side, new ArrayList<>(legal), "III.4", Code1897Hearing.name(side) + " communicated "
                + records.size() + " moves for one turn");
    }

    /**
     * III.5: a series "(the first of such moves being legal) together with an assumed move (or
     * assumed moves) of the opposing side": the side "is liable to penalty for any one such move of
     * its own that is illegal, provided that the opposing side adopts the previous assumed move or
     * moves, so that the illegal move is arrived at in actual play. Any subsequent moves
     * communicated with this illegal move must be treated as if they had not been communicated."
     */
    private static Heard<Code1897Part> series(Code1897Hearing c, Color side, List<String> series) {
        Reading first = Notation.read(c.game().board(), series.get(0));
        if (!(first instanceof Reading.Exact exact)) {
            return single(c, side, series.get(0), "III.3");
        }
        Heard<Code1897Part> completed = Code1897Play.complete(c, side, exact.move());
        Code1897Hearing played = c.after(completed);
        List<String> rest = series.subList(1, series.size());
        return completed.then(played.sittings().seriesLeft(rest.isEmpty() || played.finished() ? null
                : new CommunicationSeries(rest, side)));
    }

    /** After a completed move: the receiving side's reply may be the assumed one, so the series goes on. */
    static Heard<Code1897Part> followSeries(Code1897Hearing c, Color mover, Move reply, Position beforeReply) {
        if (c.sittings().series() == null || mover == c.sittings().series().side() || c.finished()) {
            return Code1897Part.NOTHING;
        }
        List<String> rest = c.sittings().series().moves();
        Color side = c.sittings().series().side();
        Sittings ended = c.sittings().seriesLeft(null);
        Heard<Code1897Part> heard = Code1897Part.heard(ended);
        Reading assumed = Notation.read(beforeReply, rest.get(0));
        if (!(assumed instanceof Reading.Exact exact) || !exact.move().equals(reply) || rest.size() < 2) {
            if (rest.size() >= 2) {
                return heard.notice("III.5", side, Code1897Hearing.name(mover) + "'s reply is not the assumed '" + rest.get(0)
                        + "'; the rest of "
                        + Code1897Hearing.name(side) + "'s series falls away.");
            }
            return heard;
        }
        String own = rest.get(1);
        Reading next = Notation.read(c.game().board(), own);
        if (next instanceof Reading.Exact move) {
            List<String> after = rest.subList(2, rest.size());
            heard = heard.noticeForNeither("III.5", Code1897Hearing.name(mover) + " replied with the assumed move, so "
                    + Code1897Hearing.name(side) + "'s communicated '" + own + "' is played.")
                    .then(ended.seriesLeft(after.isEmpty() ? null : new CommunicationSeries(after, side)));
            return heard.then(Code1897Play.complete(c.after(heard), side, move.move()));
        }
        return heard.then(c.penalties().rightOpened(new PenaltyRight("III.5", side, EnumSet.of(C), false, true,
                c.game().atTurnStart(), List.of(), c.seq))).rule("III.5", side, "The assumed reply was made, so " + Code1897Hearing.name(side) + "'s communicated '" + own
                + "' is arrived at in actual play, and it expresses no single legal move; " + Code1897Hearing.name(mover)
                + " may exact Penalty C, and the moves communicated after it are treated as not communicated.");
    }

    private static Heard<Code1897Part> offerAdoption(Code1897Hearing c, Color side, List<Move> moves, String law, String what) {
        return Code1897Part.heard(c.sittings().adoptionAwaited(new Adoption(moves, side.opposite(), law))).rule(law, side, what + " (" + Law07Adjournment.sans(c.game().board(), moves) + "); " + Code1897Hearing.name(side.opposite())
                + " may adopt any one of them, announcing it before or with his reply.");
    }

    private static Heard<Code1897Part> noLegalMove(Code1897Hearing c, Color side, String record, String reason, String law) {
        return Code1897Part.heard(c.penalties().rightOpened(new PenaltyRight(law, side, EnumSet.of(C), false, true, c.game().atTurnStart(),
                List.of(), c.seq))).rule(law, side, "The communication '" + record + "' cannot be interpreted as expressing a legal move ("
                + reason
                + "); " + Code1897Hearing.name(side.opposite()) + " may exact Penalty C.");
    }

    /**
     * III.2(a): with at least twenty-four hours for each reply, "the players ... are at liberty ...
     * to use any means that may assist them in the conduct of the game, except that neither side may
     * request the assistance of another player."
     */
    static boolean assistanceAllowed(Header header, Action.OffenceKind offence) {
        boolean slow = header.mode() == Header.Mode.COMMUNICATION
                && header.replyWithin().map(d -> d.compareTo(Duration.ofHours(24)) >= 0).orElse(false);
        return slow && (offence == Action.OffenceKind.PRINTED_MATTER || offence == Action.OffenceKind.SECOND_BOARD);
    }
}
