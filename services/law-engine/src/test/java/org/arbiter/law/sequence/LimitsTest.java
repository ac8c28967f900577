package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import org.arbiter.law.Replay;
import org.junit.jupiter.api.Test;

/** Version 2.1's limits: what a reader refuses before anything of the line is stored. */
class LimitsTest {

    private static SequenceError refused(Runnable read) {
        return catchThrowableOfType(SequenceError.class, read::run);
    }

    @Test
    void v2_1_aPlayerNameLongerThan200IsRefusedNamingTheField() {
        String name = "N".repeat(300);

        SequenceError e = refused(() -> SequenceReader.header("{\"header\": {\"white\": \"" + name + "\"}}", 1));

        assertThat(e.field()).isEqualTo("white");
        assertThat(e.line()).isEqualTo(1);
        assertThat(SequenceReader.header("{\"header\": {\"white\": \"" + "N".repeat(200) + "\"}}", 1).white())
                .hasSize(200);
    }

    @Test
    void v2_1_anActIdOf921000CharactersIsRefusedNamingTheField() {
        String id = "x".repeat(921_000);

        SequenceError e = refused(() -> SequenceReader.action("{\"act\": \"resign\", \"by\": \"black\", \"id\": \"" + id + "\"}", 4));

        assertThat(e.line()).isEqualTo(4);
        assertThat(e.reason()).contains("64 KB");
    }

    @Test
    void v2_1_anIdentifierWithALetterOutsideAsciiIsRefusedNamingTheField() {
        SequenceError e = refused(() -> Limits.id("été", 1, "gameId"));

        assertThat(e.field()).isEqualTo("gameId");
        assertThat(e.reason()).contains("ASCII");
        assertThat(Limits.id("ete-1", 1, "gameId")).isEqualTo("ete-1");
    }

    @Test
    void v2_1_anActIdOver64CharactersOrWithOtherSignsIsRefused() {
        assertThat(refused(() -> SequenceReader.action("{\"act\": \"resign\", \"by\": \"black\", \"id\": \""
                + "a".repeat(65) + "\"}", 2)).field()).isEqualTo("id");
        assertThat(refused(() -> SequenceReader.action("{\"act\": \"resign\", \"by\": \"black\", \"id\": \"a/b\"}", 2))
                .field()).isEqualTo("id");
        assertThat(refused(() -> SequenceReader.action("{\"act\": \"resign\", \"by\": \"black\", \"id\": \"\"}", 2))
                .field()).isEqualTo("id");
        assertThat(SequenceReader.action("{\"act\": \"resign\", \"by\": \"black\", \"id\": \"board7:0042_a.b-c\"}", 2)
                .stamp().id()).contains("board7:0042_a.b-c");
    }

    @Test
    void v2_1_freeTextLongerThan4000IsRefusedNamingTheField() {
        String grounds = "g".repeat(4_001);

        SequenceError e = refused(() -> SequenceReader.action("{\"act\": \"appeal\", \"by\": \"white\", \"ruling\": 3, "
                + "\"grounds\": \"" + grounds + "\"}", 9));

        assertThat(e.field()).isEqualTo("grounds");
    }

    @Test
    void v2_1_aTimeLongerThanAHundredYearsIsRefusedNamingTheFieldWhereItWouldOverflowTheClocks() {
        String header = "{\"header\": {\"timeLimit\": {\"first\": 20, \"then\": 10}}}\n";
        String atTheLimit = header + "{\"act\": \"touch\", \"by\": \"white\", \"square\": \"e2\", \"at\": \"PT876600H\"}\n";

        SequenceError at = refused(() -> SequenceReader.action("{\"act\": \"touch\", \"by\": \"white\", "
                + "\"square\": \"e2\", \"at\": \"PT2000000000000000H\"}", 2));
        SequenceError seconds = refused(() -> SequenceReader.action("{\"act\": \"touch\", \"by\": \"white\", "
                + "\"square\": \"e2\", \"at\": 3155760001}", 2));
        SequenceError clock = refused(() -> SequenceReader.action("{\"act\": \"correct-time\", \"by\": \"arbiter\", "
                + "\"player\": \"black\", \"clock\": \"PT2000000000000000H\"}", 3));
        SequenceError termination = refused(() -> SequenceReader.header("{\"header\": {\"timeLimit\": {\"first\": 20, "
                + "\"then\": 10, \"termination\": \"PT2000000000000000H\"}}}", 1));

        assertThat(at.field()).isEqualTo("at");
        assertThat(at.reason()).contains("100 years");
        assertThat(seconds.field()).isEqualTo("at");
        assertThat(clock.field()).isEqualTo("clock");
        assertThat(termination.field()).isEqualTo("timeLimit.termination");
        assertThat(Replay.run(ContestedSequence.parse(atTheLimit)).actions()).isEqualTo(1);
    }

    @Test
    void v2_1_aNulOrHalfASurrogatePairInAStringIsRefusedNamingTheField() {
        SequenceError nul = refused(() -> SequenceReader.header("{\"header\": {\"white\": \"N\\u0000UL\"}}", 1));
        SequenceError lone = refused(() -> SequenceReader.action("{\"act\": \"appeal\", \"by\": \"white\", \"ruling\": 3, "
                + "\"grounds\": \"a\\ud800b\"}", 4));
        SequenceError trailing = refused(() -> SequenceReader.action("{\"act\": \"seal\", \"by\": \"white\", "
                + "\"record\": \"Kt-B3\\udc00\"}", 5));

        assertThat(nul.field()).isEqualTo("white");
        assertThat(nul.reason()).contains("NUL");
        assertThat(lone.field()).isEqualTo("grounds");
        assertThat(lone.reason()).contains("surrogate");
        assertThat(trailing.field()).isEqualTo("record");
        assertThat(SequenceReader.header("{\"header\": {\"white\": \"\\ud835\\udc00 Steinitz\"}}", 1).white())
                .isEqualTo("\uD835\uDC00 Steinitz");
    }

    @Test
    void v2_1_aMisspeltFieldIsRefusedNamingIt() {
        SequenceError act = refused(() -> SequenceReader.action("{\"act\": \"touch\", \"by\": \"white\", \"square\": \"g1\", "
                + "\"acidental\": true}", 3));
        SequenceError nested = refused(() -> SequenceReader.header("{\"header\": {\"odds\": {\"giver\": \"white\", "
                + "\"mann\": \"knight\"}}}", 1));
        SequenceError header = refused(() -> SequenceReader.header("{\"header\": {\"whte\": \"Steinitz\"}}", 1));

        assertThat(act.field()).isEqualTo("acidental");
        assertThat(nested.field()).isEqualTo("odds.mann");
        assertThat(header.field()).isEqualTo("whte");
    }

    @Test
    void v2_1_theProjectsHeaderAdditionsAreDefinedFields() {
        Header h = SequenceReader.header("{\"header\": {\"event\": \"Club\", \"site\": \"London\", \"date\": \"1897.05.01\", "
                + "\"board\": 3, \"public\": true}}", 1);

        assertThat(h.event()).contains("Club");
    }

    @Test
    void aLineStoredBeforeTheLimitsIsReadAsItWasAccepted() {
        Map<String, Object> stored = Map.of("act", "resign", "by", "black", "id", "a".repeat(300), "note", "kept");

        assertThat(SequenceReader.action(stored, 5).stamp().id()).contains("a".repeat(300));
        assertThat(refused(() -> SequenceReader.action(stored, 5, GameKind.CHESS, Reading.SENT)).field()).isEqualTo("id");
    }
}
