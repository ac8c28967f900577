package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.arbiter.pairing.Dutch;
import org.arbiter.pairing.Pair;
import org.arbiter.service.security.Role;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Issue 46: on the officials' page (standings.html) in a real headless Chromium against the whole
 * service, the tournament's arbiter pairs the next round from the tournament's record, sees the boards
 * the Dutch system gives with the checker's verdict, finds it waiting when the page is opened again,
 * and publishes it: the round's games are opened,
 * and the pairing and its publication are events on the tournament's record. The next round, asked for
 * while the first is in play, is refused in the service's words.
 */
class PairingPageInBrowserTest extends InBrowser {
    @Autowired
    EventStore events;

    @Override
    Role pagesRole() {
        return Role.ARBITER;
    }

    /** The four-player tournament of the integration suites, with three rounds declared. */
    private static String trf() {
        try (InputStream in = PairingPageInBrowserTest.class.getResourceAsStream("/trf/four-players.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("062 4\n", "062 4\nXXR 3\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The same players before any round, as {@code ./arbiter pair --dutch} reads them (White to player 1, as the page's). */
    private static List<Pair> roundOne() {
        String players = trf().lines().map(l -> l.startsWith("001") ? l.substring(0, Math.min(l.length(), 89)) : l)
                .collect(Collectors.joining("\n", "", "\nXXC white1\n"));
        return Dutch.pair(players);
    }

    private List<String> texts(String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(WebElement::getText).map(String::strip).toList();
    }

    @Test
    void theArbiterPairsTheNextRoundFromTheRecordSeesTheCheckersVerdictAndPublishesIt() {
        HttpResponse<String> made = api.send("POST", "/api/tournaments", "text/plain", trf());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        String t = (String) object(made.body()).get("id");
        Map<Integer, String> names = Map.of(1, "Lasker,Emanuel", 2, "Tarrasch,Siegbert", 3, "Steinitz,Wilhelm",
                4, "Zukertort,Johannes");
        page("/standings.html?tournament=" + t);
        waitFor(d -> text(By.id("pair")).equals("Pair round 1"));

        browser.findElement(By.id("pair")).click();
        waitFor(d -> texts("#pairs-rows tr").size() == 2);

        List<String> expected = new ArrayList<>();
        for (Pair p : roundOne()) {
            expected.add(names.get(p.white()) + " (" + p.white() + ") " + names.get(p.black()) + " (" + p.black() + ")");
        }
        List<String> shown = browser.findElements(By.cssSelector("#pairs-rows tr")).stream()
                .map(r -> r.findElement(By.cssSelector(".white")).getText() + " " + r.findElement(By.cssSelector(".black"))
                        .getText()).toList();
        assertThat(shown).containsExactlyElementsOf(expected);
        assertThat(text(By.id("verdict"))).contains("finds every board as the Dutch system");
        assertThat(browser.findElement(By.id("verdict")).getDomAttribute("class")).isEqualTo("agrees");
        assertThat(texts("#findings li")).isEmpty();
        screenshot("pairing");

        // The page opened again shows the pairing waiting to be published.
        page("/standings.html?tournament=" + t);
        waitFor(d -> texts("#pairs-rows tr").size() == 2);
        assertThat(text(By.id("pairing-message"))).isEqualTo("Round 1 is paired; not yet published.");

        browser.findElement(By.id("publish")).click();
        waitFor(d -> text(By.id("pairing-message")).startsWith("Round 1 is published"));

        assertThat(text(By.id("pairing-message"))).isEqualTo("Round 1 is published: 2 games opened.");
        assertThat(text(By.id("pair"))).isEqualTo("Pair round 2");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> boards = (List<Map<String, Object>>) object(api.get("/api/tournaments/" + t
                + "/rounds/1")).get("boards");
        assertThat(boards).extracting(b -> names.get(((Number) b.get("white")).intValue()) + " ("
                + b.get("white") + ") " + names.get(((Number) b.get("black")).intValue()) + " (" + b.get("black") + ")")
                .containsExactlyElementsOf(expected);
        assertThat(events.readEvents("tournament/" + t, 0).asStream()
                .map(e -> e.getPayloadType().getSimpleName()).toList()).containsExactly("RoundPaired", "RoundPublished");

        browser.findElement(By.id("pair")).click();
        waitFor(d -> text(By.id("pairing-message")).startsWith("Not paired"));
        assertThat(text(By.id("pairing-message"))).contains("still in play").contains(t + "-r1-b1");
        assertThat(isShown(By.id("proposal"))).isFalse();
    }
}
