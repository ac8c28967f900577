package org.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.board.dgt.DgtCapture;

/**
 * The board's messages on their way to the service ({@code POST /api/boards/{board}/dgt}). A
 * message stays here until the service has answered 2xx for it: a service that does not answer,
 * or answers 5xx or 409, is asked again with a growing pause; one that refuses the token, the
 * board or the game (401, 403, 404) stops the command with its reason.
 *
 * <p>With {@link Mode#CAPTURE} the messages go as a capture fragment with the times they arrived
 * here, so that a report sent late (the service away for a while) reads as the board played; an
 * empty read tells the service the time while it has acts waiting for the board to stay still.
 * With {@link Mode#RAW} they go as raw bytes, which the service stamps on arrival.
 */
final class BoardUplink {
    enum Mode { CAPTURE, RAW }

    /** The service's answer about the board: what came of its reports so far. */
    record Status(String gameId, int acts, int refused, int waiting, int unsettled) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    /** How long the first messages wait for the next ones, so that a move goes in one report. */
    private static final long BATCH_MS = 50;
    /** How often the service is told the time while acts wait for the board to stay still. */
    private static final long HEARTBEAT_MS = 250;
    private static final long FIRST_PAUSE_MS = 250;
    private static final long LONGEST_PAUSE_MS = 8000;
    /** A stop sends what is left for at most this long. */
    private static final long LAST_SEND_MS = 5000;
    private static final Pattern ALREADY_READ = Pattern.compile("earlier than the report before it, (\\d+) ms");
    private static final Pattern BYTE = Pattern.compile("byte (\\d+)");

    private final String base;
    private final String token;
    private final String board;
    private final Mode mode;
    private final LongSupplier clock;
    private final PrintWriter out;
    private final PrintWriter err;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final List<DgtFramer.Framed> pending = new ArrayList<>();
    private long lastAt;
    /** Whether the service failed the last report: its failure is said once, and its return. */
    private boolean away;
    private Status last = new Status(null, -1, 0, 0, 0);

    BoardUplink(URI server, String token, String board, Mode mode, LongSupplier clock, PrintWriter out, PrintWriter err) {
        this.base = server.toString().replaceAll("/+$", "");
        this.token = token;
        this.board = board;
        this.mode = mode;
        this.clock = clock;
        this.out = out;
        this.err = err;
    }

    /** Binds the board to {@code gameId}: its reading starts afresh from the game as it stands. */
    Status bind(String gameId) {
        String body = "{\"gameId\":" + quoted(gameId) + "}";
        HttpResponse<String> r;
        try {
            r = http.send(request("").header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalArgumentException("no service answers at " + base + ": start it (./arbiter serve), "
                    + "or name the running one with --server URL (" + e.getClass().getSimpleName() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        if (r.statusCode() / 100 != 2) {
            throw refusal(r, "binding board '" + board + "' to game '" + gameId + "'");
        }
        return status(r.body());
    }

    /** A whole message from the board, kept until the service has it. */
    synchronized void add(DgtFramer.Framed m) {
        // a heartbeat may have told the service a later time than this read's: the service's time never goes back
        lastAt = Math.max(lastAt, m.at());
        pending.add(new DgtFramer.Framed(lastAt, m.bytes(), m.message()));
        notifyAll();
    }

    /** Sends the board's messages until {@code stopping} says so, then what is left, for a few seconds. */
    void run(BooleanSupplier stopping) {
        long pause = FIRST_PAUSE_MS;
        long lastSent = clock.getAsLong();
        while (!stopping.getAsBoolean()) {
            List<DgtFramer.Framed> batch = next(lastSent, stopping);
            if (batch == null) {
                continue;
            }
            Outcome o = send(batch);
            lastSent = clock.getAsLong();
            if (o == Outcome.RETRY) {
                sleep(pause);
                pause = Math.min(LONGEST_PAUSE_MS, pause * 2);
            } else {
                if (away) {
                    err.println("board: the service answers again; the messages kept meanwhile are sent");
                    away = false;
                }
                pause = FIRST_PAUSE_MS;
            }
        }
        long until = clock.getAsLong() + LAST_SEND_MS;
        while (clock.getAsLong() < until) {
            List<DgtFramer.Framed> rest = snapshot();
            if (rest.isEmpty() || send(rest) != Outcome.RETRY && snapshot().isEmpty()) {
                break;
            }
            sleep(FIRST_PAUSE_MS);
        }
        if (mode == Mode.CAPTURE && snapshot().isEmpty() && status().unsettled() > 0) {
            // the time now, so that the acts of a board gone still before the stop are recorded
            synchronized (this) {
                lastAt = Math.max(lastAt, clock.getAsLong());
            }
            send(List.of());
        }
        int left = snapshot().size();
        if (left > 0) {
            err.println("board: " + Plural.of(left, "message") + " of the board could not be sent before stopping");
        }
    }

    /** The last answer of the service. */
    synchronized Status status() {
        return last;
    }

    private enum Outcome { SENT, RETRY }

    /**
     * The messages to send now (a heartbeat's empty list when the service waits for time to pass),
     * or null when there is nothing to send yet.
     */
    private synchronized List<DgtFramer.Framed> next(long lastSent, BooleanSupplier stopping) {
        long now = clock.getAsLong();
        if (pending.isEmpty()) {
            if (mode == Mode.CAPTURE && last.unsettled() > 0 && now - lastSent >= HEARTBEAT_MS) {
                lastAt = Math.max(lastAt, now);
                return List.of();
            }
            waitFor(HEARTBEAT_MS / 2);
            return null;
        }
        long first = pending.getFirst().at();
        if (now - first < BATCH_MS && !stopping.getAsBoolean()) {
            waitFor(BATCH_MS - (now - first));
            return null;
        }
        return List.copyOf(pending);
    }

    private synchronized List<DgtFramer.Framed> snapshot() {
        return List.copyOf(pending);
    }

    private Outcome send(List<DgtFramer.Framed> batch) {
        byte[] body = body(batch);
        HttpResponse<String> r;
        try {
            r = http.send(request("/dgt").timeout(Duration.ofSeconds(15)).header("Content-Type", "application/octet-stream")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            return failed("the service at " + base + " does not answer (" + e.getClass().getSimpleName() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Outcome.RETRY;
        }
        int code = r.statusCode();
        if (code / 100 == 2) {
            sent(batch.size());
            Status s = status(r.body());
            report(s);
            return Outcome.SENT;
        }
        if (code / 100 == 5 || code == 409 || code == 429) {
            return failed("the service answered " + code + " (" + UserCommand.AdminServer.message(r.body()) + ")");
        }
        if (code == 400) {
            skipMalformed(batch, r.body());
            return Outcome.SENT;
        }
        throw refusal(r, "sending board '" + board + "''s messages");
    }

    /**
     * A 400: the service read the body up to a fault and kept what came before it. Times going back
     * mean the service already had those messages (an answer lost on the way): they are dropped;
     * any other fault drops the message it names, and the rest is sent again.
     */
    private void skipMalformed(List<DgtFramer.Framed> batch, String answer) {
        String reason = UserCommand.AdminServer.message(answer);
        Matcher read = ALREADY_READ.matcher(reason);
        if (read.find()) {
            long had = Long.parseLong(read.group(1));
            synchronized (this) {
                pending.removeIf(m -> batch.contains(m) && m.at() <= had);
            }
            return;
        }
        Matcher at = BYTE.matcher(reason);
        int drop = batch.size();
        if (at.find()) {
            long fault = Long.parseLong(at.group(1));
            long end = mode == Mode.CAPTURE ? 8 : 0;
            for (int i = 0; i < batch.size(); i++) {
                end += batch.get(i).bytes().length + (mode == Mode.CAPTURE ? 6 : 0);
                if (fault < end) {
                    drop = i + 1;
                    break;
                }
            }
        }
        err.println("board: the service refused a message of the board (" + reason + "); it is left out");
        sent(drop);
    }

    private Outcome failed(String why) {
        if (!away) {
            err.println("board: " + why + ": the board's messages are kept and sent again until it takes them");
            err.flush();
            away = true;
        }
        return Outcome.RETRY;
    }

    private synchronized void sent(int n) {
        pending.subList(0, Math.min(n, pending.size())).clear();
    }

    private synchronized void report(Status s) {
        if (s.acts() != last.acts() || s.refused() != last.refused()) {
            out.println("game " + s.gameId() + ": " + Plural.of(s.acts(), "act") + " recorded from board '" + board + "'"
                    + (s.refused() > 0 ? ", " + s.refused() + " refused by the law engine" : "")
                    + (s.waiting() > 0 ? ", " + s.waiting() + " waiting" : ""));
            out.flush();
        }
        last = s;
    }

    private byte[] body(List<DgtFramer.Framed> batch) {
        if (mode == Mode.RAW) {
            java.io.ByteArrayOutputStream raw = new java.io.ByteArrayOutputStream();
            batch.forEach(m -> raw.writeBytes(m.bytes()));
            return raw.toByteArray();
        }
        DgtCapture capture = new DgtCapture();
        if (batch.isEmpty()) {
            synchronized (this) {
                capture.read(lastAt, new byte[0]);
            }
        }
        batch.forEach(m -> capture.read(m.at(), m.bytes()));
        return capture.bytes();
    }

    private HttpRequest.Builder request(String suffix) {
        return HttpRequest.newBuilder(URI.create(base + "/api/boards/" + URLEncoder.encode(board, StandardCharsets.UTF_8)
                .replace("+", "%20") + suffix)).timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + token);
    }

    private IllegalArgumentException refusal(HttpResponse<String> r, String doing) {
        String why = UserCommand.AdminServer.message(r.body());
        return new IllegalArgumentException(switch (r.statusCode()) {
            case 401 -> base + " refused the token (401) " + doing + ": it is wrong, revoked or expired; ask the admin "
                    + "for a new one (./arbiter user ...)";
            case 403 -> base + " does not allow this token " + doing + " (403): " + why;
            case 404 -> base + " knows no such thing (404) " + doing + ": " + why;
            default -> base + " refused (" + r.statusCode() + ") " + doing + ": " + why;
        });
    }

    private static Status status(String body) {
        try {
            JsonNode n = JSON.readTree(body);
            return new Status(n.path("gameId").asText(null), n.path("acts").asInt(), n.path("refused").asInt(),
                    n.path("waiting").asInt(), n.path("unsettled").asInt());
        } catch (IOException e) {
            throw new IllegalArgumentException("the service's answer is not the board's status: " + body);
        }
    }

    private static String quoted(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void waitFor(long millis) {
        try {
            wait(Math.max(1, millis));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
