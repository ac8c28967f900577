package org.arbiter.board.chesslink;

/**
 * A reply of the board, decoded, with {@code at} (milliseconds since the start of the recording
 * when its last byte arrived) and {@code offset} (where its first byte stands in the stream).
 */
public sealed interface ChessLinkMessage {
    long at();

    long offset();

    /**
     * {@code s}: the whole board, 64 letters from a8 to h8, a7 to h7, ..., a1 to h1: {@code KQRNBP}
     * for White's men, {@code kqrnbp} for Black's, {@code .} for an empty square; the same string
     * as a {@code board} line of the board fields.
     */
    record Status(long at, long offset, String board) implements ChessLinkMessage {
        public Status {
            if (board.length() != 64) {
                throw new IllegalArgumentException("a status gives 64 squares, not " + board.length());
            }
        }

        /** The status as a line of the board fields format: {@code {"at": 1530, "board": "rnbq..."}}. */
        public String fieldsLine() {
            return "{\"at\": " + at + ", \"board\": \"" + board + "\"}";
        }
    }

    /**
     * Any other reply: {@code v} (version, 4 hex digits), {@code l} and {@code x} (the LEDs set or put
     * out, no data), {@code w} and {@code r} (an E2ROM address and its byte, 4 hex digits).
     */
    record Reply(long at, long offset, char type, String data) implements ChessLinkMessage {
    }
}
