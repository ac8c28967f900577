package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.arbiter.law.Replay;
import org.junit.jupiter.api.Test;

/** Errors in a contested sequence name the line as it stands in the file, the field, and the reason. */
class ContestedSequenceTest {
    private static final String HEADER = "{\"header\":{}}\n";

    private static SequenceError error(String jsonl) {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> Replay.run(ContestedSequence.parse(jsonl)));
        assertThat(e).as("the sequence is rejected").isNotNull();
        return e;
    }

    @Test
    void aHeaderErrorIsOnTheLineOfTheHeader() {
        SequenceError first = error("{\"header\":{\"start\":\"not a fen\"}}\n");
        SequenceError third = error("# a game\n\n{\"header\":{\"code\":\"no-such-code\"}}\n");

        assertThat(first.line()).isEqualTo(1);
        assertThat(first.field()).isEqualTo("start");
        assertThat(third.line()).isEqualTo(3);
        assertThat(third.field()).isEqualTo("code");
    }

    @Test
    void anOddsErrorIsOnTheLineOfTheHeader() {
        SequenceError e = error("{\"header\":{\"odds\":{\"giver\":\"white\",\"man\":\"king\"}}}\n");

        assertThat(e.line()).isEqualTo(1);
        assertThat(e.field()).isEqualTo("odds.man");
    }

    @Test
    void aLineThatIsNotJsonSaysSo() {
        SequenceError e = error(HEADER + "this is not JSON\n");

        assertThat(e.line()).isEqualTo(2);
        assertThat(e.field()).isNull();
        assertThat(e.reason()).isEqualTo("not JSON: column 1: 'this' is not a JSON value");
    }

    @Test
    void aMoveWithNeitherNotationNorSquaresIsReportedUnderMove() {
        SequenceError none = error(HEADER + "{\"act\":\"move\",\"by\":\"white\"}\n");
        SequenceError noTo = error(HEADER + "{\"act\":\"move\",\"by\":\"white\",\"from\":\"e2\"}\n");

        assertThat(none.field()).isEqualTo("move");
        assertThat(noTo.field()).isEqualTo("to");
    }

    @Test
    void aMoveThatNamesNoLegalMoveIsOneSentence() {
        SequenceError e = error(HEADER + "{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\"}\n"
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e4\"}\n");

        assertThat(e.line()).isEqualTo(3);
        assertThat(e.reason()).doesNotContain(".;").doesNotContain("..").endsWith("an illegal transfer is given with from and to");
    }

    @Test
    void aFileWithoutAHeaderIsLineOne() {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> ContestedSequence.parse("\n# nothing\n"));

        assertThat(e.line()).isEqualTo(1);
        assertThat(e.field()).isEqualTo("header");
    }
}
