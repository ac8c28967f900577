package org.arbiter.law;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.code1897.ChessCode1897;

/** The codes of law this build knows, by the header's {@code code} value. */
public final class Rulebooks {
    private static final List<Rulebook> ALL = List.of(new ChessCode1897());

    private Rulebooks() {
    }

    public static Optional<Rulebook> find(String code) {
        return ALL.stream().filter(r -> r.code().equals(code)).findFirst();
    }

    public static List<String> codes() {
        return ALL.stream().map(Rulebook::code).toList();
    }
}
