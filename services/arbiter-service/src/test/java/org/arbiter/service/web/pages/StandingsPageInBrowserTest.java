package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The standings page (standings.html) in a real headless Chromium against the whole service
 * (InBrowser), as a tournament's arbiter uses it: the table with a column for each tie-break in the
 * order he types under it, the values the service gives, and a tie-break the law engine does not know
 * refused in the service's words. The tournament is {@code trf/five-players-byes.trf}, both rounds played.
 */
class StandingsPageInBrowserTest extends InBrowser {
    @Override
    Role pagesRole() {
        return Role.ARBITER;
    }

    private static String trf() {
        try (InputStream in = StandingsPageInBrowserTest.class.getResourceAsStream("/trf/five-players-byes.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String played() {
        HttpResponse<String> made = api.send("POST", "/api/tournaments", "text/plain", trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        for (int round = 1; round <= 2; round++) {
            // round 2 paired before round 1 is played, confirmed over its games in play
            assertThat(api.send("POST", "/api/tournaments/" + t + "/rounds/" + round + (round > 1 ? "?confirm=true" : ""),
                    "text/plain", trf()).statusCode())
                    .isEqualTo(201);
        }
        api.post(t + "-r1-b1", "{\"act\":\"resign\",\"by\":\"black\"}");
        api.post(t + "-r1-b2", """
                {"act":"move","by":"white","move":"e4"}
                {"act":"move","by":"black","move":"e5"}
                {"act":"offer-draw","by":"white"}
                {"act":"accept-draw","by":"black"}""");
        api.post(t + "-r2-b1", "{\"act\":\"resign\",\"by\":\"white\"}");
        api.post(t + "-r2-b2", "{\"act\":\"resign\",\"by\":\"black\"}");
        ServiceClient.eventually(() -> {
            Map<String, Object> standings = object(api.get("/api/tournaments/" + t + "/standings"));
            return ((Number) standings.get("inPlay")).intValue() == 0 && ((Number) standings.get("rounds")).intValue() == 2;
        });
        return t;
    }

    private List<String> texts(String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(WebElement::getText).map(String::strip).toList();
    }

    @Test
    @SuppressWarnings("unchecked")
    void fide_C07_theTableHasAColumnForEachTieBreakInTheOrderTheArbiterSetsOnThePage() {
        String t = played();
        page("/standings.html?tournament=" + t);
        waitFor(d -> texts("#rows tr").size() == 5 && text(By.id("caption")).contains("after 2 rounds"));
        assertThat(texts("#head th")).containsExactly("Rank", "Name", "FIDE id", "Rating", "Pts", "BH-C1", "BH");

        browser.findElement(By.id("tiebreaks")).sendKeys("WIN, WON, ARO");
        browser.findElement(By.cssSelector("#order button")).click();
        waitFor(d -> texts("#head th").contains("ARO"));

        assertThat(texts("#head th")).containsExactly("Rank", "Name", "FIDE id", "Rating", "Pts", "WIN", "WON", "ARO");
        Map<String, Object> served = object(api.get("/api/tournaments/" + t + "/standings"));
        List<Map<String, Object>> rows = (List<Map<String, Object>>) served.get("standings");
        assertThat(texts("#rows td.name")).containsExactlyElementsOf(rows.stream().map(r -> (String) r.get("name")).toList());
        // Echo's pairing-allocated bye is a win (C.07 7.1) and parts him from Bravo on the same points.
        assertThat(texts("#rows td.name")).containsExactly("Alpha,Anna", "Delta,Dora", "Echo,Emil", "Bravo,Bea",
                "Charlie,Carl");
        assertThat(texts("tr[data-start='5'] td.tiebreak")).containsExactly("1", "0", "2400");
        assertThat(texts("tr[data-start='1'] td.points")).containsExactly("2.0");
        screenshot("standings");

        browser.findElement(By.id("tiebreaks")).clear();
        browser.findElement(By.id("tiebreaks")).sendKeys("BH, XYZ");
        browser.findElement(By.cssSelector("#order button")).click();
        waitFor(d -> text(By.id("message")).contains("'XYZ' is not a tie-break"));
        assertThat(text(By.id("message"))).startsWith("Not set: tiebreaks[1]");
        assertThat(texts("#head th")).as("the order stays").contains("WIN", "WON", "ARO");
    }

    /**
     * Issue 44: the officials' page sets a tournament's time control as an arbiter writes it, for
     * the rounds paired from then on; one that cannot be read is refused with the service's words.
     */
    @Test
    void theTournamentsTimeControlIsSetOnTheOfficialsPageForTheRoundsPairedAfter() {
        HttpResponse<String> made = api.send("POST", "/api/tournaments", "text/plain", trf());
        String t = (String) object(made.body()).get("id");
        page("/standings.html?tournament=" + t);
        waitFor(d -> d.findElement(By.id("time-control-form")).isDisplayed());
        assertThat(browser.findElement(By.id("time-control")).getDomProperty("value")).isEmpty();

        browser.findElement(By.id("time-control")).sendKeys("90 minutes plus 30 sec plus 30 min after 40 moves");
        browser.findElement(By.cssSelector("#time-control-form button")).click();
        waitFor(d -> text(By.id("message")).contains("40/5400+30:1800+30"));
        assertThat(object(api.get("/api/tournaments/" + t))).containsEntry("timeControl", "40/5400+30:1800+30");
        assertThat(api.send("POST", "/api/tournaments/" + t + "/rounds/1", "text/plain", trf()).statusCode())
                .isEqualTo(201);
        ServiceClient.eventually(() -> api.send("GET", "/api/games/" + t + "-r1-b1.pgn", null, null).body()
                .contains("[TimeControl \"40/5400+30:1800+30\"]"));

        browser.findElement(By.id("time-control")).clear();
        browser.findElement(By.id("time-control")).sendKeys("Standard");
        browser.findElement(By.cssSelector("#time-control-form button")).click();
        waitFor(d -> text(By.id("message")).startsWith("Not set: timeControl 'Standard'"));
        assertThat(object(api.get("/api/tournaments/" + t))).as("kept").containsEntry("timeControl", "40/5400+30:1800+30");
    }
}
