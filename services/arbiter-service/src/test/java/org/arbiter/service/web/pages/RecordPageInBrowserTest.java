package org.arbiter.service.web.pages;

import static org.arbiter.service.web.pages.ServiceClient.encode;
import static org.arbiter.service.web.pages.ServiceClient.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chromium.ChromiumNetworkConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The recording page (record.html) at the board, in a real headless Chromium against the whole
 * service (InBrowser), logged in as an arbiter: shared cases tapped through it replay as the
 * cases do, and acts tapped without a login are kept until they are recorded.
 */
class RecordPageInBrowserTest extends InBrowser {
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

    /**
     * II.5(c) tapped through the page: the touch, the other move, then Penalty A and Penalty B with
     * the Knight pointed to, each exacted by the offended player, and the move it compels by the
     * offender; the game replays as the shared case, every act with its time.
     */
    @Test
    @SuppressWarnings("unchecked")
    void II_5c_penaltiesAAndBTappedOnThePageAreExactedByTheOffendedPlayerAndReplayAsTheSharedCase() throws IOException {
        Path file = ServiceClient.CASES.resolve("law-5c-touched-man-not-moved.jsonl");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String header = text.lines().filter(l -> l.startsWith("{\"header\"")).findFirst().orElseThrow()
                .replace("\"white\":\"White\"", "\"white\":\"Zukertort\"").replace("\"black\":\"Black\"", "\"black\":\"Steinitz\"");
        String game = (String) object(api.send("POST", "/api/games", "application/json", header).body()).get("id");
        page("/record.html?game=" + encode(game));
        waitFor(d -> d.findElements(By.cssSelector("#board button[data-square]")).size() == 64);
        waitFor(d -> d.findElements(By.cssSelector("#board .coord")).stream().map(e -> e.getText()).toList()
                .containsAll(List.of("a", "h", "1", "8")));

        move("e2", "e4");
        move("e7", "e5");
        move("g1", "f3");
        move("b8", "c6");
        move("f1", "b5");
        move("a7", "a6");
        browser.findElement(By.cssSelector("input[name=mode][value=touch]")).click();
        tap("f3");
        browser.findElement(By.cssSelector("input[name=mode][value=move]")).click();
        move("b5", "a4");
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting"))
                && !d.findElements(By.cssSelector("#notices li[data-law='II.5(c)']")).isEmpty());
        browser.findElement(By.cssSelector("button[data-penalty=A]")).click();
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting"))
                && "white".equals(d.findElement(By.id("to-act")).getDomAttribute("data-side")));
        browser.findElement(By.id("penalty-b")).click();
        tap("f3");
        browser.findElement(By.id("penalty-b")).click();
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting")));
        move("f3", "e5");
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting"))
                && d.findElement(By.id("status")).getText().contains("act 11"));

        ReplayResult expected = Replay.run(ContestedSequence.parse(text));
        Map<String, Object> recorded = object(api.get("/api/games/" + game + "/replay"));
        assertThat(recorded.get("position")).isEqualTo(expected.position());
        assertThat(((List<Map<String, Object>>) recorded.get("rulings"))).extracting(r -> r.get("seq") + " " + r.get("law"))
                .containsExactlyElementsOf(expected.rulings().stream().map(r -> r.seq() + " " + r.law()).toList());
        List<Map<String, Object>> frames = (List<Map<String, Object>>) object(api.get("/api/games/" + game + "/review"))
                .get("frames");
        List<Map<String, Object>> acts = frames.stream().map(f -> (Map<String, Object>) f.get("action")).toList();
        assertThat(acts.get(8)).containsEntry("act", "exact").containsEntry("by", "black").containsEntry("penalty", "A");
        assertThat(acts.get(9)).containsEntry("act", "exact").containsEntry("by", "black").containsEntry("penalty", "B")
                .containsEntry("squares", List.of("f3"));
        assertThat(acts.get(10)).containsEntry("by", "white");
        assertThat(acts).allSatisfy(a -> assertThat(a.get("at")).as("every act carries its time").isNotNull());

        ServiceClient.eventually(() -> board(game) != null && ((Number) board(game).get("actions")).intValue() == 11);
        assertThat(((Map<String, Object>) board(game).get("clocks")).get("elapsed")).as("the clocks run").isNotNull();
        waitFor(d -> d.findElement(By.id("white-clock")).getText().matches("\\d+:\\d\\d:\\d\\d used"));
        assertThat(text(By.id("white-name"))).isEqualTo("Zukertort");
        assertThat(text(By.id("black-name"))).isEqualTo("Steinitz");
        screenshot("record");
    }

    @Test
    void withoutALoginThePageSaysSoAndKeepsTheTappedActsUntilTheyAreRecorded() {
        String game = api.open("Gunsberg", "Chigorin", "Havana 1890", "1");
        ChromeDriver stranger = Chromium.start(Path.of("target/chromium-profiles"));
        try {
            stranger.get("http://127.0.0.1:" + port + "/record.html?game=" + encode(game));
            new WebDriverWait(stranger, PATIENCE).until(d -> d.findElement(By.id("login-needed")).isDisplayed());
            new WebDriverWait(stranger, PATIENCE).until(d -> d.findElements(By.cssSelector("#board button[data-square]"))
                    .size() == 64);
            stranger.findElement(By.cssSelector("#board button[data-square='d2']")).click();
            stranger.findElement(By.cssSelector("#board button[data-square='d4']")).click();
            assertThat(stranger.findElement(By.id("queue")).getDomAttribute("data-waiting")).isEqualTo("1");
            sleep(3500);
            assertThat(stranger.findElement(By.id("queue")).getDomAttribute("data-waiting")).as("kept").isEqualTo("1");
            assertThat(stranger.findElement(By.id("status")).getText()).startsWith("Not logged in");
            assertThat(object(api.get("/api/games/" + game + "/replay")).get("actions")).isEqualTo(0L);

            stranger.findElement(By.id("login-link")).click();
            new WebDriverWait(stranger, PATIENCE).until(d -> d.findElement(By.id("username")).isDisplayed());
            stranger.findElement(By.id("username")).sendKeys(TestUsers.ensure(users, Role.ARBITER));
            stranger.findElement(By.id("password")).sendKeys(TestUsers.PASSWORD);
            stranger.findElement(By.cssSelector("#password-form button")).click();
            new WebDriverWait(stranger, PATIENCE).until(d -> String.valueOf(d.getCurrentUrl()).contains("/record.html?game="));
            assertThat(stranger.getCurrentUrl()).as("the log in link returns to the recording page")
                    .endsWith("/record.html?game=" + encode(game));
            new WebDriverWait(stranger, PATIENCE).until(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting")));
            Map<String, Object> replay = object(api.get("/api/games/" + game + "/replay"));
            assertThat(replay.get("actions")).isEqualTo(1L);
            assertThat((String) replay.get("position")).startsWith("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b");
        } finally {
            stranger.quit();
        }
    }

    /**
     * Issue 44: a whole game with its disputes (touch-move, an illegal move taken back, penalties, a
     * promotion, castling on both sides, claims, presses), tapped on the page as fast as the taps
     * come, "Who acts" left on "the side to move": the game's record holds, act by act, exactly the
     * acts intended, each given to the player the file names, a press to the player whose move it
     * ends; the rulings are the engine's for those acts, and none falls in honest play.
     */
    @ParameterizedTest
    @ValueSource(strings = {"fide-2023-disputes.jsonl", "chess-code-1897-disputes.jsonl"})
    @SuppressWarnings("unchecked")
    void everyActTappedIsRecordedAsTheActIntended(String name) throws IOException {
        String text;
        try (InputStream in = getClass().getResourceAsStream("/record-page/" + name)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String header = text.lines().filter(l -> l.startsWith("{\"header\"")).findFirst().orElseThrow();
        String game = (String) object(api.send("POST", "/api/games", "application/json", header).body()).get("id");
        page("/record.html?game=" + encode(game));
        waitFor(d -> d.findElements(By.cssSelector("#board button[data-square]")).size() == 64
                && d.findElements(By.cssSelector("header.site form.who")).size() == 1);

        List<Map<String, Object>> intended = new ArrayList<>();
        Set<Integer> honest = new TreeSet<>();
        boolean dispute = false;
        for (String line : text.lines().toList()) {
            if (line.startsWith("# dispute")) {
                dispute = true;
            } else if (line.startsWith("# play")) {
                dispute = false;
            } else if (line.startsWith("{\"act\"")) {
                Map<String, Object> act = object(line);
                intended.add(act);
                if (!dispute) {
                    honest.add(intended.size());
                }
                tapAct(act);
            }
        }
        waitFor(d -> "0".equals(d.findElement(By.id("queue")).getDomAttribute("data-waiting"))
                && d.findElement(By.id("status")).getText().contains("act " + intended.size() + ","));

        List<Map<String, Object>> frames = (List<Map<String, Object>>) object(api.get("/api/games/" + game + "/review"))
                .get("frames");
        List<Map<String, Object>> recorded = frames.stream().map(f -> {
            Map<String, Object> act = new LinkedHashMap<>((Map<String, Object>) f.get("action"));
            assertThat(act).as("act %s carries its id and time", f.get("seq")).containsKeys("id", "at");
            act.remove("id");
            act.remove("at");
            return act;
        }).toList();
        for (int i = 0; i < intended.size(); i++) {
            assertThat(i).as("acts recorded").isLessThan(recorded.size());
            assertThat(recorded.get(i)).as("act %d", i + 1).isEqualTo(intended.get(i));
        }
        assertThat(recorded).hasSameSizeAs(intended);

        ReplayResult expected = Replay.run(ContestedSequence.parse(text));
        Map<String, Object> replay = object(api.get("/api/games/" + game + "/replay"));
        List<Map<String, Object>> rulings = (List<Map<String, Object>>) replay.get("rulings");
        assertThat(rulings).extracting(r -> r.get("seq") + " " + r.get("law"))
                .containsExactlyElementsOf(expected.rulings().stream().map(r -> r.seq() + " " + r.law()).toList());
        assertThat(rulings).as("no ruling in honest play").extracting(r -> ((Number) r.get("seq")).intValue())
                .doesNotContainAnyElementsOf(honest);
        assertThat(rulings).as("a ruling in each dispute").isNotEmpty();
        assertThat(replay.get("result")).isEqualTo(expected.result().text());
        assertThat(replay.get("position")).isEqualTo(expected.position());
    }

    /**
     * Issue 44: a mistyped game is said at once, before any tap; the header names the user with a
     * way to log out; the review's list of games links each game's recording page.
     */
    @Test
    void aMistypedGameIsSaidAtOnceAndTheHeaderNamesTheUserAndTheReviewLinksThePage() {
        page("/record.html?game=no-such-game");
        waitFor(d -> d.findElement(By.id("no-game")).isDisplayed());
        assertThat(text(By.id("no-game"))).contains("no-such-game");
        assertThat(browser.findElement(By.id("board")).isDisplayed()).as("nothing to tap").isFalse();
        assertThat(text(By.cssSelector("header.site form.who"))).contains("(arbiter)").contains("Log out");

        String game = api.open("Tarrasch", "Lasker", "Düsseldorf 1908", "1");
        page("/review.html");
        By link = By.cssSelector("tr[data-game='" + game + "'] a.record-link");
        waitFor(d -> !d.findElements(link).isEmpty());
        browser.findElement(link).click();
        waitFor(d -> d.findElements(By.cssSelector("#board button[data-square]")).size() == 64
                && text(By.id("white-name")).equals("Tarrasch"));
        assertThat(browser.getCurrentUrl()).endsWith("/record.html?game=" + encode(game));
        assertThat(browser.findElement(By.id("no-game")).isDisplayed()).isFalse();
    }

    /** Taps what {@code act} is on the page, "Who acts" left on "the side to move". */
    @SuppressWarnings("unchecked")
    private void tapAct(Map<String, Object> act) {
        String kind = (String) act.get("act");
        switch (kind) {
            case "move" -> {
                move((String) act.get("from"), (String) act.get("to"));
                if (act.containsKey("promote")) {
                    waitFor(d -> d.findElement(By.id("promotion")).isDisplayed());
                    browser.findElement(By.cssSelector("#promotion button[data-piece='" + act.get("promote") + "']")).click();
                }
            }
            case "touch", "lift", "place", "adjust" -> {
                browser.findElement(By.cssSelector("input[name=mode][value=" + kind + "]")).click();
                tap((String) act.get("square"));
                browser.findElement(By.cssSelector("input[name=mode][value=move]")).click();
            }
            case "claim" -> {
                new Select(browser.findElement(By.id("claim"))).selectByValue((String) act.get("claim"));
                browser.findElement(By.cssSelector("button[data-act=claim]")).click();
            }
            case "require" -> {
                new Select(browser.findElement(By.id("requirement"))).selectByValue((String) act.get("requirement"));
                browser.findElement(By.cssSelector("button[data-act=require]")).click();
            }
            case "exact" -> {
                if ("B".equals(act.get("penalty"))) {
                    browser.findElement(By.id("penalty-b")).click();
                    ((List<String>) act.get("squares")).forEach(this::tap);
                    browser.findElement(By.id("penalty-b")).click();
                } else {
                    browser.findElement(By.cssSelector("button[data-penalty=" + act.get("penalty") + "]")).click();
                }
            }
            default -> browser.findElement(By.cssSelector("button[data-act=" + kind + "]")).click();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
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
}
