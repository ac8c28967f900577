package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import org.arbiter.board.BoardSimulator;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtMessage;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A simulated DGT board plays a game into the service over HTTP, move by move, and the live page
 * shows each move and both clocks (FIDE 6): the clock of the player who pressed stands at what the
 * board's own clock showed, the press carrying its times, the other ticks down, and a flag that
 * falls is shown.
 */
class BoardsInBrowserTest extends InBrowser {
    private static final List<String> GAME = List.of("e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4");

    /** The board's own token, bound to its board, as a relay at the venue holds it. */
    String boardToken;

    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
    }

    @BeforeAll
    void issueTheBoardsToken() {
        boardToken = users.tokenForBoard("relay-1").token();
    }

    @Test
    void fide_6_aBoardPlaysItsGameIntoTheLivePageMoveByMoveWithBothClocks() {
        String event = "Board relay";
        String id = open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Ding\",\"black\":\"Nepo\",\"event\":\"" + event
                + "\",\"round\":\"1\",\"board\":1,\"timeControl\":{\"base\":\"PT90M\"}}}");
        HttpResponse<String> bound = api.send("PUT", "/api/boards/relay-1", "application/json", "{\"gameId\":\"" + id + "\"}");
        assertThat(bound.statusCode()).as(bound.body()).isEqualTo(200);
        browser.get("http://127.0.0.1:" + port + "/live.html?event=" + encode(event));
        waitFor(PATIENCE, d -> !d.findElements(By.cssSelector(cardCss(id))).isEmpty());

        byte[] capture = new BoardSimulator(0.2, 11, EnumSet.complementOf(EnumSet.of(BoardSimulator.Noise.MISSED_UPDATE)))
                .record(Position.initial(), moves(), "*").capture();
        List<DgtCapture.Read> reads = DgtCapture.reads(capture).reads();
        List<DgtMessage.ClockUpdate> clocks = DgtCapture.decode(capture).messages().stream()
                .filter(m -> m instanceof DgtMessage.ClockUpdate).map(m -> (DgtMessage.ClockUpdate) m).toList();
        Position p = Position.initial();
        int next = 0;
        for (int move = 0; move < GAME.size(); move++) {
            // The reads of one move, up to its press (clock message move + 1; the first is the start), then a quiet moment.
            DgtMessage.ClockUpdate press = clocks.get(move + 1);
            DgtCapture fragment = new DgtCapture();
            while (next < reads.size() && reads.get(next).at() <= press.at()) {
                DgtCapture.Read r = reads.get(next++);
                fragment.read(r.at(), Arrays.copyOfRange(capture, r.offset(), r.offset() + r.length()));
            }
            fragment.read(press.at() + 400, new byte[0]);
            HttpResponse<String> r = dgt("relay-1", fragment.bytes());
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            String mover = p.sideToMove() == org.arbiter.chess.Color.WHITE ? "white" : "black";
            p = p.play(moves().get(move));
            String placement = p.placementAndSide();
            waitFor(PATIENCE, d -> dataOf(id, "data-fen").startsWith(placement));

            // The mover's clock, stopped by his press, shows what the board's clock showed then (issue 36: its own times).
            Duration shown = mover.equals("white") ? press.left() : press.right();
            long onPage = seconds(text(cardCss(id), "." + mover + "-clock"));
            assertThat(onPage).as("%s's clock after move %d", mover, move + 1).isEqualTo(shown.toSeconds());
            assertThat(text(cardCss(id), "." + mover + "-clock-kind")).isEqualTo("time on the clock");
        }
        assertThat(text(cardCss(id), ".last-move")).contains("cxd4");

        // White's clock runs: the page ticks it down between the engine's updates.
        long before = seconds(text(cardCss(id), ".white-clock"));
        waitFor(Duration.ofSeconds(5), d -> seconds(text(cardCss(id), ".white-clock")) < before);
        assertThat(browser.findElement(By.cssSelector(cardCss(id) + " .white-clock")).getDomAttribute("class"))
                .contains("running");
    }

    @Test
    void fide_6_8_aFlagThatHasFallenIsShownOnTheClock() {
        String id = open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Slow\",\"black\":\"Fast\",\"event\":\"Flags\","
                + "\"timeControl\":{\"base\":\"PT5S\"},\"rate\":\"blitz\"}}");
        browser.get("http://127.0.0.1:" + port + "/live.html?event=Flags");
        waitFor(PATIENCE, d -> !d.findElements(By.cssSelector(cardCss(id))).isEmpty());

        api.post(id, "{\"act\": \"move\", \"by\": \"white\", \"move\": \"e4\", \"at\": 10}");

        waitFor(PATIENCE, d -> d.findElement(By.cssSelector(cardCss(id) + " .white-clock"))
                .getDomAttribute("class").contains("flag"));
        assertThat(text(cardCss(id), ".white-clock")).isEqualTo("0:00:00");
        assertThat(browser.findElement(By.cssSelector(cardCss(id) + " .black-clock")).getDomAttribute("class"))
                .doesNotContain("flag");
    }

    private String open(String header) {
        HttpResponse<String> r = api.send("POST", "/api/games", "application/json", header);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return (String) object(r.body()).get("id");
    }

    private static List<Move> moves() {
        List<Move> moves = new ArrayList<>();
        GAME.forEach(m -> moves.add(Move.fromUci(m)));
        return moves;
    }

    private static String cardCss(String gameId) {
        return "article.game[data-game='" + gameId + "']";
    }

    private String dataOf(String gameId, String name) {
        String value = browser.findElement(By.cssSelector(cardCss(gameId))).getDomAttribute(name);
        return value == null ? "" : value;
    }

    private String text(String card, String inner) {
        return browser.findElement(By.cssSelector(card + " " + inner)).getText().strip();
    }

    /** DGT bytes as they are, not as text. */
    private HttpResponse<String> dgt(String board, byte[] body) {
        try {
            return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                            java.net.URI.create("http://127.0.0.1:" + port + "/api/boards/" + board + "/dgt"))
                    .header("Content-Type", "application/octet-stream")
                    .header("Authorization", "Bearer " + boardToken)
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** {@code h:mm:ss} as seconds; a dash as -1. */
    private static long seconds(String clock) {
        String[] parts = clock.split(":");
        if (parts.length != 3) {
            return -1;
        }
        return Long.parseLong(parts[0]) * 3600 + Long.parseLong(parts[1]) * 60 + Long.parseLong(parts[2]);
    }
}
