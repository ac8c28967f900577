package org.arbiter.board.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The protocol's bytes as dgtbrd.h defines them, read whole, split, and with garbage in them. */
class DgtDecoderTest {
    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s.replace(" ", ""));
    }

    private static DgtDecoder.Decoded decode(byte[] bytes) {
        DgtDecoder d = new DgtDecoder();
        DgtDecoder.Decoded one = d.feed(bytes, 0, bytes.length, 0, 10);
        List<DgtProblem> problems = new ArrayList<>(one.problems());
        problems.addAll(d.finish());
        return new DgtDecoder.Decoded(one.messages(), problems);
    }

    @Test
    void theRequestBytes() {
        assertThat(DgtCommand.SEND_RESET.code()).isEqualTo((byte) 0x40);
        assertThat(DgtCommand.SEND_CLOCK.code()).isEqualTo((byte) 0x41);
        assertThat(DgtCommand.SEND_BOARD.code()).isEqualTo((byte) 0x42);
        assertThat(DgtCommand.SEND_UPDATE.code()).isEqualTo((byte) 0x43);
        assertThat(DgtCommand.SEND_UPDATE_BOARD.code()).isEqualTo((byte) 0x44);
        assertThat(DgtCommand.SEND_UPDATE_NICE.code()).isEqualTo((byte) 0x4B);
    }

    @Test
    void aBoardDumpCountsFromA8ToH1() {
        byte[] dump = DgtEncoder.boardDump(Position.initial().men());

        assertThat(dump).hasSize(67);
        assertThat(dump[0] & 0xFF).isEqualTo(0x86);
        assertThat(dump[1]).isEqualTo((byte) 0);
        assertThat(dump[2]).isEqualTo((byte) 67);
        assertThat(dump[3]).as("field 0 is a8, a black Rook").isEqualTo((byte) 0x08);
        assertThat(dump[3 + 4]).as("field 4 is e8, the black King").isEqualTo((byte) 0x0B);
        assertThat(dump[3 + 60]).as("field 60 is e1, the white King").isEqualTo((byte) 0x05);
        assertThat(dump[3 + 59]).as("field 59 is d1, the white Queen").isEqualTo((byte) 0x06);
        assertThat(dump[66]).as("field 63 is h1, a white Rook").isEqualTo((byte) 0x02);
        DgtMessage.BoardDump read = (DgtMessage.BoardDump) decode(dump).messages().get(0);
        assertThat(read.pieceAt(Square.D8)).contains(Piece.BLACK_QUEEN);
        assertThat(read.pieceAt(Square.E4)).isEmpty();
    }

    @Test
    void aFieldUpdate() {
        DgtDecoder.Decoded d = decode(hex("8e 00 05 34 00 8e 00 05 24 01"));

        assertThat(d.problems()).isEmpty();
        assertThat(d.messages()).containsExactly(new DgtMessage.FieldUpdate(10, 0, 52, 0), new DgtMessage.FieldUpdate(10, 5, 36, 1));
        assertThat(((DgtMessage.FieldUpdate) d.messages().get(0)).square()).isEqualTo(Square.E2);
        assertThat(((DgtMessage.FieldUpdate) d.messages().get(1)).piece()).contains(Piece.WHITE_PAWN);
        assertThat(DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN))).isEqualTo(hex("8e 00 05 24 01"));
    }

    @Test
    void aClockMessageInBcd() {
        DgtDecoder.Decoded d = decode(hex("8d 00 0a 01 23 45 00 59 07 09"));

        DgtMessage.ClockUpdate c = (DgtMessage.ClockUpdate) d.messages().get(0);
        assertThat(c.right()).isEqualTo(Duration.parse("PT1H23M45S"));
        assertThat(c.left()).isEqualTo(Duration.parse("PT59M7S"));
        assertThat(c.running()).isTrue();
        assertThat(c.leftTurn()).isTrue();
        assertThat(c.rightTurn()).isFalse();
        assertThat(c.ack()).isFalse();
        assertThat(DgtEncoder.clock(Duration.parse("PT59M7S"), Duration.parse("PT1H23M45S"), true, true))
                .isEqualTo(hex("8d 00 0a 01 23 45 00 59 07 09"));
    }

    @Test
    void aClockAcknowledgeIsNoTime() {
        DgtMessage.ClockUpdate c = (DgtMessage.ClockUpdate) decode(hex("8d 00 0a 0a 10 01 00 00 00 00")).messages().get(0);

        assertThat(c.ack()).isTrue();
    }

    @Test
    void splitReadsGiveTheSameMessages() {
        byte[] bytes = hex("8e 00 05 34 00 8d 00 0a 01 23 45 00 59 07 09 8e 00 05 24 01");
        DgtDecoder d = new DgtDecoder();
        List<DgtMessage> messages = new ArrayList<>();
        for (int i = 0; i < bytes.length; i++) {
            DgtDecoder.Decoded one = d.feed(bytes, i, 1, i, 10);
            assertThat(one.problems()).isEmpty();
            messages.addAll(one.messages());
        }

        assertThat(messages).isEqualTo(decode(bytes).messages());
        assertThat(d.finish()).isEmpty();
    }

    @Test
    void strayBytesAreReportedAndReadingGoesOn() {
        DgtDecoder.Decoded d = decode(hex("12 34 56 8e 00 05 24 01"));

        assertThat(d.problems()).extracting(DgtProblem::offset).containsExactly(0L);
        assertThat(d.problems().get(0).reason()).startsWith("3 stray bytes");
        assertThat(d.messages()).containsExactly(new DgtMessage.FieldUpdate(10, 3, 36, 1));
    }

    @Test
    void aMessageCutShortIsReportedAtItsStart() {
        DgtDecoder.Decoded d = decode(hex("8e 00 05 24 01 8e 00 05 34 8e 00 05 24 01"));

        assertThat(d.problems()).containsExactly(new DgtProblem(5, "a field update (0x8E) cut short after 4 of 5 bytes by a new message id at byte 9"));
        assertThat(d.messages()).extracting(DgtMessage::offset).containsExactly(0L, 9L);
    }

    @Test
    void aWrongSizeAnUnknownIdAndABadField() {
        assertThat(decode(hex("8e 00 06 24 01 00")).problems().get(0).reason())
                .isEqualTo("a field update (0x8E) declares 6 bytes; the protocol fixes it at 5");
        assertThat(decode(hex("ff 00 05 24 01")).problems().get(0).reason()).isEqualTo("unknown message id 0xFF");
        assertThat(decode(hex("8e 00 05 40 01")).problems().get(0).reason()).startsWith("a field update for field 64");
        assertThat(decode(hex("8e 00 05 24")).problems().get(0).reason()).isEqualTo("the stream ends inside a field update (0x8E) after 4 bytes");
    }

    @Test
    void aCaptureKeepsTheTimesOfItsReadsAndPointsIntoTheFile() {
        byte[] file = new DgtCapture().read(1500, hex("8e 00 05")).read(1700, hex("24 01")).read(2000, hex("8e 00")).bytes();

        DgtDecoder.Decoded d = DgtCapture.decode(file);

        assertThat(d.messages()).containsExactly(new DgtMessage.FieldUpdate(1700, 14, 36, 1));
        assertThat(d.problems()).containsExactly(new DgtProblem(31, "the stream ends inside a field update (0x8E) after 2 bytes"));
    }

    @Test
    void aTruncatedCapture() {
        byte[] whole = new DgtCapture().read(1500, hex("8e 00 05 24 01")).bytes();
        byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 2);

        assertThat(DgtCapture.decode(cut).problems().get(0))
                .isEqualTo(new DgtProblem(8, "a read of 5 bytes at 1500 ms, but only 3 bytes remain in the capture"));
    }
}
