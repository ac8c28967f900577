package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keeps the law-by-law docs honest: every test a doc cites as showing a law exists (with the
 * method, where one is named), and every class or method of the code's package it cites
 * ({@code code1897.}, {@code household.}, {@code encyclopaedia1911.}, {@code fide2023.},
 * {@code householddraughts.}) exists, with the methods
 * listed after it ({@code household.LawIxCheck.cried}, {@code moved}).
 */
class LawsDocTest {
    private static final Path ROOT = Path.of("../..");
    private static final Pattern TEST_REF = Pattern.compile("`([A-Z][A-Za-z0-9]*Test)(?:\\.([A-Za-z0-9_]+)…?)?`");

    static Stream<Arguments> docs() {
        return Stream.of(Arguments.of("docs/laws.md", "code1897"),
                Arguments.of("docs/laws-household-chess.md", "household"),
                Arguments.of("docs/laws-encyclopaedia-1911.md", "encyclopaedia1911"),
                Arguments.of("docs/laws-fide-2023.md", "fide2023"),
                Arguments.of("docs/laws-household-draughts.md", "householddraughts"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("docs")
    void everyCitedTestAndClassExists(String path, String pkg) throws IOException {
        Pattern codeRef = Pattern.compile(pkg + "\\.([A-Z][A-Za-z0-9]*)(?:\\.([a-z][A-Za-z0-9]*))?((?:`?, `[a-z][A-Za-z0-9]*(?![A-Za-z0-9.]))*)");
        String doc = Files.readString(ROOT.resolve(path));
        Map<String, Path> sources = sources();
        List<String> missing = new ArrayList<>();

        Matcher tests = TEST_REF.matcher(doc);
        while (tests.find()) {
            Path file = sources.get(tests.group(1));
            if (file == null) {
                missing.add("test class " + tests.group(1));
            } else if (tests.group(2) != null && !Files.readString(file).contains(" " + tests.group(2))) {
                missing.add("test method " + tests.group(1) + "." + tests.group(2));
            }
        }
        Matcher code = codeRef.matcher(doc);
        while (code.find()) {
            Path file = ROOT.resolve("services/law-engine/src/main/java/org/arbiter/law/" + pkg + "/" + code.group(1) + ".java");
            if (!Files.exists(file)) {
                missing.add("class " + pkg + "." + code.group(1));
                continue;
            }
            String source = Files.readString(file);
            List<String> methods = new ArrayList<>();
            if (code.group(2) != null) {
                methods.add(code.group(2));
                Matcher more = Pattern.compile("`([a-z][A-Za-z0-9]*)").matcher(code.group(3));
                while (more.find()) {
                    methods.add(more.group(1));
                }
            }
            for (String m : methods) {
                if (!source.contains(" " + m + "(")) {
                    missing.add("method " + pkg + "." + code.group(1) + "." + m);
                }
            }
        }
        assertThat(missing).as("references in " + path + " that do not exist").isEmpty();
    }

    private static Map<String, Path> sources() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT.resolve("services"))) {
            return files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/"))
                    .collect(Collectors.toMap(p -> p.getFileName().toString().replace(".java", ""), p -> p, (a, b) -> a));
        }
    }

    @org.junit.jupiter.api.Test
    void everyFideArticleClassIsCited() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/laws-fide-2023.md"));
        try (Stream<Path> files = Files.list(ROOT.resolve("services/law-engine/src/main/java/org/arbiter/law/fide2023"))) {
            List<String> uncited = files.map(p -> p.getFileName().toString().replace(".java", ""))
                    .filter(n -> n.startsWith("Article") || n.startsWith("Appendix"))
                    .filter(n -> !doc.contains("fide2023." + n)).toList();
            assertThat(uncited).as("article classes docs/laws-fide-2023.md does not cite").isEmpty();
        }
    }

    @org.junit.jupiter.api.Test
    void everyHouseholdDraughtsLawHasItsClassAndTestInTheDoc() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/laws-household-draughts.md"));
        try (Stream<Path> files = Files.list(ROOT.resolve("services/law-engine/src/main/java/org/arbiter/law/householddraughts"))) {
            List<String> uncited = files.map(p -> p.getFileName().toString().replace(".java", ""))
                    .filter(n -> n.matches("Law[IVX][a-z]*[A-Z].*"))
                    .filter(n -> !doc.contains("householddraughts." + n) || !doc.contains("`" + n + "Test`")).toList();
            assertThat(uncited).as("law classes docs/laws-household-draughts.md does not cite with their test").isEmpty();
        }
    }
}
