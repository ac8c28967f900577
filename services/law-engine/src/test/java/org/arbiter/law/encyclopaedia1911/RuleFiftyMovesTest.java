package org.arbiter.law.encyclopaedia1911;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** The article's rule fifty-moves: fifty moves and the forty-nine replies to them. */
class RuleFiftyMovesTest {
    private static final String START = header(Encyclopaedia1911.CODE, "7k/8/8/8/8/8/8/KR6 w - - 0 1");
    private static final String CALL = act("call", "black", "\"what\":\"fifty-moves\"");

    /** {@code n} moves of White's King to and fro, each with Black's reply but the last. */
    private static String moves(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(play("white", i % 2 == 0 ? "Ka2" : "Ka1"));
            if (i < n - 1) {
                sb.append(play("black", i % 2 == 0 ? "Kg8" : "Kh8"));
            }
        }
        return sb.toString();
    }

    @Test
    void fiftyMoves_fiftyMovesAndTheFortyNineRepliesDrawn() {
        ReplayResult r = run(START + CALL + moves(50));

        assertThat(laws(r)).containsExactly("fifty-moves");
        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("fifty-moves");
        assertThat(r.rulings().get(0).seq()).as("on White's fiftieth move").isEqualTo(100);
    }

    @Test
    void fiftyMoves_fortyNineMovesNotYet() {
        ReplayResult r = run(START + CALL + moves(49));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).isEmpty();
    }
}
