package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** Raw serial bytes, without the capture's times: each message a second after the one before. */
class RawStreamTest {
    @Test
    void aRawStreamIsReadWithMessagesASecondApart() {
        byte[] raw = HexFormat.of().parseHex("8e000534008e00052401");

        Ingest.Result r = Ingest.run(raw, Ingest.Format.DGT, null, Settings.defaults());

        assertThat(r.error()).isEmpty();
        assertThat(r.lines()).containsExactly("{\"header\": {}}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 0}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e4\", \"at\": 1}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 1.3}");
    }
}
