package org.arbiter.law;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.code1897.ChessCode1897;
import org.arbiter.law.fide2023.Fide2023;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/** The codes of law this build knows, by the header's {@code code} value. */
public final class Rulebooks {
    private static final List<Rulebook> ALL = List.of(new ChessCode1897(),
            new Fide2023());

    private Rulebooks() {
    }

    public static Optional<Rulebook> find(String code) {
        return ALL.stream().filter(r -> r.code().equals(code)).findFirst();
    }

    public static List<String> codes() {
        return ALL.stream().map(Rulebook::code).toList();
    }

    /** The rulebook a header names; an unknown code is an error in the header's {@code code} field. */
    public static Rulebook of(Header header) {
        return of(header, 1);
    }

    /** As {@link #of(Header)}, for a header standing on line {@code headerLine}. */
    public static Rulebook of(Header header, int headerLine) {
        return find(header.code()).orElseThrow(() -> new SequenceError(headerLine, "code",
                "'" + header.code() + "' is not a known code; known: " + String.join(", ", codes())));
    }

    /** The state before the first action; a start the code cannot set up is an error in the header. */
    public static GameState start(Header header) {
        return start(header, 1);
    }

    /** As {@link #start(Header)}, for a header standing on line {@code headerLine}. */
    public static GameState start(Header header, int headerLine) {
        Rulebook book = of(header, headerLine);
        try {
            return book.start(header);
        } catch (SequenceError e) {
            throw new SequenceError(headerLine, e.field(), e.reason());
        } catch (IllegalArgumentException e) {
            throw new SequenceError(headerLine, "start", e.getMessage());
        }
    }
}
