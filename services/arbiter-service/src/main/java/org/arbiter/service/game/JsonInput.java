package org.arbiter.service.game;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.JsonLines;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.Reading;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.TooManyActs;
import org.springframework.stereotype.Component;

/**
 * Reads what arbiters send, over HTTP or Kafka, into a {@link Submission}: JSON (one object, or an
 * array of actions) or JSON Lines (a contested-sequence file, with or without its header line).
 * Jackson reads the JSON; the law engine's reader checks each field, the contract's limits and
 * that no field is unknown ({@link Reading#SENT}). A body nested deeper than {@link #MAX_DEPTH} is
 * refused with that limit named: no act of the contract nests more than three levels. A field given
 * twice is refused naming it, as {@code ./arbiter replay} refuses it, rather than read as its last value.
 */
@Component
public class JsonInput {
    static final int MAX_DEPTH = 32;
    /**
     * The most acts one request may hold (docs/contested-sequence.md, limits). A batch is one
     * transaction that takes its events' global indexes one by one while other games commit; the
     * tracking processors then wait on the gaps it leaves and hand out every other game's events only
     * after all of its own: 10,000 acts held every live board for minutes (issue 45).
     */
    public static final int MAX_ACTS = 500;

    private final ObjectMapper mapper = new ObjectMapper(JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build()).build())
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS);

    /**
     * The text of a body as it was sent: UTF-8, strictly. Bytes that are not UTF-8 are refused
     * naming their line, where a lenient decoder would store a replacement character in their place.
     */
    public static String text(byte[] body) {
        if (body == null) {
            return "";
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(body);
        CharBuffer out = CharBuffer.allocate(body.length);
        if (decoder.decode(in, out, true).isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                line += body[i] == '\n' ? 1 : 0;
            }
            throw new SequenceError(line, null, "not valid UTF-8 (byte " + (in.position() + 1) + " of the body)");
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /** A JSON body: an object (a header, or one action) or an array of actions, numbered from 1. */
    public Submission json(String body) {
        Object value = parse(body, 1);
        if (!(value instanceof List<?>)) {
            Limits.line(body, 1);
        }
        if (value instanceof List<?> list) {
            if (list.size() > MAX_ACTS) {
                throw new TooManyActs(MAX_ACTS + 1, MAX_ACTS);
            }
            List<ActionLine> actions = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                sized(list.get(i), i + 1);
                actions.add(action(list.get(i), i + 1, null));
            }
            return new Submission(Optional.empty(), null, actions);
        }
        Map<String, Object> object = object(value, 1);
        if (object.containsKey("header")) {
            return header(object, 1, List.of());
        }
        return new Submission(Optional.empty(), null, List.of(action(object, 1, null)));
    }

    /** A JSON Lines body, numbered by line: an optional header line first, then actions. */
    public Submission lines(String body) {
        Map<String, Object> header = null;
        int headerLine = 0;
        GameKind game = GameKind.CHESS;
        List<ActionLine> actions = new ArrayList<>();
        for (JsonLines.Line line : JsonLines.split(body == null ? "" : body)) {
            Map<String, Object> object = object(line.text(), line.number());
            if (header == null && actions.isEmpty() && object.containsKey("header")) {
                header = object;
                headerLine = line.number();
                game = SequenceReader.header(object, line.number(), Reading.SENT).game();
            } else if (actions.size() == MAX_ACTS) {
                throw new TooManyActs(line.number(), MAX_ACTS);
            } else {
                actions.add(action(object, line.number(), null, game));
            }
        }
        return header == null ? new Submission(Optional.empty(), null, actions) : header(header, headerLine, actions);
    }

    /** One JSON object, such as a record of the actions topic (an action, or a header). */
    public Map<String, Object> object(String text) {
        return object(text, 1);
    }

    /** One JSON object standing on line {@code line} of what was sent. */
    public Map<String, Object> object(String text, int line) {
        Object value = parse(text, line);
        Limits.line(text, line);
        return object(value, line);
    }

    /**
     * Reads an action's fields before the game it is for is known; {@code deliveryId} makes an action
     * without an id idempotent. An act that reads as an act of chess or of draughts passes (their
     * squares, {@code e4} and {@code 15}, never look alike), and the game's aggregate reads it again
     * as an act of its own game; one that reads as neither is refused with the chess reading's error.
     */
    public ActionLine action(Object value, int line, String deliveryId) {
        try {
            return action(value, line, deliveryId, GameKind.CHESS);
        } catch (SequenceError chess) {
            try {
                return action(value, line, deliveryId, GameKind.DRAUGHTS);
            } catch (SequenceError draughts) {
                throw chess;
            }
        }
    }

    /** As {@link #action(Object, int, String)}, for an act of {@code game}, whose squares it reads. */
    public ActionLine action(Object value, int line, String deliveryId, GameKind game) {
        Map<String, Object> fields = object(value, line);
        return new ActionLine(line, fields, SequenceReader.action(fields, line, game, Reading.SENT), deliveryId);
    }

    /** Reads a header object ({@code {"header": {...}}}). */
    public Submission header(Map<String, Object> object, int line, List<ActionLine> actions) {
        Header header = SequenceReader.header(object, line, Reading.SENT);
        Object fields = object.get("header");
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) fields;
        return new Submission(Optional.of(header), map, actions);
    }

    /** One act of a JSON array, measured as the line it would be in JSON Lines. */
    private void sized(Object act, int line) {
        try {
            Limits.lineBytes(mapper.writeValueAsBytes(act).length, line);
        } catch (JsonProcessingException e) {
            throw new SequenceError(line, null, "not JSON: " + e.getOriginalMessage());
        }
    }

    private Object parse(String text, int line) {
        try {
            return mapper.readValue(text == null ? "" : text, Object.class);
        } catch (StreamConstraintsException e) {
            throw new SequenceError(line, null, e.getOriginalMessage().startsWith("Number value length")
                    ? "a number of more than " + StreamReadConstraints.DEFAULT_MAX_NUM_LEN + " digits, the limit"
                    : "the JSON is nested deeper than " + MAX_DEPTH + " levels, the limit");
        } catch (JsonProcessingException e) {
            if (e.getOriginalMessage().startsWith("Duplicate field") && e.getProcessor() instanceof JsonParser parser) {
                throw new SequenceError(line, parser.getParsingContext().getCurrentName(), "appears twice");
            }
            throw new SequenceError(line, null, "not JSON: " + e.getOriginalMessage()
                    + (e.getLocation() == null ? "" : " at column " + e.getLocation().getColumnNr()));
        }
    }

    private static Map<String, Object> object(Object value, int line) {
        if (!(value instanceof Map<?, ?> map)) {
            throw new SequenceError(line, null, "expected a JSON object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> object = (Map<String, Object>) map;
        return object;
    }
}
