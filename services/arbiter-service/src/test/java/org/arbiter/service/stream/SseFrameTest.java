package org.arbiter.service.stream;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The server-sent event frames the feed writes itself (the SSE wire format, one event each). */
class SseFrameTest {

    @Test
    void anEventIsItsIdNameAndDataThenABlankLine() {
        StringBuilder out = new StringBuilder();
        EventFeed.frame(out, "42", "ActionRecorded", "{\"seq\":1}");
        assertThat(out).hasToString("id:42\nevent:ActionRecorded\ndata:{\"seq\":1}\n\n");
    }

    @Test
    void dataOfSeveralLinesGoesAsADataLineEach() {
        StringBuilder out = new StringBuilder();
        EventFeed.frame(out, "7", "Note", "one\ntwo");
        assertThat(out).hasToString("id:7\nevent:Note\ndata:one\ndata:two\n\n");
    }
}
