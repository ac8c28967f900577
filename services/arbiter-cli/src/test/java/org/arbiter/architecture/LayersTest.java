package org.arbiter.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import org.junit.jupiter.api.Test;

/**
 * The folder tree shows the layers, and no lower layer imports a higher one; the rules modules
 * are pure Java (the developers' guide). Maven's module graph keeps a lower module from reaching a
 * higher one; these rules say so of packages too, and keep frameworks out of the pure modules.
 */
class LayersTest {
    @Test
    void noLowerLayerImportsAHigherOne() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("rules").definedBy("org.arbiter.chess..", "org.arbiter.draughts..")
                .layer("laws").definedBy("org.arbiter.law..")
                .layer("files and boards").definedBy("org.arbiter.tournament..", "org.arbiter.board..",
                        "org.arbiter.pairing..")
                .layer("service").definedBy("org.arbiter.service..")
                .layer("cli").definedBy("org.arbiter.cli..")
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("service").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("files and boards").mayOnlyBeAccessedByLayers("files and boards", "service", "cli")
                .whereLayer("laws").mayOnlyBeAccessedByLayers("files and boards", "service", "cli")
                .whereLayer("rules").mayOnlyBeAccessedByLayers("laws", "files and boards", "service", "cli")
                .check(ProjectClasses.all());
    }

    @Test
    void thePureModulesUseNoFramework() {
        noClasses().that().resideInAnyPackage("org.arbiter.chess..", "org.arbiter.draughts..", "org.arbiter.law..",
                        "org.arbiter.tournament..", "org.arbiter.board..", "org.arbiter.pairing..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "org.axonframework..",
                        "jakarta..", "javax.persistence..", "org.apache.kafka..", "org.hibernate..", "com.fasterxml.jackson.databind..")
                .because("the rules, the laws, the files and the boards are pure Java: a dependency-free parser"
                        + " (jackson-core) is allowed, a framework is not")
                .check(ProjectClasses.all());
    }
}
