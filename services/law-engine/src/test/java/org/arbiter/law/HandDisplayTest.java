package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/** What a review display reads of the hand at each instant: the man held and the men touched (II.5). */
class HandDisplayTest {

    private static List<Replay.Frame> frames(String jsonl) {
        ContestedSequence sequence = ContestedSequence.parse(jsonl);
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            replay.apply(sequence.actions().get(i), sequence.lines().get(i));
        }
        return replay.frames();
    }

    @Test
    void aLiftedManIsInTheHandUntilTheHandQuitsIt() {
        List<Replay.Frame> f = frames("""
                {"header": {"white": "W", "black": "B"}}
                {"act": "lift", "by": "white", "square": "g1"}
                {"act": "place", "by": "white", "square": "f3"}
                {"act": "release", "by": "white"}
                """);

        assertThat(f.get(0).state().hand()).contains(new GameState.Hand("N", "g1", null));
        assertThat(f.get(1).state().hand()).contains(new GameState.Hand("N", "g1", "f3"));
        assertThat(f.get(2).state().hand()).isEmpty();
    }

    @Test
    void touchedMenAreKeptForTheTurnWithTheSideThatTouchedThem() {
        List<Replay.Frame> f = frames("""
                {"header": {"white": "W", "black": "B"}}
                {"act": "touch", "by": "white", "square": "e2"}
                {"act": "touch", "by": "black", "square": "d7"}
                {"act": "move", "by": "white", "move": "d4"}
                """);

        assertThat(f.get(0).state().touched()).isEqualTo(Map.of("e2", "white"));
        assertThat(f.get(1).state().touched()).isEqualTo(Map.of("e2", "white", "d7", "black"));
        assertThat(f.get(2).state().touched()).as("II.5(e): black's touch binds him in his own turn")
                .isEqualTo(Map.of("d7", "black"));
    }
}
