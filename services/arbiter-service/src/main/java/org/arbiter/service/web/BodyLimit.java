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
import java.io.InputStream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses request bodies over {@code arbiter.max-body} with 413. A body that declares its length
 * is refused before a byte of it is read; a chunked one is read up to the limit and refused the
 * moment it passes it.
 */
@Component
class BodyLimit extends OncePerRequestFilter {
    private final long limit;
    private final ObjectMapper json;

    BodyLimit(@Value("${arbiter.max-body:10MB}") DataSize limit, ObjectMapper json) {
        this.limit = limit.toBytes();
        this.json = json;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long declared = request.getContentLengthLong();
        if (declared > limit) {
            refuse(response);
            return;
        }
        if (declared < 0 && "chunked".equalsIgnoreCase(request.getHeader("Transfer-Encoding"))) {
            byte[] body = request.getInputStream().readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
            if (body.length > limit) {
                refuse(response);
                return;
            }
            chain.doFilter(new Buffered(request, body), response);
            return;
        }
        chain.doFilter(request, response);
    }

    private void refuse(HttpServletResponse response) throws IOException {
        String message = "the request body is larger than the limit of " + limit + " bytes (arbiter.max-body); "
                + "split it into several requests";
        response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        response.setHeader("Connection", "close");
        json.writeValue(response.getOutputStream(), new ApiError("too-large", message, null, null, null, 0));
    }

    /** A request whose body has already been read into memory. */
    private static final class Buffered extends HttpServletRequestWrapper {
        private final byte[] body;

        Buffered(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            InputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    return false;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body has been read already");
                }

                @Override
                public int read() throws IOException {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    return in.read(b, off, len);
                }
            };
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }
    }
}
