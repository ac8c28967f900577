package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.actions;
import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.eventually;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The review page (review.html) in a real headless Chromium against the whole service (InBrowser):
 * a game posted over HTTP, reviewed act by act, re-ruled under another code, uploaded, listed.
 */
class ReviewPageInBrowserTest extends InBrowser {
    static final Duration LIVE = LivePageInBrowserTest.LIVE;

    @Override
    Role pagesRole() {
        return Role.OFFICIAL;
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

    /** Plays the shared case of II.6(e) into a new game of round {@code round} and opens its review at the start. */
    String reviewTheUncorrectedIllegalMove(String white, String black, String round) {
        String g = api.open(white, black, "Hastings 1895", round);
        api.post(g, actions("law-6e-uncorrected-illegal-move.jsonl"));
        page("/review.html?game=" + g + "&step=0");
        waitFor(PATIENCE, d -> isShown(By.id("review")));
        return g;
    }

    /** II.5(c): a man touched and not moved gives the opponent Penalties A and B, which the review notes at its act. */
    @Test
    @SuppressWarnings("unchecked")
    void II_5c_theReviewShowsTheNoticeOfThePenaltiesOpenAtItsAct() {
        String g = api.open("Bird", "Tinsley", "Notices", "1");
        api.post(g, actions("law-5c-touched-man-not-moved.jsonl"));
        List<Map<String, Object>> frames = (List<Map<String, Object>>) object(api.get("/api/games/" + g + "/review"))
                .get("frames");
        int noted = frames.stream().filter(f -> !((List<?>) f.get("notices")).isEmpty())
                .mapToInt(f -> ((Number) f.get("seq")).intValue()).findFirst().orElse(0);
        assertThat(noted).as("the engine notes the penalties open").isPositive();
        Map<String, Object> notice = ((List<Map<String, Object>>) frames.get(noted - 1).get("notices")).get(0);
        assertThat(notice.get("law")).isEqualTo("II.5(c)");

        page("/review.html?game=" + g + "&step=" + noted);
        waitFor(d -> isShown(By.id("review")) && text(By.id("act")).startsWith("#" + noted));
        WebElement shown = browser.findElement(By.cssSelector("#step-notices .notice[data-law='II.5(c)']"));
        assertThat(shown.findElement(By.cssSelector(".text")).getText()).isEqualTo(notice.get("text"));
        assertThat(notice.get("summary")).as("the 1897 Code's own words").isEqualTo(false);
        assertThat(shown.findElement(By.cssSelector("blockquote")).getText()).isEqualTo(notice.get("words"));
        assertThat(shown.findElements(By.cssSelector(".law-summary"))).isEmpty();
        assertThat(text(By.cssSelector("#log li[data-step='" + noted + "']"))).contains("II.5(c)");

        page("/review.html?game=" + g + "&step=" + (noted - 1));
        waitFor(d -> text(By.id("act")).startsWith("#" + (noted - 1)));
        assertThat(browser.findElements(By.cssSelector("#step-notices .notice"))).isEmpty();
    }

    /**
     * FIDE 7.5.5: the project holds FIDE's Laws only in its own summaries, so the review marks the
     * words it shows for the ruling as a summary and does not quote them as the law's.
     */
    @Test
    @SuppressWarnings("unchecked")
    void fide_7_5_5_theReviewMarksFideWordsAsASummaryNotAQuotation() {
        String g = api.open("{\"header\":{\"code\":\"fide-2023\",\"white\":\"Anand\",\"black\":\"Carlsen\"}}");
        api.post(g, """
                {"act":"move","by":"white","move":"e4","at":20}
                {"act":"move","by":"black","move":"e5","at":40}
                {"act":"move","by":"white","from":"f1","to":"b6","at":50}
                {"act":"move","by":"white","from":"f1","to":"h6","at":70}""");
        List<Map<String, Object>> rulings = (List<Map<String, Object>>) object(api.get("/api/games/" + g + "/review"))
                .get("rulings");
        Map<String, Object> lost = rulings.stream().filter(r -> "7.5.5".equals(r.get("law"))).findFirst().orElseThrow();
        assertThat(lost.get("summary")).isEqualTo(true);

        page("/review.html?game=" + g + "&step=" + lost.get("seq"));
        waitFor(d -> isShown(By.id("review")) && text(By.id("act")).startsWith("#" + lost.get("seq")));
        WebElement shown = browser.findElement(By.cssSelector("#step-rulings .ruling[data-law='7.5.5']"));
        assertThat(shown.findElements(By.cssSelector("blockquote"))).isEmpty();
        assertThat(shown.findElement(By.cssSelector(".law-summary")).getText())
                .startsWith("In summary, not the law\u2019s words:").contains((String) lost.get("words"));
    }
}
