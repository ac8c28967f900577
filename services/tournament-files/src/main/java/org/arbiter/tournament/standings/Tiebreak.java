package org.arbiter.tournament.standings;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A tie-break as C.07 names it: its acronym and, where Article 14 allows one, a modifier that cuts
 * the least significant values ({@code C1}, {@code C2}) or the least and the most significant ones
 * ({@code M1}, {@code M2}): {@code BH-C1}, {@code ARO-C1}, {@code BH-M1}. Written with {@code -} or,
 * as C.07's own tables do, {@code /}.
 */
public record Tiebreak(Kind kind, int cutLow, int cutHigh) {
    private static final Pattern NAME = Pattern.compile("([A-Z]+)(?:[-/]([CM])([12]))?");

    /** The tie-breaks this project computes, by their C.07 acronyms. */
    public enum Kind {
        /** 6: Direct Encounter. */
        DE(false),
        /** 7.1: Number of Wins (played or not). */
        WIN(false),
        /** 7.2: Number of Games Won over the board. */
        WON(false),
        /** 7.3: Number of Games Played with Black. */
        BPG(false),
        /** 7.4: Number of Games Won with Black. */
        BWG(false),
        /** 7.5: Progressive Score. */
        PS(true),
        /** 7.6: Rounds one Elected to Play. */
        GE(false),
        /** 8.1: Buchholz. */
        BH(true),
        /** 8.2: Average of Opponents' Buchholz. */
        AOB(false),
        /** 9.1: Sonneborn-Berger. */
        SB(true),
        /** 9.2: Koya System. */
        KS(false),
        /** 10.1: Average Rating of Opponents. */
        ARO(true),
        /** Article 10: Tournament Performance Rating. */
        TPR(false),
        /** Article 10: Perfect Tournament Performance. */
        PTP(false),
        /** Article 10: Average of Opponents' Tournament Performance Ratings. */
        APRO(false),
        /** Article 10: Average of Opponents' Perfect Performances. */
        APPO(false);

        private final boolean cuttable;

        Kind(boolean cuttable) {
            this.cuttable = cuttable;
        }
    }

    public Tiebreak {
        Objects.requireNonNull(kind, "kind");
        if (cutLow < 0 || cutHigh < 0 || (!kind.cuttable && cutLow + cutHigh > 0)) {
            throw new IllegalArgumentException(kind + " takes no cut modifier");
        }
    }

    /**
     * The order used when neither the organiser nor the file chose one: for a round robin the direct
     * encounter then Sonneborn-Berger, for a Swiss Buchholz cut 1 then Buchholz, as C.07's
     * recommendations for the two kinds of tournament begin. One place, for the command line and
     * the service alike.
     */
    public static List<Tiebreak> defaultOrder(Crosstable table) {
        return (table.roundRobin() ? List.of("DE", "SB") : List.of("BH-C1", "BH")).stream().map(Tiebreak::parse).toList();
    }

    /** Reads {@code BH}, {@code BH-C1}, {@code ARO/C1}, {@code BH-M1}; a name C.07 does not give is refused, listing the known. */
    public static Tiebreak parse(String text) {
        String t = text == null ? "" : text.strip().toUpperCase(Locale.ROOT);
        Matcher m = NAME.matcher(t);
        Kind kind = null;
        if (m.matches()) {
            kind = Arrays.stream(Kind.values()).filter(k -> k.name().equals(m.group(1))).findFirst().orElse(null);
        }
        if (kind == null) {
            throw new IllegalArgumentException("'" + text + "' is not a tie-break; known: "
                    + Arrays.stream(Kind.values()).map(Enum::name).collect(Collectors.joining(", "))
                    + ", with -C1, -C2, -M1 or -M2 after BH, SB, ARO or PS");
        }
        if (m.group(2) == null) {
            return new Tiebreak(kind, 0, 0);
        }
        if (!kind.cuttable) {
            throw new IllegalArgumentException("'" + text + "': " + kind + " takes no cut modifier");
        }
        int n = Integer.parseInt(m.group(3));
        return m.group(2).equals("C") ? new Tiebreak(kind, n, 0) : new Tiebreak(kind, n, n);
    }

    /** The name as C.07 writes it with a hyphen: {@code BH-C1}. */
    @Override
    public String toString() {
        if (cutLow == 0 && cutHigh == 0) {
            return kind.name();
        }
        return kind.name() + (cutHigh > 0 ? "-M" + cutHigh : "-C" + cutLow);
    }
}
