package org.arbiter.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * C.04.3 (2025) as the reference engine pairs it: every round of a handful of the team's shared
 * tournaments (../shared/pairing/dutch-2025, paired round by round by bbpPairings 6.0.0) and of the
 * copy kept here must come out the same, pairs and colours. The shared files are skipped, saying so,
 * where the checkout has no shared/ beside it.
 */
class DutchReferenceTest {
    /** Small and middle-sized tournaments with byes, forfeits, absences and late rounds among them. */
    private static final List<String> SHARED = List.of("dutch-2025-seed10.trf", "dutch-2025-seed101.trf",
            "dutch-2025-seed104.trf", "dutch-2025-seed106.trf", "dutch-2025-seed2.trf", "dutch-2025-seed5.trf");

    static Stream<Arguments> rounds() throws IOException, URISyntaxException {
        List<Arguments> out = new ArrayList<>();
        Path bundled = Path.of(DutchReferenceTest.class.getResource("/dutch/dutch-2025-seed1.trf").toURI());
        for (ReferenceRounds.Round r : ReferenceRounds.of(bundled)) {
            out.add(Arguments.of(r.name() + " round " + r.round(), r));
        }
        Path shared = Stream.of(Path.of("../../../shared/pairing/dutch-2025"), Path.of("../shared/pairing/dutch-2025"))
                .filter(Files::isDirectory).findFirst().orElse(null);
        for (String name : SHARED) {
            if (shared == null || !Files.exists(shared.resolve(name))) {
                out.add(Arguments.of(name + " (no shared/pairing/dutch-2025 beside the checkout)", null));
                continue;
            }
            for (ReferenceRounds.Round r : ReferenceRounds.of(shared.resolve(name))) {
                out.add(Arguments.of(r.name() + " round " + r.round(), r));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rounds")
    void C04_3_everyRoundIsPairedAsTheReferencePairedIt(String name, ReferenceRounds.Round round) {
        Assumptions.assumeTrue(round != null, "skipped: " + name);

        assertThat(new HashSet<>(Dutch.pair(round.input()))).as(name).isEqualTo(round.played());
    }
}
