package org.arbiter.service.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.FormHttpMessageConverter;
import org.springframework.stereotype.Component;
import org.springframework.util.MultiValueMap;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Bounds how long a request's body may take to arrive, {@code arbiter.request-arrival} from the
 * service's first read of it: a body still arriving then is cut off (408), so a client that sends a
 * byte now and then cannot hold one of the server's threads for ever. The time counts from the
 * first read, not from the request's start, so that a body that came whole is never refused because
 * the service itself was slow to read it (waiting for a database connection under load). Tomcat's
 * {@code server.tomcat.connection-timeout} bounds each wait for the next bytes; this bounds their
 * sum. A form (the login page's) is read here, through the same bound, before Spring Security
 * reads its fields.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 10)
class ArrivalDeadline extends OncePerRequestFilter {
    /** The largest form accepted: the service's forms are a name and a password, or a token. */
    private static final int FORM_LIMIT = 16 * 1024;

    private final long arrivalNanos;
    private final ObjectMapper json;

    ArrivalDeadline(@Value("${arbiter.request-arrival:PT10S}") Duration arrival, ObjectMapper json) {
        this.arrivalNanos = arrival.toNanos();
        this.json = json;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getContentLengthLong() == 0 || "GET".equals(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        if (!isForm(request)) {
            chain.doFilter(new Timed(request), response);
            return;
        }
        byte[] body;
        try {
            body = new Timed(request).getInputStream().readNBytes(FORM_LIMIT + 1);
        } catch (SocketTimeoutException e) {
            answer(response, HttpServletResponse.SC_REQUEST_TIMEOUT, "too-slow", e.getMessage());
            return;
        }
        if (body.length > FORM_LIMIT) {
            answer(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, "too-large", "a form is at most "
                    + FORM_LIMIT + " bytes");
            return;
        }
        chain.doFilter(new Form(request, body), response);
    }

    private static boolean isForm(HttpServletRequest request) {
        try {
            return request.getContentType() != null
                    && MediaType.APPLICATION_FORM_URLENCODED.includes(MediaType.parseMediaType(request.getContentType()));
        } catch (org.springframework.http.InvalidMediaTypeException e) {
            return false;
        }
    }

    private void answer(HttpServletResponse response, int status, String error, String message) throws IOException {
        response.setStatus(status);
        response.setHeader("Connection", "close");
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        json.writeValue(response.getOutputStream(), ApiError.of(error, message));
    }

    /** A request whose body must have arrived within the arrival time of its first read. */
    private final class Timed extends HttpServletRequestWrapper {
        /** System.nanoTime by which the body must have arrived; 0 until the first read. */
        private long deadline;

        Timed(HttpServletRequest request) {
            super(request);
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            ServletInputStream in = super.getInputStream();
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    return in.isFinished();
                }

                @Override
                public boolean isReady() {
                    return in.isReady();
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    in.setReadListener(listener);
                }

                @Override
                public int read() throws IOException {
                    check();
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    check();
                    int n = in.read(b, off, len);
                    check();
                    return n;
                }
            };
        }

        private void check() throws SocketTimeoutException {
            if (deadline == 0) {
                deadline = System.nanoTime() + arrivalNanos;
            } else if (System.nanoTime() > deadline) {
                throw new SocketTimeoutException("the request's body did not arrive within "
                        + Duration.ofNanos(arrivalNanos).toSeconds() + " s (arbiter.request-arrival)");
            }
        }
    }

    /** A form read already: its fields and the query string's, as the servlet API gives them. */
    private static final class Form extends HttpServletRequestWrapper {
        private final Map<String, String[]> parameters = new LinkedHashMap<>();

        Form(HttpServletRequest request, byte[] body) throws IOException {
            super(request);
            parameters.putAll(request.getParameterMap());
            HttpInputMessage message = new HttpInputMessage() {
                @Override
                public java.io.InputStream getBody() {
                    return new ByteArrayInputStream(body);
                }

                @Override
                public HttpHeaders getHeaders() {
                    HttpHeaders headers = new HttpHeaders();
                    headers.setContentType(MediaType.parseMediaType(request.getContentType()));
                    return headers;
                }
            };
            MultiValueMap<String, String> fields = new FormHttpMessageConverter().read(null, message);
            fields.forEach((name, values) -> parameters.merge(name, values.toArray(String[]::new), (a, b) -> {
                String[] both = new String[a.length + b.length];
                System.arraycopy(a, 0, both, 0, a.length);
                System.arraycopy(b, 0, both, a.length, b.length);
                return both;
            }));
        }

        @Override
        public String getParameter(String name) {
            String[] values = parameters.get(name);
            return values == null || values.length == 0 ? null : values[0];
        }

        @Override
        public Map<String, String[]> getParameterMap() {
            return Collections.unmodifiableMap(parameters);
        }

        @Override
        public Enumeration<String> getParameterNames() {
            return Collections.enumeration(List.copyOf(parameters.keySet()));
        }

        @Override
        public String[] getParameterValues(String name) {
            return parameters.get(name);
        }
    }
}
