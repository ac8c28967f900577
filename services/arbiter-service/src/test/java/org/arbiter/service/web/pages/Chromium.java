package org.arbiter.service.web.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The machine's Chromium and its chromedriver (Debian's {@code chromium} and {@code chromium-driver}).
 * As a JUnit condition it skips the browser tests, with the reason, when either is missing; it is
 * evaluated before the Spring context starts. Both paths are given to Selenium, so Selenium Manager
 * never looks for, or downloads, a browser or a driver.
 */
final class Chromium implements ExecutionCondition {
    static final Path BROWSER = Path.of(System.getProperty("arbiter.test.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("arbiter.test.chromedriver", "/usr/bin/chromedriver"));

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER)) {
            return ConditionEvaluationResult.enabled("Chromium at " + BROWSER + ", chromedriver at " + DRIVER);
        }
        return ConditionEvaluationResult.disabled("Browser tests skipped: Chromium (" + BROWSER + ") or chromedriver ("
                + DRIVER + ") is not installed; install them with: apt-get install -y chromium chromium-driver");
    }

    /** A headless Chromium with a fresh profile under {@code target/}. */
    static ChromeDriver start(Path profiles) {
        Path profile;
        try {
            Files.createDirectories(profiles);
            profile = Files.createTempDirectory(profiles, "chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic",
                "--disable-dev-shm-usage", "--window-size=1400,1000", "--user-data-dir=" + profile.toAbsolutePath());
        // the console's messages, so that a test can say the page had no error and no CSP violation
        options.setCapability("goog:loggingPrefs", java.util.Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().withTimeout(Duration.ofSeconds(30)).build();
        return new ChromeDriver(service, options);
    }
}
