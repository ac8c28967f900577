package org.arbiter.service.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * API tokens of this service: {@code Authorization: Bearer arb_...} on any request, and
 * {@code POST /login/token} (a form with {@code token}, and {@code next}, the page to go to), which
 * logs a display screen in for its session. A bearer token that is not one of ours is left to the JWT resource server, when one is
 * configured; one of ours that is revoked or wrong is a 401 at once.
 */
final class TokenFilter extends OncePerRequestFilter {
    private final Users users;
    private final SecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

    TokenFilter(Users users) {
        this.users = users;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if ("POST".equals(request.getMethod())
                && (request.getContextPath() + "/login/token").equals(request.getRequestURI())) {
            Optional<Caller> caller = users.byToken(request.getParameter("token"));
            if (caller.isEmpty()) {
                response.sendRedirect("/login.html?error");
                return;
            }
            // a new session id against fixation; a screen that opened the login page directly has no session yet
            if (request.getSession(false) != null) {
                request.changeSessionId();
            }
            SecurityContext context = SecurityContextHolder.createEmptyContext();
            CallerAuthentication session = new CallerAuthentication(caller.get());
            Tokens.parse(request.getParameter("token")).ifPresent(t -> session.setDetails(new LiveSessions.ByToken(t.id())));
            context.setAuthentication(session);
            SecurityContextHolder.setContext(context);
            sessions.saveContext(context, request, response);
            response.sendRedirect(next(request.getParameter("next")));
            return;
        }
        String header = request.getHeader("Authorization");
        if (header != null && header.startsWith("Bearer " + Tokens.PREFIX)) {
            Optional<Caller> caller = users.byToken(header.substring("Bearer ".length()).trim());
            if (caller.isEmpty()) {
                Problems.write(response, HttpServletResponse.SC_UNAUTHORIZED, "unauthenticated",
                        "the token is not valid (revoked, or not one of this service's)");
                return;
            }
            // its id, so that a stream opened with it ends when it is revoked (Callers.now)
            CallerAuthentication auth = new CallerAuthentication(caller.get());
            Tokens.parse(header.substring("Bearer ".length()).trim()).ifPresent(t -> auth.setDetails(
                    new LiveSessions.ByToken(t.id())));
            SecurityContext context = SecurityContextHolder.createEmptyContext();
            context.setAuthentication(auth);
            SecurityContextHolder.setContext(context);
        }
        chain.doFilter(request, response);
    }

    /** Where a screen goes once logged in: a page of this service named by {@code next}, or the front page. */
    static String next(String next) {
        boolean ownPage = next != null && next.length() <= 500 && next.startsWith("/") && !next.startsWith("//")
                && !next.contains("\\") && next.chars().noneMatch(c -> c < 0x21 || c > 0x7e);
        return ownPage ? next : "/";
    }
}
