package org.arbiter.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The project's main classes, every module's, read once for all the rules. */
final class ProjectClasses {
    private static JavaClasses classes;

    private ProjectClasses() {
    }

    static synchronized JavaClasses all() {
        if (classes == null) {
            classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("org.arbiter");
        }
        return classes;
    }
}
