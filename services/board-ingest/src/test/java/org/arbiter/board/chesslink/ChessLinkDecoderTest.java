package org.arbiter.board.chesslink;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.junit.jupiter.api.Test;

/**
 * The Millennium ChessLink protocol as Dave Woodfield's description of 25 October 2017 gives it
 * (kept public in domschl/python-mchess, mchess/magic-board.md): a reply is its lower-case letter,
 * its data and the XOR of every character before the check as two hex digits. The check values
 * here were worked by hand from that rule.
 */
class ChessLinkDecoderTest {
    /** The men at the start, a8 to h8 first: the pairs of like men cancel in the XOR, so the check is 's' alone, 0x73. */
    private static final String START = "rnbqkbnrpppppppp" + ".".repeat(32) + "PPPPPPPPRNBQKBNR";
    private static final String AFTER_E4 = "rnbqkbnrpppppppp" + ".".repeat(20) + "P" + ".".repeat(11) + "PPPP.PPPRNBQKBNR";

    private static ChessLinkDecoder.Decoded decode(String text, long at) {
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        return new ChessLinkDecoder().feed(b, 0, b.length, 0, at);
    }

    @Test
    void aStatusIsTheWholeBoardFromA8ToH1() {
        ChessLinkDecoder.Decoded d = decode("s" + START + "73", 40);

        assertThat(d.problems()).isEmpty();
        assertThat(d.messages()).containsExactly(new ChessLinkMessage.Status(40, 0, START));
        assertThat(((ChessLinkMessage.Status) d.messages().getFirst()).fieldsLine())
                .isEqualTo("{\"at\": 40, \"board\": \"" + START + "\"}");
    }

    @Test
    void theOtherRepliesAreReadWithTheirData() {
        // v 0x76 ^ '0' 0x30 ^ '1' 0x31 ^ '0' 0x30 ^ '2' 0x32 = 0x75; x alone 0x78; l alone 0x6C
        ChessLinkDecoder.Decoded d = decode("v010275x78l6C", 5);

        assertThat(d.problems()).isEmpty();
        assertThat(d.messages()).containsExactly(new ChessLinkMessage.Reply(5, 0, 'v', "0102"),
                new ChessLinkMessage.Reply(5, 7, 'x', ""), new ChessLinkMessage.Reply(5, 10, 'l', ""));
    }

    @Test
    void aReplyWhoseBlockCheckIsWrongIsReportedAndTheNextIsRead() {
        ChessLinkDecoder.Decoded d = decode("s" + START + "74" + "x78", 0);

        assertThat(d.messages()).containsExactly(new ChessLinkMessage.Reply(0, 67, 'x', ""));
        assertThat(d.problems().getFirst()).isEqualTo(new ChessLinkDecoder.Problem(0,
                "a reply 's' whose block check is 74, not 73"));
    }

    @Test
    void aStatusWithAByteLostIsLeftOutAndTheNextStatusIsRead() {
        String spoiled = "s" + START.substring(1) + "73";
        ChessLinkDecoder.Decoded d = decode(spoiled + "s" + START + "73", 0);

        assertThat(d.messages()).containsExactly(new ChessLinkMessage.Status(0, spoiled.length(), START));
        assertThat(d.problems().getFirst().offset()).isZero();
    }

    @Test
    void aReplySplitAcrossReadsIsAssembledAndTimedByItsLastByte() {
        byte[] b = ("s" + START + "73").getBytes(StandardCharsets.US_ASCII);
        ChessLinkDecoder decoder = new ChessLinkDecoder();

        assertThat(decoder.feed(b, 0, 30, 0, 100).messages()).isEmpty();
        assertThat(decoder.feed(b, 30, b.length - 30, 30, 120).messages())
                .containsExactly(new ChessLinkMessage.Status(120, 0, START));
        assertThat(decoder.finish()).isEmpty();
    }

    @Test
    void theParityBitIsNotPartOfTheCharacter() {
        byte[] b = ("s" + START + "73").getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (Integer.bitCount(b[i]) % 2 == 0 ? b[i] | 0x80 : b[i]);
        }

        assertThat(new ChessLinkDecoder().feed(b, 0, b.length, 0, 0).messages())
                .containsExactly(new ChessLinkMessage.Status(0, 0, START));
    }

    @Test
    void aCommandCarriesItsBlockCheckAndOddParity() {
        // 'S' 0x53 and its check "53": '5' 0x35 and '3' 0x33 have four bits set each, as 'S' has: bit 7 set on all three
        assertThat(ChessLinkDecoder.command("S")).containsExactly(0xD3, 0xB5, 0xB3);
    }

    @Test
    void statusesReadAsTheLiftPlacementAndReleaseOfAMove() {
        ChessLinkFields fields = new ChessLinkFields();
        List<String> lines = new ArrayList<>();
        lines.addAll(fields.lines(new ChessLinkMessage.Status(0, 0, START)));
        lines.addAll(fields.lines(new ChessLinkMessage.Status(40, 67, START)));
        lines.addAll(fields.lines(new ChessLinkMessage.Status(1000, 134, START.substring(0, 52) + "." + START.substring(53))));
        lines.addAll(fields.lines(new ChessLinkMessage.Status(1200, 201, AFTER_E4)));

        Ingest.Result r = Ingest.run(String.join("\n", lines).getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS,
                null, Settings.defaults());

        assertThat(lines).as("a status that changes nothing gives no line").hasSize(3);
        assertThat(r.error()).isEmpty();
        assertThat(r.lines()).containsExactly("{\"header\": {}}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e4\", \"at\": 1.2}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 1.5}");
    }
}
