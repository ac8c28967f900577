package org.arbiter.service.web.pages;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Closes the Spring contexts the browser tests share once the test JVM's JUnit session ends, before
 * the JVM exits. Not at the end of the test plan: Surefire's forks run one plan a class, and the
 * next browser class would find the shared context closed under it.
 */
public final class SharedContexts implements LauncherSessionListener {
    private static final Set<ConfigurableApplicationContext> OPEN = ConcurrentHashMap.newKeySet();

    static void closeAtTheEnd(ConfigurableApplicationContext context) {
        OPEN.add(context);
    }

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        OPEN.forEach(ConfigurableApplicationContext::close);
        OPEN.clear();
    }
}
