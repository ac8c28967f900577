package org.arbiter.board.chesslink;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the board's byte stream, in reads of any size, into its replies. Each byte carries a 7-bit
 * ASCII character; bit 7 is the odd parity bit when the port does not take it off (a port set to
 * 7 data bits and odd parity checks and removes it), so it is ignored here. A reply is its letter,
 * its data of fixed length and the block check: the XOR of every character before it, as two hex
 * digits. A reply whose check fails, and bytes outside any reply, are reported with their offset;
 * reading picks up at the next byte, so a lost byte costs only the replies it spoils.
 */
public final class ChessLinkDecoder {
    /** A malformed stretch of the stream: where it starts and what is wrong with it. */
    public record Problem(long offset, String reason) {
        @Override
        public String toString() {
            return "byte " + offset + ": " + reason;
        }
    }

    /** The replies and problems of one read, each in stream order. */
    public record Decoded(List<ChessLinkMessage> messages, List<Problem> problems) {
        public Decoded {
            messages = List.copyOf(messages);
            problems = List.copyOf(problems);
        }
    }

    private static final String MEN = "KQRNBPkqrnbp.";

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream(80);
    private long start;
    private long strayFrom = -1;
    private int strays;

    /** Feeds {@code length} bytes of {@code bytes} from {@code from}; {@code offset} is where the first stands in the stream. */
    public Decoded feed(byte[] bytes, int from, int length, long offset, long at) {
        if (pending.size() == 0) {
            start = offset;
        }
        for (int i = 0; i < length; i++) {
            pending.write(bytes[from + i] & 0x7F);
        }
        List<ChessLinkMessage> messages = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        byte[] b = pending.toByteArray();
        int p = 0;
        while (p < b.length) {
            int size = size((char) b[p]);
            if (size < 0) {
                if (strays++ == 0) {
                    strayFrom = start + p;
                }
                p++;
                continue;
            }
            if (b.length - p < size) {
                break;
            }
            endStrays(problems);
            String text = new String(b, p, size, java.nio.charset.StandardCharsets.US_ASCII);
            String wrong = check(text);
            if (wrong != null) {
                problems.add(new Problem(start + p, wrong));
                p++;
                continue;
            }
            messages.add(message(text, at, start + p));
            p += size;
        }
        pending.reset();
        pending.write(b, p, b.length - p);
        start += p;
        return new Decoded(messages, problems);
    }

    /** The problems of a stream that ends inside a reply or in stray bytes. */
    public List<Problem> finish() {
        List<Problem> problems = new ArrayList<>();
        endStrays(problems);
        if (pending.size() > 0) {
            problems.add(new Problem(start, "the stream ends inside a reply '" + (char) pending.toByteArray()[0]
                    + "' after " + pending.size() + " characters"));
            pending.reset();
        }
        return problems;
    }

    /** The length of a reply, its letter, data and check included, or -1 for a character that starts none. */
    static int size(char letter) {
        return switch (letter) {
            case 's' -> 1 + 64 + 2;
            case 'v', 'w', 'r' -> 1 + 4 + 2;
            case 'l', 'x' -> 1 + 2;
            default -> -1;
        };
    }

    /** What is wrong with a reply of the right length, or null. */
    private static String check(String text) {
        int xor = 0;
        for (int i = 0; i < text.length() - 2; i++) {
            xor ^= text.charAt(i);
        }
        String given = text.substring(text.length() - 2);
        String expected = hex(xor);
        if (!given.equalsIgnoreCase(expected)) {
            return "a reply '" + text.charAt(0) + "' whose block check is " + given + ", not " + expected;
        }
        String data = text.substring(1, text.length() - 2);
        if (text.charAt(0) == 's') {
            for (int i = 0; i < data.length(); i++) {
                if (MEN.indexOf(data.charAt(i)) < 0) {
                    return "a status gives square " + i + " the letter '" + data.charAt(i) + "'; the letters are " + MEN;
                }
            }
        } else if (!data.matches("[0-9A-Fa-f]*")) {
            return "a reply '" + text.charAt(0) + "' whose data '" + data + "' is not hex digits";
        }
        return null;
    }

    /** The block check of {@code text}: the XOR of its characters as two upper-case hex digits. */
    static String hex(int xor) {
        return String.format(Locale.ROOT, "%02X", xor);
    }

    private static ChessLinkMessage message(String text, long at, long offset) {
        String data = text.substring(1, text.length() - 2);
        return text.charAt(0) == 's' ? new ChessLinkMessage.Status(at, offset, data)
                : new ChessLinkMessage.Reply(at, offset, text.charAt(0), data.toUpperCase(Locale.ROOT));
    }

    private void endStrays(List<Problem> problems) {
        if (strays > 0) {
            problems.add(new Problem(strayFrom, strays + (strays == 1 ? " stray byte" : " stray bytes")
                    + " outside any reply (a reply starts with s, v, l, x, w or r)"));
            strays = 0;
        }
    }

    /**
     * A command to the board as the description frames it: the characters, their block check, and
     * each byte's odd parity in bit 7 (for a port that sends 8 data bits; one set to 7 data bits and
     * odd parity adds it itself). {@code S} asks for the status, {@code V} the version, {@code X}
     * puts the LEDs out, {@code T} resets; {@code W02..} and {@code R..} write and read the E2ROM.
     */
    public static byte[] command(String text) {
        int xor = 0;
        for (int i = 0; i < text.length(); i++) {
            xor ^= text.charAt(i) & 0x7F;
        }
        String framed = text + hex(xor);
        byte[] out = new byte[framed.length()];
        for (int i = 0; i < out.length; i++) {
            int c = framed.charAt(i) & 0x7F;
            out[i] = (byte) (Integer.bitCount(c) % 2 == 0 ? c | 0x80 : c);
        }
        return out;
    }
}
