package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Logging in and staying logged in: password guessing throttled per account and per address, a
 * minimum password length, sessions and streams that end with their token or user, users and
 * appointments removed, the session cookie refused from other sites and Secure behind TLS, and
 * bodies that arrive too slowly cut off before they starve the service. The throttle's tests speak from
 * addresses of their own (X-Forwarded-For, believed from this machine) so no other suite is slowed.
 */
abstract class LoginSuite extends InContext {
    private static final String PASSWORD = "a-long-enough-password";

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void guessingOneAccountsPasswordIsAnswered429WithRetryAfterAndTheRightUserWaitsOnlyThatLong() throws Exception {
        String name;
        long wait;
        HttpResponse<String> whileClosed;
        int round = 0;
        while (true) {
            // an account a round: a loaded machine that answered after the account opened again cannot tell, and a
            // right password once let in is known right, never throttled again
            name = user(Role.OFFICIAL);
            Guesses guesses = guessUntilRefused(name, "203.0." + (113 + round) + ".");
            HttpResponse<String> answer = guesses.last();
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(429);
            assertThat(guesses.tries()).as("the free tries before the throttle").isGreaterThan(5);
            wait = Long.parseLong(answer.headers().firstValue("Retry-After").orElseThrow());
            assertThat(wait).isBetween(1L, 60L);
            whileClosed = basic(name, PASSWORD, "203.0." + (113 + round) + ".200");
            if (guesses.stillClosed(wait) || ++round == 4) {
                break;
            }
        }
        assertThat(whileClosed.statusCode()).as("the right password, while closed").isEqualTo(429);
        Thread.sleep(wait * 1000 + 200);
        assertThat(basic(name, PASSWORD, "203.0.113.201").statusCode()).as("the right password, after Retry-After")
                .isEqualTo(200);
    }

    @Test
    void guessingFromOneAddressAcrossAccountsIsAnswered429AndOtherAddressesGoOn() {
        String address = "198.51.100." + (1 + Math.floorMod(UUID.randomUUID().hashCode(), 250));
        String run = UUID.randomUUID().toString().substring(0, 8);
        int tries = 0;
        HttpResponse<String> answer;
        do {
            tries++;
            answer = basic("nobody-" + run + "-" + tries, "wrong-password", address);
        } while (answer.statusCode() == 401 && tries < 60);

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(429);
        assertThat(answer.headers().firstValue("Retry-After")).isPresent();
        assertThat(tries).as("the free tries from one address").isGreaterThan(20);
        assertThat(basic(user(Role.OFFICIAL), PASSWORD, "198.51.100.251").statusCode()).isEqualTo(200);
    }

    @Test
    void spacesAroundTheNameOnTheFormAreTheSameAccountAndItsThrottle() throws InterruptedException {
        String name = user(Role.OFFICIAL);
        Guesses guesses = guessUntilRefused(name, "100.64.0.");
        assertThat(guesses.last().statusCode()).as(guesses.last().body()).isEqualTo(429);
        long closedFor = Long.parseLong(guesses.last().headers().firstValue("Retry-After").orElse("1"));
        // each failure past the free ones closes the account twice as long: three more, each once the closing before
        // it has passed, close it for 8 s, so that a loaded machine answers the padded name while it is surely closed
        // (a right password let in would clear the count, and rounds of 1 s closings never grew longer)
        for (int i = 0; i < 3; i++) {
            Thread.sleep(closedFor * 1000 + 200);
            HttpResponse<String> refused = basic(name, "wrong-password-again-" + i, "100.65.0." + i);
            assertThat(refused.statusCode()).as(refused.body()).isEqualTo(401);
            closedFor *= 2;
        }
        long sent = System.nanoTime();
        HttpResponse<String> padded = form("  " + name + " ", PASSWORD, "100.64.0.100");

        assertThat(System.nanoTime() - sent).as("answered while the account was closed").isLessThan(closedFor * 1_000_000_000L);
        assertThat(padded.statusCode()).as("the right password under the name with spaces, while the account is closed")
                .isEqualTo(429);
    }

    @Test
    void guessesSentAllAtOnceAreCheckedNoFasterThanOneAfterAnother() throws Exception {
        String name = user(Role.OFFICIAL);
        int guesses = 30;
        ExecutorService pool = Executors.newFixedThreadPool(guesses);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            long sent = System.nanoTime();
            for (int i = 0; i < guesses; i++) {
                int n = i;
                answers.add(pool.submit(() -> basic(name, "wrong-password-" + n, "100.64.1." + n).statusCode()));
            }
            int checked = 0;
            for (Future<Integer> a : answers) {
                int status = a.get();
                assertThat(status).isIn(401, 429);
                checked += status == 401 ? 1 : 0;
            }
            double seconds = (System.nanoTime() - sent) / 1e9;

            // the 5 free failures, the one that closes the account, one more after its wait of a second, and one
            // after each wait (2 s, 4 s, ...) that passed while they were answered: on a loaded machine 30 requests
            // "at once" can take seconds to be answered
            int waitsPassed = 0;
            for (double wait = 2, waited = 1 + wait; waited <= seconds; wait *= 2, waited += wait) {
                waitsPassed++;
            }
            assertThat(checked).as("passwords checked of " + guesses + " sent at once, answered within %.1f s", seconds)
                    .isBetween(5, 7 + waitsPassed);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aScriptSendingManyRequestsAtOnceWithItsRightPasswordIsNotThrottled() throws Exception {
        String name = user(Role.OFFICIAL);
        assertThat(basic(name, PASSWORD, "100.64.2.1").statusCode()).isEqualTo(200);
        int requests = 30;
        ExecutorService pool = Executors.newFixedThreadPool(requests);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                answers.add(pool.submit(() -> basic(name, PASSWORD, "100.64.2.1").statusCode()));
            }
            for (Future<Integer> a : answers) {
                assertThat(a.get()).as("a request of " + requests + " sent at once with the right password").isEqualTo(200);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aSessionMadeWithATokenLosesATournamentWhenItsUserIsDismissedFromIt() {
        String name = "dismissed-session-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(name, Role.ARBITER, Set.of("Session Open", "Session Kept"), null);
        String cookie = tokenSession(users().tokenFor(name).token());
        assertThat(me(cookie)).isEqualTo(200);

        HttpResponse<String> dismissed = delete("/api/admin/users/" + name + "/appointments?tournament="
                + URLEncoder.encode("Session Open", StandardCharsets.UTF_8));
        HttpResponse<String> opened = sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/games"))
                .header("Cookie", cookie).header("Origin", base()).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"header\":{\"event\":\"Session Open\"}}")).build());

        assertThat(dismissed.statusCode()).as(dismissed.body()).isEqualTo(200);
        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(403);
    }

    @Test
    void anOpenStreamEndsWhenItsTokenIsRevokedAndCarriesNothingMore() throws Exception {
        String name = "streaming-" + UUID.randomUUID().toString().substring(0, 8);
        String event = "Stream Open " + name;
        users().add(name, Role.ARBITER, Set.of(event), null);
        var issued = users().tokenFor(name);
        try (SseClient stream = new SseClient(base() + "/api/stream", null, "Bearer " + issued.token())) {
            String game = open("{\"header\":{\"event\":\"" + event + "\"}}");
            assertThat(stream.take(1, PATIENCE)).as("the game opened, before the revocation").hasSize(1);

            assertThat(users().revoke(issued.id())).isTrue();

            eventually(() -> assertThat(stream.ended()).as("the stream of a revoked token").isTrue());
            actions(game, "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}");
            assertThat(stream.drain(Duration.ofSeconds(2))).isEmpty();
        }
    }

    @Test
    void aPasswordShorterThanTwelveCharactersIsRefusedNamingTheField() {
        for (String password : List.of("", "eleven-char")) {
            String name = "short-" + UUID.randomUUID().toString().substring(0, 8);
            HttpResponse<String> r = postAs(Role.ADMIN, "/api/admin/users", "application/json", "{\"name\":\"" + name
                    + "\",\"role\":\"official\",\"password\":\"" + password + "\"}");

            assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
            assertThat(object(r.body())).containsEntry("field", "password");
            assertThat(users().find(name)).isEmpty();
        }
    }

    @Test
    void aPasswordOfOnlySpacesOrOver72BytesIsA400NamingTheFieldAndALoginWithOneA401() {
        for (String password : List.of(" ".repeat(12), "é".repeat(37))) {
            String name = "unfit-" + UUID.randomUUID().toString().substring(0, 8);
            HttpResponse<String> r = postAs(Role.ADMIN, "/api/admin/users", "application/json", "{\"name\":\"" + name
                    + "\",\"role\":\"official\",\"password\":\"" + password + "\"}");

            assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
            assertThat(object(r.body())).containsEntry("field", "password");
            assertThat(users().find(name)).isEmpty();
        }
        String name = user(Role.OFFICIAL);
        assertThat(basic(name, "x".repeat(100), "192.0.2.72").statusCode()).as("a password longer than any user's")
                .isEqualTo(401);
    }

    @Test
    void aPasswordSessionEndsWhenItsUserIsRemovedAndMadeAgainInTheSameRole() {
        String name = "again-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(name, Role.ARBITER, Set.of("Before Open"), PASSWORD);
        String cookie = passwordSession(name, PASSWORD, null);
        assertThat(me(cookie)).isEqualTo(200);

        assertThat(users().remove(name)).isTrue();
        users().add(name, Role.ARBITER, Set.of("After Open"), "another-long-password");

        assertThat(me(cookie)).as("the removed arbiter's session, once another is made with his name").isEqualTo(401);
    }

    @Test
    void aTournamentLongerThanANameIsA400NamingTheFieldNotAStoreFailure() {
        String name = "long-" + UUID.randomUUID().toString().substring(0, 8);
        String tournament = "T".repeat(600);

        HttpResponse<String> made = postAs(Role.ADMIN, "/api/admin/users", "application/json", "{\"name\":\"" + name
                + "\",\"role\":\"arbiter\",\"tournaments\":[\"" + tournament + "\"]}");
        String official = user(Role.OFFICIAL);
        HttpResponse<String> appointed = postAs(Role.ADMIN, "/api/admin/users/" + official + "/appointments",
                "application/json", "{\"tournament\":\"" + tournament + "\"}");

        assertThat(made.statusCode()).as(made.body()).isEqualTo(400);
        assertThat(object(made.body())).containsEntry("field", "tournaments");
        assertThat(users().find(name)).isEmpty();
        assertThat(appointed.statusCode()).as(appointed.body()).isEqualTo(400);
        assertThat(object(appointed.body())).containsEntry("field", "tournament");
    }

    @Test
    void aTournamentHoldingANulIsA400NamingTheFieldNotAStoreFailure() {
        String name = "nul-" + UUID.randomUUID().toString().substring(0, 8);

        HttpResponse<String> made = postAs(Role.ADMIN, "/api/admin/users", "application/json", "{\"name\":\"" + name
                + "\",\"role\":\"arbiter\",\"tournaments\":[\"Club\\u0000Cup\"]}");

        assertThat(made.statusCode()).as(made.body()).isEqualTo(400);
        assertThat(object(made.body())).containsEntry("field", "tournaments");
        assertThat(made.body()).contains("NUL");
        assertThat(users().find(name)).isEmpty();
    }

    @Test
    void aSessionMadeWithATokenEndsWhenTheTokenIsRevoked() {
        var issued = users().tokenFor(TestUsers.ensure(users(), Role.DISPLAY));
        String cookie = tokenSession(issued.token());
        assertThat(me(cookie)).isEqualTo(200);

        assertThat(users().revoke(issued.id())).isTrue();

        assertThat(me(cookie)).isEqualTo(401);
    }

    @Test
    void aRemovedUserLogsInNoMoreByPasswordTokenOrSession() {
        String name = user(Role.ARBITER);
        String token = "Bearer " + users().tokenFor(name).token();
        String cookie = passwordSession(name, PASSWORD, null);
        assertThat(me(cookie)).isEqualTo(200);

        HttpResponse<String> removed = delete("/api/admin/users/" + name);

        assertThat(removed.statusCode()).as(removed.body()).isEqualTo(204);
        assertThat(basic(name, PASSWORD, "192.0.2.1").statusCode()).isEqualTo(401);
        assertThat(send(HttpRequest.newBuilder(URI.create(base() + "/api/me")).header("Authorization", token).GET()
                .build()).statusCode()).isEqualTo(401);
        assertThat(me(cookie)).isEqualTo(401);
        assertThat(delete("/api/admin/users/" + name).statusCode()).isEqualTo(404);
    }

    @Test
    void aPasswordSessionEndsWhenItsUserIsRemovedAndMadeAgainInAnotherRole() {
        String name = "remade-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(name, Role.ADMIN, Set.of(), PASSWORD);
        String cookie = passwordSession(name, PASSWORD, null);
        assertThat(adminPath(cookie)).isEqualTo(200);

        assertThat(users().remove(name)).isTrue();
        users().add(name, Role.DISPLAY, Set.of(), PASSWORD);

        assertThat(adminPath(cookie)).as("the admin's session, once he is a display").isEqualTo(401);
    }

    @Test
    void aDismissedArbiterOpensNoMoreGamesInThatTournament() {
        String name = "dismissed-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(name, Role.ARBITER, Set.of("Dismissal Open", "Kept Open"), null);
        String token = "Bearer " + users().tokenFor(name).token();

        HttpResponse<String> dismissed = delete("/api/admin/users/" + name + "/appointments?tournament="
                + URLEncoder.encode("Dismissal Open", StandardCharsets.UTF_8));
        HttpResponse<String> opened = send(HttpRequest.newBuilder(URI.create(base() + "/api/games"))
                .header("Authorization", token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"header\":{\"event\":\"Dismissal Open\"}}")).build());

        assertThat(dismissed.statusCode()).as(dismissed.body()).isEqualTo(200);
        assertThat(object(dismissed.body()).get("tournaments")).isEqualTo(List.of("Kept Open"));
        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(403);
    }

    @Test
    void aCrossSitePostCarryingOnlyTheSessionCookieIsRefusedAndStoresNothing() {
        String cookie = passwordSession(TestUsers.ensure(users(), Role.ARBITER), TestUsers.PASSWORD, null);
        long before = events();

        HttpResponse<String> foreign = sendAnonymously(withCookie("/api/games", cookie)
                .header("Origin", "https://elsewhere.example").build());
        HttpResponse<String> unsaid = sendAnonymously(withCookie("/api/games", cookie).build());
        long after = events();
        HttpResponse<String> own = sendAnonymously(withCookie("/api/games", cookie).header("Origin", base()).build());

        assertThat(foreign.statusCode()).as(foreign.body()).isEqualTo(403);
        assertThat(unsaid.statusCode()).as(unsaid.body()).isEqualTo(403);
        assertThat(after).isEqualTo(before);
        assertThat(own.statusCode()).as("the same request from the service's own page").isEqualTo(201);
    }

    @Test
    void theSessionCookieIsSecureBehindTls() {
        String name = TestUsers.ensure(users(), Role.OFFICIAL);

        String behindTls = loginCookieHeader(name, TestUsers.PASSWORD, "https");
        String plain = loginCookieHeader(name, TestUsers.PASSWORD, null);

        assertThat(behindTls).contains("JSESSIONID=").containsIgnoringCase("; Secure");
        assertThat(plain).contains("JSESSIONID=").doesNotContainIgnoringCase("Secure");
    }

    /**
     * More bodies trickling in to {@code /login} than the server has threads, each byte in time for
     * the connection's timeout: the health check still answers, once the bodies' time to arrive
     * (arbiter.request-arrival) is up, and not only when the clients give up.
     */
    @Test
    void slowBodiesOnLoginDoNotStarveTheHealthCheck() throws Exception {
        trickleLoginBodies("application/x-www-form-urlencoded", "username=");
    }

    /** A multipart form is not read by the service, so it is not read by Tomcat for the login's fields either. */
    @Test
    void slowMultipartBodiesOnLoginDoNotStarveTheHealthCheck() throws Exception {
        trickleLoginBodies("multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data; name=\"username\"\r\n\r\n");
    }

    private void trickleLoginBodies(String contentType, String bodyStart) throws Exception {
        List<Socket> slow = new ArrayList<>();
        AtomicBoolean trickling = new AtomicBoolean(true);
        Thread trickle = new Thread(() -> {
            while (trickling.get()) {
                for (Socket s : slow) {
                    try {
                        s.getOutputStream().write('a');
                        s.getOutputStream().flush();
                    } catch (IOException e) {
                        // the server cut this one off, as it should
                    }
                }
                sleep(2000);
            }
        }, "trickle");
        trickle.setDaemon(true);
        try {
            for (int i = 0; i < 230; i++) {
                Socket s = new Socket("127.0.0.1", port);
                OutputStream out = s.getOutputStream();
                // from an address of their own: a login refused at once must not close this machine's address
                out.write(("POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 100.64.2." + (i % 250)
                        + "\r\nContent-Type: " + contentType
                        + "\r\nContent-Length: 10000\r\n\r\n" + bodyStart).getBytes(StandardCharsets.US_ASCII));
                out.flush();
                slow.add(s);
            }
            trickle.start();
            long start = System.nanoTime();

            HttpResponse<String> health = sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/actuator/health"))
                    .timeout(Duration.ofSeconds(40)).GET().build());

            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(25));
        } finally {
            trickling.set(false);
            for (Socket s : slow) {
                s.close();
            }
        }
    }

    /** A user of {@code role} with {@link #PASSWORD}, named for this test alone. */
    private String user(Role role) {
        String name = "login-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(name, role, role == Role.ARBITER ? Set.of("Login Open") : Set.of(), PASSWORD);
        return name;
    }

    private HttpResponse<String> basic(String name, String password, String address) {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/me")).header("X-Forwarded-For", address)
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString((name + ":" + password)
                        .getBytes(StandardCharsets.UTF_8))).GET().build());
    }

    /**
     * How many wrong passwords were sent, the answer to the last, and when the last one refused (401) was
     * sent ({@link Long#MIN_VALUE} when none was: the account was closed already).
     */
    private record Guesses(int tries, HttpResponse<String> last, long lastRefusedSentAt) {
        /**
         * Whether the account is surely still closed now, by a {@code Retry-After} of {@code seconds}: the
         * closing began after the last refused guess was sent, and lasts at least as long as Retry-After
         * says is left of it (whole seconds, rounded up); a time taken from the 429's arrival would count
         * the service's delay in answering as closed.
         */
        boolean stillClosed(long seconds) {
            return lastRefusedSentAt != Long.MIN_VALUE && System.nanoTime() - lastRefusedSentAt < seconds * 1_000_000_000L;
        }
    }

    /** Wrong passwords for {@code name} by HTTP Basic, each from an address of its own, until one is not just refused. */
    private Guesses guessUntilRefused(String name, String addressPrefix) {
        int tries = 0;
        long refusedSentAt = Long.MIN_VALUE;
        long sentAt;
        HttpResponse<String> answer;
        do {
            tries++;
            sentAt = System.nanoTime();
            answer = basic(name, "wrong-password-" + tries, addressPrefix + tries);
            if (answer.statusCode() == 401) {
                refusedSentAt = sentAt;
            }
        } while (answer.statusCode() == 401 && tries < 30);
        return new Guesses(tries, answer, refusedSentAt);
    }

    /** A login with the form, without a session, from {@code address}. */
    private HttpResponse<String> form(String name, String password, String address) {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/login")).header("X-Forwarded-For", address)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=" + URLEncoder.encode(name, StandardCharsets.UTF_8)
                        + "&password=" + URLEncoder.encode(password, StandardCharsets.UTF_8))).build());
    }

    private HttpResponse<String> delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).header("Authorization", bearer(Role.ADMIN))
                .DELETE().build());
    }

    private long events() {
        return jdbc.queryForObject("select count(*) from domain_event_entry", Long.class);
    }

    private HttpRequest.Builder withCookie(String path, String cookie) {
        return HttpRequest.newBuilder(URI.create(base() + path)).header("Cookie", cookie)
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("{\"header\":{\"event\":\"Cross-site\"}}"));
    }

    /** The status of {@code GET /api/admin/processors}, an admin's, with the session cookie alone. */
    private int adminPath(String cookie) {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/admin/processors")).header("Cookie", cookie)
                .GET().build()).statusCode();
    }

    /** The status of {@code GET /api/me} with the session cookie alone. */
    private int me(String cookie) {
        return sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/me")).header("Cookie", cookie).GET()
                .build()).statusCode();
    }

    /** A session logged in with the form; {@code proto} is the X-Forwarded-Proto a TLS proxy would add. */
    private String passwordSession(String name, String password, String proto) {
        return cookie(loginCookieHeader(name, password, proto));
    }

    private String loginCookieHeader(String name, String password, String proto) {
        HttpRequest.Builder login = HttpRequest.newBuilder(URI.create(base() + "/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("username=" + URLEncoder.encode(name, StandardCharsets.UTF_8)
                        + "&password=" + URLEncoder.encode(password, StandardCharsets.UTF_8)));
        if (proto != null) {
            login.header("X-Forwarded-Proto", proto);
        }
        HttpResponse<String> r = sendAnonymously(login.build());
        assertThat(r.statusCode()).as("the form login of " + name).isEqualTo(302);
        assertThat(r.headers().firstValue("Location").orElse("")).doesNotContain("error");
        return r.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("JSESSIONID=")).findFirst()
                .orElseThrow();
    }

    /** A display screen's session: a session first (any refused call makes one), then the token form, from the page. */
    private String tokenSession(String token) {
        HttpResponse<String> first = sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/api/me")).GET().build());
        String cookie = first.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("JSESSIONID="))
                .findFirst().map(LoginSuite::cookie).orElse(null);
        HttpRequest.Builder login = HttpRequest.newBuilder(URI.create(base() + "/login/token")).header("Origin", base())
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("token=" + URLEncoder.encode(token, StandardCharsets.UTF_8)));
        if (cookie != null) {
            login.header("Cookie", cookie);
        }
        HttpResponse<String> r = sendAnonymously(login.build());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(302);
        return r.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("JSESSIONID=")).findFirst()
                .map(LoginSuite::cookie).orElse(cookie);
    }

    private static String cookie(String setCookie) {
        return setCookie.split(";", 2)[0];
    }
}
