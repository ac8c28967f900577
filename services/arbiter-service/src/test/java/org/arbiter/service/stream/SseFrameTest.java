package org.arbiter.service.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The server-sent event frames the feed writes itself (the SSE wire format, one event each). */
class SseFrameTest {

    private static String frame(String id, String name, String data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EventFeed.frame(out, id, name, data.getBytes(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void anEventIsItsIdNameAndDataThenABlankLine() {
        assertThat(frame("42", "ActionRecorded", "{\"seq\":1}"))
                .isEqualTo("id:42\nevent:ActionRecorded\ndata:{\"seq\":1}\n\n");
    }

    @Test
    void dataOfSeveralLinesGoesAsADataLineEach() {
        assertThat(frame("7", "Note", "one\ntwo")).isEqualTo("id:7\nevent:Note\ndata:one\ndata:two\n\n");
    }

    @Test
    void textBeyondAsciiGoesOutAsUtf8() {
        assertThat(frame("3:1-2", "Notiz", "{\"text\":\"Läufer … ♗\"}\n"))
                .isEqualTo("id:3:1-2\nevent:Notiz\ndata:{\"text\":\"Läufer … ♗\"}\ndata:\n\n");
    }
}
