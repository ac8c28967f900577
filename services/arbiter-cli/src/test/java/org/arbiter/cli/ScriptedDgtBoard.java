package org.arbiter.cli;

import com.fazecast.jSerialComm.SerialPort;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtDecoder;
import org.arbiter.board.dgt.DgtMessage;

/**
 * A DGT board at the far end of a pseudo-terminal: it answers the reader's requests as the protocol
 * says (a board dump for {@code 0x42}, nothing for the reset, the update modes start its updates) and,
 * once in update mode, writes a simulated game's reads with the times between them (a pause longer
 * than 0.7 s is cut to 0.7 s, still longer than the reader's debounce time: the players think faster here). It remembers how far it got, so that
 * a second connection goes on where the first was cut, and its board dump shows the board as it
 * stands then.
 */
final class ScriptedDgtBoard {
    private static final long LONGEST_PAUSE_MS = 700;

    private record Read(long at, byte[] bytes) {
    }

    private final List<Read> reads = new ArrayList<>();
    private final int[] codes = new int[64];
    private final DgtDecoder decoder = new DgtDecoder();
    private final List<Integer> requests = new ArrayList<>();
    private int next;

    ScriptedDgtBoard(byte[] capture) {
        for (DgtCapture.Read r : DgtCapture.reads(capture).reads()) {
            if (r.length() > 0) {
                reads.add(new Read(r.at(), Arrays.copyOfRange(capture, r.offset(), r.offset() + r.length())));
            }
        }
        // the men stand on the board before the game starts: the capture's first dump shows them
        DgtDecoder first = new DgtDecoder();
        for (Read r : reads) {
            List<DgtMessage> opening = first.feed(r.bytes(), 0, r.bytes().length, 0, 0).messages();
            opening.forEach(this::apply);
            if (opening.stream().anyMatch(m -> m instanceof DgtMessage.BoardDump)) {
                break;
            }
        }
    }

    /** The index of the read just after the {@code n}th clock message of the game (the first is the one at the start). */
    int afterClockMessage(int n) {
        DgtDecoder d = new DgtDecoder();
        int seen = 0;
        for (int i = 0; i < reads.size(); i++) {
            byte[] b = reads.get(i).bytes();
            for (DgtMessage m : d.feed(b, 0, b.length, 0, 0).messages()) {
                if (m instanceof DgtMessage.ClockUpdate && ++seen == n) {
                    return i + 1;
                }
            }
        }
        throw new IllegalArgumentException("the game has " + seen + " clock messages, not " + n);
    }

    int reads() {
        return reads.size();
    }

    /** Every request byte the reader sent, in order. */
    synchronized List<Integer> requests() {
        return List.copyOf(requests);
    }

    /** Serves on {@code port} until the reads before {@code until} are written; false if the port failed first. */
    boolean serve(String port, int until) throws InterruptedException {
        SerialPort p = SerialPort.getCommPort(port);
        p.setComPortParameters(9600, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        p.setComPortTimeouts(SerialPort.TIMEOUT_NONBLOCKING, 0, 0);
        if (!p.openPort()) {
            throw new IllegalStateException("the simulated board cannot open " + port + ": error " + p.getLastErrorCode());
        }
        try {
            boolean updating = false;
            long due = 0;
            byte[] in = new byte[64];
            while (next < until) {
                int n = p.readBytes(in, in.length);
                if (n < 0) {
                    return false;
                }
                for (int i = 0; i < n; i++) {
                    int request = in[i] & 0xFF;
                    synchronized (this) {
                        requests.add(request);
                    }
                    if (request == 0x42) {
                        write(p, dump());
                    } else if ((request == 0x43 || request == 0x44 || request == 0x4B) && !updating) {
                        updating = true;
                        due = System.currentTimeMillis() + 100;
                    }
                }
                long now = System.currentTimeMillis();
                if (updating && now >= due) {
                    Read r = reads.get(next);
                    write(p, r.bytes());
                    decoder.feed(r.bytes(), 0, r.bytes().length, 0, 0).messages().forEach(this::apply);
                    next++;
                    if (next < reads.size()) {
                        due = now + Math.min(LONGEST_PAUSE_MS, reads.get(next).at() - r.at());
                    }
                }
                Thread.sleep(2);
            }
            return true;
        } finally {
            p.closePort();
        }
    }

    private void apply(DgtMessage m) {
        switch (m) {
            case DgtMessage.BoardDump d -> System.arraycopy(d.codes(), 0, codes, 0, 64);
            case DgtMessage.FieldUpdate f -> codes[f.field()] = f.code();
            default -> {
            }
        }
    }

    private byte[] dump() {
        byte[] m = new byte[67];
        m[0] = (byte) DgtMessage.BOARD_DUMP;
        m[2] = 67;
        for (int i = 0; i < 64; i++) {
            m[3 + i] = (byte) codes[i];
        }
        return m;
    }

    private static void write(SerialPort p, byte[] bytes) {
        if (p.writeBytes(bytes, bytes.length) != bytes.length) {
            throw new IllegalStateException("the simulated board could not write: error " + p.getLastErrorCode());
        }
    }
}
