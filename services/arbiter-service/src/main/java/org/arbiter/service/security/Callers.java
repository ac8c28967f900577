package org.arbiter.service.security;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;
import org.springframework.stereotype.Component;

/**
 * The {@link Caller} behind an authentication, however the caller logged in: a token of this
 * service, a password (form or HTTP Basic), or a JWT of the configured provider (its role and
 * tournaments from the configured claims).
 */
@Component
public class Callers {
    private final Users users;
    private final String tournamentsClaim;

    Callers(Users users, @Value("${arbiter.security.jwt.tournaments-claim:tournaments}") String tournamentsClaim) {
        this.users = users;
        this.tournamentsClaim = tournamentsClaim;
    }

    /** The caller; {@link NotAllowed} when there is none (the rules let only open endpoints through without one). */
    public Caller of(Object principal) {
        if (principal instanceof CallerAuthentication token) {
            return token.getPrincipal();
        }
        if (principal instanceof JwtAuthenticationToken jwt) {
            Collection<String> claimed = jwt.getToken().getClaimAsStringList(tournamentsClaim);
            Set<String> tournaments = claimed == null ? Set.of() : new HashSet<>(claimed);
            return new Caller(jwt.getName(), role(jwt), tournaments, null);
        }
        if (principal instanceof Authentication auth && auth.isAuthenticated()) {
            return users.known(auth.getName()).orElseThrow(() -> new NotAllowed("no user '" + auth.getName() + "'"));
        }
        throw new NotAllowed("log in first");
    }

    private static Role role(Authentication auth) {
        for (GrantedAuthority a : auth.getAuthorities()) {
            for (Role r : Role.values()) {
                if (r.authority().equals(a.getAuthority())) {
                    return r;
                }
            }
        }
        throw new NotAllowed("the token names no role of this service");
    }
}
