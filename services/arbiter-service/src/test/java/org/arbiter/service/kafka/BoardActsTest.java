package org.arbiter.service.kafka;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.Stamp;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;

/** What a board's token may record: the acts a board sees, by a player, or the clock's reading by the arbiter's equipment. */
class BoardActsTest {
    private static final Caller BOARD = new Caller("board-7", Role.BOARD, Set.of(), "board-7");
    private static final Action.ClockFace FACE = new Action.ClockFace(Duration.ofMinutes(5), Duration.ofMinutes(4));

    @Test
    void theClocksReadingByTheArbiterIsTheBoardsOwnAct() {
        assertThatCode(() -> BoardActs.mayRecord(BOARD, Optional.of("g1"), "g1",
                new Action.ClockShows(Stamp.of(Actor.ARBITER), FACE))).doesNotThrowAnyException();
    }

    @Test
    void aPressByTheArbiterIsAPersonsActNotABoards() {
        assertThatThrownBy(() -> BoardActs.mayRecord(BOARD, Optional.of("g1"), "g1",
                new Action.Press(Stamp.of(Actor.ARBITER), Optional.of(FACE))))
                .isInstanceOf(NotAllowed.class).hasMessageContaining("'press' by arbiter is a person's act");
    }

    @Test
    void aResignationIsNoActABoardSees() {
        assertThatThrownBy(() -> BoardActs.mayRecord(BOARD, Optional.of("g1"), "g1", new Action.Resign(Stamp.of(Actor.WHITE))))
                .isInstanceOf(NotAllowed.class).hasMessageContaining("'resign' by white is a person's act");
    }
}
