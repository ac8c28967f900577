package org.arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtDecoder;
import org.arbiter.board.dgt.DgtMessage;
import org.arbiter.board.dgt.DgtProblem;
import org.arbiter.chess.Position;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;

/**
 * A board read while the game is played: its reports arrive a few at a time, and each act is
 * handed out once no later report can change it, which is once the debounce time has passed since
 * it (a square emptied is not a lift until it has stayed empty that long; a man put down is not
 * released until the board has been still that long). The acts are those {@link FieldChanges}
 * reads off every report so far, so a live board and {@code ingest} of its whole recording agree.
 *
 * <p>Time is the recording's: milliseconds since its start. Reports carry their own times (a
 * capture's reads, the fields' {@code at}) or are stamped when they arrive (raw DGT bytes, whose
 * protocol carries none); an empty read, or a fields line with {@code at} alone, says that
 * nothing changed until then. A report that cannot be read stops its batch: what came before it
 * is kept, and the problem is returned with its offset (or line) and reason.
 */
public final class LiveBoard {
    /** The acts that became final with a batch, numbered from {@code first} (0 for the board's first act). */
    public record Update(int first, List<BoardAct.Act> acts, Optional<IngestError> error) {
        public Update {
            acts = List.copyOf(acts);
        }
    }

    private final Position start;
    private final Settings settings;
    private final List<Observation> observations = new ArrayList<>();
    private final List<BoardAct.Act> delivered = new ArrayList<>();
    private DgtDecoder decoder = new DgtDecoder();
    private long streamOffset;
    private long now;
    private long last;
    private int revisions;
    /** The acts read off the first {@code computedFor} observations. */
    private List<BoardAct.Act> computed = List.of();
    private int computedFor;
    private int openFrom;
    private long openUntil = Long.MIN_VALUE;
    /** The reading starts at the last quiet moment whose acts are all handed out: its observation, where, and the acts before it. */
    private int baseIndex;
    private FieldChanges.Reading reading;
    private FieldChanges.Start base;
    private int baseActs;
    /** Whether the clock's sides are exchanged ({@link ClockSide}): empty until a running clock or a change is reported. */
    private Optional<Boolean> clockExchanged = Optional.empty();

    public LiveBoard(Position start, Settings settings) {
        this.start = start;
        this.settings = settings;
        this.base = FieldChanges.Start.of(start);
    }

    /**
     * DGT bytes: a capture fragment (the {@code DGTCAP1} signature, then reads with their times) or
     * raw serial bytes, which are stamped {@code receivedAt}. A message may be split across batches.
     */
    public synchronized Update dgt(byte[] body, long receivedAt) {
        List<Observation> read = new ArrayList<>();
        long base = streamOffset;
        streamOffset += body.length;
        Optional<IngestError> error;
        if (DgtCapture.isCapture(body)) {
            DgtCapture.Reads reads = DgtCapture.reads(body);
            error = Optional.empty();
            for (DgtCapture.Read r : reads.reads()) {
                error = decode(body, base, r.offset(), r.length(), r.at(), read);
                if (error.isPresent()) {
                    break;
                }
                now = Math.max(now, r.at());
            }
            if (error.isEmpty()) {
                error = reads.problem().map(p -> new IngestError("byte " + p.offset(), p.reason()));
            }
        } else {
            error = decode(body, base, 0, body.length, Math.max(receivedAt, last), read);
            now = Math.max(now, receivedAt);
        }
        return settle(read, error);
    }

    /**
     * Lines of board fields, the contract's JSON Lines ({@code {"at": 1530, "square": "e2", "piece": ""}}
     * or a {@code board} scan), and {@code {"at": N}} for "nothing changed until N".
     */
    public synchronized Update fields(List<String> lines) {
        List<Observation> read = new ArrayList<>();
        for (int n = 1; n <= lines.size(); n++) {
            String line = lines.get(n - 1).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                long heartbeat = heartbeat(line);
                if (heartbeat >= 0) {
                    now = Math.max(now, heartbeat);
                    continue;
                }
                Observation o = Ingest.field(line);
                if (o.at() < last) {
                    throw new IllegalArgumentException("\"at\" " + o.at() + " is earlier than the report before it, " + last);
                }
                last = o.at();
                now = Math.max(now, o.at());
                read.add(o);
            } catch (IllegalArgumentException e) {
                return settle(read, Optional.of(new IngestError("line " + n, e.getMessage())));
            }
        }
        return settle(read, Optional.empty());
    }

    /** Time passing with nothing reported (for reports stamped on arrival): acts may become final. */
    public synchronized Update tick(long at) {
        now = Math.max(now, at);
        return settle(List.of(), Optional.empty());
    }

    /** How often a later report changed an act already handed out (a board dump that re-read a turn). */
    public synchronized int revisions() {
        return revisions;
    }

    public synchronized int actsHandedOut() {
        return delivered.size();
    }

    /**
     * The acts read that are not final yet: they wait for the board to stay still for the debounce
     * time, which a later report (or, for bytes stamped on arrival, time passing) shows.
     */
    public synchronized int actsUnsettled() {
        return Math.max(0, computed.size() - delivered.size());
    }

    /** Decodes {@code length} bytes of {@code body} from {@code from}; {@code base} is where the body stands in the stream. */
    private Optional<IngestError> decode(byte[] body, long base, int from, int length, long at, List<Observation> read) {
        DgtDecoder.Decoded d = decoder.feed(body, from, length, base + from, at);
        long bad = d.problems().stream().mapToLong(DgtProblem::offset).min().orElse(Long.MAX_VALUE);
        for (DgtMessage m : d.messages()) {
            if (m.offset() >= bad) {
                break;
            }
            if (m.at() < last) {
                decoder = new DgtDecoder();
                return Optional.of(new IngestError("byte " + Math.max(0, m.offset() - base), "the read's time "
                        + m.at() + " ms is earlier than the report before it, " + last + " ms"));
            }
            last = m.at();
            Ingest.observation(m, settings.whiteOnLeft()).ifPresent(read::add);
        }
        if (bad == Long.MAX_VALUE) {
            return Optional.empty();
        }
        // What follows the fault is not read: the reader sends it again from the next message on.
        decoder = new DgtDecoder();
        DgtProblem p = d.problems().stream().filter(x -> x.offset() == bad).findFirst().orElseThrow();
        return Optional.of(new IngestError("byte " + Math.max(0, p.offset() - base), p.reason()));
    }

    private Update settle(List<Observation> read, Optional<IngestError> error) {
        int from = observations.size();
        observations.addAll(read);
        if (clockExchanged.isEmpty()) {
            // As ingest reads it: the side of the clock running before the first change is the side to move's.
            clockExchanged = ClockSide.exchanged(start, observations);
            from = 0;
        }
        if (clockExchanged.orElse(false)) {
            for (int i = from; i < observations.size(); i++) {
                observations.set(i, ClockSide.exchange(observations.get(i)));
            }
        }
        int first = delivered.size();
        if (computedFor != observations.size()) {
            computed = read(observations);
            computedFor = observations.size();
            if (!computed.subList(0, Math.min(first, computed.size())).equals(delivered)) {
                revisions++;
            }
        }
        List<BoardAct.Act> fresh = new ArrayList<>();
        for (int i = first; i < computed.size() && computed.get(i).at() + settings.debounceMillis() <= now
                && (i < openFrom || now > openUntil); i++) {
            fresh.add(computed.get(i));
        }
        delivered.addAll(fresh);
        moveBase();
        return new Update(first, fresh, error);
    }

    /**
     * The acts read from the last quiet moment on, after those handed out before it: a report costs
     * the same late in a game as early (the recording before that moment is not read again).
     */
    private List<BoardAct.Act> read(List<Observation> all) {
        List<BoardAct.Act> acts = new ArrayList<>(delivered.subList(0, baseActs));
        reading = FieldChanges.read(base, all.subList(baseIndex, all.size()), settings);
        openFrom = baseActs + reading.openFrom();
        openUntil = reading.openUntil();
        for (BoardAct a : reading.lines()) {
            if (a instanceof BoardAct.Act act) {
                acts.add(act);
            }
        }
        return acts;
    }

    /** Moves the reading's start to its last quiet moment once every act before that moment is handed out. */
    private void moveBase() {
        // Before the clock's side is known, its readings may yet be read the other way round.
        if (reading == null || reading.quiet().isEmpty() || clockExchanged.isEmpty()) {
            return;
        }
        FieldChanges.Quiet q = reading.quiet().get();
        if (baseActs + q.actsBefore() <= delivered.size()) {
            baseIndex += q.index();
            baseActs += q.actsBefore();
            base = q.start();
            reading = null;
        }
    }

    /** The time of a line that says only {@code {"at": N}}, or -1 for any other line. */
    private static long heartbeat(String line) {
        if (!line.contains("\"at\"") || line.contains("\"square\"") || line.contains("\"board\"")) {
            return -1;
        }
        Object parsed;
        try {
            parsed = Json.parse(line);
        } catch (JsonError e) {
            // not JSON: the reading of the line as a field names the fault
            return -1;
        }
        if (parsed instanceof Map<?, ?> m && m.size() == 1 && m.get("at") instanceof Number n && n.doubleValue() >= 0
                && n.doubleValue() <= Ingest.LATEST) {
            return Math.round(n.doubleValue());
        }
        return -1;
    }

}
