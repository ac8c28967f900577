package org.arbiter.chess.winnable;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The data files: a published or argued label per position, {@code winnable.txt} for those the
 * analyser must decide and {@code winnable-hard.txt} for those where it may give up.
 */
final class LabelledPositions {
    record Labelled(int line, String label, String fen) {
        @Override
        public String toString() {
            return "line " + line + ": " + label + " " + fen;
        }
    }

    private LabelledPositions() {
    }

    static List<Labelled> load(String resource) {
        InputStream in = LabelledPositions.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException(resource + " is not on the test class path");
        }
        List<Labelled> all = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String text;
            int line = 0;
            while ((text = reader.readLine()) != null) {
                line++;
                String t = text.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                all.add(new Labelled(line, t.substring(0, 2), t.substring(3).strip()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return all;
    }
}
