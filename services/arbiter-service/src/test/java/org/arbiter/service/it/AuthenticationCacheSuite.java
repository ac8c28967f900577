package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Set;
import java.util.UUID;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;

/**
 * What an instance keeps of an authentication (a token, a password checked by bcrypt, a user's
 * appointments) stops counting the moment a user, an appointment or a token changes: each test
 * authenticates once so that the result is kept, changes something, and calls again at once.
 */
abstract class AuthenticationCacheSuite extends InContext {
    private static final String PASSWORD = "a-password-long-enough";

    private HttpResponse<String> me(String authorization) {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/me"))
                .header("Authorization", authorization).GET().build());
    }

    private static String basic(String name, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((name + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    private String user(Set<String> tournaments) {
        String name = "cache-" + UUID.randomUUID().toString().substring(0, 8);
        users.add(name, Role.ARBITER, tournaments, PASSWORD);
        return name;
    }

    @Test
    void aTokenRevokedIsRefusedOnTheVeryNextRequest() {
        String name = user(Set.of());
        var issued = users.tokenFor(name);
        assertThat(me("Bearer " + issued.token()).statusCode()).isEqualTo(200);
        assertThat(me("Bearer " + issued.token()).statusCode()).isEqualTo(200);

        HttpResponse<String> revoked = sendAnonymously(HttpRequest.newBuilder(
                        URI.create(base() + "/api/admin/tokens/" + issued.id()))
                .header("Authorization", bearer(Role.ADMIN)).DELETE().build());
        assertThat(revoked.statusCode()).isLessThan(300);

        assertThat(me("Bearer " + issued.token()).statusCode()).isEqualTo(401);
    }

    @Test
    void aPasswordOnceAcceptedDoesNotLetAWrongOneThrough() {
        String name = user(Set.of());
        assertThat(me(basic(name, PASSWORD)).statusCode()).isEqualTo(200);
        assertThat(me(basic(name, PASSWORD)).statusCode()).isEqualTo(200);

        assertThat(me(basic(name, PASSWORD + "x")).statusCode()).isEqualTo(401);
        assertThat(me(basic(name.toUpperCase(java.util.Locale.ROOT), PASSWORD)).statusCode()).isEqualTo(401);
    }

    @Test
    void anAppointmentMadeTakesEffectOnTheNextRequestOfAUserKnownByPassword() {
        String name = user(Set.of("Cache Open A"));
        String header = "{\"header\":{\"event\":\"Cache Open B\"}}";
        HttpRequest openInB = HttpRequest.newBuilder(URI.create(base() + "/api/games"))
                .header("Authorization", basic(name, PASSWORD)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(header)).build();
        assertThat(sendAnonymously(openInB).statusCode()).isEqualTo(403);

        users.appoint(name, "Cache Open B");

        assertThat(sendAnonymously(openInB).statusCode()).isEqualTo(201);
    }

    @Test
    void aTokenOfAUserKnownBeforeCarriesHisNewAppointmentAtOnce() {
        String name = user(Set.of("Cache Token A"));
        String token = users.tokenFor(name).token();
        HttpRequest openInB = HttpRequest.newBuilder(URI.create(base() + "/api/games"))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"header\":{\"event\":\"Cache Token B\"}}")).build();
        assertThat(sendAnonymously(openInB).statusCode()).isEqualTo(403);

        users.appoint(name, "Cache Token B");

        assertThat(sendAnonymously(openInB).statusCode()).isEqualTo(201);
    }
}
