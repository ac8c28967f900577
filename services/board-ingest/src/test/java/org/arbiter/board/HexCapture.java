package org.arbiter.board;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.arbiter.board.dgt.DgtCapture;

/**
 * A DGT capture written by hand: one read a line, {@code MILLIS: hex bytes}; {@code #} starts a
 * comment, and a line {@code header: {...}} gives the header ingest is run with.
 */
record HexCapture(String header, byte[] capture) {
    static HexCapture parse(String text) {
        String header = null;
        for (String line : text.split("\n")) {
            if (line.strip().startsWith("header:")) {
                header = line.strip().substring("header:".length()).strip();
            }
        }
        return new HexCapture(header, DgtCapture.fromText(text).bytes());
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
