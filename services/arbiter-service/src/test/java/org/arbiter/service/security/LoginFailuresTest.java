package org.arbiter.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.event.AuthenticationFailureBadCredentialsEvent;
import org.springframework.security.authentication.event.AuthenticationSuccessEvent;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/** The throttle's arithmetic, on a clock the test moves. */
class LoginFailuresTest {
    private Instant now = Instant.parse("2026-11-26T10:00:00Z");
    private final LoginFailures failures = new LoginFailures(new LoginFailures.Policy(5, Duration.ofSeconds(60)),
            new LoginFailures.Policy(20, Duration.ofSeconds(60)), new Clock() {
                @Override
                public java.time.ZoneId getZone() {
                    return ZoneOffset.UTC;
                }

                @Override
                public Clock withZone(java.time.ZoneId zone) {
                    return this;
                }

                @Override
                public Instant instant() {
                    return now;
                }
            });

    @Test
    void theRightUserIsNeverLockedOutLongerThanTheLongestWaitHoweverManyGuesses() {
        for (int i = 0; i < 1000; i++) {
            fail("anna");
        }

        assertThat(waitOf("anna", "192.0.2.9")).hasValueSatisfying(w ->
                assertThat(w).isLessThanOrEqualTo(Duration.ofSeconds(60)));
        now = now.plusSeconds(60);
        assertThat(waitOf("anna", "192.0.2.9")).isEmpty();
    }

    @Test
    void theFirstFewWrongPasswordsAreFreeThenEachDoublesTheWait() {
        for (int i = 0; i < 5; i++) {
            fail("bob");
        }
        assertThat(waitOf("bob", null)).isEmpty();

        fail("bob");
        Duration first = waitOf("bob", null).orElseThrow();
        fail("bob");
        Duration second = waitOf("bob", null).orElseThrow();

        assertThat(first).isEqualTo(Duration.ofSeconds(1));
        assertThat(second).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void aSuccessClearsTheAccountsCount() {
        for (int i = 0; i < 7; i++) {
            fail("carl");
        }
        failures.succeeded(new AuthenticationSuccessEvent(UsernamePasswordAuthenticationToken.authenticated("carl", "",
                java.util.List.of())));

        assertThat(waitOf("carl", null)).isEmpty();
    }

    @Test
    void guessesFromOneAddressOverManyAccountsCloseTheAddressOnly() {
        for (int i = 0; i < 21; i++) {
            fail("guess-" + i, "192.0.2.7");
        }

        assertThat(waitOf("anyone", "192.0.2.7")).isPresent();
        assertThat(waitOf("anyone", "192.0.2.8")).isEmpty();
    }

    @Test
    void triesBeingCheckedCountAsFailuresToComeSoABurstIsThrottledAsOneTryAfterAnother() {
        for (int i = 0; i < 5; i++) {
            assertThat(failures.begin("dora", "192.0.2.10")).as("free try " + (i + 1)).isEmpty();
        }
        assertThat(failures.begin("dora", "192.0.2.11")).as("a sixth while five are being checked").isPresent();

        for (int i = 0; i < 5; i++) {
            fail("dora", "192.0.2.10");
            failures.end("dora", "192.0.2.10");
        }
        assertThat(failures.begin("dora", "192.0.2.12")).as("the one past the free failures").isEmpty();
        assertThat(failures.begin("dora", "192.0.2.13")).as("another while that one is being checked").isPresent();
        assertThat(failures.begin("erik", "192.0.2.12")).as("another account from the same address").isEmpty();
    }

    /** How long the account or the address must wait now; empty when a try would be checked. */
    private Optional<Duration> waitOf(String name, String address) {
        Optional<Duration> wait = failures.begin(name, address);
        if (wait.isEmpty()) {
            failures.end(name, address);
        }
        return wait;
    }

    private void fail(String name) {
        fail(name, null);
    }

    private void fail(String name, String address) {
        UsernamePasswordAuthenticationToken attempt = UsernamePasswordAuthenticationToken.unauthenticated(name, "wrong");
        if (address != null) {
            attempt.setDetails(new WebAuthenticationDetails(address, null));
        }
        failures.failed(new AuthenticationFailureBadCredentialsEvent(attempt, new BadCredentialsException("bad")));
    }
}
