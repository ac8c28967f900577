package org.arbiter.law.householddraughts;

import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.noticeLaws;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** The draughts example {@code examples/draughts-v-huff-and-false-move.jsonl}, replayed under its header's code. */
class SittingExampleTest {
    @Test
    void theHuffAndAFalseMoveFoundTwoMovesOn() throws IOException {
        ReplayResult r = Sitting.run(Files.readString(Path.of("../../examples/draughts-v-huff-and-false-move.jsonl")));

        assertThat(laws(r)).containsExactly("v", "x");
        assertThat(r.rulings().get(0).seq()).as("White huffs the man on 15").isEqualTo(4);
        assertThat(r.rulings().get(0).position()).isEqualTo("W:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,16");
        assertThat(r.rulings().get(1).seq()).as("Black finds 21-13 two moves on").isEqualTo(11);
        assertThat(r.rulings().get(1).position()).as("as the men stood before 21-13")
                .isEqualTo("W:W18,21,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,12,16");
        assertThat(noticeLaws(r)).containsExactly("v", "iv", "x");
        assertThat(r.position()).isEqualTo("B:W17,18,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,12,16");
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
    }
}
