package org.arbiter.board.dgt;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * A recording of what a reader read from the board, read by read, each read stamped with when it
 * arrived: the signature {@code DGTCAP1} and a newline, then for each read a 4-byte big-endian time
 * (milliseconds since the start of the recording), a 2-byte big-endian length and the bytes exactly
 * as the board sent them. The serial protocol itself carries no times, and without them a pause
 * (a man held, a board gone still) cannot be told from a quick change. A file without the signature
 * is read as raw serial bytes whose messages are taken a second apart, so that no change is mistaken
 * for the sensor's flicker; a slide or a flicker in such a stream reads as the acts it looks like.
 */
public final class DgtCapture {
    private static final byte[] SIGNATURE = "DGTCAP1\n".getBytes(StandardCharsets.US_ASCII);
    /** A raw stream's messages are taken a second apart: every change then stands as a still moment. */
    private static final long RAW_MESSAGE_MILLIS = 1000;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    public DgtCapture() {
        out.writeBytes(SIGNATURE);
    }

    /** Appends one read of {@code bytes} arriving at {@code at} milliseconds. */
    public DgtCapture read(long at, byte[] bytes) {
        if (at < 0 || at > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("a read's time must be 0 to 2^32-1 ms, not " + at);
        }
        for (int from = 0; from < bytes.length || from == 0; from += 0xFFFF) {
            int n = Math.min(0xFFFF, bytes.length - from);
            out.write((int) (at >>> 24));
            out.write((int) (at >>> 16));
            out.write((int) (at >>> 8));
            out.write((int) at);
            out.write(n >>> 8);
            out.write(n);
            out.write(bytes, from, n);
            if (bytes.length == 0) {
                break;
            }
        }
        return this;
    }

    public byte[] bytes() {
        return out.toByteArray();
    }

    /**
     * A capture written by hand, one read a line as {@code MILLIS: hex bytes}; blank lines, lines
     * starting with {@code #} and other lines of the form {@code name: value} are not reads.
     */
    public static DgtCapture fromText(String text) {
        DgtCapture capture = new DgtCapture();
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            int colon = line.indexOf(':');
            if (line.isEmpty() || line.startsWith("#") || colon < 0 || !line.substring(0, colon).strip().matches("\\d+")) {
                continue;
            }
            long at = Long.parseLong(line.substring(0, colon).strip());
            capture.read(at, HexFormat.of().parseHex(line.substring(colon + 1).replaceAll("\\s+", "")));
        }
        return capture;
    }

    /** Whether {@code file} starts with the capture's signature. */
    public static boolean isCapture(byte[] file) {
        return file.length >= SIGNATURE.length && Arrays.equals(file, 0, SIGNATURE.length, SIGNATURE, 0, SIGNATURE.length);
    }

    /** One read of a capture: its time, and where its bytes stand in the file. */
    public record Read(long at, int offset, int length) {
    }

    /** A capture's reads, up to the first that is cut short, which is the {@code problem}. */
    public record Reads(List<Read> reads, Optional<DgtProblem> problem) {
        public Reads {
            reads = List.copyOf(reads);
        }
    }

    /** The reads of a capture (empty ones included: they say that nothing arrived until their time). */
    public static Reads reads(byte[] file) {
        List<Read> reads = new ArrayList<>();
        int p = SIGNATURE.length;
        while (p < file.length) {
            if (file.length - p < 6) {
                return new Reads(reads, Optional.of(
                        new DgtProblem(p, "the capture ends inside a read's 6-byte time and length")));
            }
            long at = ((file[p] & 0xFFL) << 24) | ((file[p + 1] & 0xFF) << 16) | ((file[p + 2] & 0xFF) << 8)
                    | (file[p + 3] & 0xFF);
            int n = ((file[p + 4] & 0xFF) << 8) | (file[p + 5] & 0xFF);
            if (file.length - p - 6 < n) {
                return new Reads(reads, Optional.of(new DgtProblem(p, "a read of " + n + " bytes at " + at
                        + " ms, but only " + (file.length - p - 6) + " bytes remain in the capture")));
            }
            reads.add(new Read(at, p + 6, n));
            p += 6 + n;
        }
        return new Reads(reads, Optional.empty());
    }

    /**
     * Decodes a capture (or raw serial bytes) into messages; offsets are offsets in {@code file}, so
     * a problem points at the byte to look at.
     */
    public static DgtDecoder.Decoded decode(byte[] file) {
        DgtDecoder decoder = new DgtDecoder();
        List<DgtMessage> messages = new ArrayList<>();
        List<DgtProblem> problems = new ArrayList<>();
        if (!isCapture(file)) {
            for (int i = 0; i < file.length; i++) {
                collect(decoder.feed(file, i, 1, i, messages.size() * RAW_MESSAGE_MILLIS), messages, problems);
            }
        } else {
            Reads reads = reads(file);
            for (Read r : reads.reads()) {
                collect(decoder.feed(file, r.offset(), r.length(), r.offset(), r.at()), messages, problems);
            }
            reads.problem().ifPresent(problems::add);
        }
        problems.addAll(decoder.finish());
        return new DgtDecoder.Decoded(messages, problems);
    }

    private static void collect(DgtDecoder.Decoded d, List<DgtMessage> messages, List<DgtProblem> problems) {
        messages.addAll(d.messages());
        problems.addAll(d.problems());
    }
}
