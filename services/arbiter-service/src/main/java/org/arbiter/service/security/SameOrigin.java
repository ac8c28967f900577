package org.arbiter.service.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses an unsafe request (POST, PUT, PATCH, DELETE) sent from another site: its {@code Origin}
 * names another scheme, host or port than the request's own (as the forwarded headers give it
 * behind a proxy). A request carrying the session cookie must say where it comes from, by
 * {@code Origin} or else {@code Referer}, as every browser does; scripts that send a token or a
 * password in a header and no cookie need neither. Why this and not CSRF tokens:
 * docs/adr/0009-origin-check-not-csrf-tokens.md.
 */
final class SameOrigin extends OncePerRequestFilter {
    private static final Set<String> SAFE = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (SAFE.contains(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        String origin = request.getHeader("Origin");
        String from = origin != null ? origin : request.getHeader("Referer");
        boolean cookie = request.getRequestedSessionId() != null && request.isRequestedSessionIdFromCookie();
        if (from != null && !sameOrigin(from, request)) {
            Problems.write(response, HttpServletResponse.SC_FORBIDDEN, "cross-site", "a " + request.getMethod()
                    + " from another site (" + from + ") is refused; this service answers its own pages only");
            return;
        }
        if (from == null && cookie) {
            Problems.write(response, HttpServletResponse.SC_FORBIDDEN, "cross-site", "a " + request.getMethod()
                    + " made with the session cookie must say where it comes from (Origin); scripts send a token");
            return;
        }
        chain.doFilter(request, response);
    }

    /** Whether {@code url}'s scheme, host and port are the request's own. */
    static boolean sameOrigin(String url, HttpServletRequest request) {
        URI uri;
        try {
            uri = URI.create(url.trim());
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (uri.getScheme() == null || uri.getHost() == null) {
            return false;
        }
        int port = uri.getPort() != -1 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        return uri.getScheme().equalsIgnoreCase(request.getScheme()) && uri.getHost().equalsIgnoreCase(
                request.getServerName()) && port == request.getServerPort();
    }
}
