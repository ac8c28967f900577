package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Predicate;
import org.arbiter.service.security.AccessRules;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 45, item 4: a public tournament with a 15-minute broadcast delay, round 1 paired, its first
 * board's game opened and two moves made twenty minutes ago (their events' stored times set back),
 * then an illegal move and a resignation (1-0) now. Every read path is walked as each reader kind:
 * those the delay holds back (a display, a board's token, another tournament's arbiter, a reader
 * without a session) see nothing of the last two acts on any path; the display an official marked
 * live, and the tournament's own arbiter, see them. Each path's probe is checked to find the
 * present in the live readers' answers, so that a probe that finds nothing cannot pass unseen.
 */
@org.junit.jupiter.api.Tag("delay")
abstract class DelaySuite extends InContext {
    private static final Duration SET_BACK = Duration.ofMinutes(20);

    /** Who reads: the four the delay holds back, the display marked live, and the tournament's own arbiter. */
    enum Reader {
        DISPLAY(true), BOARD_TOKEN(true), OTHER_ARBITER(true), ANONYMOUS(true), LIVE_DISPLAY(false), OWN_ARBITER(false);

        final boolean delayed;

        Reader(boolean delayed) {
            this.delayed = delayed;
        }
    }

    /**
     * One read path: the rule it falls under, the request, and the probe that finds the present in
     * an answer of 200 (null for a path that shows nothing of a game's record).
     */
    record Path(String rule, String path, Predicate<String> present) {
    }

    @Autowired
    JdbcTemplate jdbc;

    private final Map<Reader, String> auth = new EnumMap<>(Reader.class);
    private String tournament;
    private String name;
    private String game;
    private String board;
    /** The number of the game's events recorded twenty minutes ago; those from it on are the present's. */
    private int shownEvents;
    /** The act whose ruling the delay holds back. */
    private int ruledAct;

    private void setUp() {
        String run = UUID.randomUUID().toString().substring(0, 8);
        name = "Delayed Open " + run;
        HttpResponse<String> made = post("/api/tournaments?public=true&id=delayed-" + run, "text/plain",
                TournamentSuite.trf().replaceFirst("(?m)^012 .*$", "012 " + name));
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        tournament = (String) object(made.body()).get("id");
        assertThat(put("/api/tournaments/" + tournament + "/broadcast", "{\"feed\":\"public\",\"delayMinutes\":15}")
                .statusCode()).isEqualTo(200);
        HttpResponse<String> paired = post("/api/tournaments/" + tournament + "/rounds/1", "text/plain",
                TournamentSuite.trf().replaceFirst("(?m)^012 .*$", "012 " + name));
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        game = tournament + "-r1-b1";

        String display = "delay-display-" + run;
        String hall = "delay-hall-" + run;
        String other = "delay-arbiter-" + run;
        users().add(display, Role.DISPLAY, Set.of(), null);
        users().add(hall, Role.DISPLAY, Set.of(), null);
        users().add(other, Role.ARBITER, Set.of("Another Open " + run), null);
        board = "delay-board-" + run;
        auth.put(Reader.DISPLAY, "Bearer " + users().tokenFor(display).token());
        auth.put(Reader.LIVE_DISPLAY, "Bearer " + users().tokenFor(hall).token());
        auth.put(Reader.OTHER_ARBITER, "Bearer " + users().tokenFor(other).token());
        auth.put(Reader.BOARD_TOKEN, "Bearer " + users().tokenForBoard(board).token());
        auth.put(Reader.OWN_ARBITER, bearer(Role.ARBITER));
        HttpResponse<String> marked = send(HttpRequest.newBuilder(uri("/api/tournaments/" + tournament
                + "/live-displays/" + hall)).header("Authorization", bearer(Role.OFFICIAL))
                .PUT(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(marked.statusCode()).as(marked.body()).isEqualTo(200);
        assertThat(marked.body()).contains(hall);
        HttpResponse<String> bound = send(HttpRequest.newBuilder(uri("/api/boards/" + board))
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"gameId\":\"" + game + "\"}")).build());
        assertThat(bound.statusCode()).as(bound.body()).isEqualTo(200);

        HttpResponse<String> past = actions(game, "application/x-ndjson", """
                {"act":"move","by":"white","move":"e4"}
                {"act":"move","by":"black","move":"e5"}
                """);
        assertThat(past.statusCode()).as(past.body()).isEqualTo(200);
        shownEvents = storedEvents(game);
        setBack(game, shownEvents);
    }

    /** Sets the stored times of the game's first {@code events} events back by {@link #SET_BACK}. */
    private void setBack(String gameId, int events) {
        List<Map<String, Object>> rows = jdbc.queryForList("select sequence_number, time_stamp from domain_event_entry "
                + "where aggregate_identifier = ? and sequence_number < ?", gameId, events);
        for (Map<String, Object> row : rows) {
            Instant then = Instant.parse((String) row.get("time_stamp")).minus(SET_BACK);
            jdbc.update("update domain_event_entry set time_stamp = ? where aggregate_identifier = ? and sequence_number = ?",
                    then.toString(), gameId, ((Number) row.get("sequence_number")).longValue());
        }
        assertThat(rows).hasSize(events);
    }

    /** The present: an illegal move (a ruling) and Black's resignation, 1-0. */
    private void playThePresent() {
        HttpResponse<String> now = actions(game, "application/x-ndjson", """
                {"act":"move","by":"white","from":"f1","to":"b6"}
                {"act":"resign","by":"black"}
                """);
        assertThat(now.statusCode()).as(now.body()).isEqualTo(200);
        List<Map<String, Object>> acts = array(json(object(now.body()).get("actions")));
        ruledAct = acts.stream().filter(a -> !((List<?>) a.get("rulings")).isEmpty())
                .map(a -> ((Number) a.get("seq")).intValue()).findFirst()
                .orElseThrow(() -> new AssertionError("the illegal move gave no ruling: " + now.body()));
        eventually(() -> assertThat(object(get("/api/games/" + game).body())).containsEntry("result", "1-0"));
        eventually(() -> assertThat(get("/api/tournaments/" + tournament + "/rounds/1").body()).contains("1-0"));
        eventually(() -> assertThat(get("/api/rulings?game=" + game).body()).contains("\"seq\":" + ruledAct));
    }

    /** Every read path that shows anything of a game, a round's results or the standings. */
    private List<Path> paths() {
        String g = "/api/games/" + game;
        String t = "/api/tournaments/" + tournament;
        Predicate<String> resigned = body -> body.contains("1-0");
        List<Path> paths = new ArrayList<>();
        paths.add(new Path("GET /api/games/{id}", g, body -> ((Number) object(body).get("actions")).intValue() > 2));
        paths.add(new Path("GET /api/games", "/api/games?limit=10000", body -> array(body).stream()
                .anyMatch(row -> game.equals(row.get("id")) && ((Number) row.get("actions")).intValue() > 2)));
        paths.add(new Path("GET /api/games/{id}/position", g + "/position",
                body -> ((Number) object(body).get("actions")).intValue() > 2));
        paths.add(new Path("GET /api/games/{id}.pgn", g + ".pgn", resigned));
        paths.add(new Path("GET /api/rounds/{round}.pgn", "/api/rounds/1.pgn?event="
                + URLEncoder.encode(name, StandardCharsets.UTF_8), resigned));
        paths.add(new Path("GET /api/feeds/{id}/rounds/{round}.pgn", "/api/feeds/" + tournament + "/rounds/1.pgn",
                resigned));
        paths.add(new Path("GET /api/games/{id}/replay", g + "/replay", resigned));
        paths.add(new Path("GET /api/games/{id}/compare", g + "/compare?codes=fide-2023,chess-code-1897", resigned));
        paths.add(new Path("GET /api/games/{id}/review", g + "/review", resigned));
        paths.add(new Path("GET /api/games/{id}/appeals", g + "/appeals", null));
        paths.add(new Path("GET /api/games/{id}/words", g + "/words?law=7.5.1", null));
        paths.add(new Path("GET /api/games/{id}/verify", g + "/verify",
                body -> ((Number) object(body).get("events")).intValue() > shownEvents));
        paths.add(new Path("GET /api/games/{id}/record", g + "/record", body -> body.contains("resign")));
        paths.add(new Path("GET /api/games/{id}/rulings/{seq}/report", g + "/rulings/" + ruledAct + "/report",
                body -> true));
        paths.add(new Path("GET /api/games/{id}/rulings/{seq}/report.pdf", g + "/rulings/" + ruledAct + "/report.pdf",
                body -> true));
        paths.add(new Path("GET /api/rulings", "/api/rulings?game=" + game, body -> !array(body).isEmpty()));
        paths.add(new Path("GET /api/rulings", "/api/rulings?limit=10000", body -> array(body).stream()
                .anyMatch(r -> game.equals(r.get("game")))));
        paths.add(new Path("GET /api/boards/{board}", "/api/boards/" + board, body -> true));
        paths.add(new Path("GET /api/tournaments/{id}/rounds/{round}", t + "/rounds/1", resigned));
        paths.add(new Path("GET /api/tournaments/{id}/standings", t + "/standings", body -> standings(body) > 0));
        paths.add(new Path("GET /api/tournaments/{id}/trf", t + "/trf",
                body -> body.lines().anyMatch(l -> l.startsWith("001    1") && l.contains("4 w 1"))));
        paths.add(new Path("GET /api/tournaments/{id}/tiebreaks", t + "/tiebreaks", null));
        paths.add(new Path("GET /api/tournaments/{id}", t, null));
        paths.add(new Path("GET /api/tournaments", "/api/tournaments", null));
        paths.add(new Path("GET /api/tournaments/{id}/broadcast", t + "/broadcast", null));
        paths.add(new Path("GET /api/tournaments/{id}/live-displays", t + "/live-displays", null));
        // a pairing waiting to be published names results corrected since; only live readers may read it (403 else)
        paths.add(new Path("GET /api/tournaments/{id}/rounds/{round}/pairing", t + "/rounds/2/pairing", null));
        return paths;
    }

    /** The points of the winner, Lasker (starting rank 1), in the standings. */
    @SuppressWarnings("unchecked")
    private static double standings(String body) {
        return ((List<Map<String, Object>>) object(body).get("standings")).stream()
                .filter(row -> ((Number) row.get("start")).intValue() == 1)
                .mapToDouble(row -> ((Number) row.get("points")).doubleValue()).sum();
    }

    /** The streams, each as a live client would open it: from now, after an event id, with Last-Event-ID. */
    private List<Path> streams() {
        List<Path> streams = new ArrayList<>();
        for (String path : List.of("/api/stream", "/api/games/" + game + "/stream")) {
            String rule = path.equals("/api/stream") ? "GET /api/stream" : "GET /api/games/{id}/stream";
            streams.add(new Path(rule, path + "?after=0", null));
            streams.add(new Path(rule + " Last-Event-ID", path, null));
        }
        return streams;
    }

    @Test
    void everyPathGivesEachDelayedReaderOnlyWhatTheDelayAllowsAndTheDisplayMarkedLiveThePresent() throws Exception {
        setUp();
        Map<Reader, List<Sse>> fromNow = new EnumMap<>(Reader.class);
        for (Reader reader : Reader.values()) {
            fromNow.put(reader, new ArrayList<>());
            for (String path : List.of("/api/stream", "/api/games/" + game + "/stream")) {
                open(reader, path, null).ifPresent(fromNow.get(reader)::add);
            }
        }
        playThePresent();

        List<String> wrong = new ArrayList<>();
        for (Path path : paths()) {
            for (Reader reader : Reader.values()) {
                HttpResponse<String> answer = read(reader, path.path());
                String who = reader + " " + path.path();
                boolean ok = answer.statusCode() == 200;
                if (ok && reader.delayed && path.present() != null && path.present().test(answer.body())) {
                    wrong.add(who + ": shows what the delay holds back: " + cut(answer.body()));
                }
                AccessRules.Rule rule = rule(path.rule());
                boolean allowed = rule.open() || rule.roles().contains(role(reader));
                if (!reader.delayed && allowed && path.present() != null && !(ok && path.present().test(answer.body()))) {
                    wrong.add(who + ": a live reader, but not shown the present (" + answer.statusCode() + "): "
                            + cut(answer.body()));
                }
            }
        }

        Map<String, Sse> resumed = new java.util.LinkedHashMap<>();
        for (Path stream : streams()) {
            for (Reader reader : Reader.values()) {
                String lastEventId = stream.rule().endsWith("Last-Event-ID") ? "0" : null;
                open(reader, stream.path(), lastEventId).ifPresent(s -> resumed.put(reader + " " + stream.rule()
                        + " " + stream.path(), s));
            }
        }
        // a catch-up reads the store in order: once a delayed reader has the past, it has passed the present too
        for (Map.Entry<String, Sse> e : resumed.entrySet()) {
            eventually(() -> assertThat(e.getValue().seqs()).as(e.getKey() + ": the past").contains((long) shownEvents - 1));
        }
        sleep(2000);
        for (Map.Entry<String, Sse> e : resumed.entrySet()) {
            checkStream(e.getKey(), e.getValue(), wrong);
        }
        for (Map.Entry<Reader, List<Sse>> e : fromNow.entrySet()) {
            for (Sse s : e.getValue()) {
                if (!e.getKey().delayed) {
                    eventually(() -> assertThat(s.seqs()).as(e.getKey() + " " + s.path + " from now").isNotEmpty());
                }
                checkStream(e.getKey() + " " + s.path + " from now", s, wrong);
            }
        }
        resumed.values().forEach(Sse::close);
        fromNow.values().forEach(list -> list.forEach(Sse::close));
        assertThat(wrong).isEmpty();

        assertThat(object(read(Reader.DISPLAY, "/api/games/" + game).body())).as("the past, as it stood")
                .containsEntry("actions", 2L).containsEntry("result", "*");
        assertThat(read(Reader.ANONYMOUS, "/api/feeds/" + tournament + "/rounds/1.pgn").body()).as("the past")
                .contains("1. e4 e5 *");
    }

    private void checkStream(String who, Sse stream, List<String> wrong) {
        Set<Long> seqs = stream.seqs();
        boolean present = seqs.stream().anyMatch(seq -> seq >= shownEvents);
        Reader reader = Reader.valueOf(who.substring(0, who.indexOf(' ')));
        if (reader.delayed && present) {
            wrong.add(who + ": sent events the delay holds back: " + seqs);
        }
        if (!reader.delayed && !present) {
            wrong.add(who + ": a live reader, but not sent the present: " + seqs);
        }
    }

    @Test
    void everyPathThatReadsAGameARoundOrTheStandingsIsWalked() {
        setUp();
        Set<String> walked = new TreeSet<>();
        paths().forEach(p -> walked.add(p.rule()));
        streams().forEach(p -> walked.add(p.rule().replace(" Last-Event-ID", "")));
        Set<String> reads = new TreeSet<>();
        for (AccessRules.Rule rule : AccessRules.RULES) {
            String p = rule.path();
            if (rule.method().name().equals("GET") && (p.startsWith("/api/games") || p.startsWith("/api/tournaments")
                    || p.startsWith("/api/rounds") || p.startsWith("/api/feeds") || p.startsWith("/api/boards")
                    || p.equals("/api/rulings") || p.equals("/api/stream"))) {
                reads.add("GET " + p);
            }
        }
        assertThat(walked).containsAll(reads);
    }

    /** An official's mark and its end are each an event on the tournament's record, naming him. */
    @Test
    void markingADisplayLiveIsAnEventOnTheTournamentsRecord() {
        setUp();
        long before = jdbc.queryForObject("select count(*) from domain_event_entry where aggregate_identifier = ?",
                Long.class, "tournament/" + tournament);
        String hall = "delay-hall-2-" + UUID.randomUUID().toString().substring(0, 8);
        users().add(hall, Role.DISPLAY, Set.of(), null);
        URI uri = uri("/api/tournaments/" + tournament + "/live-displays/" + hall);
        assertThat(send(HttpRequest.newBuilder(uri).header("Authorization", bearer(Role.OFFICIAL))
                .PUT(HttpRequest.BodyPublishers.noBody()).build()).statusCode()).isEqualTo(200);
        assertThat(send(HttpRequest.newBuilder(uri).header("Authorization", bearer(Role.OFFICIAL)).DELETE().build())
                .statusCode()).isEqualTo(200);
        assertThat(send(HttpRequest.newBuilder(uri("/api/tournaments/" + tournament + "/live-displays/"
                + TestUsers.name(Role.ARBITER))).header("Authorization", bearer(Role.OFFICIAL))
                .PUT(HttpRequest.BodyPublishers.noBody()).build()).statusCode()).as("not a display").isEqualTo(400);

        List<Map<String, Object>> events = jdbc.queryForList("select payload_type, sequence_number from domain_event_entry "
                + "where aggregate_identifier = ? order by sequence_number", "tournament/" + tournament);
        assertThat(events).hasSize((int) before + 2);
        assertThat(events).allSatisfy(e -> assertThat((String) e.get("payload_type")).endsWith("DisplayMarked"));
        assertThat(object(send(HttpRequest.newBuilder(uri("/api/tournaments/" + tournament + "/live-displays"))
                .header("Authorization", bearer(Role.OFFICIAL)).GET().build()).body()).get("displays").toString())
                .doesNotContain(hall);
    }

    private HttpResponse<String> read(Reader reader, String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).GET();
        if (reader != Reader.ANONYMOUS) {
            request.header("Authorization", auth.get(reader));
        }
        return sendAnonymously(request.build());
    }

    private static Role role(Reader reader) {
        return switch (reader) {
            case DISPLAY, LIVE_DISPLAY -> Role.DISPLAY;
            case BOARD_TOKEN -> Role.BOARD;
            case OTHER_ARBITER, OWN_ARBITER -> Role.ARBITER;
            case ANONYMOUS -> null;
        };
    }

    private static AccessRules.Rule rule(String methodAndPath) {
        return AccessRules.RULES.stream().filter(r -> (r.method().name() + " " + r.path()).equals(methodAndPath))
                .findFirst().orElseThrow(() -> new AssertionError("no rule " + methodAndPath));
    }

    /** A stream as the reader opens it; none when he may not (an anonymous reader, a board's token). */
    private java.util.Optional<Sse> open(Reader reader, String path, String lastEventId) {
        if (reader == Reader.ANONYMOUS || reader == Reader.BOARD_TOKEN) {
            HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).GET();
            if (reader == Reader.BOARD_TOKEN) {
                request.header("Authorization", auth.get(reader));
            }
            assertThat(status(request.build())).as(reader + " " + path).isIn(401, 403);
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Sse(path, new SseClient(base() + path, lastEventId, auth.get(reader))));
    }

    /** An open stream and the sequence numbers of this game's events it has sent. */
    private final class Sse {
        final String path;
        final SseClient client;
        final Set<Long> seqs = new TreeSet<>();

        Sse(String path, SseClient client) {
            this.path = path;
            this.client = client;
        }

        Set<Long> seqs() {
            try {
                for (SseClient.Event e : client.drain(Duration.ofMillis(50))) {
                    Map<String, Object> envelope = object(e.data());
                    if (game.equals(envelope.get("gameId"))) {
                        seqs.add(((Number) envelope.get("sequenceNumber")).longValue());
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return seqs;
        }

        void close() {
            client.close();
        }
    }

    private URI uri(String path) {
        return URI.create(base() + path);
    }

    private static String cut(String body) {
        return body.length() > 300 ? body.substring(0, 300) + "..." : body;
    }
}
