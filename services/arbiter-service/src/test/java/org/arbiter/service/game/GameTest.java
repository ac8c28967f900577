package org.arbiter.service.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.axonframework.test.matchers.Matchers.exactSequenceOf;
import static org.axonframework.test.matchers.Matchers.matches;
import static org.axonframework.test.matchers.Matchers.payloadsMatching;

import java.util.List;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.game.api.RecordActions;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.RulingIssued;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Game aggregate: given events, when a command, expect the events the law engine's replay gives. */
class GameTest {
    private static final String ID = "g1";
    private static final String[] ILLEGAL_MOVE_CASE = {
            Given.move("white", "e4"), Given.move("black", "e5"), Given.move("white", "Nf3"), Given.move("black", "Nc6"),
            Given.move("white", "Bb5"), Given.move("black", "a6"),
            "{\"act\":\"move\",\"by\":\"white\",\"from\":\"f3\",\"to\":\"f5\"}",
            Given.move("black", "Nf6"),
            "{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"illegal-move\"}"};

    private AggregateTestFixture<Game> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Game.class);
    }

    @Test
    void opensAGameWithTheHeadersPlayersAndTheStartingPosition() {
        fixture.givenNoPriorActivity()
                .when(Given.open(ID, Given.HEADER))
                .expectEvents(new GameOpened(ID, Given.headerFields(Given.HEADER), "chess-code-1897", "Steinitz", "Zukertort", "Club match",
                        "3", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
    }

    @Test
    void aDraughtsGameIsRuledByItsCodeWithItsPositionAsAPdnFen() {
        String header = "{\"header\":{\"game\":\"draughts\",\"start\":\"B:W18,27,32:B1,9,14\"}}";
        fixture.given(new GameOpened(ID, Given.headerFields(header), "household-draughts", "White", "Black", null, null,
                        "B:W18,27,32:B1,9,14", "B:W18,27,32:B1,9,14"))
                .when(Given.record(ID, "{\"act\":\"move\",\"by\":\"black\",\"move\":\"9-13\"}"))
                .expectEventsMatching(payloadsMatching(org.axonframework.test.matchers.Matchers.listWithAnyOf(
                        matches(e -> e instanceof ActionRecorded r && r.action() instanceof org.arbiter.law.sequence.Action.MoveMade m
                                && m.notation().equals(java.util.Optional.of("9-13"))))))
                .expectResultMessagePayloadMatching(matches(r -> r instanceof List<?> list
                        && ((Recorded) list.get(0)).position().equals("W:W18,27,32:B1,13,14")));
    }

    @Test
    void aDraughtsActPostedAloneIsReadAsAnActOfTheGamesOwnGame() {
        String header = "{\"header\":{\"game\":\"draughts\",\"start\":\"B:W18,27,32:B1,9,14\"}}";
        List<Object> opened = List.of(new GameOpened(ID, Given.headerFields(header), "household-draughts", "White",
                "Black", null, null, "B:W18,27,32:B1,9,14", "B:W18,27,32:B1,9,14"));
        fixture.given(opened)
                .andGivenCommands(Given.record(ID, "{\"act\":\"move\",\"by\":\"black\",\"move\":\"9-13\"}"))
                .when(Given.record(ID, "{\"act\":\"huff\",\"by\":\"white\",\"square\":\"14\"}"))
                .expectEventsMatching(payloadsMatching(org.axonframework.test.matchers.Matchers.listWithAnyOf(
                        matches(e -> e instanceof RulingIssued r && r.law().equals("v")
                                && r.position().equals("W:W18,27,32:B1,13")))));
    }

    @Test
    void aDraughtsSquareInAChessGameIsRefusedNamingTheField() {
        fixture.given(Given.game(ID).events())
                .when(Given.record(ID, "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"15\"}"))
                .expectException(SequenceError.class)
                .expectExceptionMessage(matches(m -> String.valueOf(m).contains("field \"square\"")
                        && String.valueOf(m).contains("a1 to h8")))
                .expectNoEvents();
    }

    @Test
    void refusesToOpenAGameUnderAnUnknownCodeNamingTheField() {
        fixture.givenNoPriorActivity()
                .when(Given.open(ID, "{\"header\":{\"code\":\"fide-1999\"}}"))
                .expectException(SequenceError.class)
                .expectExceptionMessage(matches(m -> String.valueOf(m).contains("field \"code\"")))
                .expectNoEvents();
    }

    @Test
    void recordsAMoveWithThePositionAfterIt() {
        Given given = Given.game(ID);
        List<Object> opened = given.events();
        fixture.given(opened)
                .when(Given.record(ID, Given.move("white", "e4")))
                .expectEvents(given.eventsOf(Given.move("white", "e4"), null).toArray());
    }

    @Test
    void notesAnIllegalMoveAsABreachCitingTheLaw() {
        Given given = Given.game(ID).then(java.util.Arrays.copyOfRange(ILLEGAL_MOVE_CASE, 0, 6));
        List<Object> before = given.events();
        List<Object> expected = given.eventsOf(ILLEGAL_MOVE_CASE[6], null);
        assertThat(expected).anyMatch(e -> e instanceof org.arbiter.service.game.api.BreachNoted b
                && b.law().equals("II.6(b)"));
        fixture.given(before)
                .when(Given.record(ID, ILLEGAL_MOVE_CASE[6]))
                .expectEvents(expected.toArray());
    }

    @Test
    void rulesOnAnUncorrectedIllegalMoveAsTheReplayDoes() {
        Given given = Given.game(ID).then(java.util.Arrays.copyOfRange(ILLEGAL_MOVE_CASE, 0, 8));
        List<Object> before = given.events();
        List<Object> expected = given.eventsOf(ILLEGAL_MOVE_CASE[8], null);
        assertThat(expected).anyMatch(e -> e instanceof RulingIssued r && r.law().equals("II.6(e)"));
        fixture.given(before)
                .when(Given.record(ID, ILLEGAL_MOVE_CASE[8]))
                .expectEvents(expected.toArray());
    }

    @Test
    void recordsTheEndOfTheGame() {
        Given given = Given.game(ID).then(Given.move("white", "e4"));
        List<Object> before = given.events();
        String resign = "{\"act\":\"resign\",\"by\":\"black\"}";
        List<Object> expected = given.eventsOf(resign, null);
        fixture.given(before)
                .when(Given.record(ID, resign))
                .expectEvents(expected.toArray())
                .expectEventsMatching(payloadsMatching(matches(list -> ((List<?>) list).stream().anyMatch(
                        p -> p instanceof org.arbiter.service.game.api.GameEnded e && e.result().equals("1-0")))));
    }

    @Test
    void acknowledgesAndDropsAnActionWhoseIdWasSeen() {
        String touch = "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\",\"id\":\"t-1\"}";
        fixture.given(Given.game(ID).then(touch).events())
                .when(Given.record(ID, touch))
                .expectNoEvents()
                .expectResultMessagePayloadMatching(matches(r -> r instanceof List<?> list
                        && list.get(0) instanceof Recorded rec && rec.duplicate() && rec.seq() == 1));
    }

    @Test
    void dropsARedeliveryOfAnActionWithoutIdByItsDeliveryId() {
        Given given = Given.game(ID);
        List<Object> before = given.events();
        String touch = "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\"}";
        List<Object> first = given.eventsOf(touch, "kafka:arbiter.actions-0@7");
        List<Object> all = new java.util.ArrayList<>(before);
        all.addAll(first);
        fixture.given(all)
                .when(new RecordActions(ID, null, List.of(Given.line(touch, 1, "kafka:arbiter.actions-0@7")), Given.ARBITER))
                .expectNoEvents();
    }

    @Test
    void recordsTheSameActionAgainWhenItCarriesNoIdentity() {
        Given given = Given.game(ID);
        String claim = "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"draw-fifty-moves\"}";
        given.then(claim);
        List<Object> before = given.events();
        fixture.given(before)
                .when(Given.record(ID, claim))
                .expectEventsMatching(payloadsMatching(matches(list -> ((List<?>) list).get(0) instanceof ActionRecorded a
                        && a.seq() == 2)));
    }

    @Test
    void refusesAnActionThatCannotPhysicallyHappenAndRecordsNothing() {
        fixture.given(Given.game(ID).events())
                .when(Given.record(ID, "{\"act\":\"place\",\"by\":\"white\",\"square\":\"e4\"}"))
                .expectException(ActionRefused.class)
                .expectNoEvents();
    }

    @Test
    void recordsNothingOfABatchWhenOneOfItsActionsIsRefused() {
        fixture.given(Given.game(ID).events())
                .when(Given.record(ID, Given.move("white", "e4"), "{\"act\":\"place\",\"by\":\"black\",\"square\":\"e5\"}"))
                .expectException(ActionRefused.class)
                .expectExceptionMessage(matches(m -> String.valueOf(m).startsWith("line 2")))
                .expectNoEvents();
    }

    @Test
    void recordsABatchInOrder() {
        Given given = Given.game(ID);
        List<Object> before = given.events();
        List<Object> expected = new java.util.ArrayList<>(given.eventsOf(Given.move("white", "e4"), null));
        expected.addAll(given.eventsOf(Given.move("black", "e5"), null));
        fixture.given(before)
                .when(Given.record(ID, Given.move("white", "e4"), Given.move("black", "e5")))
                .expectEventsMatching(payloadsMatching(exactSequenceOf(expected.stream()
                        .map(e -> org.axonframework.test.matchers.Matchers.equalTo(e)).toArray(org.hamcrest.Matcher[]::new))));
    }
}
