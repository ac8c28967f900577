package org.arbiter.cli;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongSupplier;
import org.arbiter.board.dgt.DgtCommand;

/**
 * A DGT board on a serial port: opened at the protocol's 9600 baud, 8 data bits, no parity, one
 * stop bit; asked for a reset, its board dump and the update mode; then read until the port
 * fails or disappears (the cable pulled), when it is opened again with a growing pause and asked
 * for its board again, so that the dump shows what changed while it was away.
 */
final class SerialLink implements Runnable {
    /** What the link hands on: each read, and the moments it connects and loses the board. */
    interface Listener {
        void connected(String port);

        void read(byte[] bytes, int n, long at);

        void lost(String why);
    }

    private static final int BAUD = 9600;
    private static final int READ_TIMEOUT_MS = 200;
    /** A board asked for its dump answers at once; one that stays silent this long is asked again. */
    private static final long SILENCE_BEFORE_ASKING_AGAIN_MS = 3000;
    private static final long FIRST_PAUSE_MS = 250;
    private static final long LONGEST_PAUSE_MS = 4000;

    private final String name;
    private final List<DgtCommand> requests;
    private final LongSupplier clock;
    private final Listener listener;
    private volatile boolean stopped;
    private SerialPort port;

    /** {@code port} is opened now, so that a port that cannot be opened is said at once. */
    SerialLink(String name, List<DgtCommand> requests, LongSupplier clock, Listener listener) {
        this.name = name;
        this.requests = List.copyOf(requests);
        this.clock = clock;
        this.listener = listener;
        this.port = open(name);
    }

    /**
     * Opens {@code name}, or says in words why it cannot be: no such port, permission denied, in use.
     */
    static SerialPort open(String name) {
        if (!Files.exists(Path.of(name))) {
            throw new IllegalArgumentException("no serial port " + name + ": is the board plugged in? (the ports here: "
                    + ports() + ")");
        }
        SerialPort p;
        try {
            p = SerialPort.getCommPort(name);
        } catch (SerialPortInvalidPortException e) {
            throw new IllegalArgumentException(name + " is not a serial port (the ports here: " + ports() + ")");
        }
        p.setComPortParameters(BAUD, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        p.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        p.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, READ_TIMEOUT_MS, 0);
        if (!p.openPort()) {
            throw new IllegalArgumentException(cannotOpen(name, p.getLastErrorCode()));
        }
        return p;
    }

    private static String cannotOpen(String name, int errno) {
        return switch (errno) {
            case 13, 1 -> "permission denied on " + name + ": add yourself to the group that owns it (ls -l " + name
                    + "; usually dialout: sudo usermod -aG dialout $USER, then log in again)";
            case 16 -> name + " is in use by another program";
            case 2, 6, 19 -> "no serial port " + name + " (it went away): is the board plugged in?";
            default -> "cannot open " + name + " (error " + errno + ")";
        };
    }

    private static String ports() {
        StringBuilder s = new StringBuilder();
        for (SerialPort p : SerialPort.getCommPorts()) {
            s.append(s.isEmpty() ? "" : ", ").append(p.getSystemPortPath());
        }
        return s.isEmpty() ? "none found" : s.toString();
    }

    /** Reads the board until {@link #stop()}, opening it again whenever it is lost. */
    @Override
    public void run() {
        long pause = FIRST_PAUSE_MS;
        while (!stopped) {
            if (port == null) {
                try {
                    port = open(name);
                    pause = FIRST_PAUSE_MS;
                } catch (IllegalArgumentException e) {
                    sleep(pause);
                    pause = Math.min(LONGEST_PAUSE_MS, pause * 2);
                    continue;
                }
            }
            String why = serve(port);
            port.closePort();
            port = null;
            if (!stopped) {
                listener.lost(why);
            }
        }
    }

    void stop() {
        stopped = true;
    }

    /** Closes the port opened by the constructor when {@link #run()} never took it over (the service refused). */
    void closeUnread() {
        if (port != null) {
            port.closePort();
            port = null;
        }
    }

    /** One connection: the requests, then reads until the port fails; why it ended. */
    private String serve(SerialPort p) {
        listener.connected(name);
        byte[] buffer = new byte[512];
        long askedAt = clock.getAsLong() - SILENCE_BEFORE_ASKING_AGAIN_MS;
        boolean answered = false;
        while (!stopped) {
            long now = clock.getAsLong();
            if (!answered && now - askedAt >= SILENCE_BEFORE_ASKING_AGAIN_MS) {
                byte[] ask = new byte[requests.size()];
                for (int i = 0; i < ask.length; i++) {
                    ask[i] = requests.get(i).code();
                }
                if (p.writeBytes(ask, ask.length) != ask.length) {
                    return "the board could not be written to (error " + p.getLastErrorCode() + ")";
                }
                askedAt = now;
            }
            int n = p.readBytes(buffer, buffer.length);
            if (n < 0) {
                return "the port failed (error " + p.getLastErrorCode() + ")";
            }
            if (n > 0) {
                answered = true;
                listener.read(buffer, n, clock.getAsLong());
            } else if (!Files.exists(Path.of(name))) {
                return name + " is gone";
            }
        }
        return "stopped";
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
