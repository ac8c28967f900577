package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.actions;
import static org.arbiter.service.web.pages.ServiceClient.array;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.eventually;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The officials' ledger (ledger.html) in a real headless Chromium against the whole service
 * (InBrowser): rulings of games posted over HTTP, filtered, charted, exported and linked to their review.
 */
class LedgerPageInBrowserTest extends InBrowser {
    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
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
        screenshot("ledger-law");

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
    void theLedgerNamesWhoClaimedAndAgainstWhomApartAndFiltersOnEither() {
        String g = api.open("Marshall", "Janowski", "Against cup", "1");
        api.post(g, actions("law-5c-touched-man-not-moved.jsonl"));
        eventually(() -> array(api.get("/api/rulings?game=" + g)).size() == 2);
        eventually(() -> board(g) != null);
        List<Map<String, Object>> rulings = array(api.get("/api/rulings?game=" + g));

        page("/ledger.html?event=" + encode("Against cup"));
        waitFor(PATIENCE, d -> rows().size() == 2);
        assertThat(browser.findElements(By.cssSelector("#ledger thead th"))).extracting(WebElement::getText)
                .contains("Act of", "Against").doesNotContain("Player", "Claimed by");
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
        assertThat(text(By.cssSelector("label[for='player']"))).contains("Act of or against");
        player.sendKeys("janowski");
        browser.findElement(By.cssSelector("#filters button[type='submit']")).click();
        waitFor(PATIENCE, d -> d.getCurrentUrl().contains("player=janowski") && rows().size() == 2);
    }

    @Test
    void theLedgerFiltersATournamentsOverturnedRulingsAndCountsThem() {
        String game = pairedGame();
        api.post(game, TWO_ILLEGAL_MOVES + """

                {"act":"appeal","by":"white","ruling":3,"grounds":"adjusted","at":200}
                {"act":"decide-appeal","by":"arbiter","appeal":5,"decision":"overturned","reasons":"video"}""");
        eventually(() -> array(api.get("/api/rulings?game=" + game)).stream().anyMatch(r -> "11.10".equals(r.get("law"))));

        page("/ledger.html?game=" + encode(game) + "&tournament=" + encode("Club Championship 1897") + "&appeal=overturned");
        waitFor(d -> d.findElement(By.id("shown")).getText().startsWith("2 of"));
        List<WebElement> shown = shownRows();
        assertThat(shown).extracting(r -> r.getDomAttribute("data-law")).containsExactly("7.5.1", "7.5.5");
        assertThat(shown).extracting(r -> r.findElement(By.cssSelector("td.appeal")).getText()).containsOnly("overturned");
        assertThat(browser.findElement(By.cssSelector("#chart .bar[data-name='Club Championship 1897'] .bar-count"))
                .getText()).isEqualTo("2");
        assertThat(browser.findElement(By.id("csv")).getDomAttribute("href")).startsWith("blob:");
    }

    /** An appeal lodged and not yet decided gives no ruling of its own; the ledger still shows it lodged. */
    @Test
    void anAppealLodgedAndNotYetDecidedIsShownAsLodged() {
        String game = pairedGame();
        api.post(game, TWO_ILLEGAL_MOVES + """

                {"act":"appeal","by":"white","ruling":3,"grounds":"the Bishop was adjusted","at":200}""");
        eventually(() -> array(api.get("/api/rulings?game=" + game)).size() >= 2);

        long atThree = array(api.get("/api/rulings?game=" + game)).stream().filter(r -> r.get("seq").equals(3L)).count();

        page("/ledger.html?game=" + encode(game) + "&appeal=lodged");
        waitFor(d -> d.findElement(By.id("shown")).getText().startsWith(atThree + " of"));
        assertThat(shownRows()).hasSize((int) atThree).allSatisfy(r -> {
            assertThat(r.getDomAttribute("data-seq")).isEqualTo("3");
            assertThat(r.findElement(By.cssSelector("td.appeal")).getText()).isEqualTo("lodged");
        });
    }

    @Test
    void anUpheldAppealIsFoundWithTheOtherFiltersSet() {
        String game = pairedGame();
        api.post(game, TWO_ILLEGAL_MOVES + """

                {"act":"appeal","by":"white","ruling":4,"grounds":"the Bishop never left f1","at":200}
                {"act":"decide-appeal","by":"arbiter","appeal":5,"decision":"upheld","reasons":"two witnesses"}""");
        eventually(() -> array(api.get("/api/rulings?game=" + game)).size() >= 2);

        page("/ledger.html?game=" + encode(game) + "&law=7.5&tournament=" + encode("Club Championship 1897")
                + "&round=2&code=fide-2023&appeal=upheld");
        waitFor(d -> d.findElement(By.id("shown")).getText().matches("[1-9]\\d* of .*"));
        assertThat(shownRows()).extracting(r -> r.getDomAttribute("data-seq")).containsOnly("4");
        assertThat(shownRows()).extracting(r -> r.findElement(By.cssSelector("td.appeal")).getText()).containsOnly("upheld");
    }

    /**
     * The service's Content-Security-Policy refuses inline styles (docs/security.md); the bars are
     * drawn without one, so they are bars and not bare numbers, as long as the counts they stand for.
     */
    @Test
    void theBarsPerLawAndPerTournamentAreDrawnUnderTheServicesOwnPolicy() {
        String e = api.open("Pillsbury", "Lasker", "Bars cup", "1");
        String f = api.open("Tchigorin", "Steinitz", "Bars cup", "1");
        api.post(e, actions("law-6e-uncorrected-illegal-move.jsonl"));
        api.post(f, actions("law-5c-touched-man-not-moved.jsonl"));
        eventually(() -> array(api.get("/api/rulings?game=" + e)).size() == 1 && array(api.get("/api/rulings?game=" + f)).size() == 2);

        page("/ledger.html?event=" + encode("Bars cup"));
        waitFor(d -> d.findElement(By.id("shown")).getText().startsWith("3 of"));
        assertThat(browser.getPageSource()).doesNotContain("style=");
        WebElement two = browser.findElement(By.cssSelector("#chart .bar[data-name='II.5(c)'] .bar-fill"));
        WebElement one = browser.findElement(By.cssSelector("#chart .bar[data-name='II.6(e)'] .bar-fill"));
        WebElement all = browser.findElement(By.cssSelector("#chart .bar[data-name='Bars cup'] .bar-fill"));
        assertThat(two.getRect().width).as("a bar is drawn").isGreaterThan(40);
        assertThat(two.getDomProperty("value")).isEqualTo("2");
        assertThat(one.getDomProperty("value")).isEqualTo("1");
        assertThat(two.getDomProperty("max")).isEqualTo("2");
        assertThat(all.getDomProperty("value")).isEqualTo("3");
        screenshot("ledger");
    }

    @Test
    void theCsvWritesTimesInIso8601AndTheGameId() throws IOException {
        String g = api.open("Marshall", "Capablanca", "Csv cup", "1");
        api.post(g, actions("law-5c-touched-man-not-moved.jsonl"));
        eventually(() -> array(api.get("/api/rulings?game=" + g)).size() == 2);

        page("/ledger.html?event=" + encode("Csv cup"));
        waitFor(d -> d.findElement(By.id("shown")).getText().startsWith("2 of")
                && String.valueOf(d.findElement(By.id("csv")).getDomAttribute("href")).startsWith("blob:"));
        Path downloads = Files.createTempDirectory(Files.createDirectories(Path.of("target/downloads")), "csv-");
        browser.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow",
                "downloadPath", downloads.toAbsolutePath().toString()));
        browser.findElement(By.id("csv")).click();
        Path file = downloads.resolve("rulings.csv");
        // the browser makes the file before it has written it: the last line's end says it is whole
        eventually(() -> endsItsLastLine(file));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        // every cell is quoted (js/csv.js), so that none is read as a formula
        assertThat(lines.get(0)).startsWith("\"Game id\",\"When\",");
        assertThat(lines.subList(1, lines.size())).hasSize(2).allSatisfy(line -> assertThat(line)
                .startsWith("\"" + g + "\",").containsPattern(",\"\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z\","));
    }

    private static boolean endsItsLastLine(Path file) {
        try {
            return Files.exists(file) && Files.readString(file, StandardCharsets.UTF_8).endsWith("\n");
        } catch (IOException stillBeingWritten) {
            return false;
        }
    }

    @Test
    void aPlayerIsFoundByPartOfHisNameAsTheFileWritesIt() {
        String g = api.open("Carlsen,Magnus", "Caruana,Fabiano", "Names cup", "1");
        api.post(g, actions("law-5c-touched-man-not-moved.jsonl"));
        eventually(() -> array(api.get("/api/rulings?game=" + g)).size() == 2);

        assertThat(array(api.get("/api/rulings?game=" + g + "&player=caruana"))).hasSize(2);
        assertThat(array(api.get("/api/rulings?game=" + g + "&player=CARUANA,F&as=claimant"))).hasSize(2);
        assertThat(array(api.get("/api/rulings?game=" + g + "&player=caruso"))).isEmpty();

        page("/ledger.html?event=" + encode("Names cup") + "&player=caruana");
        waitFor(d -> rows().size() == 2);
        assertThat(rows()).allSatisfy(r -> assertThat(r.getText()).contains("Caruana,Fabiano"));
    }

    /**
     * White's Bishop twice jumps its own Pawn (FIDE 7.5.5; the games have no clocks, so the move
     * completes itself): the first illegal move, act 3, adds two minutes; the second, act 4, loses.
     */
    static final String TWO_ILLEGAL_MOVES = """
            {"act":"move","by":"white","move":"e4","at":20}
            {"act":"move","by":"black","move":"e5","at":40}
            {"act":"move","by":"white","from":"f1","to":"b6","at":50}
            {"act":"move","by":"white","from":"f1","to":"h6","at":70}""";

    @Test
    @SuppressWarnings("unchecked")
    void theLedgersCsvNeutralisesCellsASpreadsheetWouldReadAsFormulas() {
        page("/ledger.html");
        Object cells = browser.executeAsyncScript("import('/js/csv.js').then(m => arguments[arguments.length - 1]("
                + "['=HYPERLINK(\\\"x\\\")', '+1', '-2+3', '@SUM(A1)', '\\tx', '\\rx', 'II.6(e)', 'say \\\"hi\\\"']"
                + ".map(m.csvCell)))");

        assertThat((List<Object>) cells).containsExactly("\"'=HYPERLINK(\"\"x\"\")\"", "\"'+1\"", "\"'-2+3\"",
                "\"'@SUM(A1)\"", "\"'\tx\"", "\"'\rx\"", "\"II.6(e)\"", "\"say \"\"hi\"\"\"");
    }

    /** Board 1 of round 2 of a tournament imported from TRF16 and paired. */
    private String pairedGame() {
        HttpResponse<String> t = api.send("POST", "/api/tournaments?code=fide-2023", "text/plain", trf());
        assertThat(t.statusCode()).as(t.body()).isEqualTo(201);
        String id = (String) object(t.body()).get("id");
        HttpResponse<String> paired = api.send("POST", "/api/tournaments/" + id + "/rounds/2", "text/plain", trf());
        assertThat(paired.statusCode()).as(paired.body()).isEqualTo(201);
        return id + "-r2-b1";
    }

    private List<WebElement> shownRows() {
        return browser.findElements(By.cssSelector("#rows tr:not([hidden])"));
    }

    static String trf() {
        try (InputStream in = LedgerPageInBrowserTest.class.getResourceAsStream("/trf/four-players.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
