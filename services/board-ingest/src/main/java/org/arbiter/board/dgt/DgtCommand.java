package org.arbiter.board.dgt;

/**
 * The one-byte requests a reader sends to the board (dgtbrd.h, "command codes from PC to board").
 * The board answers the ones that return a message; the reset and the mode changes are silent.
 */
public enum DgtCommand {
    /** Back to IDLE: no more automatic updates. */
    SEND_RESET(0x40),
    /** One clock message ({@code 0x8D}). */
    SEND_CLOCK(0x41),
    /** One board dump ({@code 0x86}). */
    SEND_BOARD(0x42),
    /** UPDATE mode: field updates, and clock messages at least every second. */
    SEND_UPDATE(0x43),
    /** UPDATE_BOARD mode: field updates only. */
    SEND_UPDATE_BOARD(0x44),
    SEND_SERIAL_NUMBER(0x45),
    SEND_BUS_ADDRESS(0x46),
    SEND_TRADEMARK(0x47),
    /** The board's stored record of changes. */
    SEND_EE_MOVES(0x49),
    /** UPDATE_NICE mode: field updates, and clock messages only when a time changed. */
    SEND_UPDATE_NICE(0x4B),
    SEND_VERSION(0x4D),
    SEND_LONG_SERIAL_NUMBER(0x55);

    private final int code;

    DgtCommand(int code) {
        this.code = code;
    }

    /** The byte on the wire. */
    public byte code() {
        return (byte) code;
    }
}
