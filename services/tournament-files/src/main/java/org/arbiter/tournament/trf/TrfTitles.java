package org.arbiter.tournament.trf;

import java.util.Locale;

/** Titles as a TRF16 player line writes them, and as people (and PGN's title tags) write them. */
public final class TrfTitles {
    private TrfTitles() {
    }

    /**
     * TRF16 writes titles in lower case with a prefix for women's ({@code g, wg, m, wm, f, wf, c, wc});
     * crosstables and PGN write {@code GM, WGM, IM, WIM, FM, WFM, CM, WCM}. Anything else is kept, in capitals.
     */
    public static String common(String trf) {
        String t = trf == null ? "" : trf.strip().toUpperCase(Locale.ROOT);
        return switch (t) {
            case "G" -> "GM";
            case "M" -> "IM";
            case "F" -> "FM";
            case "C" -> "CM";
            case "WG" -> "WGM";
            case "WM" -> "WIM";
            case "WF" -> "WFM";
            case "WC" -> "WCM";
            default -> t;
        };
    }
}
