package org.arbiter.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletResponse;

/**
 * A refusal the security filters write is not yet sent when the filter that counted the login's try
 * releases it: a closed stream sends the answer at once (Tomcat), and LoginSuite's tries from one
 * address met a 429 at the twentieth, the 401 before it having reached the client while its try was
 * still counted as under way.
 */
class ProblemsTest {
    @Test
    void aRefusalIsWrittenWithoutClosingTheStreamThatWouldSendIt() throws Exception {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        boolean[] closed = new boolean[1];
        ServletOutputStream stream = new ServletOutputStream() {
            @Override
            public void write(int b) {
                body.write(b);
            }

            @Override
            public void close() throws IOException {
                closed[0] = true;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
            }
        };
        MockHttpServletResponse mock = new MockHttpServletResponse();
        HttpServletResponseWrapper response = new HttpServletResponseWrapper(mock) {
            @Override
            public ServletOutputStream getOutputStream() {
                return stream;
            }
        };

        Problems.write(response, 401, "unauthenticated", "a password is needed");

        assertThat(closed[0]).as("the stream closed, which sends the answer").isFalse();
        assertThat(mock.getStatus()).isEqualTo(401);
        assertThat(body.toString()).contains("\"unauthenticated\"", "a password is needed");
    }
}
