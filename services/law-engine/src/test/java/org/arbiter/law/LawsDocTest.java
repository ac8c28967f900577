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
import org.junit.jupiter.api.Test;

/**
 * Keeps {@code docs/laws.md} and {@code docs/laws-fide-2023.md} honest: every test they cite as
 * showing a section or article exists (with the method, where one is named), and every
 * {@code code1897.} or {@code fide2023.} class or method they cite exists in that package.
 */
class LawsDocTest {
    private static final Path ROOT = Path.of("../..");
    private static final Pattern TEST_REF = Pattern.compile("`([A-Z][A-Za-z0-9]*Test)(?:\\.([A-Za-z0-9_]+)…?)?`");
    private static final Pattern CODE_REF = Pattern.compile("(code1897|fide2023)\\.([A-Z][A-Za-z0-9]*)(?:\\.([a-z][A-Za-z0-9]*))?");
    private static final Path LAW = ROOT.resolve("services/law-engine/src/main/java/org/arbiter/law");

    @Test
    void everyCitedTestAndClassExists() throws IOException {
        assertThat(missing("docs/laws.md")).as("references in docs/laws.md that do not exist").isEmpty();
    }

    @Test
    void everyCitedFideTestAndClassExists() throws IOException {
        assertThat(missing("docs/laws-fide-2023.md")).as("references in docs/laws-fide-2023.md that do not exist").isEmpty();
    }

    @Test
    void everyFideArticleClassIsCited() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/laws-fide-2023.md"));
        try (Stream<Path> files = Files.list(LAW.resolve("fide2023"))) {
            List<String> uncited = files.map(p -> p.getFileName().toString().replace(".java", ""))
                    .filter(n -> n.startsWith("Article") || n.startsWith("Appendix"))
                    .filter(n -> !doc.contains("fide2023." + n)).toList();
            assertThat(uncited).as("article classes docs/laws-fide-2023.md does not cite").isEmpty();
        }
    }

    private static List<String> missing(String docName) throws IOException {
        String doc = Files.readString(ROOT.resolve(docName));
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
        Matcher code = CODE_REF.matcher(doc);
        while (code.find()) {
            Path file = LAW.resolve(code.group(1)).resolve(code.group(2) + ".java");
            if (!Files.exists(file)) {
                missing.add("class " + code.group(1) + "." + code.group(2));
            } else if (code.group(3) != null && !Files.readString(file).contains(" " + code.group(3) + "(")) {
                missing.add("method " + code.group(1) + "." + code.group(2) + "." + code.group(3));
            }
        }
        return missing;
    }

    private static Map<String, Path> sources() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT.resolve("services"))) {
            return files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/"))
                    .collect(Collectors.toMap(p -> p.getFileName().toString().replace(".java", ""), p -> p, (a, b) -> a));
        }
    }
}
