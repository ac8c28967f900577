package org.arbiter.service.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.junit.jupiter.api.Test;

/**
 * Issue 45, item 4: a stream's events that a broadcast delay holds back wait for their time, and
 * the events of games it does not hold back go past them, each with an id that names the waiting
 * ones as outstanding, so that a client coming back with it is sent them and misses none.
 */
class NotYetTest {
    private final AtomicBoolean due = new AtomicBoolean();
    private final NotYet notYet = new NotYet(e -> !"delayed".equals(e.gameId()) || due.get());
    private final List<LiveEvent> written = new ArrayList<>();

    private static LiveEvent event(String game, long position) {
        return LiveEvent.of(game, "ActionRecorded", Instant.now(), "e" + position,
                GapAwareTrackingToken.newInstance(position, Collections.emptySet()), position, "{}");
    }

    private List<String> ids() {
        return written.stream().map(e -> new String(e.text(), StandardCharsets.UTF_8).lines().findFirst().orElseThrow())
                .toList();
    }

    @Test
    void anEventHeldBackIsPassedByTheOthersWhoseIdsNameItUntilItsTimeComes() {
        notYet.deliver(event("delayed", 5), written::add);
        notYet.deliver(event("live", 6), written::add);
        notYet.deliver(event("delayed", 7), written::add);
        notYet.deliver(event("live", 8), written::add);

        assertThat(ids()).containsExactly("id:6:5", "id:8:5,7");
        assertThat(ResumePoint.parse("8:5,7", "id")).isEqualTo(GapAwareTrackingToken.newInstance(8, List.of(5L, 7L)));

        notYet.release(written::add);
        assertThat(written).hasSize(2);
        due.set(true);
        notYet.release(written::add);
        assertThat(ids()).containsExactly("id:6:5", "id:8:5,7", "id:8:7", "id:8");
        assertThat(written.stream().map(LiveEvent::eventId)).containsExactly("e6", "e8", "e5", "e7");
    }

    @Test
    void withNothingHeldBackAnEventIsWrittenAsEveryClientHasIt() {
        LiveEvent e = event("live", 3);
        notYet.deliver(e, written::add);
        assertThat(written).containsExactly(e);
    }
}
