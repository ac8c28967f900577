package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.service.security.AccessRules;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The cross-tournament matrix: every path that touches a game, a board or a tournament, as every
 * role, aimed at the tournament an arbiter is appointed to and at another. An arbiter writes and
 * reads (what is not public) in his own tournament only; a board's token acts on its own board
 * only; a refusal stores nothing (no event, tournament, pairing or binding changed). AccessSuite
 * walks the roles' table; this walks what depends on the tournament.
 */
@org.junit.jupiter.api.Tag("access")
abstract class CrossTournamentSuite extends InContext {
    /** The tournament the matrix's arbiter is appointed to, and another. */
    enum Side { OWN, OTHER }

    /** What the path's rule needs besides the role. */
    enum Scope {
        /** a read of one game, not public: officials, admins, and arbiters of its tournament */
        GAME_READ,
        /** a write in a tournament: its arbiters */
        WRITE,
        /** a board's feed: arbiters of its game's tournament, or the board's own token */
        BOARD_WRITE,
        /** the tournaments' own data, read by every reader */
        TOURNAMENT_READ,
        /** a game id of a tournament's pairing: nobody opens it but the pairing */
        RESERVED,
        /** a tournament's broadcast settings and tie-break order: its arbiters, and admins */
        ORGANISE,
        /** a display screen marked live for a tournament, or no longer: officials and its arbiters */
        MARK_LIVE,
        /** an appeal lodged on a game: officials and its tournament's arbiters */
        LODGE,
        /** an appeal decided: the officials, the appeals committee, whatever the tournament */
        DECIDE,
        /** whether a tournament's games are public: officials, admins and its arbiters */
        PUBLIC
    }

    /** One path of the matrix: its rule in AccessRules ("METHOD path"), its scope, and its request for a side. */
    record Path(String rule, Scope scope, Function<Side, HttpRequest.Builder> request) {
    }

    /** A shared case whose acts give a ruling, II.6(e), at act {@link #RULED_AT}. */
    private static final String RULED_CASE = "law-6e-uncorrected-illegal-move.jsonl";
    private static final int RULED_AT = 9;

    @Autowired
    JdbcTemplate jdbc;

    private final Map<Side, String> names = new EnumMap<>(Side.class);
    private final Map<Side, String> ruled = new EnumMap<>(Side.class);
    private final Map<Side, String> boards = new EnumMap<>(Side.class);
    private final Map<Side, String> paired = new EnumMap<>(Side.class);
    /** The arbiter appointed to the OWN tournament only, and a board token bound to the OWN board. */
    private String arbiter;
    private String board;

    @BeforeEach
    void twoTournaments() {
        String run = UUID.randomUUID().toString().substring(0, 8);
        for (Side side : Side.values()) {
            names.put(side, "Cross " + side + " " + run);
            ruled.put(side, open("{\"header\":{\"event\":\"" + names.get(side) + "\",\"white\":\"W\",\"black\":\"B\"}}"));
            assertThat(actions(ruled.get(side), "application/x-ndjson", AccessSuite.caseActions(RULED_CASE)).statusCode())
                    .isEqualTo(200);
            boards.put(side, "cross-" + side.name().toLowerCase(java.util.Locale.ROOT) + "-" + run);
            bind(boards.get(side), freshGame(side));
            paired.put(side, tournament(side));
            assertThat(post("/api/tournaments/" + paired.get(side) + "/rounds/2", "text/plain", trf(side)).statusCode())
                    .isEqualTo(201);
        }
        String name = "cross-arbiter-" + run;
        users().add(name, Role.ARBITER, Set.of(names.get(Side.OWN)), null);
        arbiter = "Bearer " + users().tokenFor(name).token();
        board = "Bearer " + users().tokenForBoard(boards.get(Side.OWN)).token();
    }

    /** Every path whose answer depends on the game, board or tournament it touches. */
    private List<Path> paths() {
        List<Path> paths = new ArrayList<>();
        for (AccessRules.Rule rule : AccessRules.RULES) {
            if (rule.method().name().equals("GET") && rule.path().startsWith("/api/games/{id}")) {
                String query = rule.path().endsWith("/compare") ? "?codes=chess-code-1897"
                        : rule.path().endsWith("/words") ? "?law=II.6" : "";
                paths.add(new Path("GET " + rule.path(), Scope.GAME_READ, side -> reading(rule.path()
                        .replace("{id}", ruled.get(side)).replace("{seq}", String.valueOf(RULED_AT)) + query)));
            }
        }
        paths.add(new Path("GET /api/rulings", Scope.GAME_READ, side -> reading("/api/rulings?game=" + ruled.get(side))));
        paths.add(new Path("GET /api/boards/{board}", Scope.GAME_READ, side -> reading("/api/boards/" + boards.get(side))));
        paths.add(new Path("POST /api/games", Scope.WRITE, side -> request("/api/games", "application/json",
                "{\"header\":{\"event\":\"" + names.get(side) + "\"}}")));
        paths.add(new Path("POST /api/games", Scope.RESERVED, side -> request("/api/games?id=" + tournament(side) + "-r2-b1",
                "application/json", "{\"header\":{\"event\":\"" + names.get(Side.OWN) + "\"}}")));
        paths.add(new Path("POST /api/games/{id}/actions", Scope.WRITE, side -> request("/api/games/" + freshGame(side)
                + "/actions", "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}")));
        paths.add(new Path("PUT /api/boards/{board}", Scope.WRITE, side -> HttpRequest.newBuilder(uri("/api/boards/"
                + boards.get(side))).header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(
                "{\"gameId\":\"" + freshGame(Side.OWN) + "\"}"))));
        paths.add(new Path("POST /api/boards/{board}/dgt", Scope.BOARD_WRITE, side -> request("/api/boards/"
                + boards.get(side) + "/dgt", "application/octet-stream", "DGTCAP1\n")));
        paths.add(new Path("POST /api/tournaments", Scope.WRITE, side -> request("/api/tournaments", "text/plain",
                trf(side))));
        paths.add(new Path("POST /api/tournaments/{id}/rounds/{round}", Scope.WRITE, side -> request("/api/tournaments/"
                + tournament(side) + "/rounds/2", "text/plain", trf(side))));
        paths.add(new Path("POST /api/tournaments/{id}/rounds/{round}/pairing", Scope.WRITE, side -> request(
                "/api/tournaments/" + tournament(side) + "/rounds/1/pairing", "application/json", "{\"rounds\":3}")));
        paths.add(new Path("GET /api/tournaments/{id}/rounds/{round}/pairing", Scope.GAME_READ, side ->
                reading("/api/tournaments/" + pairedFromRecord(side) + "/rounds/1/pairing")));
        paths.add(new Path("POST /api/tournaments/{id}/rounds/{round}/pairing/publish", Scope.WRITE, side -> request(
                "/api/tournaments/" + pairedFromRecord(side) + "/rounds/1/pairing/publish", "application/json", "")));
        paths.add(new Path("GET /api/tournaments/{id}", Scope.TOURNAMENT_READ, side -> reading("/api/tournaments/"
                + paired.get(side))));
        paths.add(new Path("GET /api/tournaments/{id}/rounds/{round}", Scope.TOURNAMENT_READ, side ->
                reading("/api/tournaments/" + paired.get(side) + "/rounds/2")));
        // The standings are read as the tournament's games are (these tournaments' games are not public).
        paths.add(new Path("GET /api/tournaments/{id}/standings", Scope.GAME_READ, side ->
                reading("/api/tournaments/" + paired.get(side) + "/standings")));
        paths.add(new Path("GET /api/tournaments/{id}/tiebreaks", Scope.GAME_READ, side ->
                reading("/api/tournaments/" + paired.get(side) + "/tiebreaks")));
        paths.add(new Path("PUT /api/tournaments/{id}/tiebreaks", Scope.ORGANISE, side -> HttpRequest.newBuilder(
                uri("/api/tournaments/" + paired.get(side) + "/tiebreaks")).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("[\"BH-C1\",\"BH\"]"))));
        paths.add(new Path("PUT /api/tournaments/{id}/time-control", Scope.ORGANISE, side -> HttpRequest.newBuilder(
                uri("/api/tournaments/" + paired.get(side) + "/time-control")).header("Content-Type", "text/plain")
                .PUT(HttpRequest.BodyPublishers.ofString("90 min + 30 sec"))));
        paths.add(new Path("GET /api/tournaments/{id}/trf", Scope.TOURNAMENT_READ, side ->
                reading("/api/tournaments/" + paired.get(side) + "/trf")));
        paths.add(new Path("GET /api/tournaments/{id}/broadcast", Scope.GAME_READ, side ->
                reading("/api/tournaments/" + paired.get(side) + "/broadcast")));
        paths.add(new Path("PUT /api/tournaments/{id}/broadcast", Scope.ORGANISE, side -> HttpRequest.newBuilder(
                uri("/api/tournaments/" + paired.get(side) + "/broadcast")).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"feed\":\"session\",\"delayMinutes\":0}"))));
        paths.add(new Path("POST /api/tournaments/{id}/rounds/{round}/feed-key", Scope.ORGANISE, side ->
                request("/api/tournaments/" + paired.get(side) + "/rounds/2/feed-key", "application/json", "")));
        paths.add(new Path("DELETE /api/tournaments/{id}/rounds/{round}/feed-key", Scope.ORGANISE, side ->
                HttpRequest.newBuilder(uri("/api/tournaments/" + paired.get(side) + "/rounds/2/feed-key")).DELETE()));
        paths.add(new Path("GET /api/tournaments/{id}/live-displays", Scope.TOURNAMENT_READ, side ->
                reading("/api/tournaments/" + paired.get(side) + "/live-displays")));
        paths.add(new Path("PUT /api/tournaments/{id}/live-displays/{display}", Scope.MARK_LIVE, side -> HttpRequest
                .newBuilder(uri("/api/tournaments/" + paired.get(side) + "/live-displays/"
                        + TestUsers.ensure(users(), Role.DISPLAY))).PUT(HttpRequest.BodyPublishers.noBody())));
        paths.add(new Path("DELETE /api/tournaments/{id}/live-displays/{display}", Scope.MARK_LIVE, side -> HttpRequest
                .newBuilder(uri("/api/tournaments/" + paired.get(side) + "/live-displays/"
                        + TestUsers.ensure(users(), Role.DISPLAY))).DELETE()));
        paths.add(new Path("POST /api/games/{id}/appeals", Scope.LODGE, side -> request("/api/games/" + ruled.get(side)
                + "/appeals", "application/json", "{\"by\":\"white\",\"ruling\":" + RULED_AT + ",\"grounds\":\"g\"}")));
        paths.add(new Path("POST /api/games/{id}/appeals/{seq}/decision", Scope.DECIDE, side -> request("/api/games/"
                + ruled.get(side) + "/appeals/" + (RULED_AT + 1) + "/decision", "application/json",
                "{\"decision\":\"upheld\",\"reasons\":\"r\"}")));
        // Set to what it is (not public), so that the other paths' answers stay as the matrix expects them.
        paths.add(new Path("PUT /api/tournaments/{id}/public", Scope.PUBLIC, side -> HttpRequest.newBuilder(
                uri("/api/tournaments/" + paired.get(side) + "/public")).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"public\":false}"))));
        paths.add(new Path("GET /api/rounds/{round}.pgn", Scope.TOURNAMENT_READ, side -> reading("/api/rounds/2.pgn?event="
                + URLEncoder.encode(names.get(side), StandardCharsets.UTF_8))));
        return paths;
    }

    @Test
    void everyPathAsEveryRoleInTheArbitersOwnTournamentAndAnotherIsAllowedOrRefusedAndARefusalStoresNothing() {
        List<String> wrong = new ArrayList<>();
        for (Path path : paths()) {
            AccessRules.Rule rule = rule(path.rule());
            for (Side side : Side.values()) {
                for (Role role : Role.values()) {
                    boolean allowed = rule.roles().contains(role) && inScope(path.scope(), role, side);
                    HttpRequest.Builder request = path.request().apply(side);
                    List<Object> before = stored();
                    int status = status(request.header("Authorization", authorization(role)).build());
                    String who = role + " " + path.rule() + " (" + path.scope() + ", " + side + ")";
                    if (allowed && (status < 200 || status >= 300)) {
                        wrong.add(who + ": allowed, but answered " + status);
                    }
                    if (!allowed && status != 403) {
                        wrong.add(who + ": refused, but answered " + status + " (not 403)");
                    }
                    if (!allowed && !stored().equals(before)) {
                        wrong.add(who + ": refused, but something was stored: " + before + " -> " + stored());
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void theMatrixHasEveryPathThatTouchesAGameABoardOrATournament() {
        Set<String> covered = new TreeSet<>();
        paths().forEach(p -> covered.add(p.rule()));
        Set<String> touching = new TreeSet<>();
        for (AccessRules.Rule rule : AccessRules.RULES) {
            String p = rule.path();
            boolean scoped = p.startsWith("/api/games") || p.startsWith("/api/boards") || p.startsWith("/api/tournaments/")
                    || p.startsWith("/api/rounds") || p.equals("/api/rulings") || !rule.method().name().equals("GET")
                    && p.equals("/api/tournaments");
            // the lists of all games and the streams of all games are filtered, not refused (AccessSuite)
            if (scoped && !p.equals("/api/games") || p.equals("/api/games") && !rule.method().name().equals("GET")) {
                touching.add(rule.method().name() + " " + p);
            }
        }
        assertThat(covered).containsAll(touching);
    }

    @Test
    void anIdOfAnotherTournamentsPairingCannotBeTakenSoItsPairingStillSucceeds() {
        String other = tournament(Side.OTHER);
        String header = "{\"header\":{\"event\":\"" + names.get(Side.OWN) + "\"}}";

        int byHisArbiter = status(request("/api/games?id=" + other + "-r2-b1", "application/json", header)
                .header("Authorization", arbiter).build());
        int byTheChief = status(request("/api/games?id=" + other + "-r2-b2", "application/json", header)
                .header("Authorization", bearer(Role.ARBITER)).build());
        HttpResponse<String> pairing = post("/api/tournaments/" + other + "/rounds/2", "text/plain", trf(Side.OTHER));

        assertThat(byHisArbiter).isEqualTo(403);
        assertThat(byTheChief).isEqualTo(403);
        assertThat(pairing.statusCode()).as(pairing.body()).isEqualTo(201);
    }

    @Test
    void anIdShapedAsAPairingsCannotBeTakenBeforeItsTournamentIsImportedSoItsPairingStillSucceeds() {
        String future = "future-" + UUID.randomUUID().toString().substring(0, 8);
        String header = "{\"header\":{\"event\":\"" + names.get(Side.OWN) + "\"}}";

        int early = status(request("/api/games?id=" + future + "-r2-b1", "application/json", header)
                .header("Authorization", arbiter).build());
        HttpResponse<String> imported = post("/api/tournaments?id=" + future, "text/plain", trf(Side.OTHER));
        HttpResponse<String> pairing = post("/api/tournaments/" + future + "/rounds/2", "text/plain", trf(Side.OTHER));

        assertThat(early).isEqualTo(403);
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
        assertThat(pairing.statusCode()).as(pairing.body()).isEqualTo(201);
    }

    /**
     * Acts sent by another tournament's arbiter on a game's id while the game is being opened: none
     * may land on it, however the check and the opening interleave (an act checked while the game
     * did not exist yet was let through, and recorded once it did).
     */
    @Test
    void actsSentWhileAnotherTournamentsGameIsBeingOpenedNeverLandOnIt() throws Exception {
        Map<String, Integer> landed = new TreeMap<>();
        ExecutorService senders = Executors.newFixedThreadPool(3);
        try {
            for (int k = 0; k < 10; k++) {
                String id = "cross-race-" + UUID.randomUUID();
                AtomicBoolean sending = new AtomicBoolean(true);
                List<Future<?>> sent = new ArrayList<>();
                for (int t = 0; t < 3; t++) {
                    sent.add(senders.submit(() -> {
                        while (sending.get()) {
                            status(request("/api/games/" + id + "/actions", "application/json",
                                    "{\"act\":\"resign\",\"by\":\"white\"}").header("Authorization", arbiter).build());
                        }
                    }));
                }
                sleep(200);
                assertThat(post("/api/games?id=" + id, "application/json", "{\"header\":{\"event\":\""
                        + names.get(Side.OTHER) + "\"}}").statusCode()).isEqualTo(201);
                sleep(200);
                sending.set(false);
                for (Future<?> f : sent) {
                    f.get();
                }
                landed.put(id, recordedActions(id));
            }
        } finally {
            senders.shutdownNow();
        }

        assertThat(landed.values()).as("acts recorded on the other tournament's games: " + landed).containsOnly(0);
    }

    @Test
    void anArbitersListOfRulingsHoldsHisTournamentsGamesOnly() {
        HttpResponse<String> list = send(HttpRequest.newBuilder(uri("/api/rulings?limit=10000"))
                .header("Authorization", arbiter).GET().build());

        assertThat(list.statusCode()).isEqualTo(200);
        assertThat(list.body()).contains("\"game\":\"" + ruled.get(Side.OWN) + "\"")
                .doesNotContain("\"game\":\"" + ruled.get(Side.OTHER) + "\"");
    }

    @Test
    void aDisplaySubscribedToAGamesStreamBeforeTheGameExistsReceivesNothingOfAGameThatIsNotPublic() throws Exception {
        String id = "cross-stream-" + UUID.randomUUID();
        try (SseClient display = new SseClient(base() + "/api/games/" + id + "/stream", null, bearer(Role.DISPLAY));
             SseClient official = new SseClient(base() + "/api/games/" + id + "/stream", null, bearer(Role.OFFICIAL))) {
            assertThat(post("/api/games?id=" + id, "application/json", "{\"header\":{\"event\":\"" + names.get(Side.OWN)
                    + "\"}}").statusCode()).isEqualTo(201);
            actions(id, "application/json", "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}");

            assertThat(official.take(2, PATIENCE)).as("the official's stream of the same game").hasSize(2);
            assertThat(display.take(1, Duration.ofSeconds(2))).as("the display's stream").isEmpty();
        }
    }

    @Test
    void aBoardsTokenOnKafkaRecordsOnlyThePhysicalActsOfTheGameItsBoardIsBoundTo() {
        String own = freshGame(Side.OWN);
        String other = freshGame(Side.OTHER);
        String boardId = boards.get(Side.OWN) + "-kafka";
        bind(boardId, own);
        String token = users().tokenForBoard(boardId).token();

        produceWithToken(token, "arbiter.actions", own, List.of(act(own, "{\"act\":\"move\",\"by\":\"white\","
                + "\"move\":\"e4\"}")));
        eventually(() -> assertThat(recordedActions(own)).isEqualTo(1));
        produceWithToken(token, "arbiter.actions", own + "-resign", List.of(act(own,
                "{\"act\":\"resign\",\"by\":\"black\"}")));
        produceWithToken(token, "arbiter.actions", own + "-appeal", List.of(act(own, "{\"act\":\"decide-appeal\","
                + "\"by\":\"arbiter\",\"appeal\":1,\"decision\":\"overturned\",\"reasons\":\"r\"}")));
        produceWithToken(token, "arbiter.actions", own + "-other", List.of(act(other,
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}")));
        produceWithToken(arbiter.substring("Bearer ".length()), "arbiter.actions", own + "-arbiter",
                List.of(act(other, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}")));

        Set<String> keys = Set.of(own + "-resign", own + "-appeal", own + "-other", own + "-arbiter");
        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected", keys,
                Map.of(own + "-resign", 1, own + "-appeal", 1, own + "-other", 1, own + "-arbiter", 1));
        for (String key : keys) {
            assertThat(rejected.get(key)).as(key).hasSize(1);
            assertThat(object(rejected.get(key).get(0).value()).get("reason").toString()).as(key)
                    .startsWith("not allowed: ");
        }
        assertThat(recordedActions(own)).isEqualTo(1);
        assertThat(recordedActions(other)).isZero();
    }

    private static String act(String gameId, String act) {
        return "{\"gameId\":\"" + gameId + "\"," + act.substring(1);
    }

    /** Whether the scope lets {@code role} touch {@code side} (the role's rule allowing the path). */
    private static boolean inScope(Scope scope, Role role, Side side) {
        return switch (scope) {
            case GAME_READ -> role == Role.OFFICIAL || role == Role.ADMIN || role == Role.ARBITER && side == Side.OWN;
            case WRITE -> side == Side.OWN;
            case BOARD_WRITE -> side == Side.OWN;
            case TOURNAMENT_READ -> true;
            case RESERVED -> false;
            case ORGANISE -> role == Role.ADMIN || side == Side.OWN;
            case MARK_LIVE, LODGE -> role == Role.OFFICIAL || role == Role.ARBITER && side == Side.OWN;
            case DECIDE -> role == Role.OFFICIAL;
            case PUBLIC -> role == Role.OFFICIAL || role == Role.ADMIN || side == Side.OWN;
        };
    }

    private String authorization(Role role) {
        return role == Role.ARBITER ? arbiter : role == Role.BOARD ? board : bearer(role);
    }

    private static AccessRules.Rule rule(String methodAndPath) {
        return AccessRules.RULES.stream().filter(r -> (r.method().name() + " " + r.path()).equals(methodAndPath))
                .findFirst().orElseThrow(() -> new AssertionError("no rule " + methodAndPath));
    }

    /** What a refused request must not change: events, tournaments, their boards, the boards' bindings. */
    private List<Object> stored() {
        return List.of(jdbc.queryForObject("select count(*) from domain_event_entry", Long.class),
                jdbc.queryForObject("select count(*) from tournament", Long.class),
                jdbc.queryForObject("select count(*) from tournament_board", Long.class),
                jdbc.queryForList("select board_id || '=' || game_id from board_binding order by board_id", String.class));
    }

    private String freshGame(Side side) {
        return open("{\"header\":{\"event\":\"" + names.get(side) + "\"}}");
    }

    /** A tournament of that side with no round paired, imported by the chief arbiter. */
    private String tournament(Side side) {
        HttpResponse<String> r = post("/api/tournaments", "text/plain", trf(side));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    /** A tournament of the side with round 1 paired from its record by the chief arbiter, not yet published. */
    private String pairedFromRecord(Side side) {
        String t = tournament(side);
        HttpResponse<String> r = post("/api/tournaments/" + t + "/rounds/1/pairing", "application/json", "{\"rounds\":3}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return t;
    }

    private String trf(Side side) {
        return TournamentSuite.trf().replaceFirst("(?m)^012 .*$", "012 " + names.get(side));
    }

    private void bind(String boardId, String gameId) {
        HttpResponse<String> r = send(HttpRequest.newBuilder(uri("/api/boards/" + boardId))
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"gameId\":\"" + gameId + "\"}")).build());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    private URI uri(String path) {
        return URI.create(base() + path);
    }

    private HttpRequest.Builder reading(String path) {
        return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30)).GET();
    }

    private HttpRequest.Builder request(String path, String contentType, String body) {
        return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    }
}
