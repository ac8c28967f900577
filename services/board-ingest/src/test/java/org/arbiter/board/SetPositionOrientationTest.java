package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A board first dumped in a set position whose moves fit it read either way round (no Pawn moves, every
 * other man's move the same turned through half a circle): a Pawn never moves back (FIDE 3.7.1), so the
 * Pawns of the position stand nearer their own side read the right way, and an arbiter reading the dump
 * reads it so. Two real games begun from set positions (real-games.pgn).
 */
class SetPositionOrientationTest {
    private static Ingest.Result ingest(String fields) {
        return Ingest.run(fields.getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS, "{\"code\": \"fide-2023\"}",
                Settings.defaults());
    }

    /** Nakamura v Carlsen, chess.com 2017, from 16. Bxh7+ Kxh7 on a board set up turned round. */
    @Test
    void fide_3_7_1_aSetPositionDumpedTurnedRoundIsReadTurnedByItsPawns() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": ".KR....RPPPNQ..P...PB.Pp.....p.....r......n.....ppp..pp..k..qb.r"}
                {"at": 1000, "square": "a2", "piece": ""}
                {"at": 1500, "square": "e6", "piece": ""}
                {"at": 2000, "square": "a2", "piece": "B"}
                {"at": 4000, "square": "a2", "piece": ""}
                {"at": 4500, "square": "b1", "piece": ""}
                {"at": 5000, "square": "a2", "piece": "k"}
                """);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo(
                "{\"header\": {\"code\": \"fide-2023\", \"start\": \"r1bq2k1/1pp2ppp/5n2/4r3/2p5/pP1BP3/P2QNPPP/R4RK1 w - - 0 1\"}}");
        assertThat(r.lines()).anyMatch(l -> l.contains("set up turned round"))
                .contains("{\"act\": \"remove\", \"by\": \"white\", \"square\": \"h7\", \"at\": 1}",
                        "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"d3\", \"at\": 1.5}");
    }

    /** Timmermans v Van Wely, NED Ch Internet 2016, from 23. Bxg4 Qxg1+ on a board set up as numbered. */
    @Test
    void fide_3_7_1_aSetPositionDumpedAsNumberedIsReadSoByItsPawns() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "r...r.k.pp...p.....p.npQ.P.P...pP..Pp.b.......R....NBP.q..K...R."}
                {"at": 1000, "square": "g4", "piece": ""}
                {"at": 1500, "square": "e2", "piece": ""}
                {"at": 2000, "square": "g4", "piece": "B"}
                {"at": 4000, "square": "g1", "piece": ""}
                {"at": 4500, "square": "h2", "piece": ""}
                {"at": 5000, "square": "g1", "piece": "q"}
                """);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines()).noneMatch(l -> l.contains("cannot be read with confidence") || l.contains("turned"))
                .contains("{\"act\": \"remove\", \"by\": \"white\", \"square\": \"g4\", \"at\": 1}",
                        "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1.5}");
    }

    /** Pawns that stand as far from both sides tell nothing: the Pawns' lean is 0. */
    @Test
    void pawnsHalfwayTellNothing() {
        assertThat(OrientationEvidence.pawnsLean(java.util.Map.of(
                org.arbiter.chess.Square.D4, org.arbiter.chess.Piece.WHITE_PAWN,
                org.arbiter.chess.Square.E5, org.arbiter.chess.Piece.BLACK_PAWN))).isZero();
    }
}
