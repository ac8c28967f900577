package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.array;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chromium.ChromiumNetworkConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.test.context.TestPropertySource;

/**
 * The officials' pages in a real headless Chromium against the whole service, as {@link PagesInBrowserTest}
 * runs it: the recording page at the board, tapped through a shared case, and the ledger over a
 * tournament with an appeal overturned.
 */
@TestPropertySource(properties = "arbiter.data-dir=target/web-data-officials")
class OfficialsPagesInBrowserTest extends InBrowser {
    static final Path CASE = ServiceClient.CASES.resolve("law-6e-uncorrected-illegal-move.jsonl");

    @Override
    Role pagesRole() {
        return Role.ARBITER;
    }

    @Test
    void II_6e_recordedByTapsOnTheRecordingPageReplaysAsTheSharedCase() throws IOException {
        String text = Files.readString(CASE);
        String header = text.lines().filter(l -> l.startsWith("{\"header\"")).findFirst().orElseThrow();
        HttpResponse<String> opened = api.send("POST", "/api/games", "application/json", header);
        String game = (String) object(opened.body()).get("id");
        page("/record.html?game=" + encode(game));
        waitFor(d -> d.findElements(By.cssSelector("#board button[data-square]")).size() == 64);

        move("e2", "e4");
        move("e7", "e5");
        move("g1", "f3");
        move("b8", "c6");
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting")));
        browser.setNetworkConditions(offline(true));
        move("f1", "b5");
        move("a7", "a6");
        waitFor(d -> "2".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting")));
        assertThat(browser.findElement(By.id("status")).getText()).startsWith("Offline");
        browser.setNetworkConditions(offline(false));
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting")));
        move("f3", "f5");
        move("g8", "f6");
        browser.findElement(By.cssSelector("input[name=by][value=black]")).click();
        browser.findElement(By.cssSelector("button[data-act=claim]")).click();
        browser.findElement(By.cssSelector("input[name=by][value=auto]")).click();
        waitFor(d -> !d.findElements(By.cssSelector("#notices li[data-law='II.6(e)']")).isEmpty());
        assertThat(browser.findElement(By.cssSelector("#notices li[data-law='II.6(e)'] blockquote")).getText())
                .as("the code's words under the ruling").isNotBlank();
        move("b5", "a4");
        move("g8", "f6");
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting")));

        ReplayResult file = Replay.run(ContestedSequence.parse(text));
        Map<String, Object> recorded = object(api.get("/api/games/" + game + "/replay"));
        assertThat(recorded.get("result")).isEqualTo(file.result().text());
        assertThat(recorded.get("position")).isEqualTo(file.position());
        assertThat(recorded.get("actions")).isEqualTo((long) file.actions());
        assertThat(((List<Map<String, Object>>) recorded.get("rulings"))).extracting(r -> r.get("seq") + " " + r.get("law"))
                .containsExactlyElementsOf(file.rulings().stream().map(r -> r.seq() + " " + r.law()).toList());
        assertThat(file.rulings()).extracting(Ruling::law).contains("II.6(e)");
    }

    @Test
    void theLedgerFiltersATournamentsOverturnedRulingsAndCountsThem() {
        HttpResponse<String> t = api.send("POST", "/api/tournaments?code=fide-2023", "text/plain", trf());
        String id = (String) object(t.body()).get("id");
        api.send("POST", "/api/tournaments/" + id + "/rounds/2", "text/plain", trf());
        String game = id + "-r2-b1";
        api.post(game, """
                {"act":"move","by":"white","move":"e4","at":20}
                {"act":"move","by":"black","move":"e5","at":40}
                {"act":"move","by":"white","from":"f1","to":"b6","at":50}
                {"act":"move","by":"white","from":"f1","to":"h6","at":70}
                {"act":"appeal","by":"white","ruling":3,"grounds":"adjusted","at":200}
                {"act":"decide-appeal","by":"arbiter","appeal":5,"decision":"overturned","reasons":"video"}""");
        ServiceClient.eventually(() -> array(api.get("/api/rulings?game=" + game)).stream()
                .anyMatch(r -> "11.10".equals(r.get("law"))));

        page("/ledger.html?tournament=" + encode("Club Championship 1897") + "&appeal=overturned");
        waitFor(d -> d.findElement(By.id("shown")).getText().startsWith("2 of"));
        List<WebElement> shown = browser.findElements(By.cssSelector("#rows tr:not([hidden])"));
        assertThat(shown).extracting(r -> r.getDomAttribute("data-law")).containsExactly("7.5.1", "7.5.5");
        assertThat(shown).extracting(r -> r.findElement(By.cssSelector("td.appeal")).getText())
                .containsOnly("overturned");
        assertThat(browser.findElement(By.cssSelector("#chart .bar[data-name='Club Championship 1897'] .bar-count"))
                .getText()).isEqualTo("2");
        assertThat(browser.findElement(By.id("csv")).getDomAttribute("href")).startsWith("blob:");
    }

    @Test
    void theLedgersCsvNeutralisesCellsASpreadsheetWouldReadAsFormulas() {
        page("/ledger.html");
        Object cells = browser.executeAsyncScript("import('/js/csv.js').then(m => arguments[arguments.length - 1]("
                + "['=HYPERLINK(\\\"x\\\")', '+1', '-2+3', '@SUM(A1)', '\\tx', '\\rx', 'II.6(e)', 'say \\\"hi\\\"']"
                + ".map(m.csvCell)))");

        assertThat((List<Object>) cells).containsExactly("\"'=HYPERLINK(\"\"x\"\")\"", "\"'+1\"", "\"'-2+3\"",
                "\"'@SUM(A1)\"", "\"'\tx\"", "\"'\rx\"", "\"II.6(e)\"", "\"say \"\"hi\"\"\"");
    }

    private static ChromiumNetworkConditions offline(boolean offline) {
        ChromiumNetworkConditions c = new ChromiumNetworkConditions();
        c.setOffline(offline);
        return c;
    }

    /** Two taps; the board is drawn again when an answer arrives, so a square gone stale is found again. */
    private void move(String from, String to) {
        tap(from);
        tap(to);
    }

    private void tap(String square) {
        waitFor(d -> {
            d.findElement(By.cssSelector("#board button[data-square='" + square + "']")).click();
            return true;
        });
    }

    private static String trf() {
        try (InputStream in = OfficialsPagesInBrowserTest.class.getResourceAsStream("/trf/four-players.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void page(String path) {
        browser.get("http://127.0.0.1:" + port + path);
    }

    /** Waits for {@code condition}; a wait that runs out says what the page showed. */
    void waitFor(Function<WebDriver, Boolean> condition) {
        try {
            new WebDriverWait(browser, PATIENCE, Duration.ofMillis(25))
                    .ignoring(org.openqa.selenium.NoSuchElementException.class)
                    .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                    .until(condition::apply);
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("the page showed: " + browser.findElement(By.tagName("main")).getText(), e);
        }
    }
}
