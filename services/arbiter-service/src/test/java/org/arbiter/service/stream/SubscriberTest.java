package org.arbiter.service.stream;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockAsyncContext;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** Who ends a stream's response, and when: the container's objects are recycled for the next request once it has ended. */
class SubscriberTest {
    private final List<Subscriber> gone = new ArrayList<>();
    private final Subscriber.Feed feed = new Subscriber.Feed() {
        @Override
        public void written(Duration latency) {
        }

        @Override
        public void gone(Subscriber subscriber) {
            gone.add(subscriber);
        }
    };

    private final BrokenConnection connection = new BrokenConnection();
    private final CountingAsyncContext async = new CountingAsyncContext(connection);

    /** A stream to a client that has gone, its writes made on the caller's thread. */
    private Subscriber started() throws IOException {
        Subscriber subscriber = new Subscriber(async, e -> true, e -> true, () -> true, 1 << 20, Runnable::run, feed);
        subscriber.start();
        return subscriber;
    }

    @Test
    void aFailedWriteLeavesTheEndOfTheResponseToTheContainersOwnCallback() throws IOException {
        Subscriber subscriber = started();

        connection.listener.onWritePossible();
        assertThat(connection.writes).as("the head was tried").isPositive();
        assertThat(subscriber.isClosed()).isTrue();
        assertThat(gone).containsExactly(subscriber);
        assertThat(async.completions).as("completions from the writer's thread").isZero();

        subscriber.onError(new AsyncEvent(async, new IOException("Broken pipe")));
        subscriber.onComplete(new AsyncEvent(async));
        assertThat(async.completions).as("completions once the container called back").isEqualTo(1);
    }

    @Test
    void aStreamClosedByTheServiceIsEndedOnceWhoeverCallsBackAfter() throws IOException {
        Subscriber subscriber = started();

        subscriber.close();
        subscriber.onTimeout(new AsyncEvent(async));
        subscriber.close();
        assertThat(async.completions).isEqualTo(1);
        assertThat(connection.writes).as("writes after the end").isZero();
        connection.listener.onWritePossible();
        assertThat(connection.writes).as("writes after the end").isZero();
    }

    @Test
    void anEventHandedOutTwiceIsWrittenOnce() throws IOException {
        Reading connection = new Reading();
        Subscriber subscriber = new Subscriber(new CountingAsyncContext(connection), e -> true, e -> true, () -> true, 1 << 20,
                Runnable::run, feed);
        subscriber.start();
        connection.listener.onWritePossible();
        LiveEvent first = LiveEvent.of("g1", "ActionRecorded", Instant.now(), "e1", ResumePoint.parse("1", "id"), 1, "{}");
        LiveEvent second = LiveEvent.of("g1", "ActionRecorded", Instant.now(), "e2", ResumePoint.parse("2", "id"), 1, "{}");

        subscriber.offer(first);
        subscriber.offer(LiveEvent.of("g1", "ActionRecorded", Instant.now(), "e1", ResumePoint.parse("1:0", "id"), 1, "{}"));
        subscriber.offer(second);

        assertThat(connection.written.toString(StandardCharsets.UTF_8))
                .isEqualTo(":connected\n\n" + new String(first.text(), StandardCharsets.UTF_8)
                        + new String(second.text(), StandardCharsets.UTF_8));
    }

    /** A connection that takes every write at once, and the stream's write listener. */
    private abstract static class Connection extends ServletOutputStream {
        WriteListener listener;

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setWriteListener(WriteListener writeListener) {
            this.listener = writeListener;
        }
    }

    /** A connection whose client reads everything. */
    private static final class Reading extends Connection {
        final ByteArrayOutputStream written = new ByteArrayOutputStream();

        @Override
        public void write(int b) {
            written.write(b);
        }
    }

    /** A connection whose client has gone: every write fails. */
    private static final class BrokenConnection extends Connection {
        int writes;

        @Override
        public void write(int b) throws IOException {
            writes++;
            throw new IOException("Broken pipe");
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            write(0);
        }
    }

    /** Spring's servlet test double, counting the calls that end the response. */
    private static final class CountingAsyncContext extends MockAsyncContext {
        int completions;

        CountingAsyncContext(ServletOutputStream out) {
            super(new MockHttpServletRequest(), new HttpServletResponseWrapper(new MockHttpServletResponse()) {
                @Override
                public ServletOutputStream getOutputStream() {
                    return out;
                }
            });
        }

        @Override
        public void complete() {
            completions++;
        }
    }
}
