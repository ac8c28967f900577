package org.arbiter.service.web.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.arbiter.service.TestFork;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * The whole service as the pages' browser tests run it, as the service's integration tests start
 * it: PostgreSQL (a database of its own) and an in-process KRaft Kafka; a headless Chromium logged
 * in through the login page as {@link #pagesRole()}, and a client that calls the API as the test
 * arbiter.
 *
 * <p>Every browser test class has the same configuration, so they share one Spring context, and
 * one broker, started once for the run ({@link ClosesSharedContext} closes it). The database was
 * one for all of them before, so every class already saw the others' games; a context of its own
 * started only the same service and broker again, for each class.
 */
@ExtendWith({Chromium.class, WebPostgres.class, InBrowser.ClosesSharedContext.class})
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}"})
@ActiveProfiles("postgres")
@EmbeddedKafka(kraft = true, partitions = 6, topics = {"arbiter.events", "arbiter.actions", "arbiter.actions.rejected"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class InBrowser {
    static final Duration PATIENCE = ServiceClient.PATIENCE;
    static final Path SHOTS = Path.of("target/screenshots");
    /** The screenshots docs/ shows (README.md, docs/web.md). */
    static final Set<String> DOCS_SHOTS = Set.of("live", "review", "ledger", "incident", "record", "appeals");

    @LocalServerPort
    int port;

    @Autowired
    Users users;

    ChromeDriver browser;
    ServiceClient api;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", WebPostgres::url);
        registry.add("spring.datasource.username", () -> WebPostgres.USER);
        registry.add("spring.datasource.password", () -> WebPostgres.PASSWORD);
        // the browser tests share one database, so they share its signing key, as instances of one service do
        registry.add("arbiter.signing-key", () -> "target/web-signing-key" + TestFork.folderSuffix() + ".pem");
        // each Surefire fork runs its own shared context, on a database of its own (WebPostgres), so a folder of its own
        registry.add("arbiter.data-dir", () -> "target/web-data" + TestFork.folderSuffix());
    }

    /** The role of the person at the browser. */
    abstract Role pagesRole();

    @BeforeAll
    void startBrowser() {
        api = new ServiceClient(port, TestUsers.token(users, Role.ARBITER));
        browser = Chromium.start(Path.of("target/chromium-profiles"));
        logIn(browser, port, TestUsers.ensure(users, pagesRole()));
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    // --- what a person does and sees ------------------------------------------------------

    void page(String path) {
        browser.get("http://127.0.0.1:" + port + path);
    }

    /** Waits for {@code condition} within {@link #PATIENCE}; a wait that runs out says what the page showed. */
    void waitFor(Function<WebDriver, Boolean> condition) {
        try {
            waitFor(PATIENCE, condition);
        } catch (TimeoutException e) {
            List<WebElement> main = browser.findElements(By.tagName("main"));
            throw new AssertionError("the page showed: " + (main.isEmpty() ? browser.getPageSource()
                    : main.get(0).getText()), e);
        }
    }

    void waitFor(Duration timeout, Function<WebDriver, Boolean> condition) {
        new WebDriverWait(browser, timeout, Duration.ofMillis(25))
                .ignoring(NoSuchElementException.class)
                .ignoring(StaleElementReferenceException.class)
                .until(condition::apply);
    }

    boolean isShown(By by) {
        List<WebElement> found = browser.findElements(by);
        return !found.isEmpty() && found.get(0).isDisplayed();
    }

    String text(By by) {
        return browser.findElement(by).getText().strip();
    }

    /** A game's live board from the board API, or null while the board has not caught up with its opening. */
    Map<String, Object> board(String gameId) {
        HttpResponse<String> r = api.send("GET", "/api/games/" + gameId, null, null);
        return r.statusCode() == 200 ? ServiceClient.object(r.body()) : null;
    }

    /**
     * Saves what the browser shows as target/screenshots/NAME.png; with
     * {@code -Darbiter.docs.screenshots=DIR} the pictures the docs show ({@link #DOCS_SHOTS}) are written there too.
     */
    void screenshot(String name) {
        byte[] png = browser.getScreenshotAs(OutputType.BYTES);
        try {
            Files.createDirectories(SHOTS);
            Files.write(SHOTS.resolve(name + ".png"), png);
            String docs = System.getProperty("arbiter.docs.screenshots");
            if (docs != null && DOCS_SHOTS.contains(name)) {
                Files.createDirectories(Path.of(docs));
                Files.write(Path.of(docs).resolve(name + ".png"), png);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // --- the live page's boards, the review's board, the ledger's rows -----------------------

    static CardSelector card(String gameId) {
        return new CardSelector("article.game[data-game='" + gameId + "']");
    }

    /** A live board's element, and elements inside it. */
    record CardSelector(String css) {
        By self() {
            return By.cssSelector(css);
        }

        By child(String inner) {
            return By.cssSelector(css + " " + inner);
        }
    }

    String attribute(String gameId, String name) {
        return browser.findElement(card(gameId).self()).getDomAttribute(name);
    }

    String fen(String gameId) {
        String fen = attribute(gameId, "data-fen");
        return fen == null ? "" : fen;
    }

    /** The man drawn on a square of a live board, as its FEN letter, or "" for none. */
    String man(String gameId, String square) {
        List<WebElement> men = browser.findElements(card(gameId).child("g.man[data-square='" + square + "']"));
        return men.isEmpty() ? "" : men.get(0).getDomAttribute("data-man");
    }

    /** The review board's placement, read back from the men drawn on it. */
    String fenOfBoard() {
        StringBuilder fen = new StringBuilder();
        for (int rank = 8; rank >= 1; rank--) {
            int empty = 0;
            for (char file = 'a'; file <= 'h'; file++) {
                List<WebElement> men = browser.findElements(By.cssSelector("#board g.man[data-square='" + file + rank + "']"));
                if (men.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(men.get(0).getDomAttribute("data-man"));
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 1) {
                fen.append('/');
            }
        }
        return fen.toString();
    }

    static By gameRow(String gameId) {
        return By.cssSelector("#games tr[data-game='" + gameId + "']");
    }

    List<WebElement> rows() {
        return browser.findElements(By.cssSelector("#rows tr"));
    }

    /**
     * The errors {@code driver}'s console logged since last asked: a script's error, a resource
     * refused, a Content-Security-Policy violation (Chromium logs each as SEVERE).
     */
    static List<String> consoleErrors(ChromeDriver driver) {
        return driver.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue())
                .map(org.openqa.selenium.logging.LogEntry::getMessage).toList();
    }

    /** Waits until the live page's stream is open. */
    void live(String path) {
        page(path);
        waitFor(PATIENCE, d -> "live".equals(d.findElement(By.id("status")).getDomAttribute("data-state")));
    }

    /** Logs the browser in through the login page's form, as a person would. */
    static void logIn(ChromeDriver browser, int port, String user) {
        browser.get("http://127.0.0.1:" + port + "/login.html");
        browser.findElement(By.id("username")).sendKeys(user);
        browser.findElement(By.id("password")).sendKeys(TestUsers.PASSWORD);
        browser.findElement(By.cssSelector("#password-form button")).click();
        new WebDriverWait(browser, PATIENCE).until(d -> !String.valueOf(d.getCurrentUrl()).contains("login"));
    }

    /**
     * Closes the browser tests' shared Spring context, and its {@code @EmbeddedKafka} broker, once
     * the fork's tests are done, before the JVM exits ({@link SharedContexts}): left to Spring's cache,
     * it would be closed by a shutdown hook racing Kafka's test kit deleting the broker's directory
     * from another (see the integration suites' ClosesContextAfterSuites).
     */
    static final class ClosesSharedContext implements BeforeAllCallback {
        @Override
        public void beforeAll(ExtensionContext context) {
            SharedContexts.closeAtTheEnd((ConfigurableApplicationContext) SpringExtension.getApplicationContext(context));
        }
    }
}
