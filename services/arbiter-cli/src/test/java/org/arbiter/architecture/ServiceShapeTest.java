package org.arbiter.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.Test;

/**
 * Issue 47's rules, each checked outright. The service's packages are a tree (each package its own
 * slice, so that {@code game.api}, the events and commands, sits below every reader of them), and
 * no class outside the codes' exhaustive switches tells an act apart with {@code instanceof}.
 */
class ServiceShapeTest {
    @Test
    void theServicesPackagesFormATree() {
        slices().matching("org.arbiter.service.(**)").should().beFreeOfCycles()
                .as("the service's packages form a tree").check(ProjectClasses.all());
    }

    /**
     * Which act a man performed is decided by the codes' exhaustive switches over the sealed
     * {@code Action}: an {@code instanceof} elsewhere lets a new act compile silently there.
     */
    @Test
    void noActIsToldApartOutsideTheCodesDispatch() {
        classes().should(notTellApartActs())
                .as("no instanceof Action outside the codes' exhaustive switches").check(ProjectClasses.all());
    }

    /**
     * A code's hearing holds the game's parts while the laws decide one act; a part changes only by
     * a transition named for what a law decides (docs/adr/0033-hearing-transitions.md), never by a
     * generic {@code with} method that lets any law set any field.
     */
    @Test
    void aHearingsPartsChangeOnlyByNamedTransitions() {
        classes().that().haveSimpleNameEndingWith("Hearing").and().resideInAPackage("org.arbiter.law..")
                .should(holdNoPartWithAWithMethod())
                .as("a hearing's parts change only by named transitions").check(ProjectClasses.all());
    }

    private static ArchCondition<JavaClass> holdNoPartWithAWithMethod() {
        return new ArchCondition<>("hold no part that has a non-private with-method") {
            @Override
            public void check(JavaClass hearing, ConditionEvents events) {
                hearing.getFields().stream()
                        .filter(f -> !f.getModifiers().contains(JavaModifier.FINAL))
                        .map(f -> f.getRawType())
                        .filter(part -> part.getPackageName().startsWith("org.arbiter.law"))
                        .distinct()
                        .forEach(part -> part.getMethods().stream()
                                .filter(m -> m.getName().matches("with[A-Z].*")
                                        && !m.getModifiers().contains(JavaModifier.PRIVATE))
                                .forEach(m -> events.add(SimpleConditionEvent.violated(hearing, hearing.getSimpleName()
                                        + "'s part " + part.getSimpleName() + " changes by " + m.getName()))));
            }
        };
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
