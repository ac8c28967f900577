package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.arbiter.service.security.AccessRules;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The table of docs/security.md, walked: every row (an endpoint) as every role (and anonymous).
 * Allowed gives 2xx; denied gives 401 (anonymous) or 403, and stores nothing: no event, user,
 * appointment or token more, none revoked. The table is also compared with the rules the code
 * enforces (AccessRules), so neither can change without the other. What depends on the tournament
 * a path touches (an arbiter's own, or another) is walked by CrossTournamentSuite.
 */
@Tag("access")
abstract class AccessSuite extends InContext {
    static final Path TABLE = Path.of("../../docs/security.md");
    private static final AtomicInteger UNIQUE = new AtomicInteger();
    /** The board the test board token is bound to (TestUsers). */
    private static final String BOARD = "test-board";

    /** A concrete request for a row: the path to call and, for a POST, the body and its type. */
    record Sample(String path, String contentType, String body) {
    }

    /** One row of the table: who may call it ({@code null} key: anonymous). */
    record Row(String method, String path, Map<String, Boolean> allowed) {
    }

    @Autowired
    JdbcTemplate jdbc;

    private String game;
    /** A game with a ruling (II.6(e) at action {@link #RULED_AT}), for the incident report's rows. */
    private String ruled;
    private static final int RULED_AT = 9;
    /** A tournament with round 2 paired, and one with no round paired yet, for the tournaments' rows. */
    private String paired;
    private String unpaired;
    private String fromRecord;

    /** The samples for rows whose path has variables or which need a body; the game is the walk's own. */
    private Map<String, Sample> samples() {
        String g = game;
        Map<String, Sample> s = new LinkedHashMap<>();
        s.put("GET /*.html", new Sample("/live.html", null, null));
        s.put("GET /css/**", new Sample("/css/arbiter.css", null, null));
        s.put("GET /js/**", new Sample("/js/dom.js", null, null));
        s.put("GET /favicon.*", new Sample("/favicon.svg", null, null));
        s.put("GET /actuator/health/**", new Sample("/actuator/health/liveness", null, null));
        s.put("GET /v3/api-docs/**", new Sample("/v3/api-docs/swagger-config", null, null));
        s.put("GET /swagger-ui/**", new Sample("/swagger-ui/index.html", null, null));
        s.put("GET /actuator/metrics/**", new Sample("/actuator/metrics/jvm.threads.live", null, null));
        s.put("POST /api/games", new Sample("/api/games", "application/json",
                "{\"header\":{\"event\":\"Walk\",\"public\":true}}"));
        s.put("POST /api/games/{id}/actions", new Sample("/api/games/" + g + "/actions", "application/json",
                "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\"}"));
        s.put("GET /api/games/{id}/compare", new Sample("/api/games/" + g + "/compare?codes=chess-code-1897", null, null));
        s.put("GET /api/rounds/{round}.pgn", new Sample("/api/rounds/1.pgn?event=Walk", null, null));
        s.put("POST /api/tournaments", new Sample("/api/tournaments", "text/plain", TournamentSuite.trf()));
        // Only an arbiter may pair, once: the denied calls are refused before the round is looked at.
        s.put("POST /api/tournaments/{id}/rounds/{round}", new Sample("/api/tournaments/" + unpaired + "/rounds/2",
                "text/plain", TournamentSuite.trf()));
        // Round 1 of a tournament of its own paired from the record (the TRF declares no rounds: the body does), then published.
        s.put("POST /api/tournaments/{id}/rounds/{round}/pairing", new Sample("/api/tournaments/" + fromRecord
                + "/rounds/1/pairing", "application/json", "{\"rounds\":3}"));
        s.put("GET /api/tournaments/{id}/rounds/{round}/pairing", new Sample("/api/tournaments/" + fromRecord
                + "/rounds/1/pairing", null, null));
        s.put("POST /api/tournaments/{id}/rounds/{round}/pairing/publish", new Sample("/api/tournaments/" + fromRecord
                + "/rounds/1/pairing/publish", "application/json", ""));
        s.put("GET /api/tournaments/{id}", new Sample("/api/tournaments/" + paired, null, null));
        s.put("GET /api/tournaments/{id}/rounds/{round}", new Sample("/api/tournaments/" + paired + "/rounds/2", null,
                null));
        s.put("GET /api/tournaments/{id}/standings", new Sample("/api/tournaments/" + paired + "/standings", null, null));
        s.put("GET /api/tournaments/{id}/tiebreaks", new Sample("/api/tournaments/" + paired + "/tiebreaks", null, null));
        s.put("PUT /api/tournaments/{id}/tiebreaks", new Sample("/api/tournaments/" + paired + "/tiebreaks",
                "application/json", "[\"BH-C1\",\"BH\"]"));
        s.put("PUT /api/tournaments/{id}/time-control", new Sample("/api/tournaments/" + paired + "/time-control",
                "text/plain", "90 min + 30 sec"));
        // Already public (below): setting it so stores nothing, as a walk's call should not change the other rows.
        s.put("PUT /api/tournaments/{id}/public", new Sample("/api/tournaments/" + paired + "/public",
                "application/json", "{\"public\":true}"));
        s.put("POST /api/games/{id}/appeals", new Sample("/api/games/" + ruled + "/appeals", "application/json",
                "{\"by\":\"white\",\"ruling\":" + RULED_AT + ",\"grounds\":\"the walk\"}"));
        s.put("POST /api/games/{id}/appeals/{seq}/decision", new Sample("/api/games/" + ruled + "/appeals/"
                + (RULED_AT + 1) + "/decision", "application/json", "{\"decision\":\"upheld\",\"reasons\":\"the walk\"}"));
        s.put("GET /api/tournaments/{id}/trf", new Sample("/api/tournaments/" + paired + "/trf", null, null));
        s.put("GET /api/tournaments/{id}/broadcast", new Sample("/api/tournaments/" + paired + "/broadcast", null, null));
        s.put("PUT /api/tournaments/{id}/broadcast", new Sample("/api/tournaments/" + paired + "/broadcast",
                "application/json", "{\"feed\":\"public\",\"delayMinutes\":0}"));
        s.put("POST /api/tournaments/{id}/rounds/{round}/feed-key", new Sample("/api/tournaments/" + paired
                + "/rounds/2/feed-key", "application/json", ""));
        s.put("DELETE /api/tournaments/{id}/rounds/{round}/feed-key", new Sample("/api/tournaments/" + paired
                + "/rounds/2/feed-key", null, null));
        String display = TestUsers.ensure(users(), Role.DISPLAY);
        s.put("GET /api/tournaments/{id}/live-displays", new Sample("/api/tournaments/" + paired + "/live-displays",
                null, null));
        s.put("PUT /api/tournaments/{id}/live-displays/{display}", new Sample("/api/tournaments/" + paired
                + "/live-displays/" + display, "application/json", ""));
        s.put("DELETE /api/tournaments/{id}/live-displays/{display}", new Sample("/api/tournaments/" + paired
                + "/live-displays/" + display, null, null));
        // The walk's paired tournament has a public feed, so that a relay without credentials reads it.
        s.put("GET /api/feeds/{id}/rounds/{round}.pgn", new Sample("/api/feeds/" + paired + "/rounds/2.pgn", null, null));
        s.put("GET /api/games/{id}/words", new Sample("/api/games/" + g + "/words?law=II.6", null, null));
        s.put("GET /api/games/{id}/rulings/{seq}/report", new Sample("/api/games/" + ruled + "/rulings/" + RULED_AT
                + "/report", null, null));
        s.put("GET /api/games/{id}/rulings/{seq}/report.pdf", new Sample("/api/games/" + ruled + "/rulings/"
                + RULED_AT + "/report.pdf", null, null));
        s.put("PUT /api/boards/{board}", new Sample("/api/boards/" + BOARD, "application/json",
                "{\"gameId\":\"" + g + "\"}"));
        s.put("GET /api/boards/{board}", new Sample("/api/boards/" + BOARD, null, null));
        // A capture fragment with no reads: a report that nothing changed.
        s.put("POST /api/boards/{board}/dgt", new Sample("/api/boards/" + BOARD + "/dgt", "application/octet-stream",
                "DGTCAP1\n"));
        s.put("POST /api/review", new Sample("/api/review", "application/x-ndjson",
                "{\"header\":{}}\n{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}"));
        s.put("POST /api/admin/projections/{name}/replay", new Sample("/api/admin/projections/rulings/replay",
                "application/json", ""));
        s.put("POST /api/admin/users", new Sample("/api/admin/users", "application/json",
                "{\"name\":\"walk-" + UNIQUE.incrementAndGet() + "\",\"role\":\"display\"}"));
        s.put("POST /api/admin/users/{name}/appointments", new Sample("/api/admin/users/"
                + TestUsers.name(Role.ARBITER) + "/appointments", "application/json", "{\"tournament\":\"Walk\"}"));
        String removed = "walk-" + UNIQUE.incrementAndGet();
        users().add(removed, Role.DISPLAY, Set.of(), null);
        s.put("DELETE /api/admin/users/{name}", new Sample("/api/admin/users/" + removed, null, null));
        String dismissed = "walk-" + UNIQUE.incrementAndGet();
        users().add(dismissed, Role.ARBITER, Set.of("Walk"), null);
        s.put("DELETE /api/admin/users/{name}/appointments", new Sample("/api/admin/users/" + dismissed
                + "/appointments?tournament=Walk", null, null));
        s.put("POST /api/admin/users/{name}/tokens", new Sample("/api/admin/users/" + TestUsers.ensure(users(),
                Role.DISPLAY) + "/tokens", "application/json", ""));
        s.put("POST /api/admin/boards/{board}/tokens", new Sample("/api/admin/boards/walk-board/tokens",
                "application/json", ""));
        s.put("DELETE /api/admin/tokens/{id}", new Sample("/api/admin/tokens/" + users().tokenForBoard("walk-revoked").id(),
                null, null));
        s.put("POST /login", new Sample("/login", "application/x-www-form-urlencoded",
                "username=" + TestUsers.ensure(users(), Role.OFFICIAL) + "&password=" + TestUsers.PASSWORD));
        s.put("POST /login/token", new Sample("/login/token", "application/x-www-form-urlencoded",
                "token=" + token(Role.DISPLAY)));
        s.put("POST /logout", new Sample("/logout", "application/x-www-form-urlencoded", ""));
        return s;
    }

    private String importTournament() {
        HttpResponse<String> r = post("/api/tournaments", "text/plain", TournamentSuite.trf());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    /** A shared case's act lines, its header and comments left out. */
    static String caseActions(String name) {
        try {
            return Files.readAllLines(Path.of("../law-engine/src/test/resources/cases").resolve(name),
                    StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank() && !l.strip().startsWith("#")
                    && !l.contains("\"header\"")).collect(Collectors.joining("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Row> table() {
        List<Row> rows = new ArrayList<>();
        String[] roles = {null, "ARBITER", "OFFICIAL", "DISPLAY", "ADMIN", "BOARD"};
        try {
            for (String line : Files.readAllLines(TABLE, StandardCharsets.UTF_8)) {
                String[] cells = line.split("\\|");
                if (cells.length < 9 || !cells[1].trim().matches("GET|POST|PUT|PATCH|DELETE")) {
                    continue;
                }
                Map<String, Boolean> allowed = new LinkedHashMap<>();
                for (int i = 0; i < roles.length; i++) {
                    allowed.put(roles[i], "yes".equals(cells[3 + i].trim()));
                }
                rows.add(new Row(cells[1].trim(), cells[2].trim().replace("`", ""), allowed));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(rows).as("the table of docs/security.md").isNotEmpty();
        return rows;
    }

    @Test
    void theTableIsTheRulesTheServiceEnforces() {
        Set<String> documented = table().stream().map(r -> r.method() + " " + r.path() + " " + r.allowed())
                .collect(Collectors.toCollection(java.util.TreeSet::new));
        Set<String> enforced = new java.util.TreeSet<>();
        for (AccessRules.Rule rule : AccessRules.RULES) {
            Map<String, Boolean> allowed = new LinkedHashMap<>();
            allowed.put(null, rule.open());
            for (String role : List.of("ARBITER", "OFFICIAL", "DISPLAY", "ADMIN", "BOARD")) {
                allowed.put(role, rule.open() || rule.roles().contains(Role.valueOf(role)));
            }
            enforced.add(rule.method().name() + " " + rule.path() + " " + allowed);
        }
        assertThat(documented).isEqualTo(enforced);
    }

    @Test
    void everyRowAsEveryRoleIsAllowedOrRefusedAsTheTableSaysAndARefusalStoresNothing() {
        game = open("{\"header\":{\"event\":\"Walk\",\"public\":true,\"white\":\"W\",\"black\":\"B\"}}");
        eventually(() -> assertThat(get("/api/games/" + game).statusCode()).isEqualTo(200));
        ruled = open("{\"header\":{\"event\":\"Walk\",\"white\":\"W\",\"black\":\"B\"}}");
        assertThat(post("/api/games/" + ruled + "/actions", "application/x-ndjson",
                caseActions("law-6e-uncorrected-illegal-move.jsonl")).statusCode()).isEqualTo(200);
        paired = importTournament();
        assertThat(post("/api/tournaments/" + paired + "/rounds/2", "text/plain", TournamentSuite.trf()).statusCode())
                .isEqualTo(201);
        unpaired = importTournament();
        fromRecord = importTournament();
        // Its games are public too, so that a display reads its standings as it reads its games.
        jdbc.update("update tournament set feed_access = 'public', public_games = true where id = ?", paired);
        // The board whose token the walk's board role holds is bound to the walk's game before any row.
        assertThat(call("PUT", samples().get("PUT /api/boards/{board}"), Role.ARBITER)).isEqualTo(200);
        List<String> wrong = new ArrayList<>();
        for (Row row : table()) {
            for (Map.Entry<String, Boolean> cell : row.allowed().entrySet()) {
                Role role = cell.getKey() == null ? null : Role.valueOf(cell.getKey());
                Sample sample = samples().getOrDefault(row.method() + " " + row.path(),
                        new Sample(row.path().replace("{id}", game), row.method().equals("GET") ? null
                                : "application/json", row.method().equals("GET") ? null : ""));
                List<Long> before = stored();
                int status = call(row.method(), sample, role);
                String who = (role == null ? "anonymous" : role.name()) + " " + row.method() + " " + sample.path();
                boolean form = sample.path().startsWith("/login") || sample.path().equals("/logout");
                if (cell.getValue()) {
                    boolean ok = form ? status != 401 && status != 403 : status >= 200 && status < 300;
                    if (!ok) {
                        wrong.add(who + ": allowed, but answered " + status);
                    }
                } else {
                    int expected = role == null ? 401 : 403;
                    if (status != expected) {
                        wrong.add(who + ": refused, but answered " + status + " (not " + expected + ")");
                    }
                    if (!stored().equals(before)) {
                        wrong.add(who + ": refused, but something was stored: " + before + " -> " + stored());
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void aPathNoRuleNamesIsRefusedToEveryRole() {
        for (Role role : EnumSet.allOf(Role.class)) {
            assertThat(call("GET", new Sample("/api/nothing-listed", null, null), role)).as(role.name()).isEqualTo(403);
        }
        assertThat(call("GET", new Sample("/api/nothing-listed", null, null), null)).isEqualTo(401);
    }

    @Test
    void anArbiterRecordsOnlyInHisTournamentsAndADisplayReadsOnlyPublicGames() {
        String other = open("{\"header\":{\"event\":\"Elsewhere\"}}");
        users().add("walk-arbiter-" + UNIQUE.incrementAndGet(), Role.ARBITER, Set.of("Walk"), null);
        String walker = "walk-arbiter-" + UNIQUE.get();
        String token = "Bearer " + users().tokenFor(walker).token();
        int events = storedEvents(other);

        HttpResponse<String> record = send(HttpRequest.newBuilder(URI.create(base() + "/api/games/" + other + "/actions"))
                .header("Authorization", token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}")).build());
        HttpResponse<String> opened = send(HttpRequest.newBuilder(URI.create(base() + "/api/games"))
                .header("Authorization", token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"header\":{\"event\":\"Elsewhere\"}}")).build());
        HttpResponse<String> read = send(HttpRequest.newBuilder(URI.create(base() + "/api/games/" + other + "/position"))
                .header("Authorization", bearer(Role.DISPLAY)).GET().build());

        assertThat(record.statusCode()).as(record.body()).isEqualTo(403);
        assertThat(record.body()).contains("\"error\":\"forbidden\"").contains("Elsewhere");
        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(403);
        assertThat(read.statusCode()).as(read.body()).isEqualTo(403);
        assertThat(storedEvents(other)).isEqualTo(events);
        eventually(() -> assertThat(get("/api/games?limit=10000").body()).contains("\"" + other + "\""));
        String listed = send(HttpRequest.newBuilder(URI.create(base() + "/api/games?limit=10000"))
                .header("Authorization", bearer(Role.DISPLAY)).GET().build()).body();
        assertThat(listed).as("a display's list of games").doesNotContain("\"" + other + "\"");
    }

    @Test
    void aDisplaysStreamOfAllGamesCarriesThePublicGamesOnly() throws Exception {
        try (SseClient display = new SseClient(base() + "/api/stream", null, bearer(Role.DISPLAY))) {
            String hidden = open("{\"header\":{\"event\":\"Closed\"}}");
            actions(hidden, "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}");
            String shown = open("{\"header\":{\"event\":\"Open\",\"public\":true}}");

            List<String> seen = new ArrayList<>();
            while (seen.stream().noneMatch(data -> data.contains(shown))) {
                List<SseClient.Event> next = display.take(1, PATIENCE);
                assertThat(next).as("the public game's opening on the display's stream").hasSize(1);
                seen.add(next.get(0).data());
            }
            assertThat(seen).noneMatch(data -> data.contains(hidden));
        }
    }

    @Test
    void aRevokedTokenIsRefusedAtOnceAndTheEventsNameWhoRecorded() {
        var issued = users().tokenFor(TestUsers.ensure(users(), Role.OFFICIAL));
        String bearer = "Bearer " + issued.token();
        assertThat(send(HttpRequest.newBuilder(URI.create(base() + "/api/me")).header("Authorization", bearer).GET()
                .build()).statusCode()).isEqualTo(200);
        assertThat(users().revoke(issued.id())).isTrue();

        HttpResponse<String> after = send(HttpRequest.newBuilder(URI.create(base() + "/api/me"))
                .header("Authorization", bearer).GET().build());

        assertThat(after.statusCode()).isEqualTo(401);
        String g = open("{\"header\":{}}");
        String meta = new String(jdbc.queryForObject("select meta_data from domain_event_entry where aggregate_identifier"
                + " = ? and sequence_number = 0", byte[].class, g), StandardCharsets.UTF_8);
        assertThat(meta).contains("\"recorder\":\"" + TestUsers.name(Role.ARBITER) + "\"").contains("\"recorderKind\":\"USER\"");
    }

    /**
     * Looking a token up takes one database connection at a time: a lookup that held one while it
     * asked for a second would, under a burst of callers, leave them all waiting on each other until
     * the pool's timeout. Here every connection but one is taken, so such a lookup could never finish.
     */
    @Test
    void aTokenIsLookedUpWithOneConnectionAtATime() throws Exception {
        String bearer = bearer(Role.ARBITER);
        com.zaxxer.hikari.HikariDataSource pool = jdbc.getDataSource().unwrap(com.zaxxer.hikari.HikariDataSource.class);
        List<java.sql.Connection> taken = new ArrayList<>();
        try {
            while (taken.size() < pool.getMaximumPoolSize() - 1) {
                taken.add(pool.getConnection());
            }
            HttpResponse<String> r = send(HttpRequest.newBuilder(URI.create(base() + "/api/me"))
                    .header("Authorization", bearer).timeout(PATIENCE).GET().build());

            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            assertThat(object(r.body())).containsEntry("name", TestUsers.name(Role.ARBITER));
        } finally {
            for (java.sql.Connection c : taken) {
                c.close();
            }
        }
    }

    @Test
    void theSecurityHeadersAreSentAndNoOtherOriginIsAllowed() {
        HttpResponse<String> page = sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/live.html"))
                .header("Origin", "https://elsewhere.example").GET().build());

        assertThat(page.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(csp ->
                assertThat(csp).contains("script-src 'self'").doesNotContain("unsafe-inline"));
        assertThat(page.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
        assertThat(page.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        HttpResponse<String> health = sendAnonymously(HttpRequest.newBuilder(URI.create(base() + "/actuator/health"))
                .GET().build());
        assertThat(health.body()).contains("\"status\"").doesNotContain("components");
    }

    /** What a refused request must not change: events, users, appointments, tokens, revoked tokens. */
    private List<Long> stored() {
        return List.of(count("domain_event_entry"), count("arbiter_user"), count("appointment"), count("api_token"),
                jdbc.queryForObject("select count(*) from api_token where revoked_at is not null", Long.class));
    }

    private long count(String table) {
        return jdbc.queryForObject("select count(*) from " + table, Long.class);
    }

    /** The status of one call as {@code role} (null: anonymous); a stream is closed once its status is in. */
    private int call(String method, Sample sample, Role role) {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(base() + sample.path())).timeout(Duration.ofSeconds(30));
        if (role != null) {
            r.header("Authorization", bearer(role));
        }
        if (sample.contentType() != null) {
            r.header("Content-Type", sample.contentType());
        }
        r.method(method, sample.body() == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(sample.body(), StandardCharsets.UTF_8));
        return status(r.build());
    }
}
