package org.arbiter.service.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.TreeSet;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.TrackingToken;
import org.junit.jupiter.api.Test;

/**
 * A resuming client gets each event it missed once: from its catch-up if the live reader had
 * handed it out before the join, else live; and the catch-up ends when its tokens say so, however
 * late the store's stream delivers.
 */
class JoinPointTest {
    /** The live reader began after position 5 and had read to 20, with 17 still outstanding. */
    private final JoinPoint join = JoinPoint.start(token(5)).after(token(20, 17), "event-20");

    @Test
    void theCatchUpSendsWhatTheLiveReaderHadHandedOutAndLeavesTheRestToIt() {
        assertThat(join.sentByCatchUp(12)).isTrue();
        assertThat(join.sentByCatchUp(20)).as("the event the live reader stood on at the join").isTrue();
        assertThat(join.sentByCatchUp(3)).as("below where the live reader began: it will never send it").isTrue();
        assertThat(join.sentByCatchUp(17)).as("outstanding at the join: the live reader sends it when it commits").isFalse();
        assertThat(join.sentByCatchUp(21)).as("after the join").isFalse();
    }

    @Test
    void aCatchUpThatHasNotReadAsFarAsTheLiveReaderIsNotDoneHoweverLongItsStreamIsQuiet() {
        assertThat(join.coveredBy(token(12))).isFalse();
        assertThat(join.coveredBy(token(19))).isFalse();
        assertThat(join.coveredBy(token(20))).isTrue();
    }

    @Test
    void aCatchUpHasReachedTheLiveReaderOnceItHasReadAsFarWhateverItStillMisses() {
        assertThat(join.reachedBy(token(19))).isFalse();
        assertThat(join.reachedBy(token(20, 14))).isTrue();
        assertThat(join.coveredBy(token(20, 14))).isFalse();
    }

    @Test
    void aCatchUpStillMissingAnEventTheLiveReaderHadReadIsNotDone() {
        assertThat(join.coveredBy(token(20, 14))).as("14 was read live, so it is committed: wait for it").isFalse();
        assertThat(join.coveredBy(token(20, 17))).as("17 is outstanding for the live reader too").isTrue();
        assertThat(join.coveredBy(token(22, 4, 17, 21)))
                .as("4 lies below the live reader's start, 21 after the join").isTrue();
    }

    @Test
    void anEventCommittedAfterHigherOnesHasTheGapItFilledAsItsPosition() {
        assertThat(JoinPoint.ownPosition(token(20, 14, 17), token(20, 17))).isEqualTo(14);
        assertThat(JoinPoint.ownPosition(token(20, 17), token(23, 17, 21, 22))).isEqualTo(23);
        assertThat(JoinPoint.ownPosition(new GlobalSequenceTrackingToken(7), new GlobalSequenceTrackingToken(8)))
                .isEqualTo(8);
    }

    @Test
    void theIdOfACatchUpEventDoesNotClaimWhatWasLeftToTheLiveReader() {
        assertThat(JoinPoint.handedTo(token(21, 17), new TreeSet<>(Set.of(17L, 21L)))).isEqualTo(token(20, 17));
        assertThat(JoinPoint.handedTo(token(22), new TreeSet<>(Set.of(21L)))).isEqualTo(token(22, 21));
        assertThat(JoinPoint.handedTo(token(22, 9), new TreeSet<>())).isEqualTo(token(22, 9));
    }

    @Test
    void aLiveReaderThatHasReadNothingYetOwesEverythingUpToWhereItBegan() {
        JoinPoint fresh = JoinPoint.start(token(40));
        assertThat(fresh.lastEventId()).isNull();
        assertThat(fresh.sentByCatchUp(40)).isTrue();
        assertThat(fresh.coveredBy(token(39))).isFalse();
        assertThat(fresh.coveredBy(token(40, 33))).isTrue();
        assertThat(JoinPoint.start(null).coveredBy(token(0))).as("an empty store at the start").isTrue();
    }

    private static TrackingToken token(long index, long... gaps) {
        Set<Long> outstanding = new TreeSet<>();
        for (long gap : gaps) {
            outstanding.add(gap);
        }
        return GapAwareTrackingToken.newInstance(index, outstanding);
    }
}
