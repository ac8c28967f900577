package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.actions;
import static org.arbiter.service.web.pages.ServiceClient.array;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.eventually;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.arbiter.service.security.Role;
import org.springframework.test.context.TestPropertySource;

/**
 * The three pages end to end, in a real headless Chromium against the whole service, started once
 * for all of them as the service's integration tests start it: PostgreSQL (a database of its own)
 * and an in-process KRaft Kafka. Each test posts a contested sequence over HTTP, as an arbiter's
 * tablet would, and looks at what a person would see. Screenshots go to target/screenshots/; with
 * {@code -Darbiter.docs.screenshots=DIR} the README's three are written there too.
 */
@TestPropertySource(properties = "arbiter.data-dir=target/web-data")
class PagesInBrowserTest extends InBrowser {
    /** The issue's bar: a move or a ruling is on the live page within one second of being recorded. */
    static final Duration LIVE = Duration.ofSeconds(1);
    static final Path SHOTS = Path.of("target/screenshots");

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
    void aDraughtsGamePlayedThroughHttpIsDrawnAsADraughtsBoardLiveAndInReview() throws IOException {
        page("/live.html?event=" + encode("Household laws: a sitting"));
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        HttpResponse<String> opened = api.send("POST", "/api/games", "application/x-ndjson",
                Files.readString(Path.of("../../examples/draughts-v-huff-and-false-move.jsonl")));
        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(201);
        String g = (String) object(opened.body()).get("id");

        waitFor(PATIENCE, d -> fen(g).equals("B:W17,18,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,12,16"));
        assertThat(browser.findElements(card(g).child("svg.board.draughts"))).hasSize(1);
        assertThat(man(g, "17")).isEqualTo("w");
        assertThat(man(g, "16")).isEqualTo("b");
        api.post(g, """
                {"act": "move", "by": "black", "move": "16-20"}""");
        waitFor(LIVE, d -> fen(g).startsWith("W:") && man(g, "20").equals("b") && man(g, "16").isEmpty());
        assertThat(browser.findElements(card(g).child("rect.last"))).extracting(e -> e.getDomAttribute("data-square"))
                .containsExactlyInAnyOrder("16", "20");

        page("/review.html?game=" + g + "&step=4");
        waitFor(PATIENCE, d -> isShown(By.id("review")) && text(By.id("act")).startsWith("#4"));
        assertThat(browser.findElements(By.cssSelector("#board svg.draughts g.man[data-square='15']")))
                .as("the man on 15 is huffed").isEmpty();
        assertThat(browser.findElements(By.cssSelector("#board g.man[data-square='16']"))).hasSize(1);
        assertThat(text(By.id("step-rulings"))).contains("huffs the man on 15");
        screenshot("review-draughts");
    }

    @Test
    void theReviewShowsEachInstantAndTheRulingInTheWordsOfTheLawAtItsStep() {
        String g = reviewTheUncorrectedIllegalMove("Tarrasch", "Walbrodt", "4");
        assertThat(text(By.id("act"))).contains("Start of play");

        Actions keys = new Actions(browser);
        for (int i = 0; i < 7; i++) {
            keys.sendKeys(Keys.ARROW_RIGHT).perform();
        }
        waitFor(PATIENCE, d -> text(By.id("act")).startsWith("#7"));
        assertThat(browser.findElements(By.cssSelector("#board rect[data-touched]")))
                .extracting(e -> e.getDomAttribute("data-touched")).containsExactlyInAnyOrder("f3", "f5");
        assertThat(text(By.id("last-move"))).contains("f3-f5").contains("not on the record");
        assertThat(text(By.id("step-rulings"))).isEmpty();

        keys.sendKeys(Keys.ARROW_RIGHT).sendKeys(Keys.ARROW_RIGHT).perform();
        waitFor(PATIENCE, d -> text(By.id("act")).startsWith("#9"));
        WebElement ruling = browser.findElement(By.cssSelector("#step-rulings .ruling[data-law='II.6(e)']"));
        assertThat(ruling.getText()).contains("remained uncorrected")
                .contains("the position must be restored which existed at the commencement of the turn to play");
        assertThat(browser.findElement(By.id("step")).getDomProperty("value")).isEqualTo("9");
        assertThat(browser.getCurrentUrl()).contains("step=9");
        assertThat(fenOfBoard()).isEqualTo("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R");
        screenshot("review");

        keys.sendKeys(Keys.ARROW_LEFT).perform();
        waitFor(PATIENCE, d -> text(By.id("act")).startsWith("#8"));
        assertThat(text(By.id("step-rulings"))).isEmpty();
        browser.findElement(By.cssSelector("#timeline li[data-seq='9'] button")).click();
        waitFor(PATIENCE, d -> text(By.id("act")).startsWith("#9"));

        assertThat(browser.findElement(By.id("export")).isEnabled()).isTrue();
        assertThat((String) object(api.get("/api/games/" + g + "/review")).get("pgn"))
                .contains("3. Bb5 a6 {II.6(e): The illegal move").contains("4. Ba4 Nf6 *");
    }

    @Test
    void reRuledUnderAnotherCodeTheReviewMarksTheActsWhereTheEngineFindsTheCodesPart() {
        String g = reviewTheUncorrectedIllegalMove("Blackburne", "Gunsberg", "6");
        assertThat(isShown(By.id("partings-panel"))).as("as played, nothing to compare").isFalse();

        new Select(browser.findElement(By.id("code"))).selectByValue("fide-2023");
        waitFor(PATIENCE, d -> isShown(By.id("partings-panel")));
        assertThat(text(By.id("code-note"))).startsWith("Played under chess-code-1897");
        assertThat(browser.getCurrentUrl()).contains("code=fide-2023");

        List<Long> parted = ((List<?>) object(api.get("/api/games/" + g + "/compare?codes=chess-code-1897,fide-2023"))
                .get("partings")).stream().map(p -> (Long) ((Map<?, ?>) p).get("seq")).toList();
        assertThat(parted).as("the engine's comparison").isNotEmpty();
        assertThat(browser.findElements(By.cssSelector("#partings li[data-seq]")))
                .extracting(e -> Long.valueOf(e.getDomAttribute("data-seq"))).containsExactlyElementsOf(parted);
        int reviewed = browser.findElements(By.cssSelector("#log li")).size() - 1;
        assertThat(browser.findElements(By.cssSelector("#log li.parts")))
                .extracting(e -> Long.valueOf(e.getDomAttribute("data-step")))
                .containsExactlyElementsOf(parted.stream().filter(seq -> seq <= reviewed).toList());
        if (reviewed < 11) {
            assertThat(text(By.id("message"))).as("where the other code cannot go on, the page says so")
                    .contains("fide-2023").contains("action " + (reviewed + 1) + " cannot be ruled");
        }

        browser.findElement(By.cssSelector("#partings li[data-seq='" + parted.get(0) + "'] button")).click();
        waitFor(PATIENCE, d -> text(By.id("act")).startsWith("#" + parted.get(0)));
        assertThat(text(By.cssSelector("#step-rulings .ruling.parts"))).contains("chess-code-1897")
                .contains("fide-2023");
        screenshot("review-re-ruled");
    }

    @Test
    void theReviewShowsTheManInHandAndReviewsAnUploadedSequence() throws IOException {
        String g = api.open("Schiffers", "Teichmann", "Hastings 1895", "5");
        api.post(g, """
                {"act": "lift", "by": "white", "square": "g1"}""");
        page("/review.html?game=" + g + "&step=1");
        waitFor(PATIENCE, d -> text(By.id("in-hand")).contains("White Knight lifted from g1"));
        assertThat(browser.findElements(By.cssSelector("#board rect[data-lifted='g1']"))).hasSize(1);
        assertThat(browser.findElements(By.cssSelector("#board g.man[data-square='g1']"))).isEmpty();

        Path upload = ServiceClient.CASES.resolve("law-5c-touched-man-not-moved.jsonl").toAbsolutePath().normalize();
        browser.findElement(By.id("upload")).sendKeys(upload.toString());
        waitFor(PATIENCE, d -> text(By.id("message")).contains("not stored"));
        assertThat(text(By.id("timeline"))).contains("II.5(c)").contains("Penalty B");
        assertThat(new Select(browser.findElement(By.id("code"))).getOptions()).extracting(WebElement::getText)
                .contains("chess-code-1897 (as played)", "fide-2023");
    }

    @Test
    void theLedgerFiltersByLawAndLinksEachRulingToItsReview() {
        String e = api.open("Pillsbury", "Lasker", "Ledger cup", "1");
        String f = api.open("Tchigorin", "Steinitz", "Ledger cup", "1");
        api.post(e, actions("law-6e-uncorrected-illegal-move.jsonl"));
        api.post(f, actions("law-5c-touched-man-not-moved.jsonl"));
        eventually(() -> array(api.get("/api/rulings?game=" + e)).size() == 1 && array(api.get("/api/rulings?game=" + f)).size() == 2);
        eventually(() -> board(e) != null && board(f) != null);

        page("/ledger.html?event=" + encode("Ledger cup"));
        waitFor(PATIENCE, d -> rows().size() == 3);
        assertThat(rows()).extracting(r -> r.getDomAttribute("data-law")).containsExactly("II.6(e)", "II.5(c)", "II.5(c)");
        screenshot("ledger");

        WebElement law = browser.findElement(By.id("law"));
        law.clear();
        law.sendKeys("II.6");
        browser.findElement(By.cssSelector("#filters button[type='submit']")).click();
        waitFor(PATIENCE, d -> rows().size() == 1);
        assertThat(rows()).allMatch(r -> r.getDomAttribute("data-law").startsWith("II.6"));
        assertThat(browser.getCurrentUrl()).contains("law=II.6");
        screenshot("ledger-filtered");

        rows().get(0).findElement(By.cssSelector("a")).click();
        waitFor(PATIENCE, d -> d.getCurrentUrl().contains("review.html") && text(By.id("act")).startsWith("#9"));
        assertThat(text(By.id("step-rulings"))).contains("II.6(e)");
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
        assertThat(text(card(live).child(".white-clock"))).isEqualTo("0:00:00");
    }

    @Test
    void theReviewPageListsTheGamesMostRecentFirstAndOpensTheOneClicked() {
        String older = api.open("Tinsley", "Pollock", "Review list", "2");
        String newer = api.open("Mason", "Bird", "Review list", "2");
        api.post(newer, actions("law-8c-repetition-claim.jsonl"));
        eventually(() -> board(newer) != null && !"*".equals(board(newer).get("result")));

        page("/review.html");
        waitFor(PATIENCE, d -> !d.findElements(gameRow(older)).isEmpty() && !d.findElements(gameRow(newer)).isEmpty());
        List<String> order = browser.findElements(By.cssSelector("#games tr[data-game]")).stream()
                .map(r -> r.getDomAttribute("data-game")).filter(id -> id.equals(older) || id.equals(newer)).toList();
        assertThat(order).containsExactly(newer, older);
        assertThat(text(gameRow(newer))).contains("Mason").contains("Bird").contains("Review list").contains("1/2-1/2");
        assertThat(text(gameRow(older))).contains("Tinsley").contains("Pollock").contains("in play");
        screenshot("review-games");

        browser.findElement(gameRow(older)).findElement(By.cssSelector("a")).click();
        waitFor(PATIENCE, d -> isShown(By.id("review")) && text(By.id("white-name")).contains("Tinsley"));
        assertThat(browser.getCurrentUrl()).contains("game=" + older);
        assertThat(isShown(By.id("games"))).as("the list gives way to the game").isFalse();
    }

    @Test
    void everyPageLinksAFaviconThatIsServedAndSoIsFaviconIco() {
        assertThat(api.send("GET", "/favicon.ico", null, null).statusCode()).isEqualTo(200);
        for (String p : List.of("/live.html", "/review.html", "/ledger.html")) {
            page(p);
            String href = browser.findElement(By.cssSelector("link[rel='icon']")).getDomProperty("href");
            HttpResponse<String> icon = api.send("GET", URI.create(href).getPath(), null, null);
            assertThat(icon.statusCode()).as(p + " links " + href).isEqualTo(200);
            assertThat(icon.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("image/"));
        }
    }

    @Test
    void theLedgerNamesWhoClaimedAndAgainstWhomApartAndFiltersOnEither() {
        String g = api.open("Marshall", "Janowski", "Against cup", "1");
        api.post(g, actions("law-5c-touched-man-not-moved.jsonl"));
        eventually(() -> array(api.get("/api/rulings?game=" + g)).size() == 2);
        eventually(() -> board(g) != null);
        List<Map<String, Object>> rulings = array(api.get("/api/rulings?game=" + g));

        page("/ledger.html?event=" + encode("Against cup"));
        waitFor(PATIENCE, d -> rows().size() == 2);
        assertThat(browser.findElements(By.cssSelector("#ledger thead th"))).extracting(WebElement::getText)
                .contains("Claimed by", "Against").doesNotContain("Player");
        for (int i = 0; i < 2; i++) {
            Map<String, Object> r = rulings.get(i);
            WebElement row = rows().get(i);
            assertThat(row.findElement(By.cssSelector("td.claimed-by")).getText()).isEqualTo("Janowski (Black)");
            String against = row.findElement(By.cssSelector("td.against")).getText();
            if (r.get("against") == null) {
                assertThat(against).as("the service does not name the side ruled against: nothing is made up").isEmpty();
            } else {
                assertThat(against).contains((String) r.get("againstPlayer"));
            }
        }
        screenshot("ledger-against");

        WebElement player = browser.findElement(By.id("player"));
        assertThat(text(By.cssSelector("label[for='player']"))).contains("Claimed by or against");
        player.sendKeys("janowski");
        browser.findElement(By.cssSelector("#filters button[type='submit']")).click();
        waitFor(PATIENCE, d -> d.getCurrentUrl().contains("player=janowski") && rows().size() == 2);
    }

    /**
     * A stored string is text, never markup: a player named {@code <img src=x onerror=alert(1)>},
     * in a tournament whose name holds a script, shows as those characters on the live, review and
     * ledger pages, and no image, script or alert comes of it (docs/security.md).
     */
    @Test
    void aPlayerNamedWithHtmlIsShownAsTextOnTheLiveReviewAndLedgerPages() {
        String evil = "<img src=x onerror=alert(1)>";
        String black = "B" + evil;
        String event = "XSS <script>alert(2)</script> cup";
        page("/live.html?event=" + encode(event));
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        String g = api.open(evil, black, event, "1");
        api.post(g, actions("law-5c-touched-man-not-moved.jsonl"));
        waitFor(PATIENCE, d -> !d.findElements(card(g).self()).isEmpty());
        waitFor(PATIENCE, d -> evil.equals(text(card(g).child(".white-name"))));
        assertThat(text(card(g).child(".black-name"))).isEqualTo(black);
        assertNothingInjected();

        page("/review.html?game=" + g + "&step=0");
        waitFor(PATIENCE, d -> isShown(By.id("review")) && text(By.id("white-name")).contains(evil));
        assertNothingInjected();

        eventually(() -> array(api.get("/api/rulings?game=" + g)).size() == 2);
        page("/ledger.html?event=" + encode(event));
        waitFor(PATIENCE, d -> rows().size() == 2);
        assertThat(rows().get(0).findElement(By.cssSelector("td.claimed-by")).getText()).contains(black);
        assertNothingInjected();
        screenshot("ledger-xss");
    }

    private void assertNothingInjected() {
        try {
            browser.switchTo().alert();
            throw new AssertionError("a stored string ran as a script: an alert is open");
        } catch (org.openqa.selenium.NoAlertPresentException expected) {
            // no alert: the string stayed text
        }
        assertThat(browser.findElements(By.cssSelector("img[src='x'], body script"))).isEmpty();
    }

    // --- the page --------------------------------------------------------------------------

    /** Plays the shared case of II.6(e) into a new game of round {@code round} and opens its review at the start. */
    String reviewTheUncorrectedIllegalMove(String white, String black, String round) {
        String g = api.open(white, black, "Hastings 1895", round);
        api.post(g, actions("law-6e-uncorrected-illegal-move.jsonl"));
        page("/review.html?game=" + g + "&step=0");
        waitFor(PATIENCE, d -> isShown(By.id("review")));
        return g;
    }

    void page(String path) {
        browser.get("http://127.0.0.1:" + port + path);
    }

    void waitFor(Duration timeout, Function<WebDriver, Boolean> condition) {
        new WebDriverWait(browser, timeout, Duration.ofMillis(25))
                .ignoring(org.openqa.selenium.NoSuchElementException.class)
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(condition::apply);
    }

    static CardSelector card(String gameId) {
        return new CardSelector("article.game[data-game='" + gameId + "']");
    }

    /** A live board's element, and elements inside it. */
    record CardSelector(String css) {
        By self() {
            return By.cssSelector(css);
        }

        By child(String inner) {
            return By.cssSelector(css + " " + inner);
        }
    }

    String attribute(String gameId, String name) {
        return browser.findElement(card(gameId).self()).getDomAttribute(name);
    }

    String fen(String gameId) {
        String fen = attribute(gameId, "data-fen");
        return fen == null ? "" : fen;
    }

    /** The man drawn on a square of a live board, as its FEN letter, or "" for none. */
    String man(String gameId, String square) {
        List<WebElement> men = browser.findElements(card(gameId).child("g.man[data-square='" + square + "']"));
        return men.isEmpty() ? "" : men.get(0).getDomAttribute("data-man");
    }

    /** The review board's placement, read back from the men drawn on it. */
    String fenOfBoard() {
        StringBuilder fen = new StringBuilder();
        for (int rank = 8; rank >= 1; rank--) {
            int empty = 0;
            for (char file = 'a'; file <= 'h'; file++) {
                List<WebElement> men = browser.findElements(By.cssSelector("#board g.man[data-square='" + file + rank + "']"));
                if (men.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(men.get(0).getDomAttribute("data-man"));
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 1) {
                fen.append('/');
            }
        }
        return fen.toString();
    }

    /** A game's live board from the board API, or null while the board has not caught up with its opening. */
    Map<String, Object> board(String gameId) {
        HttpResponse<String> r = api.send("GET", "/api/games/" + gameId, null, null);
        return r.statusCode() == 200 ? object(r.body()) : null;
    }

    static By gameRow(String gameId) {
        return By.cssSelector("#games tr[data-game='" + gameId + "']");
    }

    static boolean overlaps(Rectangle a, Rectangle b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    static String box(Rectangle r) {
        return r.width + "x" + r.height + " at " + r.x + "," + r.y;
    }

    List<WebElement> rows() {
        return browser.findElements(By.cssSelector("#rows tr"));
    }

    boolean isShown(By by) {
        List<WebElement> found = browser.findElements(by);
        return !found.isEmpty() && found.get(0).isDisplayed();
    }

    String text(By by) {
        return browser.findElement(by).getText().strip();
    }

    void screenshot(String name) {
        byte[] png = browser.getScreenshotAs(OutputType.BYTES);
        try {
            Files.createDirectories(SHOTS);
            Files.write(SHOTS.resolve(name + ".png"), png);
            String docs = System.getProperty("arbiter.docs.screenshots");
            if (docs != null && List.of("live", "review", "ledger").contains(name)) {
                Files.createDirectories(Path.of(docs));
                Files.write(Path.of(docs).resolve(name + ".png"), png);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
