package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Reading the header and actions from maps as this reader and Jackson produce them. */
class SequenceReaderTest {

    static Stream<Arguments> jacksonNumbers() {
        return Stream.of(Arguments.of(30), Arguments.of(30L), Arguments.of(BigInteger.valueOf(30)),
                Arguments.of(30.0), Arguments.of(new BigDecimal("30")), Arguments.of(new BigDecimal("30.000")));
    }

    @ParameterizedTest(name = "a time limit of {0}")
    @MethodSource("jacksonNumbers")
    void aHeaderReadsEveryKindOfJacksonNumber(Object thirty) {
        Map<String, Object> timeLimit = new LinkedHashMap<>();
        timeLimit.put("first", thirty);
        timeLimit.put("then", 15);
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("timeLimit", timeLimit);

        Header h = SequenceReader.header(Map.of("header", header), 1);

        assertThat(h.timeLimit()).contains(new Header.TimeLimit(30, 15, Optional.empty()));
    }

    @ParameterizedTest(name = "at {0}")
    @MethodSource("jacksonNumbers")
    void anActionTimeReadsEveryKindOfJacksonNumber(Object thirty) {
        Map<String, Object> action = new LinkedHashMap<>();
        action.put("act", "resign");
        action.put("by", "white");
        action.put("at", thirty);

        assertThat(SequenceReader.action(action, 2).stamp().at()).contains(Duration.ofSeconds(30));
    }

    @Test
    void fractionsOfSecondsAndListsFromJacksonAreRead() {
        Map<String, Object> exact = new LinkedHashMap<>();
        exact.put("act", "exact");
        exact.put("by", "black");
        exact.put("penalty", "B");
        exact.put("squares", new ArrayList<>(List.of("e2", "e4")));
        exact.put("at", new BigDecimal("1.5"));

        Action.Exact a = (Action.Exact) SequenceReader.action(exact, 3);

        assertThat(a.squares()).extracting(Object::toString).containsExactly("e2", "e4");
        assertThat(a.stamp().at()).contains(Duration.ofMillis(1500));
    }

    @Test
    void aFractionIsNoWholeNumberOfMoves() {
        Map<String, Object> timeLimit = Map.of("first", new BigDecimal("30.5"), "then", 15);

        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.header(Map.of("header", Map.of("timeLimit", timeLimit)), 1));

        assertThat(e.field()).isEqualTo("first");
        assertThat(e.reason()).isEqualTo("expected a whole number, found 30.5");
    }
}
