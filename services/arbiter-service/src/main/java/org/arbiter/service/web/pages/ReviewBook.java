package org.arbiter.service.web.pages;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Ruling;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;

/**
 * What the review page shows of one game: every action with the board after it, the man in hand
 * and the touched men, the rulings with the words of the law they cite, and the record as PGN
 * with the rulings as comments. Built by replaying the game through the law engine, so an
 * uploaded sequence and a stored game are reviewed alike.
 */
final class ReviewBook {
    /** The acts that move men as a whole move, recorded or not. */
    private static final Set<String> MOVES = Set.of("move", "adopt", "communicate");

    private ReviewBook() {
    }

    /**
     * Reviews a stored game: its header line ({@code {"header": {...}}}) and its accepted actions
     * as JSON text, in order.
     */
    static Map<String, Object> of(String gameId, String headerLine, List<String> actions) {
        List<Integer> lines = new ArrayList<>();
        for (int i = 1; i <= actions.size(); i++) {
            lines.add(i);
        }
        return build(gameId, headerLine, actions, lines);
    }

    /** Reviews an uploaded contested sequence (JSON Lines, as the spec reads them). */
    static Map<String, Object> ofSequence(String jsonl) {
        String headerLine = null;
        List<String> actions = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        String[] raw = jsonl.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (headerLine == null) {
                headerLine = line;
            } else {
                actions.add(line);
                lines.add(i + 1);
            }
        }
        if (headerLine == null) {
            throw new SequenceError(1, "header", "the file has no header object");
        }
        return build(null, headerLine, actions, lines);
    }

    private static Map<String, Object> build(String gameId, String headerLine, List<String> actions, List<Integer> lines) {
        Header header = SequenceReader.header(headerLine, 0);
        Replay replay = new Replay(header);
        Rulebook book = replay.rulebook();
        String startFen = replay.state().fen();
        GameRecord record = new GameRecord(Position.fromFen(startFen));

        List<Object> frames = new ArrayList<>();
        List<Object> allRulings = new ArrayList<>();
        Map<String, Object> error = null;
        Position before = Position.fromFen(startFen);
        Map<String, Object> lastMove = null;
        for (int i = 0; i < actions.size(); i++) {
            int line = lines.get(i);
            Replay.Frame frame;
            try {
                frame = replay.apply(SequenceReader.action(actions.get(i), line), line);
            } catch (SequenceError e) {
                // An upload is reviewed up to its first bad line, as the replay command keeps what came before it.
                error = new LinkedHashMap<>();
                error.put("line", e.line());
                error.put("field", e.field());
                error.put("reason", e.reason());
                error.put("message", e.getMessage());
                break;
            }
            Position now = Position.fromFen(frame.state().fen());
            var completed = record.observe(frame.seq(), now, frame.rulings());
            Map<String, Object> move = completed.map(ReviewBook::move).orElse(null);
            if (move == null && MOVES.contains(frame.action().act()) && !now.placement().equals(before.placement())) {
                move = unrecorded(before, now, frame);
            }
            if (move != null) {
                lastMove = move;
            } else if (!now.placement().equals(before.placement())) {
                // The men changed without a move (a restoration, a penalty, the hand at work):
                // the last move is the last one on the record.
                lastMove = record.last().map(ReviewBook::move).orElse(null);
            }
            before = now;

            Map<String, Object> f = frame(book, frame, line, object(actions.get(i), line), move, lastMove);
            allRulings.addAll((List<?>) f.get("rulings"));
            frames.add(f);
        }

        GameState end = replay.state();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", gameId);
        out.put("header", object(headerLine, 0).get("header"));
        out.put("code", header.code());
        out.put("codes", Rulebooks.codes());
        out.put("white", header.white());
        out.put("black", header.black());
        out.put("event", header.event().orElse(null));
        out.put("round", header.round().orElse(null));
        out.put("startFen", startFen);
        out.put("result", end.result().text());
        out.put("termination", end.termination().orElse(null));
        out.put("frames", frames);
        out.put("rulings", allRulings);
        out.put("pgn", record.pgn(tags(header), end.result().text()));
        out.put("error", error);
        return out;
    }

    /** One instant of the review: the action, the board after it, the hand, and the rulings with the law's words. */
    private static Map<String, Object> frame(Rulebook book, Replay.Frame frame, int line, Map<String, Object> action,
                                             Map<String, Object> move, Map<String, Object> lastMove) {
        GameState state = frame.state();
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("seq", frame.seq());
        f.put("line", line);
        f.put("act", frame.action().act());
        f.put("action", action);
        f.put("fen", state.fen());
        f.put("result", state.result().text());
        f.put("termination", state.termination().orElse(null));
        f.put("move", move);
        f.put("lastMove", lastMove);
        f.put("hand", state.hand().map(h -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("man", h.man());
            m.put("from", h.from());
            m.put("on", h.on());
            return m;
        }).orElse(null));
        f.put("touched", state.touched());
        f.put("rulings", rulings(book, frame.rulings()));
        f.put("notices", rulings(book, frame.notices()));
        return f;
    }

    private static Map<String, String> tags(Header header) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", header.event().orElse("?"));
        tags.put("Site", "?");
        tags.put("Date", "????.??.??");
        tags.put("Round", header.round().orElse("?"));
        tags.put("White", header.white());
        tags.put("Black", header.black());
        return tags;
    }

    private static Map<String, Object> move(GameRecord.Entry e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("from", e.from());
        m.put("to", e.to());
        m.put("san", e.san());
        m.put("by", e.mover().label());
        m.put("seq", e.seq());
        return m;
    }

    /**
     * A move made at the board that did not go on the record (illegal, or out of turn): the
     * squares its maker's men left and reached, so that the board can show it.
     */
    private static Map<String, Object> unrecorded(Position before, Position now, Replay.Frame frame) {
        Color mover = switch (frame.action().by()) {
            case WHITE -> Color.WHITE;
            case BLACK -> Color.BLACK;
            case ARBITER -> before.sideToMove();
        };
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("from", GameRecord.changed(before, now, mover));
        m.put("to", GameRecord.changed(now, before, mover));
        m.put("san", null);
        m.put("by", mover.label());
        m.put("seq", frame.seq());
        return m;
    }

    private static List<Object> rulings(Rulebook book, List<Ruling> rulings) {
        List<Object> list = new ArrayList<>();
        for (Ruling r : rulings) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seq", r.seq());
            m.put("law", r.law());
            m.put("text", r.text());
            m.put("position", r.position());
            m.put("words", book.lawText(r.law()));
            list.add(m);
        }
        return list;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(String json, int line) {
        try {
            return (Map<String, Object>) Json.parse(json);
        } catch (JsonError | ClassCastException e) {
            throw new SequenceError(line, null, "expected a JSON object");
        }
    }
}
