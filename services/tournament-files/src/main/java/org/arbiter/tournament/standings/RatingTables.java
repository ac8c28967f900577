package org.arbiter.tournament.standings;

/**
 * The two conversion tables of FIDE's Rating Regulations (FIDE Handbook B.02, 8.1): the rating
 * difference {@code dp} a fractional score {@code p} stands for (table 8.1(a)), and the expected score
 * {@code PD} of the higher-rated player for a rating difference (table 8.1(b)). Copied as published.
 */
final class RatingTables {
    /** 8.1(a): dp for p = 0.00, 0.01, ... 1.00. */
    private static final int[] DP = {
        -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366,
        -351, -336, -322, -309, -296, -284, -273, -262, -251, -240,
        -230, -220, -211, -202, -193, -184, -175, -166, -158, -149,
        -141, -133, -125, -117, -110, -102, -95, -87, -80, -72,
        -65, -57, -50, -43, -36, -29, -21, -14, -7, 0,
        7, 14, 21, 29, 36, 43, 50, 57, 65, 72,
        80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
        158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
        251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
        383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
    };

    /** 8.1(b): the highest rating difference of each band, for PD = 0.50, 0.51, ... 0.99; above 735, 1.00. */
    private static final int[] PD_BAND_TOP = {
        3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
        76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
        153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
        245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
        374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
    };

    private RatingTables() {
    }

    /** dp for a percentage score (0 to 100). */
    static int dp(int percent) {
        return DP[percent];
    }

    /** The expected score, in hundredths, of a player rated {@code rating} against {@code opponent}. */
    static int expected(int rating, int opponent) {
        int diff = Math.min(800, Math.abs(opponent - rating));
        int pd = 100;
        for (int band = 0; band < PD_BAND_TOP.length; band++) {
            if (diff <= PD_BAND_TOP[band]) {
                pd = 50 + band;
                break;
            }
        }
        return opponent >= rating ? 100 - pd : pd;
    }
}
