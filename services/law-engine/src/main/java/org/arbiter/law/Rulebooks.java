package org.arbiter.law;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.appeal.Appeals;
import org.arbiter.law.code1897.ChessCode1897;
import org.arbiter.law.encyclopaedia1911.Encyclopaedia1911;
import org.arbiter.law.fide2023.Fide2023;
import org.arbiter.law.household.HouseholdChess;
import org.arbiter.law.householddraughts.HouseholdDraughts;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * The codes of law this build knows, by the header's {@code code} value. Each declares the game it
 * rules ({@link Rulebook#game()}); a header whose {@code game} is another is refused naming the
 * field that named the code, so no code is ever asked to rule a game it does not know.
 */
public final class Rulebooks {
    private static final List<Rulebook> ALL = List.of(
            new ChessCode1897(), HouseholdChess.alone(), Encyclopaedia1911.alone(), new Fide2023(),
            new HouseholdDraughts());

    private Rulebooks() {
    }

    public static Optional<Rulebook> find(String code) {
        return ALL.stream().filter(r -> r.code().equals(code)).findFirst();
    }

    public static List<String> codes() {
        return ALL.stream().map(Rulebook::code).toList();
    }

    /** The codes that rule {@code game}, the ones a game of it can be re-ruled under. */
    public static List<String> codes(GameKind game) {
        return ALL.stream().filter(r -> r.game() == game).map(Rulebook::code).toList();
    }

    /** The rulebook a header names; an unknown code is an error in the header's {@code code} field. */
    public static Rulebook of(Header header) {
        return of(header, 1);
    }

    /**
     * As {@link #of(Header)}, for a header standing on line {@code headerLine}. With a
     * {@code supplement}, the code is composed with it; a supplement the code cannot take is an
     * error in that field, never ignored. Every code comes with {@link Appeals} against its rulings.
     */
    public static Rulebook of(Header header, int headerLine) {
        Rulebook code = known(header, "code", header.code(), headerLine);
        if (header.supplement().isEmpty()) {
            return ClockCheck.over(Appeals.over(code));
        }
        Rulebook supplement = known(header, "supplement", header.supplement().get(), headerLine);
        if (supplement.code().equals(code.code())) {
            throw new SequenceError(headerLine, "supplement", "a code cannot supplement itself");
        }
        return ClockCheck.over(Appeals.over(code.supplementedBy(supplement).orElseThrow(() -> new SequenceError(headerLine,
                "supplement", "'" + code.code() + "' has a law on every act it rules and takes no supplement"))));
    }

    private static Rulebook known(Header header, String field, String name, int headerLine) {
        Rulebook book = find(name).orElseThrow(() -> new SequenceError(headerLine, field,
                "'" + name + "' is not a known code; known: " + String.join(", ", codes())));
        if (book.game() != header.game()) {
            throw new SequenceError(headerLine, field, "'" + name + "' is a code of " + book.game().label()
                    + ", not of " + header.game().label());
        }
        return book;
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
