package org.arbiter.draughts.pdn;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the PDN files of the test resources. */
final class Pdn {
    private Pdn() {
    }

    static String resource(String name) {
        try (InputStream in = Pdn.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<PdnEntry> read(String text) {
        List<PdnEntry> entries = new ArrayList<>();
        new PdnReader(new StringReader(text)).forEachRemaining(entries::add);
        return entries;
    }
}
