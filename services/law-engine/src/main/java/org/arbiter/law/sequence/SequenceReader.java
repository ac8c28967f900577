package org.arbiter.law.sequence;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.PieceType;
import org.arbiter.law.Result;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;
import org.arbiter.law.sequence.Action.AnnulmentGround;
import org.arbiter.law.sequence.Action.ClaimKind;
import org.arbiter.law.sequence.Action.OffenceKind;
import org.arbiter.law.sequence.Action.Penalty;
import org.arbiter.law.sequence.Action.Requirement;

/**
 * Reads the header and the actions of the spec from JSON; a missing or malformed field the act
 * needs is an error naming it. A line {@link Reading#SENT sent} (every text read here, and what
 * the service's edge passes on) must also keep to the {@link Limits} and hold no field the format
 * does not define; a line {@link Reading#STORED stored} earlier is read as it was accepted.
 */
public final class SequenceReader {
    private SequenceReader() {
    }

    static Map<String, Object> object(String json, int line) {
        Limits.line(json, line);
        Object value = value(json, line);
        if (!(value instanceof Map<?, ?>)) {
            throw new SequenceError(line, null, "expected a JSON object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) value;
        return map;
    }

    /**
     * One JSON value that stood on line {@code line} of what was sent, read by the contract's one
     * reader: {@code ./arbiter replay} and the service word a line that is not JSON alike.
     */
    public static Object value(String json, int line) {
        try {
            return Json.parse(json);
        } catch (JsonError e) {
            throw new SequenceError(line, e.field().orElse(null), "not JSON: " + e.getMessage());
        }
    }

    /** Reads the header line: {@code {"header": {...}}}. */
    public static Header header(String json, int line) {
        return header(object(json, line), line, Reading.SENT);
    }

    /** Reads a header stored earlier. */
    public static Header header(Map<String, Object> object, int line) {
        return header(object, line, Reading.STORED);
    }

    public static Header header(Map<String, Object> object, int line, Reading reading) {
        Fields outer = new Fields(object, line, reading);
        Fields h = outer.optObject("header").orElseThrow(
                () -> outer.error("header", "the first line must be {\"header\": {...}}"));
        Header header = header(h);
        // the project's additions: where a game stood (docs/service.md's PGN tags and boards), and
        // whether display screens may show it (docs/security.md)
        h.optName("site");
        h.optName("date");
        h.allow("board");
        h.flag("public");
        outer.refuseUnknown();
        return header;
    }

    private static Header header(Fields h) {
        GameKind game = h.optChoice("game", GameKind.class).orElse(GameKind.CHESS);
        String code = h.optString("code").orElse(game.defaultCode());
        Optional<String> start = h.optString("start").filter(s -> !s.equals("initial"));
        Optional<Header.Odds> odds = h.optObject("odds").map(o -> new Header.Odds(
                o.optColor("giver").orElseThrow(() -> o.error("odds.giver", "is required")),
                o.optString("man"), o.optInt("moves"), o.optString("mateWith"), o.optString("mateOn")));
        Optional<Header.TimeLimit> timeLimit = h.optObject("timeLimit").map(t -> new Header.TimeLimit(
                t.optInt("first").filter(n -> n > 0).orElseThrow(() -> t.error("timeLimit.first", "a positive number of moves is required")),
                t.optInt("then").filter(n -> n > 0).orElseThrow(() -> t.error("timeLimit.then", "a positive number of moves is required")),
                t.optDuration("termination")));
        Header.Mode mode = h.optString("mode").map(m -> {
            switch (m) {
                case "over-the-board": return Header.Mode.OVER_THE_BOARD;
                case "communication": return Header.Mode.COMMUNICATION;
                default: throw h.error("mode", "'" + m + "' is neither over-the-board nor communication");
            }
        }).orElse(Header.Mode.OVER_THE_BOARD);
        return new Header(game, code, h.optString("supplement"), h.optName("white").orElse("White"),
                h.optName("black").orElse("Black"), start, h.optName("event"), h.optName("round"), odds, timeLimit,
                mode, h.optDuration("replyWithin"), clocking(h), h.optDuration("appealWithin"));
    }

    /** Version 2's {@code timeControl}, {@code rate} and {@code supervision}. */
    private static Header.Clocking clocking(Fields h) {
        Optional<Header.TimeControl> control = h.optObject("timeControl").map(SequenceReader::timeControl);
        return new Header.Clocking(control, h.optChoice("rate", Header.Rate.class).orElse(Header.Rate.STANDARD),
                h.optChoice("supervision", Header.Supervision.class).orElse(Header.Supervision.PARTIAL));
    }

    /** Reads one action line of a chess game. */
    public static Action action(String json, int line) {
        return action(object(json, line), line, GameKind.CHESS, Reading.SENT);
    }

    /** Reads one action line of {@code game}, whose squares and acts it takes. */
    public static Action action(String json, int line, GameKind game) {
        return action(object(json, line), line, game, Reading.SENT);
    }

    /** Reads one action of a chess game stored earlier. */
    public static Action action(Map<String, Object> object, int line) {
        return action(object, line, GameKind.CHESS, Reading.STORED);
    }

    /** Reads one action of {@code game} stored earlier. */
    public static Action action(Map<String, Object> object, int line, GameKind game) {
        return action(object, line, game, Reading.STORED);
    }

    /**
     * Reads an act as {@link ActionWriter} wrote it, or as it was stored, in either game: its squares
     * by board names or draughts numbers, {@code huff}, {@code compel} and the draughts offences read
     * as the draughts acts they can only be.
     */
    public static Action written(Map<String, Object> object, int line) {
        Object act = object.get("act");
        boolean draughts = "huff".equals(act) || "compel".equals(act) || "offence".equals(act)
                && object.get("offence") instanceof String o && Wire.parse(Action.DraughtsOffenceKind.class, o) != null;
        return action(object, line, draughts ? GameKind.DRAUGHTS : GameKind.CHESS, Reading.WRITTEN);
    }

    /**
     * Reads one action of {@code game}: a draughts game's squares are numbers ({@code "15"}), and
     * its {@code huff}, {@code compel} and offences are refused in a chess game, naming the field.
     */
    public static Action action(Map<String, Object> object, int line, GameKind game, Reading reading) {
        Fields f = new Fields(object, line, game, reading);
        if (object.containsKey("header")) {
            throw f.error("header", "a header may only stand on the first line");
        }
        String act = f.string("act");
        Actor by = f.optString("by").map(s -> {
            switch (s) {
                case "white": return Actor.WHITE;
                case "black": return Actor.BLACK;
                case "arbiter": return Actor.ARBITER;
                default: throw f.error("by", "'" + s + "' is not white, black or arbiter");
            }
        }).orElseThrow(() -> f.error("by", "is required (white, black or arbiter)"));
        Stamp stamp = new Stamp(by, f.optDuration("at"), f.optId("id"));
        Action action = game == GameKind.DRAUGHTS ? DraughtsActs.build(act, stamp, f) : null;
        if (action == null) {
            action = build(act, stamp, f);
        }
        Performers performers = Performers.of(action);
        if (performers.kind() == Performers.Kind.ARBITER && by != Actor.ARBITER) {
            throw f.error("by", performers.why());
        }
        if (performers.kind() == Performers.Kind.PLAYERS && by == Actor.ARBITER) {
            throw f.error("by", "'" + act + "' is an act of a player, not of the arbiter");
        }
        f.refuseUnknown();
        return action;
    }

    private static Action build(String act, Stamp s, Fields f) {
        switch (act) {
            case "move": return move(s, f);
            case "touch": return new Action.Touch(s, f.square("square"), f.flag("accidental"));
            case "adjust": return new Action.Adjust(s, f.square("square"));
            case "lift": return new Action.Lift(s, f.square("square"));
            case "place": return new Action.Place(s, f.square("square"));
            case "release": return new Action.Release(s);
            case "remove": return new Action.Remove(s, f.square("square"));
            case "promote": return new Action.Promote(s,
                    f.optPromotionPiece("piece").orElseThrow(() -> f.error("piece", "is required (Q, R, B or N)")),
                    f.flag("named"));
            case "displace": return new Action.Displace(s, f.square("square"), f.optSquare("to"));
            case "claim": return claim(s, f);
            case "exact": return new Action.Exact(s, f.choice("penalty", Penalty.class), f.squares("squares"),
                    f.optSquare("select"));
            case "waive": return new Action.Waive(s);
            case "require": return new Action.Require(s, f.choice("requirement", Requirement.class));
            case "refuse": return new Action.Refuse(s);
            case "offence": return new Action.Offence(s, f.choice("offence", OffenceKind.class), f.optColor("knownTo"));
            case "offer-draw": return new Action.OfferDraw(s);
            case "accept-draw": return new Action.AcceptDraw(s);
            case "resign": return new Action.Resign(s);
            case "seal": return new Action.Seal(s, f.optString("record").orElse(""));
            case "adjourn": return new Action.Adjourn(s);
            case "resume": return new Action.Resume(s, f.optString("position"));
            case "communicate": return communicate(s, f);
            case "adopt": return new Action.Adopt(s, f.string("move"));
            case "close-of-play": return new Action.CloseOfPlay(s);
            case "correct-time": return new Action.CorrectTime(s,
                    f.optColor("player").orElseThrow(() -> f.error("player", "is required (white or black)")),
                    f.optDuration("clock").orElseThrow(() -> f.error("clock", "is required (ISO-8601 duration or seconds)")),
                    f.flag("neglect"));
            case "announce", "call", "refer", "decide": return spoken(act, s, f);
            case "appeal", "decide-appeal": return appeal(act, s, f);
            default:
                return version2(act, s, f);
        }
    }

    private static Header.TimeControl timeControl(Fields t) {
        Optional<Integer> moves = t.optInt("moves");
        if (moves.isPresent() && moves.get() == 0) {
            throw t.error("timeControl.moves", "a positive number of moves is required");
        }
        return new Header.TimeControl(
                t.optDuration("base").orElseThrow(() -> t.error("timeControl.base", "is required (ISO-8601 duration or seconds)")),
                t.optDuration("increment").orElse(Duration.ZERO), moves, t.optDuration("then").orElse(Duration.ZERO));
    }

    /** This project's appeal acts: an appeal against a ruling, and the decision on it. */
    private static Action appeal(String act, Stamp s, Fields f) {
        if (act.equals("appeal")) {
            int ruling = f.optInt("ruling").filter(n -> n > 0)
                    .orElseThrow(() -> f.error("ruling", "is required: the number of the act whose ruling is appealed"));
            return new Action.Appeal(s, ruling, f.string("grounds"));
        }
        int appeal = f.optInt("appeal").filter(n -> n > 0)
                .orElseThrow(() -> f.error("appeal", "is required: the number of the act that lodged the appeal"));
        return new Action.DecideAppeal(s, appeal, f.choice("decision", Action.AppealDecision.class),
                f.string("reasons"), f.strings("deciders"), f.optString("replacement"),
                f.optString("result").map(r -> {
                    try {
                        return Result.ofText(r);
                    } catch (IllegalArgumentException e) {
                        throw f.error("result", e.getMessage());
                    }
                }));
    }

    /** The acts version 2 adds for {@code fide-2023}. */
    private static Action version2(String act, Stamp s, Fields f) {
        switch (act) {
            case "huff", "compel": throw f.error("act", "'" + act + "' is an act of draughts (household draughts v),"
                    + " and the header's game is chess");
            case "press": return new Action.Press(s, f.optObject("clock").map(SequenceReader::face));
            case "clock": return new Action.ClockShows(s, f.optObject("clock").map(SequenceReader::face)
                    .orElseThrow(() -> f.error("clock", "is required: {\"white\": time, \"black\": time}")));
            case "flag": return new Action.Flag(s,
                    f.optColor("player").orElseThrow(() -> f.error("player", "is required (white or black)")));
            default:
                throw f.error("act", "'" + act + "' is not an act of the contested-sequence format");
        }
    }

    /** This project's {@code clock} object: the times a clock shows, each an ISO-8601 duration or seconds. */
    private static Action.ClockFace face(Fields c) {
        return new Action.ClockFace(
                c.optDuration("white").orElseThrow(() -> c.error("clock.white", "is required (ISO-8601 duration or seconds)")),
                c.optDuration("black").orElseThrow(() -> c.error("clock.black", "is required (ISO-8601 duration or seconds)")));
    }

    /** The acts of version 2 that the codes other than the 1897 Code give weight to, and xiv's addition. */
    private static Action spoken(String act, Stamp s, Fields f) {
        switch (act) {
            case "announce": return new Action.Announce(s, f.string("words"));
            case "call": return new Action.Call(s, f.choice("what", Action.CallKind.class));
            case "refer": return new Action.Refer(s, f.string("question"));
            default: return new Action.Decide(s, f.string("decision"), f.optString("result").map(r -> {
                try {
                    return Result.ofText(r);
                } catch (IllegalArgumentException e) {
                    throw f.error("result", e.getMessage());
                }
            }));
        }
    }

    private static Action move(Stamp s, Fields f) {
        Optional<String> notation = f.optString("move");
        Optional<PieceType> promote = f.optPromotionPiece("promote");
        if (notation.isPresent()) {
            if (f.has("from") || f.has("to")) {
                throw f.error("move", "give either the notation or from and to, not both");
            }
            if (notation.get().isBlank()) {
                throw f.error("move", "the notation is empty");
            }
            return new Action.MoveMade(s, notation, Optional.empty(), Optional.empty(), promote);
        }
        if (!f.has("from") || !f.has("to")) {
            String missing = f.has("from") ? "to" : f.has("to") ? "from" : "move";
            throw f.error(missing, "a move needs \"move\" (notation) or both \"from\" and \"to\"");
        }
        Action.MoveMade m = new Action.MoveMade(s, Optional.empty(), f.optSquare("from"), f.optSquare("to"), promote);
        if (m.from().equals(m.to())) {
            throw f.error("to", "a move must transfer the man to another square");
        }
        return m;
    }

    private static Action claim(Stamp s, Fields f) {
        ClaimKind kind = f.choice("claim", ClaimKind.class);
        Optional<OffenceKind> offence = f.optChoice("offence", OffenceKind.class);
        Optional<AnnulmentGround> ground = f.optChoice("ground", AnnulmentGround.class);
        return new Action.Claim(s, kind, offence, ground, claimedMove(kind, f));
    }

    /** Version 2: the written move a FIDE draw claim may carry (9.2.1.1, 9.3.1). */
    private static Optional<String> claimedMove(ClaimKind kind, Fields f) {
        Optional<String> move = f.optString("move");
        if (move.isPresent() && kind != ClaimKind.DRAW_REPETITION && kind != ClaimKind.DRAW_FIFTY_MOVES) {
            throw f.error("move", "only a draw-repetition or draw-fifty-moves claim carries a written move");
        }
        return move;
    }

    private static Action communicate(Stamp s, Fields f) {
        var moves = f.strings("moves");
        var series = f.strings("series");
        if (moves.isEmpty() == series.isEmpty()) {
            throw f.error("moves", "a communication carries either \"moves\" or \"series\"");
        }
        return new Action.Communicate(s, moves, series);
    }

    /** The wire name of an enumeration value, e.g. {@code draw-repetition}. */
    public static String wireName(Enum<?> value) {
        return Wire.name(value);
    }
}
