package org.arbiter.service.security;

import java.util.List;
import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

/** A caller known by an API token of this service. */
final class CallerAuthentication extends AbstractAuthenticationToken {
    private final Caller caller;

    CallerAuthentication(Caller caller) {
        super(List.of(new SimpleGrantedAuthority(caller.role().authority())));
        this.caller = caller;
        setAuthenticated(true);
    }

    @Override
    public Object getCredentials() {
        return "";
    }

    @Override
    public Caller getPrincipal() {
        return caller;
    }

    @Override
    public String getName() {
        return caller.board() == null ? caller.name() : caller.board();
    }
}
