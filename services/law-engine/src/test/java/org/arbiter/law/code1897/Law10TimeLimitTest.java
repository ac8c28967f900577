package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Ruling;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 10: the time limit, with and without a time fixed for the final termination of play. */
class Law10TimeLimitTest {
    private static final String[] WHITE = {"Nf3", "Ng1"};
    private static final String[] BLACK = {"Nf6", "Ng8"};

    private static String header(int first, int then, String termination) {
        return "{\"header\":{\"code\":\"chess-code-1897\",\"timeLimit\":{\"first\":" + first + ",\"then\":" + then
                + (termination == null ? "" : ",\"termination\":\"" + termination + "\"") + "}}}\n";
    }

    /**
     * Knight moves to and fro; White's i-th move takes {@code white[i]} seconds and Black's
     * {@code black[i]}; {@code at} is counted from the start of play.
     */
    private static String timed(int[] white, int[] black) {
        StringBuilder sb = new StringBuilder();
        long at = 0;
        for (int i = 0; i < Math.max(white.length, black.length); i++) {
            if (i < white.length) {
                at += white[i];
                sb.append(move("white", WHITE[i % 2], at));
            }
            if (i < black.length) {
                at += black[i];
                sb.append(move("black", BLACK[i % 2], at));
            }
        }
        return sb.toString();
    }

    private static String move(String by, String san, long at) {
        return "{\"act\":\"move\",\"by\":\"" + by + "\",\"move\":\"" + san + "\",\"at\":" + at + "}\n";
    }

    private static int[] times(int... countAndSeconds) {
        int n = 0;
        for (int i = 0; i < countAndSeconds.length; i += 2) {
            n += countAndSeconds[i];
        }
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < countAndSeconds.length; i += 2) {
            for (int j = 0; j < countAndSeconds[i]; j++) {
                out[k++] = countAndSeconds[i + 1];
            }
        }
        return out;
    }

    private static String closeAt(long at) {
        return "{\"act\":\"close-of-play\",\"by\":\"arbiter\",\"at\":" + at + "}\n";
    }

    /**
     * The preface's example: 20 moves in the first hour, 15 in each later hour, four hours of play.
     * A (White) has occupied 2 h 10 min and made 36 moves; B (Black) 35 moves in 1 h 50 min. A
     * sixth of 15 is 2 1/2, the fraction omitted: 37 moves are due from A, who forfeits.
     */
    @Test
    void II_10C_prefaceExampleProportionalHour() {
        int[] white = times(20, 180, 15, 240, 1, 600);
        int[] black = times(20, 165, 15, 220);
        ReplayResult r = run(header(20, 15, "PT4H") + timed(white, black) + closeAt(4 * 3600));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.10.C(d)");
        assertThat(laws(r)).containsExactly("II.10.C(d)");
        assertThat(Cases.lastText(r)).contains("White had 37 moves due in 2h10m and made 36;")
                .contains("Black had 32 moves due in 1h50m and made 35, more than enough");
    }

    @Test
    void II_10C_c_surplusMovesBeforeTheIncompleteHourDoNotCount() {
        int[] white = times(25, 144, 10, 360, 1, 600);
        int[] black = times(20, 165, 15, 220);
        ReplayResult r = run(header(20, 15, "PT4H") + timed(white, black) + closeAt(4 * 3600));

        assertThat(r.result()).as("36 moves, 37 due, though 25 were made in the first hour").isEqualTo(Result.BLACK_WINS);
    }

    @Test
    void II_10C_c_bothMadeTheMovesDueAndPlayEndsUnfinished() {
        int[] white = times(20, 180, 15, 240, 3, 200);
        int[] black = times(20, 165, 15, 220, 2, 500);
        ReplayResult r = run(header(20, 15, "PT5H") + timed(white, black) + closeAt(4 * 3600 + 3 * 200 + 2 * 500 - 600));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).containsExactly("II.10.C(c)");
    }

    @Test
    void II_10C_d_bothShortTheGameIsAnnulled() {
        int[] white = times(20, 180, 1, 1200);
        int[] black = times(20, 170, 1, 1200);
        ReplayResult r = run(header(20, 15, "PT3H") + timed(white, black) + closeAt(3 * 3600));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
        assertThat(r.termination()).isEqualTo("II.10.C(d)");
    }

    @Test
    void II_10C_b_tooFewMovesInTheFirstCompleteHourForfeitsImmediately() {
        int[] white = times(19, 180, 1, 200);
        int[] black = times(19, 60);
        ReplayResult r = run(header(20, 15, "PT4H") + timed(white, black));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.10.C(b)");
    }

    @Test
    void II_10B_b_tooFewMovesInTheFirstTwoHoursForfeitsImmediately() {
        int[] white = times(1, 7300);
        ReplayResult r = run(header(2, 1, null) + timed(white, new int[0]));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.10.B(b)");
    }

    @Test
    void II_10A_timeIsReckonedAgainstThePlayerWhoseTurnItIs() {
        int[] white = times(1, 3600, 1, 3000);
        int[] black = times(1, 5400);
        Ruling r = Cases.fails(header(2, 1, null) + timed(white, black), """
                {"act":"claim","by":"black","claim":"time"}
                """, "II.10.B(b)", Color.BLACK);

        assertThat(r.text()).as("White occupied 1h50m though 3h20m have passed").contains("in 1h50m");
    }

    @Test
    void II_10A_noTimeIsReckonedWhileTheGameIsAdjourned() {
        ReplayResult r = run(header(2, 1, null) + """
                {"act":"move","by":"white","move":"e4","at":3000}
                {"act":"seal","by":"black","record":"e5","at":3600}
                {"act":"adjourn","by":"arbiter","at":3600}
                {"act":"resume","by":"arbiter","at":90000}
                {"act":"move","by":"white","move":"Nf3","at":90600}
                """);

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b");
    }

    @Test
    void II_10_timeClaimWithoutATimeLimitFails() {
        ReplayResult r = run(Cases.INITIAL + """
                {"act":"claim","by":"black","claim":"time"}
                """);

        assertThat(laws(r)).containsExactly("II.10");
    }
}
