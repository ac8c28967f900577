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
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.JsonLines;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.web.pages.ReviewView.Frame;
import org.arbiter.service.web.pages.ReviewView.Hand;
import org.arbiter.service.web.pages.ReviewView.LineError;
import org.arbiter.service.web.pages.ReviewView.MoveView;
import org.arbiter.service.web.pages.ReviewView.RulingWords;

/**
 * Builds the review of one game by replaying it through the law engine, so an uploaded sequence
 * and a stored game are reviewed alike.
 */
final class ReviewBook {
    /** The acts that move men as a whole move, recorded or not. */
    private static final Set<String> MOVES = Set.of("move", "adopt", "communicate");

    /** One line to review: its number, and its fields, or the error that made it unreadable. */
    record Line(int number, Map<String, Object> fields, SequenceError unreadable) {
    }

    private ReviewBook() {
    }

    /** Reviews an uploaded contested sequence (JSON Lines); a bad header is an error, a bad later line ends the review. */
    static ReviewView ofUpload(String body, JsonInput input) {
        List<JsonLines.Line> raw = JsonLines.split(body);
        if (raw.isEmpty()) {
            throw new SequenceError(1, "header", "the file has no header object");
        }
        JsonLines.Line first = raw.get(0);
        if (!(input.object(first.text(), first.number()).get("header") instanceof Map<?, ?> fields)) {
            throw new SequenceError(first.number(), "header", "the first line must be {\"header\": {...}}");
        }
        List<Line> lines = new ArrayList<>();
        for (JsonLines.Line line : raw.subList(1, raw.size())) {
            try {
                lines.add(new Line(line.number(), input.object(line.text(), line.number()), null));
            } catch (SequenceError e) {
                lines.add(new Line(line.number(), null, e));
                break;
            }
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> headerFields = (Map<String, Object>) fields;
        return review(null, headerFields, lines);
    }

    /** Reviews the lines up to the first that is unreadable or cannot happen, which {@code error} then names. */
    static ReviewView review(String gameId, Map<String, Object> headerFields, List<Line> lines) {
        Header header = SequenceReader.header(Map.of("header", headerFields), 1);
        Replay replay = new Replay(header);
        Rulebook book = Rulebooks.of(header);
        String startFen = replay.state().fen();
        GameRecord record = new GameRecord(Position.fromFen(startFen));

        List<Frame> frames = new ArrayList<>();
        List<RulingWords> allRulings = new ArrayList<>();
        LineError error = null;
        Position before = Position.fromFen(startFen);
        MoveView lastMove = null;
        for (Line line : lines) {
            Replay.Frame frame;
            try {
                if (line.unreadable() != null) {
                    throw line.unreadable();
                }
                frame = replay.apply(SequenceReader.action(line.fields(), line.number()), line.number());
            } catch (SequenceError e) {
                error = new LineError(e.line(), e.field(), e.reason(), e.getMessage());
                break;
            }
            Position now = Position.fromFen(frame.state().fen());
            MoveView move = record.observe(frame.seq(), now, frame.rulings()).map(ReviewBook::move).orElse(null);
            if (move == null && MOVES.contains(frame.action().act()) && !now.placement().equals(before.placement())) {
                move = unrecorded(before, now, frame);
            }
            if (move != null) {
                lastMove = move;
            } else if (!now.placement().equals(before.placement())) {
                lastMove = record.last().map(ReviewBook::move).orElse(null);
            }
            before = now;
            GameState state = frame.state();
            List<RulingWords> rulings = words(book, frame.rulings());
            allRulings.addAll(rulings);
            frames.add(new Frame(frame.seq(), line.number(), frame.action().act(), line.fields(), state.fen(),
                    state.result(), state.termination().orElse(null), move, lastMove,
                    state.hand().map(h -> new Hand(h.man(), h.from(), h.on())).orElse(null), state.touched(), rulings,
                    words(book, frame.notices())));
        }
        GameState end = replay.state();
        return new ReviewView(gameId, headerFields, header.code(), Rulebooks.codes(), header.white(), header.black(),
                header.event().orElse(null), header.round().orElse(null), startFen, end.result(),
                end.termination().orElse(null), frames, allRulings, record.pgn(tags(header), end.result()), error);
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

    private static MoveView move(GameRecord.Entry e) {
        return new MoveView(e.from(), e.to(), e.san(), e.mover().label(), e.seq());
    }

    /** A move made at the board that did not go on the record (illegal, or out of turn), for the board to show. */
    private static MoveView unrecorded(Position before, Position now, Replay.Frame frame) {
        Color mover = switch (frame.action().by()) {
            case WHITE -> Color.WHITE;
            case BLACK -> Color.BLACK;
            case ARBITER -> before.sideToMove();
        };
        return new MoveView(GameRecord.changed(before, now, mover), GameRecord.changed(now, before, mover), null,
                mover.label(), frame.seq());
    }

    private static List<RulingWords> words(Rulebook book, List<Ruling> rulings) {
        return rulings.stream().map(r -> new RulingWords(r.seq(), r.law(), r.text(), r.position(),
                book.lawText(r.law()))).toList();
    }
}
