package org.arbiter.law.sequence;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;

/**
 * Typed access to the fields of one JSON object, each failure naming the line and the field. It
 * notes every field it is asked for, so that a line {@link Reading#SENT sent} can be refused for a
 * field the format does not define ({@link #refuseUnknown()}).
 */
final class Fields {
    private final Map<String, Object> object;
    private final int line;
    private final GameKind game;
    private final Reading reading;
    private final String path;
    private final Set<String> asked = new LinkedHashSet<>();
    private final List<Fields> nested = new ArrayList<>();

    Fields(Map<String, Object> object, int line, Reading reading) {
        this(object, line, GameKind.CHESS, reading);
    }

    /** Fields whose squares are those of {@code game}: {@code e4} for chess, {@code "15"} for draughts. */
    Fields(Map<String, Object> object, int line, GameKind game, Reading reading) {
        this(object, line, game, reading, "");
    }

    private Fields(Map<String, Object> object, int line, GameKind game, Reading reading, String path) {
        this.object = object;
        this.line = line;
        this.game = game;
        this.reading = reading;
        this.path = path;
    }

    SequenceError error(String field, String reason) {
        return new SequenceError(line, field, reason);
    }

    boolean has(String field) {
        return get(field) != null;
    }

    /**
     * For a line sent: refuses the first field, here or in an object within, that no reading asked
     * for, naming it (a misspelt field must not pass silently).
     */
    void refuseUnknown() {
        if (reading != Reading.SENT) {
            return;
        }
        for (String key : object.keySet()) {
            if (!asked.contains(key)) {
                throw error(path + key, "is not a field of the contested-sequence format here");
            }
        }
        for (Fields inner : nested) {
            inner.refuseUnknown();
        }
    }

    /** Marks fields as defined where this reading has no use for them (the project's additions it keeps as sent). */
    void allow(String... fields) {
        asked.addAll(List.of(fields));
    }

    private Object get(String field) {
        asked.add(field);
        return object.get(field);
    }

    Optional<String> optString(String field) {
        Object v = get(field);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof String s)) {
            throw error(field, "expected a string, found " + describe(v));
        }
        return Optional.of(limited(field, s, Limits.TEXT));
    }

    /** A name or a place ({@code white}, {@code event}, ...), at most {@link Limits#NAME} characters when sent. */
    Optional<String> optName(String field) {
        return optString(field).map(s -> limited(field, s, Limits.NAME));
    }

    /** An act's identifier, as {@link Limits#id} allows when sent. */
    Optional<String> optId(String field) {
        return optString(field).map(s -> reading == Reading.SENT ? Limits.id(s, line, path + field) : s);
    }

    private String limited(String field, String s, int most) {
        if (reading != Reading.SENT) {
            return s;
        }
        Limits.characters(s, line, path + field);
        if (s.length() <= most) {
            return s;
        }
        return most == Limits.NAME ? Limits.name(s, line, path + field) : Limits.text(s, line, path + field);
    }

    String string(String field) {
        return optString(field).orElseThrow(() -> error(field, "is required"));
    }

    boolean flag(String field) {
        Object v = get(field);
        if (v == null) {
            return false;
        }
        if (!(v instanceof Boolean b)) {
            throw error(field, "expected true or false, found " + describe(v));
        }
        return b;
    }

    Optional<Integer> optInt(String field) {
        Object v = get(field);
        if (v == null) {
            return Optional.empty();
        }
        Optional<BigDecimal> n = number(v).filter(Fields::whole);
        if (n.isEmpty() || n.get().signum() < 0 || n.get().compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0) {
            throw error(field, "expected a whole number, found " + describe(v));
        }
        return Optional.of(n.get().intValueExact());
    }

    Optional<Square> optSquare(String field) {
        return optString(field).map(s -> square(field, s));
    }

    private Square square(String field, String s) {
        if (reading == Reading.WRITTEN) {
            // the two namings share no name: a number is a draughts square, a letter and a digit a board square
            return Square.tryParse(s).or(() -> DraughtsSquares.of(s))
                    .orElseThrow(() -> error(field, "'" + s + "' is neither a square (a1 to h8) nor a draughts square (1 to 32)"));
        }
        if (game == GameKind.DRAUGHTS) {
            return DraughtsSquares.of(s).orElseThrow(() -> error(field, "'" + s + "' is not a draughts square (1 to 32)"));
        }
        return Square.tryParse(s).orElseThrow(() -> error(field, "'" + s + "' is not a square (a1 to h8)"));
    }

    Square square(String field) {
        return optSquare(field).orElseThrow(() -> error(field, "is required"));
    }

    List<Square> squares(String field) {
        List<Square> squares = new ArrayList<>();
        for (String s : strings(field)) {
            squares.add(square(field, s));
        }
        return List.copyOf(squares);
    }

    List<String> strings(String field) {
        Object v = get(field);
        if (v == null) {
            return List.of();
        }
        if (!(v instanceof List<?> list)) {
            throw error(field, "expected a list of strings, found " + describe(v));
        }
        List<String> out = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof String s)) {
                throw error(field, "expected a list of strings, found an element " + describe(o));
            }
            out.add(limited(field, s, Limits.TEXT));
        }
        return List.copyOf(out);
    }

    Optional<PieceType> optPromotionPiece(String field) {
        return optString(field).map(s -> {
            if (s.length() == 1 && "QRBNqrbn".indexOf(s.charAt(0)) >= 0) {
                return PieceType.fromLetter(s.charAt(0));
            }
            throw error(field, "'" + s + "' is not Q, R, B or N");
        });
    }

    Optional<Color> optColor(String field) {
        return optString(field).map(s -> {
            try {
                return Color.parse(s);
            } catch (IllegalArgumentException e) {
                throw error(field, "'" + s + "' is neither white nor black");
            }
        });
    }

    <E extends Enum<E>> E choice(String field, Class<E> type) {
        return optChoice(field, type).orElseThrow(() -> error(field, "is required (one of " + Wire.choices(type) + ")"));
    }

    <E extends Enum<E>> Optional<E> optChoice(String field, Class<E> type) {
        return optString(field).map(s -> {
            E e = Wire.parse(type, s);
            if (e == null) {
                throw error(field, "'" + s + "' is not one of " + Wire.choices(type));
            }
            return e;
        });
    }

    /** A time: ISO-8601 duration such as {@code PT1H02M}, or seconds as a number. */
    Optional<Duration> optDuration(String field) {
        Object v = get(field);
        if (v == null) {
            return Optional.empty();
        }
        Duration d;
        Optional<BigDecimal> seconds = number(v);
        if (seconds.isPresent()) {
            try {
                d = Duration.ofMillis(seconds.get().movePointRight(3).setScale(0, RoundingMode.HALF_UP).longValueExact());
            } catch (ArithmeticException e) {
                throw error(field, describe(v) + " seconds is too long a time");
            }
        } else if (v instanceof String s) {
            try {
                d = Duration.parse(s);
            } catch (DateTimeParseException e) {
                throw error(field, "'" + s + "' is not an ISO-8601 duration such as PT1H02M");
            }
        } else {
            throw error(field, "expected seconds or an ISO-8601 duration, found " + describe(v));
        }
        if (d.isNegative()) {
            throw error(field, "a time cannot be negative");
        }
        return Optional.of(reading == Reading.SENT ? Limits.time(d, line, path + field) : d);
    }

    Optional<Fields> optObject(String field) {
        Object v = get(field);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof Map<?, ?> map)) {
            throw error(field, "expected an object, found " + describe(v));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) map;
        // the header's own fields are named as the contract names them, "white" and "timeLimit.first"
        String within = path.isEmpty() && field.equals("header") ? "" : path + field + ".";
        Fields inner = new Fields(m, line, game, reading, within);
        nested.add(inner);
        return Optional.of(inner);
    }

    /**
     * A JSON number as this reader or Jackson gives it ({@code Integer}, {@code Long},
     * {@code BigInteger}, {@code Double}, {@code BigDecimal}, ...), exactly; empty for anything else.
     */
    private static Optional<BigDecimal> number(Object v) {
        if (v instanceof BigDecimal d) {
            return Optional.of(d);
        }
        if (v instanceof BigInteger i) {
            return Optional.of(new BigDecimal(i));
        }
        if (v instanceof Double || v instanceof Float) {
            double x = ((Number) v).doubleValue();
            return Double.isFinite(x) ? Optional.of(BigDecimal.valueOf(x)) : Optional.empty();
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return Optional.of(BigDecimal.valueOf(((Number) v).longValue()));
        }
        return Optional.empty();
    }

    private static boolean whole(BigDecimal n) {
        return n.signum() == 0 || n.stripTrailingZeros().scale() <= 0;
    }

    private static String describe(Object v) {
        if (v instanceof String s) {
            return "the string \"" + s + "\"";
        }
        if (v instanceof Map) {
            return "an object";
        }
        if (v instanceof List) {
            return "a list";
        }
        return String.valueOf(v);
    }
}
