package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** I.11.E: the legal-move generator is exact on the published perft positions (data files). */
class PerftTest {

    @ParameterizedTest(name = "{0} to depth {2}")
    @CsvFileSource(resources = {"/perft/standard.csv", "/perft/edge-cases.csv"}, delimiter = ';')
    void I_11E_legalMoveCountsMatchPublishedPerft(String name, String fen, int depth, long nodes) {
        assertThat(Perft.count(Position.fromFen(fen), depth)).as(name).isEqualTo(nodes);
    }
}
