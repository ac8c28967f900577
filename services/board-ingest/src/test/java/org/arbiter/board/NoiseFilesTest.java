package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hand-written DGT captures, one per noise (test resources {@code noises/NAME.dgthex}), and the
 * acts ingest must read from each ({@code noises/NAME.jsonl}, the sequence without its header).
 */
class NoiseFilesTest {
    @ParameterizedTest
    @ValueSource(strings = {"clean-move", "flicker", "flicker-refill-lost", "capture-removed-first", "capture-capturer-first", "capture-one-scan",
        "castling-king-first", "castling-rook-first", "castling-both-hands", "en-passant", "promotion-direct", "promotion-swap", "slide",
        "put-back", "missed-update", "scan-order", "split-reads", "kings-centre", "illegal-move", "clock-press", "clock-flag"})
    void theActsThatHappened(String name) {
        HexCapture hex = HexCapture.parse(HexCapture.resource("/noises/" + name + ".dgthex"));

        Ingest.Result result = Ingest.run(hex.capture(), Ingest.Format.DGT, hex.header(), Settings.defaults());

        assertThat(result.error()).isEmpty();
        List<String> expected = Arrays.stream(HexCapture.resource("/noises/" + name + ".jsonl").split("\n"))
                .filter(l -> !l.isBlank()).toList();
        assertThat(result.lines().subList(1, result.lines().size())).containsExactlyElementsOf(expected);
    }
}
