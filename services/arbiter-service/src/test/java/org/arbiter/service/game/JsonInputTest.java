package org.arbiter.service.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.api.TooManyActs;
import org.junit.jupiter.api.Test;

/** What arbiters send is read by Jackson and checked field by field, each error naming its line. */
class JsonInputTest {
    private final JsonInput input = new JsonInput();

    @Test
    void aBatchOfMoreActsThanOneRequestMayHoldIsRefusedNamingTheFirstActPastTheLimit() {
        String act = "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\"}";
        String largest = String.join("\n", java.util.Collections.nCopies(JsonInput.MAX_ACTS, act));

        assertThat(input.lines("{\"header\":{}}\n" + largest).actions()).hasSize(JsonInput.MAX_ACTS);
        assertThat(input.json("[" + largest.replace('\n', ',') + "]").actions()).hasSize(JsonInput.MAX_ACTS);
        // the header is line 1, so the first act past the limit stands on the line after the last one taken
        assertThatThrownBy(() -> input.lines("{\"header\":{}}\n" + largest + "\n" + act))
                .isInstanceOfSatisfying(TooManyActs.class, e -> assertThat(e.line()).isEqualTo(JsonInput.MAX_ACTS + 2));
        assertThatThrownBy(() -> input.json("[" + largest.replace('\n', ',') + "," + act + "]"))
                .isInstanceOfSatisfying(TooManyActs.class, e -> assertThat(e.line()).isEqualTo(JsonInput.MAX_ACTS + 1))
                .hasMessageContaining("more than the " + JsonInput.MAX_ACTS + " acts one request may hold");
    }

    @Test
    void aTimeInWholeSecondsIsRead() {
        Submission s = input.lines("{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":170}");

        assertThat(s.actions().get(0).action().stamp().at()).contains(Duration.ofSeconds(170));
    }

    @Test
    void wholeNumbersAreReadInHeadersAndArraysToo() {
        Submission file = input.lines("{\"header\":{\"timeLimit\":{\"first\":20,\"then\":10}}}");
        Submission array = input.json("[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":170}]");

        assertThat(file.header().orElseThrow().timeLimit().orElseThrow().first()).isEqualTo(20);
        assertThat(array.actions().get(0).action().stamp().at()).contains(Duration.ofSeconds(170));
    }

    @Test
    void aDraughtsFileIsReadWithTheSquaresAndActsOfItsGame() {
        Submission s = input.lines("{\"header\":{\"game\":\"draughts\"}}\n"
                + "{\"act\":\"touch\",\"by\":\"black\",\"square\":\"9\"}\n{\"act\":\"compel\",\"by\":\"white\"}\n");

        assertThat(s.header().orElseThrow().code()).isEqualTo("household-draughts");
        assertThat(s.actions().get(0).action()).isInstanceOf(org.arbiter.law.sequence.Action.Touch.class);
        assertThat(((org.arbiter.law.sequence.Action.Touch) s.actions().get(0).action()).square().toString()).isEqualTo("b6");
        assertThat(s.actions().get(1).action().act()).isEqualTo("compel");
    }

    @Test
    void aFileIsReadWithItsHeaderAndItsActsNumberedByLine() {
        Submission s = input.lines("{\"header\":{\"white\":\"Steinitz\"}}\n\n# a comment\n"
                + "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"g1\"}\n");

        assertThat(s.header()).hasValueSatisfying(h -> assertThat(h.white()).isEqualTo("Steinitz"));
        assertThat(s.actions()).singleElement().satisfies(a -> {
            assertThat(a.line()).isEqualTo(4);
            assertThat(a.action()).isInstanceOf(Action.Touch.class);
        });
    }

    @Test
    void aMalformedActionNamesItsLineAndField() {
        assertThatThrownBy(() -> input.json("[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"act\":\"touch\",\"by\":\"white\"}]"))
                .isInstanceOfSatisfying(SequenceError.class, e -> {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.field()).isEqualTo("square");
                });
    }

    @Test
    void aLineThatIsNotJsonSaysSo() {
        assertThatThrownBy(() -> input.lines("{\"act\":\"resign\",\"by\":\"white\"}\n{\"act\": tru}\n"))
                .isInstanceOfSatisfying(SequenceError.class, e -> {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.reason()).startsWith("not JSON");
                });
    }

    @Test
    void fiftyThousandOpeningBracketsAreRefusedNamingTheLimitNotAStackOverflow() {
        String deep = "[".repeat(50_000) + "]".repeat(50_000);

        for (Runnable read : new Runnable[] {() -> input.json(deep), () -> input.lines(deep)}) {
            assertThatThrownBy(read::run).isInstanceOfSatisfying(SequenceError.class, e -> {
                assertThat(e.line()).isEqualTo(1);
                assertThat(e.reason()).contains("nest deeper than " + JsonInput.MAX_DEPTH);
            });
        }
    }
}
