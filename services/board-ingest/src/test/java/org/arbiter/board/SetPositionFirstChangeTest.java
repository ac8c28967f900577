package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * A board first dumped in a set position with Black to move (Bartel v Malakhov, World Blitz 2015, begun
 * at 17... Bg4), where the dump cannot show whose turn it is and Black's Bishop on h3 is one White could
 * take: the first change must still be read as an arbiter watching would read it, Black's move. Read as
 * White taking the Bishop, the 1911 rules would hold White to the man he touched ("touch-opponent").
 */
class SetPositionFirstChangeTest {
    private static final String DUMP = "{\"at\": 0, \"board\": \"r...r.k.pp.qppb...p...p........p...PpP..BPP.P.PbP...Q.BP...R.RK.\"}\n";
    private static final String BLACK_TO_MOVE = "r3r1k1/pp1qppb1/2p3p1/7p/3PpP2/BPP1P1Pb/P3Q1BP/3R1RK1 b";
    private static final String AFTER_BG4_QC2 = "r3r1k1/pp1qppb1/2p3p1/7p/3PpPb1/BPP1P1P1/P1Q3BP/3R1RK1 b";

    /** The Bishop lifted, put back and let go (no act an arbiter reads anything into), then moved to g4. */
    @Test
    void touchOpponent_aFirstManPutBackThenMovedShowsHisSideToMove() {
        assertReadAsBlacksMove("""
                {"at": 1000, "square": "h3", "piece": ""}
                {"at": 1700, "square": "h3", "piece": "b"}
                {"at": 2600, "square": "h3", "piece": ""}
                {"at": 3100, "square": "g4", "piece": "b"}
                {"at": 5000, "square": "e2", "piece": ""}
                {"at": 5400, "square": "c2", "piece": "Q"}
                """);
    }

    /** The Bishop's arrival on g4 reported before his leaving h3 (the scan passed g4 first): the first change is a landing. */
    @Test
    void touchOpponent_aFirstManSeenLandingBeforeHeLeavesShowsHisSideToMove() {
        assertReadAsBlacksMove("""
                {"at": 1000, "square": "g4", "piece": "b"}
                {"at": 1040, "square": "h3", "piece": ""}
                {"at": 3000, "square": "e2", "piece": ""}
                {"at": 3400, "square": "c2", "piece": "Q"}
                """);
    }

    /** The changes after the dump read from Black to move, and replayed under every chess code with no ruling, Bg4 and Qc2 made. */
    private static void assertReadAsBlacksMove(String changes) {
        Ingest.Result read = Ingest.run((DUMP + changes).getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS, null, Settings.defaults());
        assertThat(read.error()).isEmpty();
        assertThat(read.lines().get(0)).contains(BLACK_TO_MOVE);
        for (String code : new String[] {"encyclopaedia-1911", "fide-2023", "chess-code-1897", "household-chess"}) {
            ReplayResult r = Replay.run(ContestedSequence.parse(read.text()).ruledBy(code, Optional.empty()));
            assertThat(r.rulings()).as(code).isEmpty();
            assertThat(r.position()).as(code).isEqualTo(AFTER_BG4_QC2);
        }
    }
}
