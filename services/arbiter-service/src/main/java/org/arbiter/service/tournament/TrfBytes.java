package org.arbiter.service.tournament;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.arbiter.tournament.trf.TrfError;

/**
 * A TRF file's bytes as text: UTF-8, strictly. Bytes that are not UTF-8 are refused naming their
 * line and column, instead of being stored as the replacement character, which no arbiter typed.
 */
final class TrfBytes {
    private TrfBytes() {
    }

    static String utf8(byte[] body) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(body);
        CharBuffer out = CharBuffer.allocate(body.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            int start = 0;
            for (int i = 0; i < at; i++) {
                if (body[i] == '\n') {
                    line++;
                    start = i + 1;
                }
            }
            throw new TrfError(line, at - start + 1, String.format("byte 0x%02X is not UTF-8; a TRF file is sent as UTF-8",
                    body[at] & 0xff));
        }
        return out.flip().toString();
    }
}
