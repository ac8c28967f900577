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
 * HTTP Basic) while {@link LoginFailures} holds its account or its address closed; the password is
 * not even checked, so a closed account's guesses tell nothing and cost no bcrypt.
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
        Optional<Duration> wait = name.isEmpty() ? Optional.empty() : failures.wait(name.get(), request.getRemoteAddr());
        if (wait.isPresent()) {
            long seconds = Math.max(1, (wait.get().toMillis() + 999) / 1000);
            response.setHeader("Retry-After", String.valueOf(seconds));
            Problems.write(response, 429, "too-many-attempts", "too many wrong passwords for this account or from "
                    + "this address; try again in " + seconds + " s");
            return;
        }
        chain.doFilter(request, response);
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
            return Optional.of(String.valueOf(request.getParameter("username")));
        }
        return Optional.empty();
    }
}
