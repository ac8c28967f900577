package org.arbiter.service.security;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.arbiter.service.web.ApiError;
import org.springframework.http.MediaType;

/** The 401 and 403 answers of the security filters, in the API's one error shape. */
final class Problems {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Problems() {
    }

    static void write(HttpServletResponse response, int status, String error, String message) throws IOException {
        response.setStatus(status);
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        // Written, not closed: a closed stream sends the answer at once, before ThrottledLogins has released the
        // try it counted, and a client's next login, sent on that answer, was refused as one too many at a time.
        response.getOutputStream().write(JSON.writeValueAsBytes(new ApiError(error, message, null, null, null, 0)));
    }
}
