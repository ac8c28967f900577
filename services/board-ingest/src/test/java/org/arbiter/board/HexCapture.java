package org.arbiter.board;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.arbiter.board.dgt.DgtCapture;

/**
 * A DGT capture written by hand: one read a line, {@code MILLIS: hex bytes}; {@code #} starts a
 * comment, and a line {@code header: {...}} gives the header ingest is run with.
 */
record HexCapture(String header, byte[] capture) {
    static HexCapture parse(String text) {
        DgtCapture capture = new DgtCapture();
        String header = null;
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("header:")) {
                header = line.substring("header:".length()).strip();
                continue;
            }
            int colon = line.indexOf(':');
            long at = Long.parseLong(line.substring(0, colon).strip());
            capture.read(at, HexFormat.of().parseHex(line.substring(colon + 1).replaceAll("\\s+", "")));
        }
        return new HexCapture(header, capture.bytes());
    }

    static String resource(String name) {
        try (InputStream in = HexCapture.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
