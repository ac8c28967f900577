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
 * Keeps {@code docs/laws.md} honest: every test it cites as showing a section exists (with the
 * method, where one is named), and every {@code code1897.} class or method it cites exists.
 */
class LawsDocTest {
    private static final Path ROOT = Path.of("../..");
    private static final Pattern TEST_REF = Pattern.compile("`([A-Z][A-Za-z0-9]*Test)(?:\\.([A-Za-z0-9_]+)…?)?`");
    private static final Pattern CODE_REF = Pattern.compile("code1897\\.([A-Z][A-Za-z0-9]*)(?:\\.([a-z][A-Za-z0-9]*))?");

    @Test
    void everyCitedTestAndClassExists() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/laws.md"));
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
            Path file = sources.get(code.group(1));
            if (file == null) {
                missing.add("class code1897." + code.group(1));
            } else if (code.group(2) != null && !Files.readString(file).contains(" " + code.group(2) + "(")) {
                missing.add("method code1897." + code.group(1) + "." + code.group(2));
            }
        }
        assertThat(missing).as("references in docs/laws.md that do not exist").isEmpty();
    }

    private static Map<String, Path> sources() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT.resolve("services"))) {
            return files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/"))
                    .collect(Collectors.toMap(p -> p.getFileName().toString().replace(".java", ""), p -> p, (a, b) -> a));
        }
    }
}
