package org.arbiter.service.storage;

import java.time.Instant;
import java.time.LocalDate;
import org.axonframework.common.DateTimeUtils;

/**
 * An event's time as Axon's JPA engine stores it ({@code DateTimeUtils.formatInstant}:
 * {@code 2026-11-23T18:00:00.120Z}, always three digits of fraction, cut rather than rounded),
 * written digit by digit. Axon's formatter prints the fraction through a {@code BigDecimal}: a
 * fifth of what appending a command's events allocated (an allocation profile, docs/benchmarks.md).
 * Years outside 0 to 9999, which the formatter writes with a sign, go to the formatter itself.
 */
final class StoredTime {
    private static final long FIRST = LocalDate.of(0, 1, 1).toEpochDay() * 86_400;
    private static final long END = LocalDate.of(10_000, 1, 1).toEpochDay() * 86_400;

    private StoredTime() {
    }

    static String format(Instant time) {
        long seconds = time.getEpochSecond();
        if (seconds < FIRST || seconds >= END) {
            return DateTimeUtils.formatInstant(time);
        }
        LocalDate day = LocalDate.ofEpochDay(Math.floorDiv(seconds, 86_400));
        int ofDay = (int) Math.floorMod(seconds, 86_400);
        char[] out = new char[24];
        digits(out, 0, day.getYear(), 4);
        out[4] = '-';
        digits(out, 5, day.getMonthValue(), 2);
        out[7] = '-';
        digits(out, 8, day.getDayOfMonth(), 2);
        out[10] = 'T';
        digits(out, 11, ofDay / 3600, 2);
        out[13] = ':';
        digits(out, 14, ofDay / 60 % 60, 2);
        out[16] = ':';
        digits(out, 17, ofDay % 60, 2);
        out[19] = '.';
        digits(out, 20, time.getNano() / 1_000_000, 3);
        out[23] = 'Z';
        return new String(out);
    }

    private static void digits(char[] out, int at, int value, int count) {
        for (int i = at + count - 1; i >= at; i--) {
            out[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }
}
