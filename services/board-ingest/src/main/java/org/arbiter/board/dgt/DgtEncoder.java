package org.arbiter.board.dgt;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;

/** Writes the board's messages as the board sends them, for the simulator and the tests. */
public final class DgtEncoder {
    private DgtEncoder() {
    }

    /** {@code 0x86}: the 64 piece codes, a8 first. */
    public static byte[] boardDump(Map<Square, Piece> men) {
        byte[] m = header(DgtMessage.BOARD_DUMP, 67);
        for (Map.Entry<Square, Piece> e : men.entrySet()) {
            m[3 + DgtMessage.field(e.getKey())] = (byte) DgtPieces.code(Optional.of(e.getValue()));
        }
        return m;
    }

    /** {@code 0x8E}: one square's new contents. */
    public static byte[] fieldUpdate(Square square, Optional<Piece> piece) {
        byte[] m = header(DgtMessage.FIELD_UPDATE, 5);
        m[3] = (byte) DgtMessage.field(square);
        m[4] = (byte) DgtPieces.code(piece);
        return m;
    }

    /** {@code 0x8D}: both times and the status byte; {@code leftTurn} names whose clock runs. */
    public static byte[] clock(Duration left, Duration right, boolean running, boolean leftTurn) {
        byte[] m = header(DgtMessage.BWTIME, 10);
        time(m, 3, right);
        time(m, 6, left);
        int status = (running ? 0x01 : 0) | (leftTurn ? 0x08 : 0x10) | (leftTurn ? 0 : 0x02);
        m[9] = (byte) status;
        return m;
    }

    private static void time(byte[] m, int at, Duration d) {
        long seconds = Math.max(0, Math.min(d.getSeconds(), 9 * 3600 + 59 * 60 + 59));
        m[at] = (byte) (seconds / 3600);
        m[at + 1] = (byte) bcd((int) (seconds / 60 % 60));
        m[at + 2] = (byte) bcd((int) (seconds % 60));
    }

    private static int bcd(int v) {
        return (v / 10) << 4 | v % 10;
    }

    private static byte[] header(int id, int size) {
        byte[] m = new byte[size];
        m[0] = (byte) id;
        m[1] = (byte) ((size >> 7) & 0x7F);
        m[2] = (byte) (size & 0x7F);
        return m;
    }
}
