package org.arbiter.service;

import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Says on the console why a suite was skipped (no PostgreSQL, no Docker, no Chromium), where the
 * person running the build sees it, rather than only in the Surefire reports.
 */
public final class SkippedSuites implements TestExecutionListener {

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        System.out.println("SKIPPED " + test.getDisplayName() + ": " + reason);
    }
}
