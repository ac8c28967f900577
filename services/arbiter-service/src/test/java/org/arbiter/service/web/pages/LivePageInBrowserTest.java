package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.actions;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Rectangle;

/**
 * The live page (live.html, the front page) in a real headless Chromium against the whole service
 * (InBrowser): each test posts acts over HTTP, as an arbiter's tablet would, and looks at the boards
 * as a person in the hall would.
 */
class LivePageInBrowserTest extends InBrowser {
    /** The bar: a move or a ruling is on the live page within one second of being recorded. */
    static final Duration LIVE = Duration.ofSeconds(1);

    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
    }

    @Test
    void theLiveBoardShowsACompletedMoveAndARulingWithinASecondAndIgnoresTouches() {
        page("/live.html?event=" + encode("Hastings 1895") + "&round=3");
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));

        String a = api.open("Pillsbury", "Tchigorin", "Hastings 1895", "3");
        waitFor(PATIENCE, d -> !d.findElements(card(a).self()).isEmpty());
        api.post(a, """
                {"act": "move", "by": "white", "move": "e4", "at": 40}""");
        waitFor(LIVE, d -> fen(a).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b")
                && man(a, "e4").equals("P"));
        assertThat(browser.findElements(card(a).child("rect.last"))).extracting(e -> e.getDomAttribute("data-square"))
                .containsExactlyInAnyOrder("e2", "e4");
        // issue 44 (4): each board links the arbiter's recording page for its game
        assertThat(browser.findElement(card(a).child(".record-link")).getDomAttribute("href")).isEqualTo("record.html?game=" + a);

        String afterE4 = fen(a);
        api.post(a, """
                {"act": "touch", "by": "black", "square": "g8", "at": 95}
                {"act": "lift", "by": "black", "square": "e7"}
                {"act": "place", "by": "black", "square": "e5"}""");
        waitFor(LIVE, d -> "4".equals(attribute(a, "data-seq")));
        assertThat(fen(a)).as("a touch, a lift and a placement are not a completed move").isEqualTo(afterE4);
        assertThat(man(a, "e7")).isEqualTo("p");

        api.post(a, """
                {"act": "release", "by": "black", "at": 100}""");
        waitFor(LIVE, d -> fen(a).startsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"));
        assertThat(text(card(a).child(".black-clock"))).isEqualTo("0:01:00");

        String b = api.open("Lasker", "Tarrasch", "Hastings 1895", "3");
        waitFor(PATIENCE, d -> !d.findElements(card(b).self()).isEmpty());
        api.post(b, actions("law-6e-uncorrected-illegal-move.jsonl"));
        waitFor(LIVE, d -> isShown(card(b).child(".banner"))
                && "II.6(e)".equals(d.findElement(card(b).child(".banner")).getDomAttribute("data-law")));
        assertThat(text(card(b).child(".banner"))).contains("II.6(e)").contains("remained uncorrected");

        String c = api.open("Steinitz", "Schlechter", "Hastings 1895", "3");
        String d = api.open("Janowski", "Mieses", "Hastings 1895", "3");
        waitFor(PATIENCE, w -> !w.findElements(card(c).self()).isEmpty() && !w.findElements(card(d).self()).isEmpty());
        api.post(c, actions("law-5c-touched-man-not-moved.jsonl"));
        api.post(d, actions("law-8c-repetition-claim.jsonl"));
        waitFor(LIVE, w -> text(card(d).child(".result")).startsWith("1/2-1/2"));
        waitFor(LIVE, w -> isShown(card(c).child(".banner")));
        screenshot("live");
    }

    @Test
    void afterAnIllegalMoveIsUndoneUnderII6eTheLiveBoardShowsTheMoveThatStandsAlsoAfterAReload() {
        page("/live.html?event=" + encode("Restored"));
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        String g = api.open("Schiffers", "Teichmann", "Restored", "1");
        waitFor(PATIENCE, d -> !d.findElements(card(g).self()).isEmpty());

        api.post(g, """
                {"act":"move","by":"white","move":"e4"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"move","by":"white","move":"Nf3"}
                {"act":"move","by":"black","move":"Nc6"}
                {"act":"move","by":"white","move":"Bb5"}
                {"act":"move","by":"black","move":"a6"}
                {"act":"move","by":"white","from":"f3","to":"f5"}
                {"act":"move","by":"black","move":"Nf6"}
                {"act":"claim","by":"black","claim":"illegal-move"}""");
        waitFor(LIVE, d -> isShown(card(g).child(".banner")));
        waitFor(LIVE, d -> "9".equals(attribute(g, "data-seq")));
        assertThat(text(card(g).child(".last-move"))).as("Nf6 was taken back with the illegal move")
                .isEqualTo("Last: a6");

        eventually(() -> board(g) != null && ((Number) board(g).get("actions")).intValue() == 9);
        page("/live.html?event=" + encode("Restored"));
        waitFor(PATIENCE, d -> "9".equals(attribute(g, "data-seq")));
        assertThat(text(card(g).child(".last-move"))).as("after a reload, from the board API").isEqualTo("Last: a6");
        assertThat(board(g).get("lastMove")).isEqualTo("a6");
    }

    @Test
    void theFrontPageIsTheLivePageAndCatchesUpFromTheLastEventAfterADroppedConnection() {
        page("/?event=" + encode("Reconnect"));
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        String g = api.open("Blackburne", "Gunsberg", "Reconnect", "1");
        waitFor(PATIENCE, d -> !d.findElements(card(g).self()).isEmpty());
        api.post(g, """
                {"act": "move", "by": "white", "move": "d4"}""");
        waitFor(LIVE, d -> fen(g).startsWith("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b"));
        ((JavascriptExecutor) browser).executeScript("window.arbiterLive.drop(1500)");
        // Read once the connection is down: another game's event may still have come in after d4's.
        String seen = browser.findElement(By.tagName("body")).getDomAttribute("data-last-event-id");
        api.post(g, """
                {"act": "move", "by": "black", "move": "d5"}""");
        assertThat(browser.findElement(By.id("status")).getDomAttribute("data-state")).isEqualTo("down");

        waitFor(Duration.ofMillis(1500).plus(LIVE), d -> fen(g).startsWith("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w"));
        assertThat(text(By.id("status"))).contains("resumed after event " + seen.split(":")[0]);
        screenshot("live-reconnected");
    }

    @Test
    void aRulingOnTheLiveBoardIsShownBesideOrUnderTheBoardNeverOverIt() {
        page("/live.html?event=" + encode("Ruling place"));
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        String g = api.open("Gunsberg", "Bird", "Ruling place", "1");
        waitFor(PATIENCE, d -> !d.findElements(card(g).self()).isEmpty());
        api.post(g, actions("law-6e-uncorrected-illegal-move.jsonl"));
        waitFor(LIVE, d -> isShown(card(g).child(".banner")));

        Rectangle board = browser.findElement(card(g).child(".board-wrap svg")).getRect();
        Rectangle ruling = browser.findElement(card(g).child(".banner")).getRect();
        assertThat(overlaps(board, ruling)).as("the ruling (%s) covers the board (%s)", box(ruling), box(board)).isFalse();
        screenshot("live-ruling");
    }

    @Test
    void aLiveClockWithNoTimesInTheGameShowsADashNotZero() {
        String before = api.open("Burn", "Vergani", "No clocks", "1");
        api.post(before, """
                {"act": "move", "by": "white", "move": "e4"}""");
        eventually(() -> board(before) != null && ((Number) board(before).get("actions")).intValue() == 1);
        page("/live.html?event=" + encode("No clocks"));
        waitFor(PATIENCE, d -> "1".equals(attribute(before, "data-seq")));
        assertThat(text(card(before).child(".white-clock"))).isEqualTo("\u2014");
        assertThat(text(card(before).child(".black-clock"))).isEqualTo("\u2014");

        String live = api.open("Albin", "Marco", "No clocks", "1");
        waitFor(PATIENCE, d -> !d.findElements(card(live).self()).isEmpty());
        assertThat(text(card(live).child(".white-clock"))).isEqualTo("\u2014");
        api.post(live, """
                {"act": "move", "by": "white", "move": "d4"}""");
        waitFor(LIVE, d -> "1".equals(attribute(live, "data-seq")));
        assertThat(text(card(live).child(".white-clock"))).isEqualTo("\u2014");
        assertThat(text(card(live).child(".black-clock"))).isEqualTo("\u2014");

        api.post(live, """
                {"act": "move", "by": "black", "move": "d5", "at": 30}""");
        waitFor(LIVE, d -> "2".equals(attribute(live, "data-seq")));
        assertThat(text(card(live).child(".black-clock"))).isEqualTo("0:00:30");
        // White's clock runs from 0:00:00 now (a time used, no longer a dash): read a moment later on a loaded machine.
        assertThat(text(card(live).child(".white-clock"))).matches("0:00:0\\d");
    }

    /**
     * FIDE 7.5.1: a completed illegal move is taken back when it is found; the live board then names
     * and lights the move that stands, as the engine keeps it, not the move taken back.
     */
    @Test
    void fide_7_5_1_aMoveTakenBackIsNeitherLitNorNamedAsTheLastMove() {
        live("/live.html?event=" + encode("Taken back"));
        String g = api.open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Carlsen\",\"black\":\"Caruana\","
                + "\"event\":\"Taken back\",\"round\":\"1\",\"timeControl\":{\"base\":\"PT90M\"}}}");
        waitFor(PATIENCE, d -> !d.findElements(card(g).self()).isEmpty());
        api.post(g, """
                {"act":"move","by":"white","move":"e4","at":20}
                {"act":"press","by":"white","at":20}
                {"act":"move","by":"black","move":"f5","at":40}
                {"act":"press","by":"black","at":40}
                {"act":"move","by":"white","move":"Qh5+","at":50}
                {"act":"press","by":"white","at":50}
                {"act":"move","by":"black","from":"d7","to":"d5","at":60}
                {"act":"press","by":"black","at":61}""");
        waitFor(PATIENCE, d -> "8".equals(attribute(g, "data-seq")));
        eventually(() -> board(g) != null && ((Number) board(g).get("actions")).intValue() == 8);
        Object standing = board(g).get("lastMove");
        assertThat(standing).as("the engine's standing last move").isNotNull().isNotEqualTo("d5");
        assertThat(text(card(g).child(".last-move"))).isEqualTo("Last: " + standing);
        assertThat(man(g, "d7")).as("the Pawn is back").isEqualTo("p");
        assertThat(browser.findElements(card(g).child("rect.last"))).extracting(e -> e.getDomAttribute("data-square"))
                .doesNotContain("d7", "d5");
    }

    @Test
    void theClocksSayWhetherTheyShowTheTimeUsedOrTheTimeLeft() {
        live("/live.html?event=" + encode("Clock kinds"));
        String used = api.open("Blackburne", "Mason", "Clock kinds", "1");
        String left = api.open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Anand\",\"black\":\"Gelfand\","
                + "\"event\":\"Clock kinds\",\"round\":\"1\",\"timeControl\":{\"base\":\"PT90M\"}}}");
        waitFor(PATIENCE, d -> !d.findElements(card(used).self()).isEmpty() && !d.findElements(card(left).self()).isEmpty());
        api.post(used, """
                {"act": "move", "by": "white", "move": "e4", "at": 30}""");
        api.post(left, """
                {"act":"move","by":"white","move":"d4","at":30}
                {"act":"press","by":"white","at":30}""");
        waitFor(LIVE.multipliedBy(3), d -> "1".equals(attribute(used, "data-seq")) && "2".equals(attribute(left, "data-seq")));

        assertThat(text(card(used).child(".white-clock-kind"))).isEqualTo("time used");
        assertThat(text(card(used).child(".white-clock"))).isEqualTo("0:00:30");
        assertThat(text(card(left).child(".white-clock-kind"))).isEqualTo("time left");
        assertThat(text(card(left).child(".white-clock"))).isEqualTo("1:29:30");
        assertThat(browser.findElement(card(left).child(".white-clock")).getDomAttribute("aria-label"))
                .isEqualTo("White's clock, time left");
    }

    /** Issue 44 (11): a screen reloaded while a clock ran showed it restarted from its last reading. */
    @Test
    void aRunningClockGoesOnFromItsLastActWhenThePageIsLoadedLater() throws InterruptedException {
        String g = api.open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Carlsen\",\"black\":\"Caruana\","
                + "\"event\":\"Reloaded clocks\",\"round\":\"1\",\"timeControl\":{\"base\":\"PT90M\"}}}");
        api.post(g, """
                {"act":"move","by":"white","move":"d4","at":30}
                {"act":"press","by":"white","at":30}""");
        eventually(() -> api.get("/api/games/" + g).contains("\"actions\":2"));
        Thread.sleep(3_000);

        live("/live.html?event=" + encode("Reloaded clocks"));
        waitFor(PATIENCE, d -> "2".equals(attribute(g, "data-seq")));
        int left = seconds(text(card(g).child(".black-clock")));
        assertThat(left).as("Black's clock has run since White's press, before the page was loaded")
                .isLessThanOrEqualTo(90 * 60 - 3).isGreaterThan(90 * 60 - 60);
    }

    /** Issue 44 (11): a tile named no board, and a name cut off by the tile could not be read whole. */
    @Test
    void aPairedGamesTileShowsItsBoardAndEachNameWholeOnHover() {
        HttpResponse<String> t = api.send("POST", "/api/tournaments?code=fide-2023", "text/plain",
                LedgerPageInBrowserTest.trf());
        assertThat(t.statusCode()).as(t.body()).isEqualTo(201);
        String id = t.body().replaceAll("(?s).*\"id\"\\s*:\\s*\"([^\"]+)\".*", "$1");
        HttpResponse<String> paired = api.send("POST", "/api/tournaments/" + id + "/rounds/2", "text/plain",
                LedgerPageInBrowserTest.trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        String g = id + "-r2-b2";

        live("/live.html");
        waitFor(PATIENCE, d -> !d.findElements(card(g).self()).isEmpty());
        assertThat(text(card(g).child(".board-number"))).isEqualTo("Board 2");
        for (String side : new String[] {".white-name", ".black-name"}) {
            var name = browser.findElement(card(g).child(side));
            assertThat(name.getDomAttribute("title")).isNotBlank().isEqualTo(name.getDomProperty("textContent"));
        }
        String casual = api.open("Anderssen", "Kieseritzky", "Casual", "1");
        waitFor(PATIENCE, d -> !d.findElements(card(casual).self()).isEmpty());
        assertThat(text(card(casual).child(".board-number"))).as("a game no pairing opened has no board number").isEmpty();
    }

    private static int seconds(String clock) {
        String[] hms = clock.split(":");
        return Integer.parseInt(hms[0]) * 3600 + Integer.parseInt(hms[1]) * 60 + Integer.parseInt(hms[2]);
    }

    static boolean overlaps(Rectangle a, Rectangle b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    static String box(Rectangle r) {
        return r.width + "x" + r.height + " at " + r.x + "," + r.y;
    }
}
