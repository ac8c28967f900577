package org.arbiter.service.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.arbiter.service.storage.StoreFailures;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The store could not do its part (a full disk, the database down or closed), wherever in the
 * request that showed: in an endpoint ({@link Errors}) or before it, in the login's token lookup
 * (this filter, ahead of Spring Security's). The answer is 503 {@code storage-unavailable} with
 * the store's own reason and {@code Retry-After}; the request is not acknowledged (nothing of it was
 * stored, or, when the disk ran short as it committed, it was written but might not survive a
 * crash), and the same request sent later is recorded once (its acts' ids make that safe).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 10)
class StorageFailure extends OncePerRequestFilter {
    static final String RETRY_AFTER_SECONDS = "5";
    private static final Logger LOG = LoggerFactory.getLogger(StorageFailure.class);

    private final ObjectMapper json;

    StorageFailure(ObjectMapper json) {
        this.json = json;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            chain.doFilter(request, response);
        } catch (RuntimeException | ServletException e) {
            Optional<String> reason = StoreFailures.reason(e);
            if (reason.isEmpty() || response.isCommitted()) {
                throw e;
            }
            LOG.warn("{} {}: 503, the store failed: {}", request.getMethod(), request.getRequestURI(), reason.get());
            response.reset();
            response.setStatus(HttpStatus.SERVICE_UNAVAILABLE.value());
            response.setContentType(MediaType.APPLICATION_JSON_VALUE);
            response.setHeader(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS);
            json.writeValue(response.getOutputStream(), body(reason.get()));
        }
    }

    static ApiError body(String reason) {
        return new ApiError("storage-unavailable", "the record cannot be stored or read now (" + reason
                + "); this request is not acknowledged: send it again later (an act sent again under its id is "
                + "recorded once)", null, null, reason, 0);
    }
}
