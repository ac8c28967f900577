package org.arbiter.service.it;

import org.springframework.test.annotation.DirtiesContext.HierarchyMode;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.TestExecutionListener;

/**
 * Closes the Spring context of a class of nested suites once all of them have run, as
 * {@code @DirtiesContext} after the class would, but not after each nested suite, which would
 * inherit that annotation and start the service again for each.
 *
 * <p>Why: a context left in Spring's cache is closed by a JVM shutdown hook, and its
 * {@code @EmbeddedKafka} broker with it. Kafka's test kit deletes the broker's directory from
 * another shutdown hook, at the same time; in about one build of ten the broker lost its directory
 * while still shutting down, and Surefire killed the test JVM 30 seconds after it should have
 * exited. Closed here, the broker stops while the tests still run, before any hook.
 */
final class ClosesContextAfterSuites implements TestExecutionListener {

    @Override
    public void afterTestClass(TestContext testContext) {
        if (testContext.getTestClass().getEnclosingClass() == null) {
            testContext.markApplicationContextDirty(HierarchyMode.EXHAUSTIVE);
        }
    }
}
