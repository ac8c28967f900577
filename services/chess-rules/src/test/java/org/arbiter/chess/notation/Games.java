package org.arbiter.chess.notation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;

/** Test data: games written out by hand, one record a line, and their replay. */
final class Games {
    /** The Immortal Game after 23.Be7#, as published. */
    static final String IMMORTAL_FINAL = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";

    private Games() {
    }

    /** The records of a resource file, skipping blank lines and lines starting with {@code #}. */
    static List<String> records(String resource) {
        try (InputStream in = Games.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            List<String> records = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String r = line.strip();
                if (!r.isEmpty() && !r.startsWith("#")) {
                    records.add(r);
                }
            }
            return records;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The moves the records express, each read with {@link Notation#parse} in turn. */
    static List<Move> replay(Position start, List<String> records) {
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (String r : records) {
            Move m = Notation.parse(p, r);
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }

    static Position play(Position start, List<Move> moves) {
        Position p = start;
        for (Move m : moves) {
            p = p.play(m);
        }
        return p;
    }
}
