package org.arbiter.service.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.util.Map;
import java.util.Set;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;

/** Whether a display reads a game: a game a pairing opened is public as its tournament is now; any other as its header says. */
class GameAccessTest {
    private static final Caller DISPLAY = new Caller("screen", Role.DISPLAY, Set.of(), null);
    private final GameAccess access = new GameAccess(mock(EventStore.class));

    @Test
    void aPairedGameFollowsItsTournamentMadePublicAfterItWasOpenedAndNotPublicAgain() {
        access.know(Map.of("hastings-1895", new GameAccess.Tournament("Hastings 1895", true)));
        assertThat(access.readable(DISPLAY, "hastings-1895-r2-b1", "Hastings 1895", false)).isTrue();

        access.know(Map.of("hastings-1895", new GameAccess.Tournament("Hastings 1895", false)));
        assertThat(access.readable(DISPLAY, "hastings-1895-r2-b1", "Hastings 1895", true)).isFalse();
    }

    @Test
    void aGameOpenedByHandOrUnderAnotherEventKeepsItsHeadersWord() {
        access.know(Map.of("hastings-1895", new GameAccess.Tournament("Hastings 1895", true)));

        assertThat(access.readable(DISPLAY, "a-game-by-hand", "Hastings 1895", false)).isFalse();
        assertThat(access.readable(DISPLAY, "hastings-1895-r2-b1", "Another event", false)).as("not that tournament's")
                .isFalse();
        assertThat(access.readable(DISPLAY, "unknown-7-r1-b1", "Unknown", true)).isTrue();
    }
}
