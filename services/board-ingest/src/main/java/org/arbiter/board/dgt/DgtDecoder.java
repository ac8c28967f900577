package org.arbiter.board.dgt;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the board's byte stream as it arrives, in reads of any size, into messages. A message is
 * an id byte with its high bit set, two size bytes of 7 bits each (the total length, header
 * included) and data bytes with the high bit clear; since only an id has the high bit set, a
 * stray byte or a message cut short is reported with its offset and reading picks up at the next id.
 */
public final class DgtDecoder {
    /** The messages and problems of one read, each in stream order. */
    public record Decoded(List<DgtMessage> messages, List<DgtProblem> problems) {
        public Decoded {
            messages = List.copyOf(messages);
            problems = List.copyOf(problems);
        }
    }

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream(80);
    private long start = -1;
    private long strayFrom = -1;
    private int strays;

    /** Feeds {@code length} bytes of {@code bytes} from {@code from}; {@code offset} is where the first stands in the stream. */
    public Decoded feed(byte[] bytes, int from, int length, long offset, long at) {
        List<DgtMessage> messages = new ArrayList<>();
        List<DgtProblem> problems = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            int b = bytes[from + i] & 0xFF;
            long here = offset + i;
            if ((b & 0x80) != 0) {
                endStrays(problems);
                if (start >= 0) {
                    problems.add(new DgtProblem(start, describeId(pendingId()) + " cut short after " + pending.size()
                            + " of " + (pending.size() >= 3 ? declared() : "?") + " bytes by a new message id at byte " + here));
                }
                pending.reset();
                pending.write(b);
                start = here;
                continue;
            }
            if (start < 0) {
                if (strays++ == 0) {
                    strayFrom = here;
                }
                continue;
            }
            pending.write(b);
            if (pending.size() == 3) {
                String wrong = checkSize(pendingId(), declared());
                if (wrong != null) {
                    problems.add(new DgtProblem(start, wrong));
                    pending.reset();
                    start = -1;
                    continue;
                }
            }
            if (pending.size() >= 3 && pending.size() == declared()) {
                complete(at, messages, problems);
            }
        }
        return new Decoded(messages, problems);
    }

    /** The problem of a stream that ends inside a message or in stray bytes, if it does. */
    public List<DgtProblem> finish() {
        List<DgtProblem> problems = new ArrayList<>();
        endStrays(problems);
        if (start >= 0) {
            problems.add(new DgtProblem(start, "the stream ends inside " + describeId(pendingId()) + " after "
                    + pending.size() + " bytes"));
            pending.reset();
            start = -1;
        }
        return problems;
    }

    private void endStrays(List<DgtProblem> problems) {
        if (strays > 0) {
            problems.add(new DgtProblem(strayFrom, strays + (strays == 1 ? " stray byte" : " stray bytes")
                    + " outside any message (a message starts with a byte of high bit set)"));
            strays = 0;
        }
    }

    private int pendingId() {
        return pending.toByteArray()[0] & 0xFF;
    }

    private int declared() {
        byte[] b = pending.toByteArray();
        return (b[1] << 7) | b[2];
    }

    private static String checkSize(int id, int size) {
        int fixed = switch (id) {
            case DgtMessage.BOARD_DUMP -> 67;
            case DgtMessage.BWTIME -> 10;
            case DgtMessage.FIELD_UPDATE -> 5;
            default -> -1;
        };
        if (fixed > 0 && size != fixed) {
            return describeId(id) + " declares " + size + " bytes; the protocol fixes it at " + fixed;
        }
        if (fixed < 0 && !known(id)) {
            return "unknown message id 0x" + Integer.toHexString(id).toUpperCase(java.util.Locale.ROOT);
        }
        if (size < 3) {
            return describeId(id) + " declares " + size + " bytes, fewer than its 3-byte header";
        }
        return null;
    }

    /** The ids dgtbrd.h lists for messages from the board: 0x80 or'ed with the id code. */
    private static boolean known(int id) {
        int code = id & 0x7F;
        return code == 0x06 || (code >= 0x0D && code <= 0x15) || code == 0x20 || code == 0x22;
    }

    private static String describeId(int id) {
        return switch (id) {
            case DgtMessage.BOARD_DUMP -> "a board dump (0x86)";
            case DgtMessage.BWTIME -> "a clock message (0x8D)";
            case DgtMessage.FIELD_UPDATE -> "a field update (0x8E)";
            default -> "message 0x" + Integer.toHexString(id).toUpperCase(java.util.Locale.ROOT);
        };
    }

    private void complete(long at, List<DgtMessage> messages, List<DgtProblem> problems) {
        byte[] m = pending.toByteArray();
        long offset = start;
        pending.reset();
        start = -1;
        int id = m[0] & 0xFF;
        switch (id) {
            case DgtMessage.BOARD_DUMP -> {
                int[] codes = new int[64];
                for (int i = 0; i < 64; i++) {
                    codes[i] = m[3 + i];
                    if (!DgtPieces.valid(codes[i])) {
                        problems.add(new DgtProblem(offset, "a board dump gives field " + i + " the piece code " + codes[i]
                                + "; codes run from 0 to 15"));
                        return;
                    }
                }
                messages.add(new DgtMessage.BoardDump(at, offset, codes));
            }
            case DgtMessage.FIELD_UPDATE -> {
                int field = m[3];
                int code = m[4];
                if (field > 63 || !DgtPieces.valid(code)) {
                    problems.add(new DgtProblem(offset, "a field update for field " + field + " with piece code " + code
                            + "; fields run from 0 to 63 and codes from 0 to 15"));
                    return;
                }
                messages.add(new DgtMessage.FieldUpdate(at, offset, field, code));
            }
            case DgtMessage.BWTIME -> clock(at, offset, m, messages, problems);
            default -> messages.add(new DgtMessage.Other(at, offset, id, m.length));
        }
    }

    private static void clock(long at, long offset, byte[] m, List<DgtMessage> messages, List<DgtProblem> problems) {
        boolean ack = (m[3] & 0x0F) == 0x0A || (m[6] & 0x0F) == 0x0A;
        int status = m[9];
        if (ack) {
            messages.add(new DgtMessage.ClockUpdate(at, offset, Duration.ZERO, Duration.ZERO, false, false, false, false, true));
            return;
        }
        Duration right = time(m[3] & 0x0F, m[4], m[5]);
        Duration left = time(m[6] & 0x0F, m[7], m[8]);
        if (right == null || left == null) {
            problems.add(new DgtProblem(offset, "a clock message whose minutes or seconds are not two BCD digits of 0 to 59"));
            return;
        }
        messages.add(new DgtMessage.ClockUpdate(at, offset, left, right, (status & 0x01) != 0, (status & 0x08) != 0,
                (status & 0x10) != 0, (status & 0x20) != 0, false));
    }

    private static Duration time(int hours, int minutesBcd, int secondsBcd) {
        int minutes = bcd(minutesBcd);
        int seconds = bcd(secondsBcd);
        if (hours > 9 || minutes < 0 || seconds < 0) {
            return null;
        }
        return Duration.ofHours(hours).plusMinutes(minutes).plusSeconds(seconds);
    }

    private static int bcd(int b) {
        int tens = (b >> 4) & 0x0F;
        int units = b & 0x0F;
        return tens > 5 || units > 9 ? -1 : tens * 10 + units;
    }
}
