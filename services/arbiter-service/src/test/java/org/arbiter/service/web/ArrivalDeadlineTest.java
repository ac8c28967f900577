package org.arbiter.service.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.ServletInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/**
 * A body's time to arrive counts from the service's first read of it: a body that came whole is
 * read however long the service took to reach it (under load it waited seconds for a database
 * connection, and a valid act was refused), and one that trickles in is still cut off.
 */
class ArrivalDeadlineTest {
    private static final String ACT = "[{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}]";
    private final ArrivalDeadline filter = new ArrivalDeadline(Duration.ofMillis(200), new ObjectMapper());

    @Test
    void aBodyThatCameWholeIsReadHoweverLateTheServiceReadsIt() throws Exception {
        MockHttpServletRequest request = post(ACT.getBytes(StandardCharsets.UTF_8));
        AtomicReference<String> read = new AtomicReference<>();

        filter.doFilter(request, new MockHttpServletResponse(), new MockFilterChain(new jakarta.servlet.http.HttpServlet() {
            @Override
            protected void service(jakarta.servlet.http.HttpServletRequest req, jakarta.servlet.http.HttpServletResponse res)
                    throws IOException {
                pause(500);
                read.set(new String(req.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            }
        }));

        assertThat(read.get()).isEqualTo(ACT);
    }

    @Test
    void aBodyStillArrivingAfterTheArrivalTimeIsCutOff() throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        MockHttpServletRequest trickling = new MockHttpServletRequest("POST", "/api/games/g/actions") {
            @Override
            public ServletInputStream getInputStream() {
                return new Trickle(ACT.getBytes(StandardCharsets.UTF_8), 100);
            }
        };
        trickling.setContentType("application/json");

        filter.doFilter(trickling, new MockHttpServletResponse(), new MockFilterChain(new jakarta.servlet.http.HttpServlet() {
            @Override
            protected void service(jakarta.servlet.http.HttpServletRequest req, jakarta.servlet.http.HttpServletResponse res) {
                try {
                    req.getInputStream().readAllBytes();
                } catch (IOException e) {
                    failure.set(e);
                }
            }
        }));

        assertThat(failure.get()).isInstanceOf(SocketTimeoutException.class)
                .hasMessageContaining("arbiter.request-arrival");
    }

    @Test
    void aTricklingFormIsAnswered408() throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockHttpServletRequest trickling = new MockHttpServletRequest("POST", "/login") {
            @Override
            public ServletInputStream getInputStream() {
                return new Trickle("username=a&password=b".getBytes(StandardCharsets.US_ASCII), 50);
            }
        };
        trickling.setContentType("application/x-www-form-urlencoded");
        trickling.addHeader("Content-Length", 21);

        filter.doFilter(trickling, response, new MockFilterChain());

        assertThat(response.getStatus()).isEqualTo(408);
        assertThat(response.getContentAsString()).contains("\"error\":\"too-slow\"");
    }

    private static MockHttpServletRequest post(byte[] body) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/games/g/actions");
        request.setContentType("application/json");
        request.setContent(body);
        return request;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A body whose bytes come one at a time, {@code gapMillis} apart, as a trickling client sends them. */
    private static final class Trickle extends ServletInputStream {
        private final InputStream bytes;
        private final long gapMillis;

        Trickle(byte[] body, long gapMillis) {
            this.bytes = new java.io.ByteArrayInputStream(body);
            this.gapMillis = gapMillis;
        }

        @Override
        public int read() throws IOException {
            pause(gapMillis);
            return bytes.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int c = read();
            if (c < 0) {
                return -1;
            }
            b[off] = (byte) c;
            return 1;
        }

        @Override
        public boolean isFinished() {
            return false;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setReadListener(jakarta.servlet.ReadListener listener) {
            throw new UnsupportedOperationException();
        }
    }
}
