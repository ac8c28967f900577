package org.arbiter.service.security;

import java.util.List;
import java.util.Optional;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;

/**
 * The password check of the form and of HTTP Basic: bcrypt (Spring's own provider) the first time
 * a name and password are given, then what {@link CredentialCache} kept of that success while no
 * user, appointment or token has changed. A script calling with HTTP Basic then costs a version
 * read per request instead of a bcrypt check (about 100 ms of CPU); a wrong password always costs
 * the bcrypt check, and fails as Spring's provider fails it.
 */
final class CachedPasswordCheck implements AuthenticationProvider {
    private final DaoAuthenticationProvider bcrypt;
    private final Users users;

    CachedPasswordCheck(DaoAuthenticationProvider bcrypt, Users users) {
        this.bcrypt = bcrypt;
        this.users = users;
    }

    @Override
    public Authentication authenticate(Authentication request) {
        if (!(request.getCredentials() instanceof String password) || request.getName() == null) {
            return bcrypt.authenticate(request);
        }
        Authentication[] checked = new Authentication[1];
        Optional<Caller> caller = users.byPassword(request.getName(), password, () -> {
            checked[0] = bcrypt.authenticate(request);
            return users.find(request.getName());
        });
        if (checked[0] != null) {
            return checked[0];
        }
        Caller user = caller.orElseThrow(() -> new IllegalStateException("a kept password check names no user"));
        List<SimpleGrantedAuthority> authorities = List.of(new SimpleGrantedAuthority(user.role().authority()));
        return UsernamePasswordAuthenticationToken.authenticated(
                User.withUsername(user.name()).password("").authorities(authorities).build(), null, authorities);
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return bcrypt.supports(authentication);
    }
}
