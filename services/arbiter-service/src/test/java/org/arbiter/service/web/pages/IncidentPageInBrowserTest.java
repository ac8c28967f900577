package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The printable incident report (incident.html) in a real headless Chromium against the whole
 * service (InBrowser): the ruling, the appeal and its decision, and the acts in the law engine's words.
 */
class IncidentPageInBrowserTest extends InBrowser {
    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
    }

    /** FIDE 7.5.5: White's second illegal move loses; he appeals, and the appeal is upheld. */
    @Test
    @SuppressWarnings("unchecked")
    void fide_7_5_5_theReportShowsTheRulingTheAppealAndTheActsInWords() {
        String g = api.open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Tarrasch\",\"black\":\"Lasker\","
                + "\"event\":\"Incident cup\",\"round\":\"2\"}}");
        api.post(g, """
                {"act":"move","by":"white","move":"e4","at":20}
                {"act":"move","by":"black","move":"e5","at":40}
                {"act":"move","by":"white","from":"f1","to":"b6","at":50}
                {"act":"move","by":"white","from":"f1","to":"h6","at":70}
                {"act":"appeal","by":"white","ruling":4,"grounds":"the Bishop never left f1","at":320}
                {"act":"decide-appeal","by":"arbiter","appeal":5,"decision":"upheld","reasons":"two witnesses saw it"}""");
        Map<String, Object> report = object(api.get("/api/games/" + encode(g) + "/rulings/4/report"));
        List<Map<String, Object>> rulings = (List<Map<String, Object>>) report.get("rulings");
        List<Map<String, Object>> acts = (List<Map<String, Object>>) report.get("acts");

        page("/incident.html?game=" + encode(g) + "&seq=4");
        waitFor(d -> !d.findElements(By.cssSelector("#report .ruling")).isEmpty());
        String shown = text(By.id("report"));
        assertThat(shown).doesNotContain("[object", "PT5M20S", "{square", "from=");
        for (Map<String, Object> r : rulings) {
            WebElement ruling = browser.findElement(By.cssSelector("#report > section .ruling[data-law='" + r.get("law") + "']"));
            assertThat(ruling.getText()).contains((String) r.get("text"));
        }
        assertThat(rulings).extracting(r -> r.get("law")).contains("7.5.5");
        assertThat(rulings).extracting(r -> r.get("summary")).containsOnly(true);
        assertThat(browser.findElements(By.cssSelector("#report > section blockquote"))).as("FIDE's words are not quoted")
                .isEmpty();
        assertThat(browser.findElements(By.cssSelector("#report > section .law-summary"))).extracting(WebElement::getText)
                .allMatch(t -> t.startsWith("In summary, not the law\u2019s words:"));
        assertThat(browser.findElements(By.cssSelector("#report ol li"))).extracting(WebElement::getText)
                .containsExactlyElementsOf(acts.stream().map(a -> (String) a.get("words")).toList());
        assertThat(acts).extracting(a -> a.get("words")).contains("White moves Bf1-b6 (at 50s)");

        WebElement appeal = browser.findElement(By.cssSelector("#report section.appeal"));
        assertThat(appeal.findElement(By.tagName("h3")).getText()).contains("act 5").contains("0:05:20");
        assertThat(appeal.getText()).contains("Grounds: the Bishop never left f1").contains("Decision at act 6: upheld");
        screenshot("incident");
    }
}
