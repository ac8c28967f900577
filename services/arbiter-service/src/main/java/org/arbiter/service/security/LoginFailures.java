package org.arbiter.service.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.AuthenticationFailureBadCredentialsEvent;
import org.springframework.security.authentication.event.AuthenticationSuccessEvent;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.stereotype.Component;

/**
 * Failed password logins (the form and HTTP Basic alike, as Spring Security reports them), counted
 * per account and per address. Past {@code free} failures, each one closes the account (or the
 * address) for twice as long as the one before, up to {@code longest}: a guesser gets a handful of
 * tries a minute, and the right user, locked out by someone else's guesses, waits at most that
 * long. A success on the account clears the account's count. Why: docs/adr/0010-login-throttle.md.
 */
@Component
class LoginFailures {
    /** Counts forgotten after this long without a failure, and the most kept at once. */
    private static final Duration FORGET = Duration.ofMinutes(15);
    private static final int KEPT = 100_000;

    private final Policy perAccount;
    private final Policy perAddress;
    private final Clock clock;
    private final Map<String, Count> counts = new ConcurrentHashMap<>();

    /** How many failures are free, and the longest a key is closed. */
    record Policy(int free, Duration longest) {
    }

    /** Failures of one key, and until when it is closed. */
    private record Count(int failures, Instant last, Instant closedUntil) {
    }

    @Autowired
    LoginFailures(@Value("${arbiter.security.login.free-per-account:5}") int accountFree,
                  @Value("${arbiter.security.login.free-per-address:20}") int addressFree,
                  @Value("${arbiter.security.login.longest-wait:PT60S}") Duration longest) {
        this(new Policy(accountFree, longest), new Policy(addressFree, longest), Clock.systemUTC());
    }

    LoginFailures(Policy perAccount, Policy perAddress, Clock clock) {
        this.perAccount = perAccount;
        this.perAddress = perAddress;
        this.clock = clock;
    }

    @EventListener
    void failed(AuthenticationFailureBadCredentialsEvent event) {
        Instant now = clock.instant();
        if (counts.size() > KEPT) {
            counts.values().removeIf(c -> c.last().plus(FORGET).isBefore(now) && c.closedUntil().isBefore(now));
        }
        fail(account(event.getAuthentication().getName()), perAccount, now);
        remoteAddress(event.getAuthentication().getDetails()).map(LoginFailures::address)
                .ifPresent(a -> fail(a, perAddress, now));
    }

    @EventListener
    void succeeded(AuthenticationSuccessEvent event) {
        counts.remove(account(event.getAuthentication().getName()));
    }

    /** How long the account or the address must still wait; empty when both may try now. */
    Optional<Duration> wait(String name, String address) {
        Instant now = clock.instant();
        Instant until = later(closedUntil(account(name), now), closedUntil(address(address), now));
        return until.isAfter(now) ? Optional.of(Duration.between(now, until)) : Optional.empty();
    }

    private void fail(String key, Policy policy, Instant now) {
        counts.compute(key, (k, c) -> {
            int failures = c == null || c.last().plus(FORGET).isBefore(now) ? 1 : c.failures() + 1;
            Instant closed = now;
            if (failures > policy.free()) {
                long seconds = Math.min(policy.longest().toSeconds(), 1L << Math.min(30, failures - policy.free() - 1));
                closed = now.plusSeconds(seconds);
            }
            return new Count(failures, now, closed);
        });
    }

    private Instant closedUntil(String key, Instant now) {
        Count c = key == null ? null : counts.get(key);
        return c == null ? now : c.closedUntil();
    }

    private static Instant later(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }

    private static String account(String name) {
        return name == null ? null : "account:" + name.toLowerCase(Locale.ROOT);
    }

    private static String address(String address) {
        return address == null ? null : "address:" + address;
    }

    private static Optional<String> remoteAddress(Object details) {
        return details instanceof WebAuthenticationDetails web ? Optional.ofNullable(web.getRemoteAddress())
                : Optional.empty();
    }
}
