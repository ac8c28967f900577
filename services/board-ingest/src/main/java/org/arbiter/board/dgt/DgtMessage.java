package org.arbiter.board.dgt;

import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/**
 * A message from the board, decoded, with {@code at}: the milliseconds since the start of the
 * recording when its last byte arrived, and {@code offset}: where its first byte stands in the stream.
 */
public sealed interface DgtMessage {
    /** Message id {@code 0x86}. */
    int BOARD_DUMP = 0x86;
    /** Message id {@code 0x8D}. */
    int BWTIME = 0x8D;
    /** Message id {@code 0x8E}. */
    int FIELD_UPDATE = 0x8E;

    long at();

    long offset();

    /**
     * A field number of the protocol (0 is a8, 1 is b8, ..., 63 is h1: the board counts row by row
     * from the top left with the connector on White's left) as a square.
     */
    static Square square(int field) {
        return Square.at(field & 7, 7 - (field >>> 3));
    }

    /** The protocol's field number of a square. */
    static int field(Square square) {
        return (7 - square.rank()) * 8 + square.file();
    }

    /** {@code 0x86}: the piece code of every field, field 0 (a8) first. */
    record BoardDump(long at, long offset, int[] codes) implements DgtMessage {
        public BoardDump {
            if (codes.length != 64) {
                throw new IllegalArgumentException("a board dump has 64 fields, not " + codes.length);
            }
            codes = codes.clone();
        }

        @Override
        public int[] codes() {
            return codes.clone();
        }

        public Optional<Piece> pieceAt(Square square) {
            return DgtPieces.piece(codes[field(square)]);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BoardDump d && d.at == at && d.offset == offset && Arrays.equals(d.codes, codes);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(at) * 31 + Arrays.hashCode(codes);
        }

        @Override
        public String toString() {
            return "BoardDump[at=" + at + ", offset=" + offset + ", codes=" + Arrays.toString(codes) + "]";
        }
    }

    /** {@code 0x8E}: one field's new piece code, 0 when it became empty. */
    record FieldUpdate(long at, long offset, int field, int code) implements DgtMessage {
        public Square square() {
            return DgtMessage.square(field);
        }

        public Optional<Piece> piece() {
            return DgtPieces.piece(code);
        }
    }

    /**
     * {@code 0x8D}, the clock times: each side's time (hours binary, minutes and seconds BCD) and the
     * status byte: running, whose turn it is (left or right as seen from the front), no clock connected.
     * {@code ack} marks the clock-acknowledge form of the same message, whose times mean nothing.
     */
    record ClockUpdate(long at, long offset, Duration left, Duration right, boolean running, boolean leftTurn,
                       boolean rightTurn, boolean noClock, boolean ack) implements DgtMessage {
    }

    /** A well-framed message this reader has no use for (serial number, version, trademark, ...). */
    record Other(long at, long offset, int id, int length) implements DgtMessage {
    }
}
