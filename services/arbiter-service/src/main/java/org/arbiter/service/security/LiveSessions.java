package org.arbiter.service.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Optional;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A session lives only as long as what made it: one made with a token ({@code POST /login/token})
 * ends when the token is revoked, one made with a password when the user is removed (even if he is
 * made again with the same name and role); and it acts
 * with the appointments its user has now, not those he had when it was made. Runs before the
 * request's own credentials are read, so the authentication it finds came from the session.
 */
final class LiveSessions extends OncePerRequestFilter {
    private final Callers callers;

    LiveSessions(Callers callers) {
        this.callers = callers;
    }

    /** The details of a session made with a token: the token's id. */
    record ByToken(String tokenId) implements java.io.Serializable {
    }

    /**
     * The details of a session made with a password: when its user was made, so that a user removed
     * and made again with the same name and role does not inherit the sessions of the one before.
     */
    record ByPassword(java.time.Instant userMadeAt) implements java.io.Serializable {
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth != null && auth.isAuthenticated()) {
            Optional<Caller> now = callers.now(auth);
            if (now.isEmpty()) {
                SecurityContextHolder.clearContext();
                HttpSession session = request.getSession(false);
                if (session != null) {
                    session.invalidate();
                }
            } else if (auth instanceof CallerAuthentication made && !made.getPrincipal().equals(now.get())) {
                CallerAuthentication current = new CallerAuthentication(now.get());
                current.setDetails(made.getDetails());
                SecurityContextHolder.getContext().setAuthentication(current);
            }
        }
        chain.doFilter(request, response);
    }
}
