package org.arbiter.service.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A session lives only as long as what made it: one made with a token ({@code POST /login/token})
 * ends when the token is revoked, one made with a password when the user is removed. Runs before
 * the request's own credentials are read, so the authentication it finds came from the session.
 */
final class LiveSessions extends OncePerRequestFilter {
    private final Users users;

    LiveSessions(Users users) {
        this.users = users;
    }

    /** The details of a session made with a token: the token's id. */
    record ByToken(String tokenId) implements java.io.Serializable {
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth != null && auth.isAuthenticated() && !live(auth)) {
            SecurityContextHolder.clearContext();
            HttpSession session = request.getSession(false);
            if (session != null) {
                session.invalidate();
            }
        }
        chain.doFilter(request, response);
    }

    private boolean live(Authentication auth) {
        if (auth instanceof CallerAuthentication caller) {
            return !(caller.getDetails() instanceof ByToken token) || users.live(token.tokenId());
        }
        if (auth.getPrincipal() instanceof org.springframework.security.core.userdetails.UserDetails user) {
            return users.find(user.getUsername()).isPresent();
        }
        return true;
    }
}
