package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.actions;
import static org.arbiter.service.web.pages.ServiceClient.array;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.arbiter.service.security.Role;

/**
 * What every page shares, in a real headless Chromium against the whole service (InBrowser): a
 * favicon, and stored strings shown as text. Each page has its own class besides
 * (LivePageInBrowserTest, ReviewPageInBrowserTest, LedgerPageInBrowserTest...). Screenshots go to
 * target/screenshots/; with {@code -Darbiter.docs.screenshots=DIR} the docs' are written there too.
 */
class PagesInBrowserTest extends InBrowser {
    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
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
}
