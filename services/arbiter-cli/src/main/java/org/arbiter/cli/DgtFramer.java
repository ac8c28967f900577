package org.arbiter.cli;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.arbiter.board.dgt.DgtDecoder;
import org.arbiter.board.dgt.DgtMessage;
import org.arbiter.board.dgt.DgtProblem;

/**
 * Cuts one connection's byte stream into the board's whole messages, byte for byte as the board
 * sent them. Only whole messages go to the service: a message cut short by a pulled cable, or line
 * noise between messages, would otherwise make the service's reading of the board stop at it.
 */
final class DgtFramer {
    /** Stray bytes kept while no message completes; more than any message of the protocol is noise. */
    private static final int MAX_TAIL = 1 << 16;

    /** One whole message: when its last byte arrived, its bytes, and what it says. */
    record Framed(long at, byte[] bytes, DgtMessage message) {
    }

    /** The messages and the malformed stretches of one read. */
    record Result(List<Framed> messages, List<DgtProblem> problems) {
    }

    private final DgtDecoder decoder = new DgtDecoder();
    /** The stream from {@code tailOffset} on: the start of a message not yet complete. */
    private final ByteArrayOutputStream tail = new ByteArrayOutputStream();
    private long tailOffset;
    private long offset;

    /** The messages completed by {@code n} bytes of {@code bytes}, read at {@code at} ms. */
    Result feed(byte[] bytes, int n, long at) {
        tail.write(bytes, 0, n);
        DgtDecoder.Decoded d = decoder.feed(bytes, 0, n, offset, at);
        offset += n;
        byte[] kept = tail.toByteArray();
        List<Framed> framed = new ArrayList<>();
        long end = tailOffset;
        for (DgtMessage m : d.messages()) {
            int from = (int) (m.offset() - tailOffset);
            int length = length(m);
            end = m.offset() + length;
            if (!(m instanceof DgtMessage.Other)) {
                framed.add(new Framed(at, Arrays.copyOfRange(kept, from, from + length), m));
            }
        }
        int drop = (int) Math.max(end - tailOffset, kept.length - MAX_TAIL);
        if (drop > 0) {
            tail.reset();
            tail.write(kept, drop, kept.length - drop);
            tailOffset += drop;
        }
        return new Result(framed, d.problems());
    }

    /** What the stream left unfinished when the connection ended: a message cut short, stray bytes. */
    List<DgtProblem> finish() {
        return decoder.finish();
    }

    private static int length(DgtMessage m) {
        return switch (m) {
            case DgtMessage.BoardDump d -> 67;
            case DgtMessage.FieldUpdate f -> 5;
            case DgtMessage.ClockUpdate c -> 10;
            case DgtMessage.Other o -> o.length();
        };
    }
}
