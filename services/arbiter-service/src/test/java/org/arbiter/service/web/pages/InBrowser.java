package org.arbiter.service.web.pages;

import java.nio.file.Path;
import java.time.Duration;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The whole service as the pages' browser tests run it, started once for a test class as the
 * service's integration tests start it: PostgreSQL (a database of its own) and an in-process KRaft
 * Kafka; a headless Chromium logged in through the login page as {@link #pagesRole()}, and a
 * client that calls the API as the test arbiter.
 */
@ExtendWith({Chromium.class, WebPostgres.class})
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}"})
@ActiveProfiles("postgres")
@EmbeddedKafka(kraft = true, partitions = 6, topics = {"arbiter.events", "arbiter.actions", "arbiter.actions.rejected"})
@DirtiesContext(classMode = DirtiesContext.ClassMode.AFTER_CLASS)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class InBrowser {
    static final Duration PATIENCE = ServiceClient.PATIENCE;

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
        registry.add("arbiter.signing-key", () -> "target/web-signing-key.pem");
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

    /** Logs the browser in through the login page's form, as a person would. */
    static void logIn(ChromeDriver browser, int port, String user) {
        browser.get("http://127.0.0.1:" + port + "/login.html");
        browser.findElement(By.id("username")).sendKeys(user);
        browser.findElement(By.id("password")).sendKeys(TestUsers.PASSWORD);
        browser.findElement(By.cssSelector("#password-form button")).click();
        new WebDriverWait(browser, PATIENCE).until(d -> !String.valueOf(d.getCurrentUrl()).contains("login"));
    }
}
