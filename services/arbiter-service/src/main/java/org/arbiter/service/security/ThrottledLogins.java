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
 * HTTP Basic credentials this instance has already found right are no guess, and pass: a script
 * that sends many requests at once with its user's password is not held up by the throttle.
 */
final class ThrottledLogins extends OncePerRequestFilter {
    private final LoginFailures failures;
    private final CredentialCache known;

    ThrottledLogins(LoginFailures failures, CredentialCache known) {
        this.failures = failures;
        this.known = known;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Optional<String> name = name(request);
        if (name.isEmpty() || knownRight(request)) {
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

    private boolean knownRight(HttpServletRequest request) {
        return basic(request).filter(pair -> pair.indexOf(':') > 0)
                .map(pair -> known.knows(pair.substring(0, pair.indexOf(':')), pair.substring(pair.indexOf(':') + 1)))
                .orElse(false);
    }

    /** The account a password login names; empty for any other request. */
    private static Optional<String> name(HttpServletRequest request) {
        Optional<String> basic = basic(request);
        if (basic.isPresent()) {
            int colon = basic.get().indexOf(':');
            return Optional.of(colon < 0 ? basic.get() : basic.get().substring(0, colon));
        }
        if ("POST".equals(request.getMethod()) && (request.getContextPath() + "/login").equals(request.getRequestURI())) {
            String username = request.getParameter("username");
            return Optional.of(username == null ? "" : username.trim());
        }
        return Optional.empty();
    }

    /** HTTP Basic's {@code name:password}, decoded; empty without it or when it is not Base64. */
    private static Optional<String> basic(HttpServletRequest request) {
        String header = request.getHeader("Authorization");
        if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
