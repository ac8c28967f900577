package org.arbiter.law.sequence;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.chess.Square;

/**
 * The inverse of {@link SequenceReader#action}: an act's fields as the contract writes them, in one
 * order ({@code act}, {@code by}, the act's own fields as the spec's table lists them, then
 * {@code at} and {@code id}), times in seconds, a field left out where the reader takes its absence
 * for the same value. Reading what it writes gives the same act.
 */
public final class ActionWriter {
    private ActionWriter() {
    }

    /** The act's fields in a game of {@code game}: a draughts game's squares by their numbers ({@code "15"}). */
    public static Map<String, Object> fields(Action action, GameKind game) {
        Out out = new Out(game);
        out.put("act", action.act());
        out.put("by", action.by().label());
        own(action, out);
        action.stamp().at().ifPresent(at -> out.put("at", seconds(at)));
        action.stamp().id().ifPresent(id -> out.put("id", id));
        return out.map;
    }

    /**
     * The act's fields in the one shape of both games, every square by its board name ({@code b6}),
     * as the typed act holds it: what {@link SequenceReader#written} reads without knowing the game.
     */
    public static Map<String, Object> fields(Action action) {
        return fields(action, GameKind.CHESS);
    }

    private static void own(Action action, Out out) {
        switch (action) {
            case Action.MoveMade m -> {
                m.notation().ifPresent(n -> out.put("move", n));
                m.from().ifPresent(s -> out.square("from", s));
                m.to().ifPresent(s -> out.square("to", s));
                m.promote().ifPresent(p -> out.put("promote", String.valueOf(p.letter())));
            }
            case Action.Touch t -> {
                out.square("square", t.square());
                out.flag("accidental", t.accidental());
            }
            case Action.Adjust a -> out.square("square", a.square());
            case Action.Lift l -> out.square("square", l.square());
            case Action.Place p -> out.square("square", p.square());
            case Action.Remove r -> out.square("square", r.square());
            case Action.Huff h -> out.square("square", h.square());
            case Action.Promote p -> {
                out.put("piece", String.valueOf(p.piece().letter()));
                out.flag("named", p.named());
            }
            case Action.Displace d -> {
                out.square("square", d.square());
                d.to().ifPresent(s -> out.square("to", s));
            }
            case Action.Claim c -> {
                out.put("claim", Wire.name(c.claim()));
                c.offence().ifPresent(o -> out.put("offence", Wire.name(o)));
                c.ground().ifPresent(g -> out.put("ground", Wire.name(g)));
                c.move().ifPresent(m -> out.put("move", m));
            }
            case Action.Exact e -> {
                out.put("penalty", Wire.name(e.penalty()));
                if (!e.squares().isEmpty()) {
                    out.put("squares", e.squares().stream().map(out::name).toList());
                }
                e.select().ifPresent(s -> out.square("select", s));
            }
            case Action.Require r -> out.put("requirement", Wire.name(r.requirement()));
            case Action.Offence o -> {
                out.put("offence", Wire.name(o.offence()));
                o.knownTo().ifPresent(c -> out.put("knownTo", c.label()));
            }
            case Action.DraughtsOffence o -> out.put("offence", Wire.name(o.offence()));
            case Action.Seal s -> {
                if (!s.record().isEmpty()) {
                    out.put("record", s.record());
                }
            }
            case Action.Resume r -> r.position().ifPresent(p -> out.put("position", p));
            case Action.Communicate c -> {
                out.list("moves", c.moves());
                out.list("series", c.series());
            }
            case Action.Adopt a -> out.put("move", a.move());
            case Action.CorrectTime c -> {
                out.put("player", c.player().label());
                out.put("clock", seconds(c.clock()));
                out.flag("neglect", c.neglect());
            }
            case Action.Press p -> p.clock().ifPresent(f -> out.put("clock", face(f)));
            case Action.ClockShows c -> out.put("clock", face(c.clock()));
            case Action.Flag f -> out.put("player", f.player().label());
            case Action.Announce a -> out.put("words", a.words());
            case Action.Call c -> out.put("what", Wire.name(c.what()));
            case Action.Refer r -> out.put("question", r.question());
            case Action.Decide d -> {
                out.put("decision", d.decision());
                d.result().ifPresent(r -> out.put("result", r.text()));
            }
            case Action.Appeal a -> {
                out.put("ruling", a.ruling());
                out.put("grounds", a.grounds());
            }
            case Action.DecideAppeal d -> {
                out.put("appeal", d.appeal());
                out.put("decision", Wire.name(d.decision()));
                out.put("reasons", d.reasons());
                out.list("deciders", d.deciders());
                d.replacement().ifPresent(r -> out.put("replacement", r));
                d.result().ifPresent(r -> out.put("result", r.text()));
            }
            case Action.Release r -> { }
            case Action.Waive w -> { }
            case Action.Refuse r -> { }
            case Action.OfferDraw o -> { }
            case Action.AcceptDraw a -> { }
            case Action.Resign r -> { }
            case Action.Adjourn a -> { }
            case Action.CloseOfPlay c -> { }
            case Action.Compel c -> { }
        }
    }

    private static Map<String, Object> face(Action.ClockFace face) {
        Map<String, Object> clock = new LinkedHashMap<>();
        clock.put("white", seconds(face.white()));
        clock.put("black", seconds(face.black()));
        return clock;
    }

    /**
     * A time as seconds, a whole number where it is one; an ISO-8601 duration where it is finer
     * than the millisecond, which the reader would round when given seconds.
     */
    static Object seconds(Duration d) {
        if (d.getNano() % 1_000_000 != 0) {
            return d.toString();
        }
        if (d.getNano() == 0) {
            return d.getSeconds();
        }
        return BigDecimal.valueOf(d.toMillis(), 3).stripTrailingZeros();
    }

    /** The fields being written, with the game whose squares they name. */
    private static final class Out {
        private final Map<String, Object> map = new LinkedHashMap<>();
        private final GameKind game;

        Out(GameKind game) {
            this.game = game;
        }

        void put(String field, Object value) {
            map.put(field, value);
        }

        void flag(String field, boolean value) {
            if (value) {
                map.put(field, true);
            }
        }

        void list(String field, List<String> values) {
            if (!values.isEmpty()) {
                map.put(field, values);
            }
        }

        void square(String field, Square square) {
            map.put(field, name(square));
        }

        String name(Square square) {
            return game == GameKind.DRAUGHTS ? String.valueOf(DraughtsSquares.number(square)) : square.algebraic();
        }
    }
}
