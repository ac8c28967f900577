package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.array;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 44, items 6 and 8, in a real headless Chromium against the whole service (InBrowser),
 * logged in as an official: an appeal lodged on the review page and decided on the appeals
 * page, each an act on the game's record, the decision shown on the review page, the ledger and
 * the incident report; a late appeal refused in the engine's words; a tournament made public and
 * not public again on the tournament's officials' page (standings.html), followed by a display screen and a relay that reads
 * the round's feed without a session. Every page ends with no console error and no CSP violation.
 */
class AppealsPagesInBrowserTest extends InBrowser {
    /** White's illegal move, Bf1-b6 five minutes into play: FIDE 7.5.1's ruling, at act 3. */
    private static final String RULED = """
            {"act":"move","by":"white","move":"e4","at":10}
            {"act":"move","by":"black","move":"e5","at":20}
            {"act":"move","by":"white","from":"f1","to":"b6","at":"PT5M"}""";

    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
    }

    @AfterEach
    void noConsoleErrorAndNoCspViolation() {
        assertThat(consoleErrors(browser)).as("the console of the official's pages").isEmpty();
    }

    /** A tournament (FIDE, appeals within 30 minutes) with round 2 paired; its id. */
    private String tournament(String name) {
        String trf = LedgerPageInBrowserTest.trf().replace("Club Championship 1897", name);
        HttpResponse<String> made = api.send("POST", "/api/tournaments?code=fide-2023&appealWithin=PT30M&id="
                + name.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'), "text/plain", trf);
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        HttpResponse<String> paired = api.send("POST", "/api/tournaments/" + t + "/rounds/2", "text/plain", trf);
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        return t;
    }

    private static String unique() {
        return Long.toString(System.nanoTime() % 1_000_000, 36);
    }

    /** Lodges White's appeal against the ruling at the review page's step 3. */
    private void lodgeOnTheReviewPage(String game, String grounds) {
        page("/review.html?game=" + encode(game) + "&step=3");
        waitFor(d -> d.findElement(By.id("appeal-form")).isDisplayed());
        assertThat(text(By.id("appeal-title"))).contains("act 3");
        assertThat(text(By.id("appeal-within"))).contains("PT30M");
        new Select(browser.findElement(By.id("appellant"))).selectByValue("white");
        browser.findElement(By.id("grounds")).sendKeys(grounds);
        browser.findElement(By.cssSelector("#appeal-form button")).click();
    }

    @Test
    @SuppressWarnings("unchecked")
    void fide_11_10_anAppealLodgedOnTheReviewPageAndDecidedOnTheAppealsPageIsOnTheGamesRecordAndShownEverywhere() {
        String name = "Appeal cup " + unique();
        String t = tournament(name);
        String game = t + "-r2-b1";
        api.post(game, RULED);

        lodgeOnTheReviewPage(game, "the Bishop was only adjusted");
        waitFor(d -> "recorded".equals(d.findElement(By.id("appeal-outcome")).getDomAttribute("data-outcome")));
        assertThat(text(By.id("appeal-outcome"))).startsWith("Lodged as act 4:").contains("White appeals against the ruling");
        waitFor(d -> d.findElement(By.cssSelector("#appeals li[data-seq='4']")).getText().contains("awaiting the decision"));

        page("/appeals.html?tournament=" + encode(t));
        By appeal = By.cssSelector("article.appeal[data-game='" + game + "'][data-appeal='4']");
        waitFor(d -> !d.findElements(appeal).isEmpty());
        WebElement card = browser.findElement(appeal);
        Map<String, Object> ruling = ((List<Map<String, Object>>) object(api.get("/api/games/" + encode(game)
                + "/review")).get("frames")).get(2);
        for (Map<String, Object> r : (List<Map<String, Object>>) ruling.get("rulings")) {
            assertThat(card.getText()).contains((String) r.get("law")).contains((String) r.get("text"));
        }
        assertThat(card.getText()).contains("the Bishop was only adjusted");
        new Select(card.findElement(By.name("decision"))).selectByValue("overturned");
        card.findElement(By.name("reasons")).sendKeys("the video shows an adjustment");
        card.findElement(By.name("deciders")).sendKeys("Appeals Committee");
        screenshot("appeals");
        card.findElement(By.cssSelector("button[type='submit']")).click();
        waitFor(d -> d.findElement(By.id("message")).getText().startsWith("Recorded as act 5"));
        assertThat(text(By.id("message"))).contains("Appeals Committee overturns the ruling");
        waitFor(d -> !d.findElements(By.cssSelector("#decided li[data-game='" + game + "'][data-status='overturned']"))
                .isEmpty());
        assertThat(browser.findElements(appeal)).as("no longer awaiting a decision").isEmpty();

        List<Map<String, Object>> appeals = array(api.get("/api/games/" + encode(game) + "/appeals"));
        assertThat(appeals).singleElement().satisfies(a -> assertThat(a).containsEntry("lodgedAt", 4L)
                .containsEntry("status", "overturned").containsEntry("decidedAt", 5L));
        Map<String, Object> record = (Map<String, Object>) object(api.get("/api/games/" + encode(game) + "/record"))
                .get("record");
        List<Map<String, Object>> acts = ((List<Map<String, Object>>) record.get("events")).stream()
                .map(e -> (Map<String, Object>) e.get("payload")).filter(p -> p.get("action") != null).toList();
        assertThat(acts).extracting(p -> ((Map<String, Object>) p.get("action")).get("act"))
                .containsExactly("move", "move", "move", "appeal", "decide-appeal");
        assertThat((Map<String, Object>) acts.get(4).get("action")).containsEntry("decision", "overturned")
                .containsEntry("reasons", "the video shows an adjustment").containsEntry("deciders", List.of("Appeals Committee"));

        page("/review.html?game=" + encode(game) + "&step=5");
        waitFor(d -> !d.findElements(By.cssSelector("#appeals li[data-status='overturned']")).isEmpty());
        assertThat(text(By.id("step-rulings"))).contains("overturns the ruling");

        page("/ledger.html?game=" + encode(game) + "&tournament=" + encode(name) + "&appeal=overturned");
        waitFor(d -> d.findElement(By.id("shown")).getText().startsWith("2 of"));
        List<WebElement> shown = rows().stream().filter(WebElement::isDisplayed).toList();
        assertThat(shown).extracting(r -> r.getDomAttribute("data-law")).containsExactly("7.5.1", "7.5.5");
        assertThat(shown).extracting(r -> r.findElement(By.cssSelector("td.appeal")).getText()).containsOnly("overturned");

        page("/incident.html?game=" + encode(game) + "&seq=3");
        waitFor(d -> !d.findElements(By.cssSelector("#report section.appeal")).isEmpty());
        assertThat(text(By.cssSelector("#report section.appeal"))).contains("Grounds: the Bishop was only adjusted")
                .contains("Decision at act 5: overturned");
    }

    @Test
    void fide_11_10_anAppealLodgedLaterThanTheTournamentAllowsIsRefusedAndThePageSaysWhyInTheEnginesWords() {
        String t = tournament("Late cup " + unique());
        String game = t + "-r2-b2";
        api.post(game, RULED + "\n{\"act\":\"move\",\"by\":\"white\",\"move\":\"Nf3\",\"at\":\"PT40M\"}");

        lodgeOnTheReviewPage(game, "lodged too late");

        waitFor(d -> "error".equals(d.findElement(By.id("appeal-outcome")).getDomAttribute("data-outcome")));
        assertThat(text(By.id("appeal-outcome"))).startsWith("Refused (act 5):")
                .contains("The appeal is refused: it was lodged PT3").contains("the tournament allows PT30M");
        assertThat(browser.findElement(By.id("appeal-outcome")).getDomAttribute("role")).isEqualTo("alert");
        assertThat(array(api.get("/api/games/" + encode(game) + "/appeals"))).isEmpty();
    }

    @Test
    void anOfficialMakesATournamentPublicOnItsOfficialsPageAndADisplayAndARelayWithoutASessionFollow() {
        String name = "Hidden cup " + unique();
        String t = tournament(name);
        String game = t + "-r2-b1";
        assertThat(api.send("PUT", "/api/tournaments/" + t + "/broadcast", "application/json",
                "{\"feed\":\"public\",\"delayMinutes\":0}").statusCode()).isEqualTo(200);
        api.post(game, "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}");
        ChromeDriver screen = Chromium.start(Path.of("target/chromium-profiles"));
        try {
            logIn(screen, port, TestUsers.ensure(users, Role.DISPLAY));
            String hall = "http://127.0.0.1:" + port + "/live.html?event=" + encode(name) + "&round=2";
            screen.get(hall);
            waitOn(screen, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
            assertThat(screen.findElements(card(game).self())).as("a game not public, on the screen").isEmpty();
            assertThat(feed(t)).doesNotContain("[White ");

            setPublicOnThePage(t, "public");
            screen.get(hall);
            waitOn(screen, d -> !d.findElements(card(game).self()).isEmpty());
            api.post(game, "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}");
            waitOn(screen, d -> String.valueOf(d.findElement(card(game).self()).getDomAttribute("data-fen"))
                    .startsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/"));
            assertThat(feed(t)).contains("[White \"Tarrasch,Siegbert\"]").contains("1. e4 e5");

            setPublicOnThePage(t, "not public");
            screen.get(hall);
            waitOn(screen, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
            assertThat(screen.findElements(card(game).self())).as("not public again").isEmpty();
            assertThat(feed(t)).doesNotContain("[White ");
            assertThat(consoleErrors(screen)).as("the display's console").isEmpty();
        } finally {
            screen.quit();
        }
    }

    /** Changes it on the tournament's officials' page (standings.html) and waits for the page to say {@code state}. */
    private void setPublicOnThePage(String t, String state) {
        page("/standings.html?tournament=" + encode(t));
        waitFor(d -> d.findElement(By.id("public-form")).isDisplayed());
        assertThat(text(By.id("public-state"))).isNotEqualTo(state);
        browser.findElement(By.id("public-change")).click();
        waitFor(d -> d.findElement(By.id("public-state")).getText().equals(state));
        assertThat(text(By.id("message"))).isEqualTo("Its games are " + state + " now.");
        assertThat(object(api.get("/api/tournaments/" + encode(t)))).containsEntry("publicGames", state.equals("public"));
    }

    /** The round's feed as a relay reads it: without a session. */
    private String feed(String t) {
        try {
            return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/api/feeds/" + t + "/rounds/2.pgn")).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void waitOn(ChromeDriver driver, java.util.function.Function<org.openqa.selenium.WebDriver, Boolean> until) {
        new WebDriverWait(driver, PATIENCE).ignoring(org.openqa.selenium.NoSuchElementException.class)
                .until(until::apply);
    }
}
