package org.arbiter.service.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.arbiter.service.web.BadQuery;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.junit.jupiter.api.Test;

/** The SSE event id: the reader's position and the positions still outstanding below it. */
class ResumePointTest {

    @Test
    void aReaderWithNothingOutstandingIsItsPosition() {
        assertThat(ResumePoint.idOf(GapAwareTrackingToken.newInstance(4711, Set.of()))).isEqualTo("4711");
    }

    @Test
    void outstandingPositionsFollowAColonWithRunsAsFirstAndLast() {
        Set<Long> outstanding = LongStream.rangeClosed(4690, 4699).boxed().collect(Collectors.toSet());
        outstanding.add(4702L);
        outstanding.add(4705L);
        outstanding.add(4706L);

        String id = ResumePoint.idOf(GapAwareTrackingToken.newInstance(4711, outstanding));

        assertThat(id).isEqualTo("4711:4690-4699,4702,4705-4706");
    }

    @Test
    void anIdReadsBackAsTheSameReader() {
        GapAwareTrackingToken reader = GapAwareTrackingToken.newInstance(100, List.of(3L, 4L, 5L, 50L, 98L));

        assertThat(ResumePoint.parse(ResumePoint.idOf(reader), "Last-Event-ID")).isEqualTo(reader);
    }

    @Test
    void aPlainNumberHasNothingOutstanding() {
        assertThat(ResumePoint.parse(" 0 ", "after")).isEqualTo(GapAwareTrackingToken.newInstance(0, Set.of()));
    }

    @Test
    void textThatIsNoIdIsRefusedNamingTheField() {
        for (String bad : List.of("yesterday", "-1", "12:", "12:3-", "12:,3", "4711;4702", "1e3")) {
            assertThatThrownBy(() -> ResumePoint.parse(bad, "Last-Event-ID"))
                    .as(bad).isInstanceOf(BadQuery.class).hasMessageStartingWith("Last-Event-ID must be an event id");
        }
    }

    @Test
    void outstandingPositionsMustRiseAndStayBelowThePosition() {
        for (String bad : List.of("10:5,3", "10:5-3", "10:4,4", "10:10", "10:3-12")) {
            assertThatThrownBy(() -> ResumePoint.parse(bad, "after"))
                    .as(bad).isInstanceOf(BadQuery.class).hasMessageContaining("after: the outstanding positions must rise");
        }
    }

    @Test
    void aForgedIdCannotAskForMillionsOfPositions() {
        assertThatThrownBy(() -> ResumePoint.parse("99999999:0-99999998", "Last-Event-ID"))
                .isInstanceOf(BadQuery.class).hasMessageContaining("more than 10000 outstanding positions");
    }

    /** A client that comes back with an id has every event the id covers, and none it names outstanding. */
    @Test
    void anIdCoversThePositionsBehindItButNotThoseOutstanding() {
        var token = ResumePoint.parse("2499:944,966-968", "Last-Event-ID");
        assertThat(ResumePoint.covers(token, 2499)).as("its own event, which a resumed client once got again").isTrue();
        assertThat(ResumePoint.covers(token, 100)).isTrue();
        assertThat(ResumePoint.covers(token, 944)).isFalse();
        assertThat(ResumePoint.covers(token, 967)).isFalse();
        assertThat(ResumePoint.covers(token, 2500)).isFalse();
        assertThat(ResumePoint.covers(ResumePoint.parse("12", "after"), 12)).isTrue();
    }
}
