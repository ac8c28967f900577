package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A display screen in a real headless Chromium against the whole service (InBrowser), logged in
 * as a display user: the games of a public tournament paired from TRF16 on the live page and in
 * the round's feed, the pages its role may not use saying so, and a screen logged in by the
 * token in its address.
 */
class DisplayInBrowserTest extends InBrowser {
    @Override
    Role pagesRole() {
        return Role.DISPLAY;
    }

    @Test
    @SuppressWarnings("unchecked")
    void aPublicTournamentsPairedGamesAreOnTheScreenAndInTheRoundFeedWithTheirBoardSiteAndDate() {
        HttpResponse<String> made = api.send("POST", "/api/tournaments?code=fide-2023&public=true&id=hall-" + System.nanoTime()
                % 100_000, "text/plain", LedgerPageInBrowserTest.trf().replace("Club Championship 1897", "Hall cup"));
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        HttpResponse<String> hidden = api.send("POST", "/api/tournaments?code=fide-2023", "text/plain",
                LedgerPageInBrowserTest.trf().replace("Club Championship 1897", "Closed cup"));
        String closed = (String) object(hidden.body()).get("id");
        api.send("POST", "/api/tournaments/" + closed + "/rounds/1", "text/plain", LedgerPageInBrowserTest.trf());

        live("/live.html?event=" + encode("Hall cup") + "&round=1");
        HttpResponse<String> paired = api.send("POST", "/api/tournaments/" + t + "/rounds/1", "text/plain",
                LedgerPageInBrowserTest.trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        List<Map<String, Object>> boards = (List<Map<String, Object>>) object(paired.body()).get("boards");
        for (Map<String, Object> b : boards) {
            String game = (String) b.get("gameId");
            assertThat(game).hasSizeLessThan(24);
            waitFor(d -> !d.findElements(card(game).self()).isEmpty());
        }
        page("/live.html?event=" + encode("Hall cup") + "&round=1");
        waitFor(d -> d.findElements(By.cssSelector("article.game")).size() == boards.size());

        ServiceClient display = new ServiceClient(port, TestUsers.token(users, Role.DISPLAY));
        ServiceClient.eventually(() -> display.send("GET", "/api/rounds/1.pgn?event=" + encode("Hall cup"), null, null)
                .body().contains("[Board \"2\"]"));
        String feed = display.get("/api/rounds/1.pgn?event=" + encode("Hall cup"));
        assertThat(feed).contains("[Board \"1\"]", "[Board \"2\"]", "[Site \"London\"]", "[Date \"1897.03.01\"]");
        assertThat(display.get("/api/rounds/1.pgn?event=" + encode("Closed cup"))).doesNotContain("[Board");
        assertThat(api.get("/api/games/" + closed + "-r1-b1.pgn")).contains("[Board \"1\"]", "[Site \"London\"]");
    }

    @Test
    void aDisplayUserIsToldWhichPagesItsRoleMayNotUseAndWhichItMay() {
        for (String refused : List.of("review.html", "ledger.html", "incident.html?game=x&seq=1", "record.html?game=x")) {
            page("/" + refused);
            waitFor(d -> isShown(By.id("not-allowed")));
            assertThat(text(By.id("not-allowed"))).contains("display").contains(refused.split("\\?")[0]);
            assertThat(browser.findElements(By.cssSelector("main a"))).extracting(WebElement::getText)
                    .containsExactly("live.html", "standings.html");
        }
        live("/live.html");
        assertThat(browser.findElements(By.id("not-allowed"))).isEmpty();
    }

    @Test
    void aScreenIsLoggedInByTheTokenInItsAddressOnceAndTheTokenLeavesTheAddress() {
        String token = TestUsers.token(users, Role.DISPLAY);
        ChromeDriver screen = Chromium.start(Path.of("target/chromium-profiles"));
        try {
            screen.get("http://127.0.0.1:" + port + "/login.html#token=" + token + "&next="
                    + encode("/live.html?event=Hall cup"));
            new WebDriverWait(screen, PATIENCE).until(d -> d.getCurrentUrl().contains("/live.html")
                    && "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
            assertThat(screen.getCurrentUrl()).doesNotContain(token).contains("event=Hall");
            screen.navigate().back();
            assertThat(screen.getCurrentUrl()).doesNotContain(token);
        } finally {
            screen.quit();
        }
    }

    /** A screen that opens the login page and types its token, with no session before: no 500. */
    @Test
    void aTokenTypedIntoTheLoginPageOpenedDirectlyLogsTheScreenIn() {
        String token = TestUsers.token(users, Role.DISPLAY);
        ChromeDriver screen = Chromium.start(Path.of("target/chromium-profiles"));
        try {
            screen.get("http://127.0.0.1:" + port + "/login.html");
            screen.findElement(By.id("token")).sendKeys(token);
            screen.findElement(By.cssSelector("#token-form button")).click();
            new WebDriverWait(screen, PATIENCE).until(d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
        } finally {
            screen.quit();
        }

        HttpResponse<String> posted = postForm("/login/token", "token=" + encode(token));
        assertThat(posted.statusCode()).as(posted.body()).isEqualTo(302);
        assertThat(posted.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(URI.create(l).getPath())
                .isEqualTo("/"));
        assertThat(posted.headers().firstValue("Set-Cookie")).isPresent();
        assertThat(postForm("/login/token", "token=arb_wrong").headers().firstValue("Location"))
                .hasValueSatisfying(l -> assertThat(l).endsWith("/login.html?error"));
    }

    /** A form posted with no cookie, as a script with no session would. */
    private HttpResponse<String> postForm(String path, String body) {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        try {
            return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
