package org.arbiter.law.sequence;

import java.util.Locale;

/**
 * Wire names of the enumerations: lower-case words joined by hyphens, except single letters
 * (the penalties A, B and C), which the spec writes in capitals.
 */
final class Wire {
    private Wire() {
    }

    static String name(Enum<?> e) {
        if (e.name().length() == 1) {
            return e.name();
        }
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static <E extends Enum<E>> E parse(Class<E> type, String text) {
        for (E e : type.getEnumConstants()) {
            if (name(e).equals(text)) {
                return e;
            }
        }
        return null;
    }

    static <E extends Enum<E>> String choices(Class<E> type) {
        StringBuilder sb = new StringBuilder();
        for (E e : type.getEnumConstants()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(name(e));
        }
        return sb.toString();
    }
}
