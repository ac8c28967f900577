package org.arbiter.service.tournament;

import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Public or not on a tournament's record: a change is an event naming who made it; setting what stands records nothing. */
class TournamentRecordTest {
    private static final String RECORD = TournamentRecord.idOf("hastings-1895");

    private AggregateTestFixture<TournamentRecord> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(TournamentRecord.class);
    }

    @Test
    void aPrivateTournamentMadePublicIsAnEventNamingTheOfficial() {
        fixture.givenNoPriorActivity()
                .when(new SetPublic(RECORD, "hastings-1895", true, false, "chief"))
                .expectEvents(new PublicSet("hastings-1895", true, "chief"));
    }

    @Test
    void onceTheRecordHasSaidItsWordStandsOverTheImportsAndSettingItAgainRecordsNothing() {
        fixture.given(new PublicSet("hastings-1895", true, "chief"))
                .when(new SetPublic(RECORD, "hastings-1895", true, false, "deputy"))
                .expectNoEvents();
    }

    @Test
    void aRecordThatOnlyMarkedDisplaysTakesTheImportsWordSoSettingThatRecordsNothing() {
        fixture.given(new DisplayMarked("hastings-1895", "hall-1", true, "chief"))
                .when(new SetPublic(RECORD, "hastings-1895", false, false, "chief"))
                .expectNoEvents();
    }

    @Test
    void aRecordThatOnlyMarkedDisplaysRecordsAChangeFromTheImportsWord() {
        fixture.given(new DisplayMarked("hastings-1895", "hall-1", true, "chief"))
                .when(new SetPublic(RECORD, "hastings-1895", true, false, "chief"))
                .expectEvents(new PublicSet("hastings-1895", true, "chief"));
    }
}
