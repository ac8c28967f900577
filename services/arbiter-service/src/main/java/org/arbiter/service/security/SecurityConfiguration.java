package org.arbiter.service.security;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationConverter;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.authentication.logout.LogoutFilter;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter;

/**
 * One filter chain: the {@link AccessRules} by role, everything else denied; logins by password
 * (the pages' form, or HTTP Basic for scripts), by this service's API tokens, and, when
 * {@code spring.security.oauth2.resourceserver.jwt.issuer-uri} is set, by JWTs of that provider.
 * Errors in the API's one shape (401 without credentials, 403 without the role).
 *
 * <p>No CSRF tokens: an unsafe request from another origin is refused ({@link SameOrigin}), and the
 * session cookie is {@code SameSite=Strict} besides; API clients send credentials in a header. A
 * session lives as long as its token or user ({@link LiveSessions}); password guessing is
 * throttled ({@link ThrottledLogins}). No CORS: no other origin is allowed. The
 * Content-Security-Policy allows scripts and styles from the service only.
 */
@Configuration(proxyBeanMethods = false)
class SecurityConfiguration {
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    /** The users as Spring's password check reads them. */
    private static UserDetailsService userDetails(Users users) {
        return name -> {
            Caller user = users.find(name).orElseThrow(() -> new UsernameNotFoundException(name));
            String hash = users.passwordHash(name).orElseThrow(() -> new UsernameNotFoundException(name));
            return User.withUsername(user.name()).password(hash).authorities(user.role().authority()).build();
        };
    }

    /** The password check for the form and HTTP Basic: bcrypt, then kept while nothing changed. */
    @Bean
    AuthenticationProvider passwordCheck(PasswordEncoder passwords, Users users) {
        DaoAuthenticationProvider bcrypt = new DaoAuthenticationProvider(userDetails(users));
        bcrypt.setPasswordEncoder(passwords);
        return new CachedPasswordCheck(bcrypt, users);
    }

    @Bean
    SecurityFilterChain api(HttpSecurity http, Users users, Callers callers, LoginFailures failures,
                            CredentialCache credentials, ObjectProvider<JwtDecoder> jwt,
                            @Value("${arbiter.security.jwt.roles-claim:roles}") String rolesClaim) throws Exception {
        // Credentials that were sent and refused are said to be wrong, not missing.
        AuthenticationEntryPoint unauthenticated = (request, response, e) -> Problems.write(response,
                HttpServletResponse.SC_UNAUTHORIZED, "unauthenticated", e instanceof BadCredentialsException
                        ? "the user name or password is wrong"
                        : "log in first: a token (Authorization: Bearer), a user and password (HTTP Basic), or the form "
                        + "at /login.html");
        AccessDeniedHandler denied = (request, response, e) -> Problems.write(response, HttpServletResponse.SC_FORBIDDEN,
                "forbidden", "your role may not " + request.getMethod() + " " + request.getRequestURI());
        http.authorizeHttpRequests(rules -> {
            // the error page and the later dispatches of a stream belong to a request already let through
            rules.dispatcherTypeMatchers(DispatcherType.ERROR, DispatcherType.ASYNC).permitAll();
            for (AccessRules.Rule rule : AccessRules.RULES) {
                var matched = rules.requestMatchers(rule.method(), rule.path());
                if (rule.open()) {
                    matched.permitAll();
                } else {
                    matched.hasAnyAuthority(rule.roles().stream().map(Role::authority).toArray(String[]::new));
                }
            }
            rules.anyRequest().denyAll();
        });
        http.addFilterBefore(new SameOrigin(), LogoutFilter.class)
                .addFilterBefore(new LiveSessions(callers), LogoutFilter.class)
                .addFilterBefore(new ThrottledLogins(failures, credentials), UsernamePasswordAuthenticationFilter.class)
                .addFilterBefore(new TokenFilter(users), BasicAuthenticationFilter.class)
                .httpBasic(basic -> basic.authenticationEntryPoint(unauthenticated))
                .formLogin(form -> form.loginPage("/login.html").loginProcessingUrl("/login")
                        .successHandler((request, response, auth) -> response.sendRedirect(TokenFilter.next(
                                request.getParameter("next"))))
                        .failureHandler((request, response, e) -> response.sendRedirect("/login.html?error&next="
                                + URLEncoder.encode(TokenFilter.next(request.getParameter("next")), StandardCharsets.UTF_8))))
                .logout(out -> out.logoutUrl("/logout").logoutSuccessUrl("/login.html?out"))
                .csrf(AbstractHttpConfigurer::disable)
                .exceptionHandling(e -> e.authenticationEntryPoint(unauthenticated).accessDeniedHandler(denied))
                .headers(h -> h.contentSecurityPolicy(csp -> csp.policyDirectives(CSP))
                        .referrerPolicy(r -> r.policy(ReferrerPolicyHeaderWriter.ReferrerPolicy.SAME_ORIGIN)));
        if (jwt.getIfAvailable() != null) {
            JwtAuthenticationConverter converter = new JwtAuthenticationConverter();
            converter.setJwtGrantedAuthoritiesConverter(token -> roles(token, rolesClaim));
            http.oauth2ResourceServer(o -> o.jwt(j -> j.jwtAuthenticationConverter(converter))
                    .authenticationEntryPoint(unauthenticated).accessDeniedHandler(denied));
        }
        return http.build();
    }

    /** The roles a JWT's claim names (a list, or one string), as this service's authorities; other names ignored. */
    static Collection<GrantedAuthority> roles(Jwt token, String claim) {
        List<GrantedAuthority> out = new ArrayList<>();
        Object value = token.getClaims().get(claim);
        Collection<?> names = value instanceof Collection<?> c ? c : value == null ? List.of() : List.of(value);
        for (Object name : names) {
            for (Role r : Role.values()) {
                if (r != Role.BOARD && r.name().equalsIgnoreCase(String.valueOf(name))) {
                    out.add(new SimpleGrantedAuthority(r.authority()));
                }
            }
        }
        return out;
    }
}
