package org.arbiter.service.web.pages;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.Comparison;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Replay;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.JsonLines;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.web.pages.ReviewView.Frame;
import org.arbiter.service.web.pages.ReviewView.Hand;
import org.arbiter.service.web.pages.ReviewView.LineError;
import org.arbiter.service.web.pages.ReviewView.MoveView;
import org.arbiter.service.web.pages.ReviewView.Parting;
import org.arbiter.service.web.pages.ReviewView.RulingWords;

/**
 * Builds the review of one game by replaying it through the law engine, so an uploaded sequence
 * and a stored game are reviewed alike.
 */
final class ReviewBook {
    /** One line to review: its number, and its fields, or the error that made it unreadable. */
    record Line(int number, Map<String, Object> fields, SequenceError unreadable) {
    }

    private ReviewBook() {
    }

    /** Reviews an uploaded contested sequence (JSON Lines); a bad header is an error, a bad later line ends the review. */
    static ReviewView ofUpload(String body, JsonInput input) {
        return ofUpload(body, input, Optional.empty(), Optional.empty());
    }

    /** As {@link #ofUpload(String, JsonInput)}, ruled under {@code code} (and {@code supplement}) when given. */
    static ReviewView ofUpload(String body, JsonInput input, Optional<String> code, Optional<String> supplement) {
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
        return review(null, headerFields, lines, code, supplement);
    }

    /**
     * Reviews the lines up to the first that is unreadable or cannot happen, which {@code error} then
     * names. With {@code code} (and {@code supplement}) the same acts are ruled under that code, and
     * the acts at which it parts from the header's code are listed, as the law engine compares them.
     */
    static ReviewView review(String gameId, Map<String, Object> headerFields, List<Line> lines,
                             Optional<String> code, Optional<String> supplement) {
        Header played = SequenceReader.header(Map.of("header", headerFields), 1);
        Header header = code.isPresent() ? played.ruledBy(code.get(), supplement) : played;
        Replay replay = code.isPresent() ? GameReplay.reruling(header) : GameReplay.start(header);
        Rulebook book = replay.rulebook();
        String startFen = replay.state().fen();

        List<Frame> frames = new ArrayList<>();
        List<RulingWords> allRulings = new ArrayList<>();
        LineError error = null;
        for (Line line : lines) {
            Replay.Frame frame;
            try {
                if (line.unreadable() != null) {
                    throw line.unreadable();
                }
                frame = replay.apply(SequenceReader.action(line.fields(), line.number(), header.game()), line.number());
            } catch (SequenceError e) {
                error = new LineError(e.line(), e.field(), e.reason(), e.getMessage());
                break;
            }
            GameState state = frame.state();
            MoveView lastMove = state.lastMade().map(ReviewBook::move).orElse(null);
            MoveView move = lastMove != null && lastMove.seq() == frame.seq() ? lastMove : null;
            List<RulingWords> rulings = words(book, frame.rulings());
            allRulings.addAll(rulings);
            frames.add(new Frame(frame.seq(), line.number(), frame.action().act(), line.fields(), state.fen(),
                    state.result().text(), state.termination().orElse(null), move, lastMove,
                    state.hand().map(h -> new Hand(h.man(), h.from(), h.on())).orElse(null), state.touched(), rulings,
                    words(book, frame.notices())));
        }
        GameState end = replay.state();
        return new ReviewView(gameId, headerFields, label(header), label(played), Rulebooks.codes(header.game()),
                header.white(), header.black(), header.event().orElse(null), header.round().orElse(null), startFen,
                end.result().text(), end.termination().orElse(null), frames, allRulings,
                partings(played, header, lines), replay.pgn(tags(header)), error);
    }

    private static String label(Header header) {
        return header.code() + header.supplement().map(s -> "+" + s).orElse("");
    }

    /** Where the code ruled under parts from the code played under, over every readable line. */
    private static List<Parting> partings(Header played, Header ruled, List<Line> lines) {
        if (label(played).equals(label(ruled))) {
            return List.of();
        }
        List<Action> actions = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (Line line : lines) {
            if (line.unreadable() != null) {
                break;
            }
            try {
                actions.add(SequenceReader.action(line.fields(), line.number()));
            } catch (SequenceError e) {
                break;
            }
            numbers.add(line.number());
        }
        Comparison compared = Comparison.of(new ContestedSequence(played, 1, actions, numbers),
                List.of(label(played), label(ruled)));
        return compared.partings().stream()
                .map(p -> new Parting(p.seq(), p.rulings(), p.results(), p.positions())).toList();
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

    /** A move on the record: its squares, SAN for a legal move (null for an illegal transfer), who made it, and when. */
    private static MoveView move(MoveRecord.Entry e) {
        return new MoveView(e.from(), e.to(), e.san(), e.mover().label(), e.seq());
    }

    private static List<RulingWords> words(Rulebook book, List<Ruling> rulings) {
        return rulings.stream().map(r -> new RulingWords(r.seq(), r.law(), r.text(), r.position(),
                book.lawText(r.law()), book.summarises(r.law()))).toList();
    }
}
