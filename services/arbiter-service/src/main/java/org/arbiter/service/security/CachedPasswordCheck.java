package org.arbiter.service.security;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
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
        if (password.getBytes(StandardCharsets.UTF_8).length > Users.MAX_PASSWORD_BYTES) {
            // no user has one (Users.add refuses it), and bcrypt would throw rather than say no
            throw new BadCredentialsException("Bad credentials");
        }
        Authentication[] checked = new Authentication[1];
        Optional<Caller> caller = users.byPassword(request.getName(), password, () -> {
            checked[0] = bcrypt.authenticate(request);
            return users.find(request.getName());
        });
        Authentication passed;
        if (checked[0] != null) {
            passed = checked[0];
        } else {
            Caller user = caller.orElseThrow(() -> new IllegalStateException("a kept password check names no user"));
            List<SimpleGrantedAuthority> authorities = List.of(new SimpleGrantedAuthority(user.role().authority()));
            passed = UsernamePasswordAuthenticationToken.authenticated(
                    User.withUsername(user.name()).password("").authorities(authorities).build(), null, authorities);
        }
        return withUser(passed);
    }

    /** The authentication with the moment its user was made, which the session it makes must outlive no longer. */
    private Authentication withUser(Authentication passed) {
        UsernamePasswordAuthenticationToken made = UsernamePasswordAuthenticationToken.authenticated(passed.getPrincipal(),
                null, passed.getAuthorities());
        made.setDetails(new LiveSessions.ByPassword(users.madeAt(passed.getName())
                .orElseThrow(() -> new BadCredentialsException("Bad credentials"))));
        return made;
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return bcrypt.supports(authentication);
    }
}
