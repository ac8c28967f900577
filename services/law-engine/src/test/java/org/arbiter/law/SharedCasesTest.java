package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.arbiter.law.json.Json;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every contested-sequence case with its expected answer: the copies kept in this module and,
 * when the checkout has {@code shared/} beside it, the team's shared cases as they stand now.
 * Result, position, termination (where given) and the set of cited laws must all match.
 */
class SharedCasesTest {

    static Stream<Arguments> cases() throws IOException, URISyntaxException {
        Map<String, Path> byName = new TreeMap<>();
        Path bundled = Path.of(SharedCasesTest.class.getResource("/cases").toURI());
        collect(bundled, byName);
        for (Path shared : List.of(Path.of("../../../shared/cases"), Path.of("../shared/cases"))) {
            if (Files.isDirectory(shared)) {
                collect(shared, byName);
            }
        }
        return byName.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    private static void collect(Path dir, Map<String, Path> byName) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(p -> p.toString().endsWith(".jsonl")).forEach(p -> byName.put(p.getFileName().toString(), p));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void caseGivesTheExpectedRuling(String name, Path file) throws IOException {
        ReplayResult result = Replay.run(ContestedSequence.parse(Files.readString(file, StandardCharsets.UTF_8)));
        Path expectFile = file.resolveSibling(name.replace(".jsonl", ".expect.json"));
        @SuppressWarnings("unchecked")
        Map<String, Object> expect = (Map<String, Object>) Json.parse(Files.readString(expectFile, StandardCharsets.UTF_8));

        assertThat(result.result().text()).as("result").isEqualTo(expect.get("result"));
        assertThat(result.position()).as("position").isEqualTo(expect.get("position"));
        if (expect.containsKey("termination")) {
            assertThat(result.termination()).as("termination").isEqualTo(expect.get("termination"));
        }
        if (expect.containsKey("laws")) {
            Set<String> cited = new LinkedHashSet<>();
            result.rulings().forEach(r -> cited.add(r.law()));
            @SuppressWarnings("unchecked")
            List<Object> laws = new ArrayList<>((List<Object>) expect.get("laws"));
            assertThat(cited).as("laws cited").containsExactlyInAnyOrderElementsOf(laws.stream().map(String::valueOf).toList());
        }
    }
}
