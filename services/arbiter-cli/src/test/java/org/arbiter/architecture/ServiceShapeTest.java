package org.arbiter.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import org.junit.jupiter.api.Test;

/**
 * Issue 47's rules. The violations there were when they came are frozen in
 * {@code src/test/resources/archunit-store}: a new one fails the build, and the store only shrinks.
 */
class ServiceShapeTest {
    @Test
    void theServicesPackagesFormATree() {
        FreezingArchRule.freeze(slices().matching("org.arbiter.service.(*)..").should().beFreeOfCycles()
                .as("the service's packages form a tree")).check(ProjectClasses.all());
    }

    /**
     * Which act a man performed is decided by the codes' exhaustive switches over the sealed
     * {@code Action}: an {@code instanceof} elsewhere lets a new act compile silently there.
     */
    @Test
    void noActIsToldApartOutsideTheCodesDispatch() {
        FreezingArchRule.freeze(classes().should(notTellApartActs())
                .as("no instanceof Action outside the codes' exhaustive switches")).check(ProjectClasses.all());
    }

    private static ArchCondition<JavaClass> notTellApartActs() {
        return new ArchCondition<>("not test whether an Action is of one kind with instanceof") {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                c.getCodeUnits().forEach(unit -> unit.getInstanceofChecks().stream()
                        .filter(check -> check.getRawType().getName().startsWith("org.arbiter.law.sequence.Action$"))
                        .forEach(check -> events.add(SimpleConditionEvent.violated(c, unit.getFullName()
                                + " tells apart " + check.getRawType().getSimpleName() + " with instanceof"))));
            }
        };
    }
}
