package org.arbiter.service.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Answers 429 with {@code Retry-After} to a password login (the form's {@code POST /login}, or
 * HTTP Basic) while {@link LoginFailures} holds its account or its address closed, or while as
 * many of its tries are being checked as may still fail freely; the password is not even checked,
 * so a closed account's guesses tell nothing and cost no bcrypt. The account is named as Spring
 * Security names it: the form's name trimmed, so spaces around it do not make another account.
 */
final class ThrottledLogins extends OncePerRequestFilter {
    private final LoginFailures failures;

    ThrottledLogins(LoginFailures failures) {
        this.failures = failures;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Optional<String> name = name(request);
        if (name.isEmpty()) {
            chain.doFilter(request, response);
            return;
        }
        String address = request.getRemoteAddr();
        Optional<Duration> wait = failures.begin(name.get(), address);
        if (wait.isPresent()) {
            long seconds = Math.max(1, (wait.get().toMillis() + 999) / 1000);
            response.setHeader("Retry-After", String.valueOf(seconds));
            Problems.write(response, 429, "too-many-attempts", "too many wrong passwords for this account or from "
                    + "this address; try again in " + seconds + " s");
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            failures.end(name.get(), address);
        }
    }

    /** The account a password login names; empty for any other request. */
    private static Optional<String> name(HttpServletRequest request) {
        String header = request.getHeader("Authorization");
        if (header != null && header.regionMatches(true, 0, "Basic ", 0, 6)) {
            try {
                String pair = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
                int colon = pair.indexOf(':');
                return Optional.of(colon < 0 ? pair : pair.substring(0, colon));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        }
        if ("POST".equals(request.getMethod()) && (request.getContextPath() + "/login").equals(request.getRequestURI())) {
            String username = request.getParameter("username");
            return Optional.of(username == null ? "" : username.trim());
        }
        return Optional.empty();
    }
}
