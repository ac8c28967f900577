package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The contract's JSON Lines: numbered as in the file, blank and comment lines skipped, a BOM taken off. */
class JsonLinesTest {

    @Test
    void linesKeepTheirNumbersInTheFile() {
        String text = "\uFEFF# a comment\r\n{\"header\":{}}\n\n   \n  {\"act\":\"resign\",\"by\":\"white\"}  \n#{\"x\":1}\n";

        assertThat(JsonLines.split(text)).containsExactly(
                new JsonLines.Line(2, "{\"header\":{}}"),
                new JsonLines.Line(5, "{\"act\":\"resign\",\"by\":\"white\"}"));
    }

    @Test
    void anEmptyTextHasNoLines() {
        assertThat(JsonLines.split("")).isEmpty();
        assertThat(JsonLines.split("\uFEFF\n# only a comment\n")).isEmpty();
    }
}
