package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The result as the spec's replay output writes it, and whether the game has ended. */
class ResultTest {

    @ParameterizedTest(name = "{1} is {0}")
    @CsvSource({"WHITE_WINS, 1-0, true", "BLACK_WINS, 0-1, true", "DRAWN, 1/2-1/2, true", "ANNULLED, annulled, true",
            "IN_PLAY, *, false"})
    void eachResultReadsBackFromItsText(Result result, String text, boolean ended) {
        assertThat(result.text()).isEqualTo(text);
        assertThat(Result.ofText(text)).isEqualTo(result);
        assertThat(result.ended()).isEqualTo(ended);
    }

    @Test
    void anUnknownTextIsRefusedNamingIt() {
        assertThatThrownBy(() -> Result.ofText("1-1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("'1-1' is not a result");
    }
}
