package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Who may perform each act, said once for every act (Performers) and enforced where a line is read. */
class PerformersTest {

    @Test
    void aMansHandOnTheBoardIsAPlayersAndTheArbiterWritingItIsRefusedNamingBy() {
        assertThatThrownBy(() -> SequenceReader.action("{\"act\":\"move\",\"by\":\"arbiter\",\"move\":\"e4\"}", 3))
                .isInstanceOf(SequenceError.class).hasMessageContaining("by").hasMessageContaining("'move' is an act of a player");
    }

    @Test
    void theArbitersOwnActsAreRefusedToAPlayerWithTheReason() {
        assertThatThrownBy(() -> SequenceReader.action("{\"act\":\"flag\",\"by\":\"white\",\"player\":\"black\"}", 4))
                .isInstanceOf(SequenceError.class).hasMessageContaining("FIDE 6.8");
        assertThatThrownBy(() -> SequenceReader.action("{\"act\":\"correct-time\",\"by\":\"black\",\"player\":\"white\",\"clock\":\"PT10M\"}", 5))
                .isInstanceOf(SequenceError.class).hasMessageContaining("II.10.D");
    }

    @Test
    void aClaimAndAnOffenceMayBeWrittenByEither() {
        assertThat(Performers.of(SequenceReader.action("{\"act\":\"claim\",\"by\":\"arbiter\",\"claim\":\"illegal-move\"}", 6)).kind())
                .isEqualTo(Performers.Kind.EITHER);
        assertThat(SequenceReader.action("{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"illegal-move\"}", 7).by()).isEqualTo(Actor.BLACK);
    }
}
