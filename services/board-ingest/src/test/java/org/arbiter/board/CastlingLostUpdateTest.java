package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * A castling made King first, as FIDE 3.8.2 and 4.4.2 have it, on a board that lost the update of the
 * King leaving e1 (the next dump shows it): the King is seen arriving on g1 while e1 still holds him.
 * A side has one King, so he left e1: the reader writes the castling, not the Rook's move and then the
 * King's move out of turn, which FIDE would rule an illegal move (7.5.1: "having moved the Rook first,
 * he could not castle").
 */
class CastlingLostUpdateTest {
    private static final String HEADER = "{\"code\": \"fide-2023\", \"start\": \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"}";

    @Test
    void fide_7_5_1_aCastlingWithALostUpdateIsReadAsTheCastling() {
        ReplayResult r = replay("""
                {"at": 1000, "square": "g1", "piece": "K"}
                {"at": 1500, "square": "h1", "piece": ""}
                {"at": 1900, "square": "f1", "piece": "R"}
                {"at": 2500, "board": "r...k..rpppppppp................................PPPPPPPPR....RK."}
                {"at": 4000, "square": "a7", "piece": ""}
                {"at": 4400, "square": "a6", "piece": "p"}
                """);

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("r3k2r/1ppppppp/p7/8/8/8/PPPPPPPP/R4RK1 w");
    }

    private static ReplayResult replay(String fields) {
        Ingest.Result read = Ingest.run(fields.getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS, HEADER, Settings.defaults());
        assertThat(read.error()).isEmpty();
        return Replay.run(ContestedSequence.parse(read.text()).ruledBy("fide-2023", Optional.empty()));
    }
}
