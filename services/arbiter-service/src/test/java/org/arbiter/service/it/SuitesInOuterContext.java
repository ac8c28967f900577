package org.arbiter.service.it;

import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestInstancePostProcessor;
import org.springframework.beans.factory.config.AutowireCapableBeanFactory;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * Wires a suite nested in {@link OnEveryDatabase} from the Spring context of the database's class
 * that runs it (its {@code @Autowired} and {@code @Value} fields, the port included), and leaves out
 * the tests that database names in {@link OnEveryDatabase#notRunHere()}.
 */
final class SuitesInOuterContext implements TestInstancePostProcessor, ExecutionCondition {

    @Override
    public void postProcessTestInstance(Object suite, ExtensionContext context) {
        if (suite.getClass().getEnclosingClass() == null) {
            return;
        }
        AutowireCapableBeanFactory beans = SpringExtension.getApplicationContext(outermost(context))
                .getAutowireCapableBeanFactory();
        beans.autowireBeanProperties(suite, AutowireCapableBeanFactory.AUTOWIRE_NO, false);
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<Method> test = context.getTestMethod();
        Optional<Object> database = context.getTestInstances().map(i -> i.getAllInstances().get(0));
        if (test.isEmpty() || database.isEmpty() || !(database.get() instanceof OnEveryDatabase db)) {
            return ConditionEvaluationResult.enabled("not a suite's test");
        }
        String reason = db.notRunHere().get(test.get().getDeclaringClass().getSimpleName() + "#" + test.get().getName());
        return reason == null ? ConditionEvaluationResult.enabled("run on every database")
                : ConditionEvaluationResult.disabled(reason);
    }

    /** The context of the top-level class, the database's, whose Spring context the suites share. */
    private static ExtensionContext outermost(ExtensionContext context) {
        ExtensionContext c = context;
        while (c.getParent().flatMap(ExtensionContext::getTestClass).isPresent()) {
            c = c.getParent().orElseThrow();
        }
        return c;
    }
}
