package org.arbiter.service.security;

import java.util.Collection;
import java.util.HashSet;
import java.util.Optional;
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

    /**
     * The caller behind a principal that was let in earlier (a session's, or an open stream's), as
     * he is now: his appointments as they are now, and empty once the token he came with is revoked
     * or he is removed (even if made again, in any role). A JWT stands as it was until it expires.
     */
    public Optional<Caller> now(Object principal) {
        if (principal instanceof CallerAuthentication token) {
            return token.getDetails() instanceof LiveSessions.ByToken made ? users.byTokenId(made.tokenId())
                    : Optional.of(token.getPrincipal());
        }
        if (principal instanceof JwtAuthenticationToken) {
            return Optional.of(of(principal));
        }
        if (principal instanceof Authentication auth && auth.isAuthenticated()) {
            return users.known(auth.getName()).filter(user -> auth.getAuthorities().stream()
                    .anyMatch(a -> a.getAuthority().equals(user.role().authority())))
                    .filter(user -> !(auth.getDetails() instanceof LiveSessions.ByPassword made)
                            || users.madeAt(user.name()).filter(made.userMadeAt()::equals).isPresent());
        }
        return Optional.empty();
    }

    /** A number that grows with every change to users, appointments and tokens: what {@link #now} may answer anew. */
    public long version() {
        return users.credentialsVersion();
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
