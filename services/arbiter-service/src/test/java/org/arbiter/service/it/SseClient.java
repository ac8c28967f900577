package org.arbiter.service.it;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** A minimal server-sent-events client: connects, collects events, and goes away when closed. */
final class SseClient implements AutoCloseable {
    record Event(String id, String type, String data) {
    }

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Thread reader;
    private volatile Stream<String> lines;

    /** {@code authorization} is the Authorization header to send (a stream is read by a logged-in caller). */
    SseClient(String url, String lastEventId, String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/event-stream")
                .header("Authorization", authorization).GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        HttpResponse<Stream<String>> response;
        try {
            response = Suite.HTTP.send(request.build(), HttpResponse.BodyHandlers.ofLines());
        } catch (Exception e) {
            throw new IllegalStateException("cannot connect to " + url, e);
        }
        if (response.statusCode() != 200) {
            throw new IllegalStateException(url + " answered " + response.statusCode());
        }
        lines = response.body();
        reader = new Thread(this::read, "sse-test-client");
        reader.setDaemon(true);
        reader.start();
    }

    private void read() {
        String id = null;
        String type = null;
        StringBuilder data = new StringBuilder();
        try {
            for (String line : (Iterable<String>) lines::iterator) {
                if (line.isEmpty()) {
                    if (data.length() > 0) {
                        events.add(new Event(id, type, data.toString()));
                    }
                    id = null;
                    type = null;
                    data.setLength(0);
                } else if (line.startsWith("id:")) {
                    id = line.substring(3).strip();
                } else if (line.startsWith("event:")) {
                    type = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    data.append(line.substring(5));
                }
            }
        } catch (RuntimeException e) {
            // the stream was closed: the client went away
        }
    }

    /** Waits for {@code n} events (or the patience to run out) and returns those received. */
    List<Event> take(int n, Duration patience) throws InterruptedException {
        List<Event> out = new ArrayList<>();
        long deadline = System.nanoTime() + patience.toNanos();
        while (out.size() < n) {
            Event e = events.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (e == null) {
                break;
            }
            out.add(e);
        }
        return out;
    }

    /** Events that arrive within {@code quiet}, after those taken. */
    List<Event> drain(Duration quiet) throws InterruptedException {
        List<Event> out = new ArrayList<>();
        Event e;
        while ((e = events.poll(quiet.toMillis(), TimeUnit.MILLISECONDS)) != null) {
            out.add(e);
        }
        return out;
    }

    /** Whether the server has ended the stream (the client read it to its end). */
    boolean ended() {
        return !reader.isAlive();
    }

    @Override
    public void close() {
        lines.close();
        reader.interrupt();
    }
}
