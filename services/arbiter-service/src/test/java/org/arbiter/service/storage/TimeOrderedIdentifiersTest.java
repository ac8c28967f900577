package org.arbiter.service.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import org.axonframework.common.IdentifierFactory;
import org.junit.jupiter.api.Test;

class TimeOrderedIdentifiersTest {

    @Test
    void axonMakesItsIdentifiersHere() {
        assertThat(IdentifierFactory.getInstance()).isInstanceOf(TimeOrderedIdentifiers.class);
        UUID id = UUID.fromString(IdentifierFactory.getInstance().generateIdentifier());
        assertThat(id.version()).isEqualTo(7);
        assertThat(id.variant()).isEqualTo(2);
    }

    @Test
    void theMillisecondComesFirst() {
        long millis = 1_795_400_000_123L;
        UUID id = TimeOrderedIdentifiers.next(millis);
        assertThat(id.getMostSignificantBits() >>> 16).isEqualTo(millis);
    }

    @Test
    void laterIdentifiersSortAfterEarlierOnesAsText() {
        List<String> ids = new ArrayList<>();
        for (long millis = 1_795_400_000_000L; millis < 1_795_400_000_000L + 5_000; millis += 7) {
            ids.add(TimeOrderedIdentifiers.next(millis).toString());
        }
        assertThat(ids).isSorted();
    }

    @Test
    void identifiersOfOneMillisecondDiffer() {
        HashSet<UUID> seen = new HashSet<>();
        for (int i = 0; i < 100_000; i++) {
            assertThat(seen.add(TimeOrderedIdentifiers.next(1_795_400_000_000L))).isTrue();
        }
    }
}
