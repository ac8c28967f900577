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
 * long. A success on the account clears the account's count. A try is counted from when it
 * {@link #begin}s, not only once it has failed: beyond the free failures only one try at a time is
 * checked, so guesses sent all at once are throttled as if sent one after another. Why:
 * docs/adr/0010-login-throttle.md.
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

    /** Failures of one key, the tries being checked now, and until when it is closed. */
    private record Count(int failures, int trying, Instant last, Instant closedUntil) {
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
            counts.values().removeIf(c -> c.trying() == 0 && c.last().plus(FORGET).isBefore(now)
                    && c.closedUntil().isBefore(now));
        }
        fail(account(event.getAuthentication().getName()), perAccount, now);
        remoteAddress(event.getAuthentication().getDetails()).map(LoginFailures::address)
                .ifPresent(a -> fail(a, perAddress, now));
    }

    @EventListener
    void succeeded(AuthenticationSuccessEvent event) {
        Instant now = clock.instant();
        counts.computeIfPresent(account(event.getAuthentication().getName()),
                (k, c) -> c.trying() == 0 ? null : new Count(0, c.trying(), now, now));
    }

    /**
     * A password login of {@code name} from {@code address} about to be checked: empty when it may
     * go on (it is then counted as being checked until {@link #end}), else how long it must wait.
     */
    Optional<Duration> begin(String name, String address) {
        Instant now = clock.instant();
        String account = account(name);
        Optional<Duration> wait = claim(account, perAccount, now);
        if (wait.isEmpty() && address != null) {
            wait = claim(address(address), perAddress, now);
            if (wait.isPresent()) {
                release(account);
            }
        }
        return wait;
    }

    /** The login {@link #begin} let go on has been checked (its failure, if it failed, counted already). */
    void end(String name, String address) {
        release(account(name));
        if (address != null) {
            release(address(address));
        }
    }

    /** Counts one more try of {@code key} under way, unless the key is closed or its tries to come are all taken. */
    private Optional<Duration> claim(String key, Policy policy, Instant now) {
        Duration[] wait = new Duration[1];
        counts.compute(key, (k, c) -> {
            Count current = c == null ? new Count(0, 0, now, now)
                    : c.last().plus(FORGET).isBefore(now) ? new Count(0, c.trying(), now, now) : c;
            if (current.closedUntil().isAfter(now)) {
                wait[0] = Duration.between(now, current.closedUntil());
                return current;
            }
            // the tries under way may all fail: no more are checked than the failures still free, and one past them
            if (current.trying() >= Math.max(1, policy.free() - current.failures())) {
                wait[0] = Duration.ofSeconds(1);
                return current;
            }
            return new Count(current.failures(), current.trying() + 1, current.last(), current.closedUntil());
        });
        return Optional.ofNullable(wait[0]);
    }

    private void release(String key) {
        counts.computeIfPresent(key, (k, c) -> c.failures() == 0 && c.trying() <= 1 ? null
                : new Count(c.failures(), Math.max(0, c.trying() - 1), c.last(), c.closedUntil()));
    }

    private void fail(String key, Policy policy, Instant now) {
        counts.compute(key, (k, c) -> {
            int failures = c == null || c.last().plus(FORGET).isBefore(now) ? 1 : c.failures() + 1;
            Instant closed = now;
            if (failures > policy.free()) {
                long seconds = Math.min(policy.longest().toSeconds(), 1L << Math.min(30, failures - policy.free() - 1));
                closed = now.plusSeconds(seconds);
            }
            return new Count(failures, c == null ? 0 : c.trying(), now, closed);
        });
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
