package org.arbiter.law;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 43: a legal move made by hand, let go and followed by the mover's press of his clock is
 * never penalised under any chess code, whether or not the header names a time control; and the
 * FIDE 2023 case of one illegal move, let go and pressed, is one illegal move under every code.
 */
class HonestPressUnderEveryCodeTest {
    private static final List<String> CODES = List.of("fide-2023", "chess-code-1897", "household-chess",
            "encyclopaedia-1911");

    private static String handle(String by, String from, String to) {
        return act("lift", by, "\"square\":\"" + from + "\"") + act("place", by, "\"square\":\"" + to + "\"")
                + act("release", by, "");
    }

    private static String press(String by) {
        return act("press", by, "");
    }

    @Test
    void everyCode_aLegalMoveLetGoAndThenPressedIsNeverPenalised() {
        for (String code : CODES) {
            ReplayResult r = run(header(code, "initial") + handle("white", "e2", "e4") + press("white")
                    + handle("black", "e7", "e5") + press("black") + handle("white", "g1", "f3") + press("white"));

            assertThat(r.rulings()).as(code).isEmpty();
            assertThat(r.result()).as(code).isEqualTo(Result.IN_PLAY);
        }
    }

    @Test
    void everyCode_oneIllegalKingMoveLetGoAndPressedLosesNoGame() {
        for (String code : CODES) {
            ReplayResult r = run(header(code, "initial") + act("move", "white", "\"move\":\"e4\"") + press("white")
                    + act("move", "black", "\"move\":\"e5\"") + press("black") + handle("white", "e1", "e3")
                    + press("white"));

            assertThat(r.result()).as(code).isEqualTo(Result.IN_PLAY);
        }
    }
}
