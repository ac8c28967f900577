package org.arbiter.service.it;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An SSE client that sends its request and then reads nothing, with a small receive window, as a
 * screen on a congested link does; later it reads whatever the service sent and whether the
 * service ended the stream.
 */
final class SlowReader implements AutoCloseable {
    private final Socket socket = new Socket();

    /** How the response stood when the reader stopped: its last chunk came, the service closed the connection, or neither. */
    enum Ending { LAST_CHUNK, CONNECTION_CLOSED, STILL_OPEN }

    /** One whole event read: its id and its type. */
    record Event(String id, String type) {
    }

    /** What was read: the whole events (an event cut in the middle is not one), and how the response stood. */
    record Read(List<Event> events, Ending ending) {
        /** Whether the service ended the stream: a client of either ending reconnects with the last id it got. */
        boolean ended() {
            return ending != Ending.STILL_OPEN;
        }
    }

    SlowReader(int port, String path, String authorization) throws IOException {
        socket.setReceiveBufferSize(2048);
        socket.connect(new java.net.InetSocketAddress("127.0.0.1", port), 5000);
        socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nAccept: text/event-stream\r\nAuthorization: " + authorization + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
    }

    /** Reads the chunked body until the last chunk or until nothing comes for {@code quietMillis}. */
    Read readAll(int quietMillis) throws IOException {
        socket.setSoTimeout(quietMillis);
        DataInputStream in = new DataInputStream(socket.getInputStream());
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        Ending ending = Ending.STILL_OPEN;
        try {
            while (!line(in).isEmpty()) {
                // the response's head
            }
            for (int size; (size = Integer.parseInt(line(in).strip(), 16)) > 0; line(in)) {
                byte[] chunk = new byte[size];
                in.readFully(chunk);
                body.write(chunk);
            }
            ending = Ending.LAST_CHUNK;
        } catch (java.io.EOFException | java.net.SocketException closed) {
            // the service closed the connection: Tomcat does so when it could not write for its connection timeout
            ending = Ending.CONNECTION_CLOSED;
        } catch (SocketTimeoutException quiet) {
            // nothing more came, and the connection is still open
        }
        List<Event> events = new ArrayList<>();
        String text = body.toString(StandardCharsets.UTF_8);
        // an event ends with a blank line; what follows the last one was cut off with the connection
        for (String event : text.substring(0, text.lastIndexOf("\n\n") + 1).split("\n\n")) {
            String id = null;
            String type = null;
            for (String l : event.split("\n")) {
                if (l.startsWith("id:")) {
                    id = l.substring(3).strip();
                } else if (l.startsWith("event:")) {
                    type = l.substring(6).strip();
                }
            }
            if (id != null) {
                events.add(new Event(id, type));
            }
        }
        return new Read(events, ending);
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder out = new StringBuilder();
        for (int c; (c = in.read()) != '\n'; ) {
            if (c < 0) {
                throw new java.io.EOFException();
            }
            if (c != '\r') {
                out.append((char) c);
            }
        }
        return out.toString();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
