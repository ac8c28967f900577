package org.arbiter.service.bench;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * The benchmark's HTTP/1.1 client: one kept-alive socket, the request written as one buffer and
 * the response read with one small buffer. The load generator shares the JVM and the two cores
 * with the service it measures; the JDK's {@code HttpClient} ran on a selector thread and worker
 * threads of its own, which took 9% of the JVM's CPU at 5,000 actions/s, CPU that is the
 * service's in a deployment.
 */
final class PlainHttp implements Closeable {
    private static final int TIMEOUT_MILLIS = 60_000;

    /** The Authorization header every request carries: the benchmark calls as a test arbiter. */
    static volatile String authorization = "";

    private final String host;
    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    /** A response's status and body. */
    record Response(int status, String body) {
    }

    PlainHttp(URI base) {
        this.host = base.getHost();
        this.port = base.getPort();
    }

    /**
     * Posts JSON. Posts once more on a new connection when the kept one fails: after an idle wait
     * the server may have closed it. Sending again is safe here: batches carry ids, and a header
     * opens one more game.
     */
    Response post(String path, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        byte[] head = ("POST " + path + " HTTP/1.1\r\nHost: " + host + ":" + port
                + "\r\nAuthorization: " + authorization
                + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[head.length + body.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(body, 0, request, head.length, body.length);
        try {
            return exchange(request);
        } catch (IOException staleConnection) {
            close();
            return exchange(request);
        }
    }

    /**
     * Opens a stream ({@code GET}) and hands each line of its body to {@code lines} until the
     * server ends it or the socket is closed ({@link #close}, from another thread).
     */
    void stream(String path, Runnable connected, Consumer<String> lines) throws IOException {
        stream(path, null, connected, lines);
    }

    /** As {@link #stream(String, Runnable, Consumer)}, resuming after {@code lastEventId} when it is not null. */
    void stream(String path, String lastEventId, Runnable connected, Consumer<String> lines) throws IOException {
        connect();
        out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nAuthorization: " + authorization
                + (lastEventId == null ? "" : "\r\nLast-Event-ID: " + lastEventId)
                + "\r\nAccept: text/event-stream\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        Head head = readHead();
        if (head.status != 200) {
            throw new IOException("GET " + path + " answered " + head.status);
        }
        connected.run();
        InputStream body = head.chunked ? new Chunked(in) : in;
        // read in blocks: a display receives every event, and a call per byte cost the shared cores more
        byte[] block = new byte[8192];
        ByteArrayOutputStream line = new ByteArrayOutputStream(1024);
        for (int n = body.read(block, 0, block.length); n >= 0; n = body.read(block, 0, block.length)) {
            int from = 0;
            for (int i = 0; i < n; i++) {
                if (block[i] == '\n') {
                    line.write(block, from, i - from);
                    lines.accept(line.toString(StandardCharsets.UTF_8));
                    line.reset();
                    from = i + 1;
                }
            }
            line.write(block, from, n - from);
        }
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing is all that is wanted of it
            }
            socket = null;
        }
    }

    private void connect() throws IOException {
        if (socket == null) {
            socket = new Socket();
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(TIMEOUT_MILLIS);
            socket.connect(new InetSocketAddress(host, port), TIMEOUT_MILLIS);
            in = new BufferedInputStream(socket.getInputStream(), 8192);
            out = socket.getOutputStream();
        }
    }

    private Response exchange(byte[] request) throws IOException {
        connect();
        out.write(request);
        out.flush();
        Head head = readHead();
        byte[] body;
        if (head.chunked) {
            body = new Chunked(in).readAllBytes();
        } else if (head.length >= 0) {
            body = in.readNBytes(head.length);
        } else {
            throw new IOException("a response without a length: " + head.status);
        }
        if (head.close) {
            close();
        }
        return new Response(head.status, new String(body, StandardCharsets.UTF_8));
    }

    private record Head(int status, int length, boolean chunked, boolean close) {
    }

    private Head readHead() throws IOException {
        String status = readLine(in);
        int space = status.indexOf(' ');
        int code = Integer.parseInt(status.substring(space + 1, space + 4));
        int length = -1;
        boolean chunked = false;
        boolean close = false;
        for (String line = readLine(in); !line.isEmpty(); line = readLine(in)) {
            int colon = line.indexOf(':');
            String name = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            if (name.equalsIgnoreCase("Content-Length")) {
                length = Integer.parseInt(value);
            } else if (name.equalsIgnoreCase("Transfer-Encoding")) {
                chunked = value.equalsIgnoreCase("chunked");
            } else if (name.equalsIgnoreCase("Connection")) {
                close = value.equalsIgnoreCase("close");
            }
        }
        return new Head(code, length, chunked, close);
    }

    /** A line of a response's head or a chunk's size, without its CRLF. */
    private static String readLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder(64);
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new EOFException("the connection ended in the middle of a response");
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }

    /** A chunked body (RFC 9112, 7.1), read up to its last chunk; trailers are skipped. */
    private static final class Chunked extends InputStream {
        private final InputStream in;
        private int left;
        private boolean done;

        Chunked(InputStream in) {
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            if (!nextChunk()) {
                return -1;
            }
            left--;
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (!nextChunk()) {
                return -1;
            }
            int n = in.read(b, off, Math.min(len, left));
            if (n < 0) {
                throw new EOFException("the connection ended in the middle of a chunk");
            }
            left -= n;
            return n;
        }

        /** Whether there is body left, reading the next chunk's size where the last one ended. */
        private boolean nextChunk() throws IOException {
            if (done) {
                return false;
            }
            if (left == 0) {
                String size = readLine(in);
                if (size.isEmpty()) {
                    size = readLine(in);
                }
                int semicolon = size.indexOf(';');
                left = Integer.parseInt((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
                if (left == 0) {
                    // the last chunk: skip the trailers, which carry nothing the benchmark reads
                    String trailer = readLine(in);
                    while (!trailer.isEmpty()) {
                        trailer = readLine(in);
                    }
                    done = true;
                    return false;
                }
            }
            return true;
        }
    }
}
