package org.arbiter.board;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtDecoder;
import org.arbiter.board.dgt.DgtMessage;
import org.arbiter.board.dgt.DgtProblem;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;
import org.arbiter.law.sequence.Limits;

/**
 * A board's recording to the lines of a contested sequence: the header line, then the acts. Bad
 * input stops the reading at the first fault, which is returned with everything read before it.
 */
public final class Ingest {
    /** The two forms of a recording: DGT bytes (a capture or raw), or the JSON Lines of board fields. */
    public enum Format {
        DGT, FIELDS;

        public static Format parse(String text) {
            for (Format f : values()) {
                if (f.name().equalsIgnoreCase(text)) {
                    return f;
                }
            }
            throw new IllegalArgumentException("not a format: '" + text + "' (expected dgt or fields)");
        }

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The header line, the acts and comment lines, and the fault that stopped the reading, if any. */
    public record Result(String header, List<BoardAct> acts, Optional<IngestError> error) {
        public Result {
            acts = List.copyOf(acts);
        }

        /** Every line as written, header first. */
        public List<String> lines() {
            List<String> lines = new ArrayList<>(acts.size() + 1);
            lines.add(header);
            acts.forEach(a -> lines.add(a.line()));
            return lines;
        }

        public String text() {
            return String.join("\n", lines()) + "\n";
        }
    }

    private record Read(List<Observation> observations, Optional<IngestError> error) {
    }

    private Ingest() {
    }

    /**
     * Reads {@code input}; {@code headerJson} holds the header's fields ({@code {}} when null), and its
     * {@code start} is where the men stand before the first change.
     *
     * @throws IngestError when the header itself cannot be read
     */
    public static Result run(byte[] input, Format format, String headerJson, Settings settings) {
        Map<String, Object> header = header(headerJson);
        Position start = start(header);
        Read read = format == Format.DGT ? dgt(input, settings.whiteOnLeft())
                : fields(input);
        FieldChanges.Reading reading = FieldChanges.read(FieldChanges.Start.of(start),
                ClockSide.read(start, read.observations), settings);
        // the acts were read from the board as first dumped: the sequence starts there too, or its replay would part from the board
        reading.dumpedStart().ifPresent(dumped -> header.put("start", dumped.fen()));
        return new Result("{\"header\": " + Json.write(header, Json.Spacing.SPACED) + "}", reading.lines(), read.error);
    }

    private static Map<String, Object> header(String text) {
        Object parsed;
        try {
            parsed = Json.parse(text == null ? "{}" : text);
        } catch (JsonError e) {
            throw new IngestError("--header", "not JSON: " + e.getMessage());
        }
        if (!(parsed instanceof Map<?, ?> m)) {
            throw new IngestError("--header", "expected a JSON object of header fields, such as {\"white\": \"Steinitz\"}");
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        m.forEach((k, v) -> fields.put((String) k, v));
        return fields;
    }

    private static Position start(Map<String, Object> header) {
        Object start = header.get("start");
        if (start == null || "initial".equals(start)) {
            return Position.initial();
        }
        if (!(start instanceof String fen)) {
            throw new IngestError("--header", "\"start\" must be \"initial\" or a FEN");
        }
        try {
            return Position.fromFen(fen);
        } catch (IllegalArgumentException e) {
            throw new IngestError("--header", e.getMessage());
        }
    }

    private static Read dgt(byte[] input, boolean whiteOnLeft) {
        DgtDecoder.Decoded decoded = DgtCapture.decode(input);
        long stop = decoded.problems().stream().mapToLong(DgtProblem::offset).min().orElse(Long.MAX_VALUE);
        Optional<IngestError> error = decoded.problems().stream().filter(p -> p.offset() == stop).findFirst()
                .map(p -> new IngestError("byte " + p.offset(), p.reason()));
        List<Observation> observations = new ArrayList<>();
        long last = 0;
        for (DgtMessage m : decoded.messages()) {
            if (m.offset() >= stop) {
                break;
            }
            if (m.at() < last) {
                error = Optional.of(new IngestError("byte " + m.offset(), "the read's time " + m.at()
                        + " ms is earlier than the one before it, " + last + " ms"));
                break;
            }
            last = m.at();
            observation(m, whiteOnLeft).ifPresent(observations::add);
        }
        return new Read(observations, error);
    }

    static Optional<Observation> observation(DgtMessage m, boolean whiteOnLeft) {
        if (m instanceof DgtMessage.FieldUpdate u) {
            // Codes 13 to 15 are DGT's "magic pieces", result tokens and not men: they change nothing.
            return u.code() > 12 ? Optional.empty() : Optional.of(new Observation.SquareChange(u.at(), u.square(), u.piece()));
        }
        if (m instanceof DgtMessage.BoardDump d) {
            Map<Square, Piece> men = new EnumMap<>(Square.class);
            for (Square s : Square.values()) {
                d.pieceAt(s).ifPresent(p -> men.put(s, p));
            }
            return Optional.of(new Observation.BoardScan(d.at(), men));
        }
        if (m instanceof DgtMessage.ClockUpdate c && !c.ack() && !c.noClock()) {
            Color left = whiteOnLeft ? Color.WHITE : Color.BLACK;
            Optional<Color> running = !c.running() ? Optional.empty()
                    : c.leftTurn() ? Optional.of(left) : c.rightTurn() ? Optional.of(left.opposite()) : Optional.empty();
            return Optional.of(new Observation.ClockReading(c.at(), running,
                    Optional.of(whiteOnLeft ? c.left() : c.right()), Optional.of(whiteOnLeft ? c.right() : c.left())));
        }
        return Optional.empty();
    }

    /**
     * The board fields of {@code input}, UTF-8 strictly: a line that is not stops the reading there,
     * as any bad line does, where a lenient decoder would read a replacement character in its place.
     */
    private static Read fields(byte[] input) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(input);
        if (!decoder.decode(in, CharBuffer.allocate(input.length), true).isError()) {
            return fields(new String(input, StandardCharsets.UTF_8));
        }
        int bad = in.position();
        int lineStart = 0;
        int line = 1;
        for (int i = 0; i < bad; i++) {
            if (input[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        Read before = fields(new String(input, 0, lineStart, StandardCharsets.UTF_8));
        return before.error.isPresent() ? before : new Read(before.observations,
                Optional.of(new IngestError("line " + line, "not valid UTF-8 (byte " + (bad + 1) + " of the input)")));
    }

    private static Read fields(String text) {
        List<Observation> observations = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        long last = 0;
        for (int n = 1; n <= lines.length; n++) {
            String line = lines[n - 1].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                Observation o = field(line);
                if (o.at() < last) {
                    throw new IllegalArgumentException("\"at\" " + o.at() + " is earlier than the line before it, " + last);
                }
                last = o.at();
                observations.add(o);
            } catch (IllegalArgumentException e) {
                return new Read(observations, Optional.of(new IngestError("line " + n, e.getMessage())));
            }
        }
        return new Read(observations, Optional.empty());
    }

    /** The latest a report may say it came: the contract's longest time, so that no clock's arithmetic overflows. */
    static final long LATEST = Limits.TIME_DAYS * 86_400_000L;

    static Observation field(String line) {
        Object parsed;
        try {
            parsed = Json.parse(line);
        } catch (JsonError e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage(), e);
        }
        if (!(parsed instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException("expected a JSON object");
        }
        if (!(m.get("at") instanceof Number n) || !(n.doubleValue() >= 0 && n.doubleValue() <= LATEST)) {
            throw new IllegalArgumentException("\"at\" must be the milliseconds since the start of the recording, a number of 0 "
                    + "to " + LATEST + " (" + Limits.TIME_DAYS / 365 + " years)");
        }
        long at = Math.round(n.doubleValue());
        if (m.get("board") instanceof String board) {
            if (board.length() != 64) {
                throw new IllegalArgumentException("\"board\" must give the 64 squares from a8 to h1, not " + board.length());
            }
            Map<Square, Piece> men = new EnumMap<>(Square.class);
            for (int i = 0; i < 64; i++) {
                char c = board.charAt(i);
                if (c != '.') {
                    men.put(DgtMessage.square(i), piece(String.valueOf(c)));
                }
            }
            return new Observation.BoardScan(at, men);
        }
        if (m.containsKey("board")) {
            throw new IllegalArgumentException("\"board\" must be a string of 64 characters");
        }
        if (!(m.get("square") instanceof String square)) {
            throw new IllegalArgumentException("expected \"square\" and \"piece\", or \"board\"");
        }
        Square s = Square.parse(square);
        if (!(m.get("piece") instanceof String piece)) {
            throw new IllegalArgumentException("\"piece\" must be the FEN letter of the man now on " + s + ", or \"\"");
        }
        return new Observation.SquareChange(at, s, piece.isEmpty() ? Optional.empty() : Optional.of(piece(piece)));
    }

    private static Piece piece(String letter) {
        if (letter.length() != 1 || "PNBRQKpnbrqk".indexOf(letter.charAt(0)) < 0) {
            throw new IllegalArgumentException("'" + letter + "' is not the FEN letter of a man (PNBRQK, pnbrqk)");
        }
        return Piece.fromFenChar(letter.charAt(0));
    }
}
