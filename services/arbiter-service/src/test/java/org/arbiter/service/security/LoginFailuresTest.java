package org.arbiter.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
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

        assertThat(failures.wait("anna", "192.0.2.9")).hasValueSatisfying(w ->
                assertThat(w).isLessThanOrEqualTo(Duration.ofSeconds(60)));
        now = now.plusSeconds(60);
        assertThat(failures.wait("anna", "192.0.2.9")).isEmpty();
    }

    @Test
    void theFirstFewWrongPasswordsAreFreeThenEachDoublesTheWait() {
        for (int i = 0; i < 5; i++) {
            fail("bob");
        }
        assertThat(failures.wait("bob", null)).isEmpty();

        fail("bob");
        Duration first = failures.wait("bob", null).orElseThrow();
        fail("bob");
        Duration second = failures.wait("bob", null).orElseThrow();

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

        assertThat(failures.wait("carl", null)).isEmpty();
    }

    @Test
    void guessesFromOneAddressOverManyAccountsCloseTheAddressOnly() {
        for (int i = 0; i < 21; i++) {
            fail("guess-" + i, "192.0.2.7");
        }

        assertThat(failures.wait("anyone", "192.0.2.7")).isPresent();
        assertThat(failures.wait("anyone", "192.0.2.8")).isEmpty();
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
