package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The contract's "Board fields" JSON Lines, and the header ingest writes first. */
class FieldsFormatTest {
    private static Ingest.Result ingest(String fields, String header) {
        return Ingest.run(fields.getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS, header, Settings.defaults());
    }

    /** The example's dump shows the Pawn back on e2: in Black's turn, so White's whole move back. */
    @Test
    void theContractsExample() {
        Ingest.Result r = ingest("""
                {"at": 1530, "square": "e2", "piece": ""}
                {"at": 1710, "square": "e4", "piece": "P"}
                {"at": 9000, "board": "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR"}
                """, "{\"white\": \"Steinitz\", \"black\": \"Zukertort\"}");

        assertThat(r.error()).isEmpty();
        assertThat(r.lines()).containsExactly(
                "{\"header\": {\"white\": \"Steinitz\", \"black\": \"Zukertort\"}}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1.53}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e4\", \"at\": 1.71}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 2.01}",
                "# the board dump at 9 s differs from the updates on [e2, e4]; the changes are read from the dump",
                "{\"act\": \"move\", \"by\": \"white\", \"from\": \"e4\", \"to\": \"e2\", \"at\": 9}");
    }

    /**
     * A board first dumped set up otherwise than the start given (a game at the odds of the Queen's
     * Knight, and no start in the header): the acts are read from the men as dumped, so the
     * sequence's header starts there too, and its replay follows the board.
     */
    @Test
    void aFirstDumpSetUpOtherwiseIsTheSequencesStart() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbqkbnrpppppppp................................PPPPPPPPR.BQKBNR"}
                {"at": 1000, "square": "e2", "piece": ""}
                {"at": 1400, "square": "e4", "piece": "P"}
                {"at": 3000, "square": "e7", "piece": ""}
                {"at": 3400, "square": "e5", "piece": "p"}
                """, "{\"white\": \"Steinitz\"}");

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo("{\"header\": {\"white\": \"Steinitz\", "
                + "\"start\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1\"}}");
        assertThat(r.lines()).contains("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}");
    }

    /**
     * A board first dumped after White's first move (a game resumed with Black to move): the dump
     * cannot show whose turn it is, so Black's man lifted first, one White could not take, shows that
     * Black moves; the header's start says so, and the acts read are Black's move, not a move out of turn.
     */
    @Test
    void aFirstDumpThenBlacksManLiftedFirstStartsWithBlackToMove() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbqkbnrpppppppp....................P...........PPPP.PPPRNBQKBNR"}
                {"at": 1000, "square": "e7", "piece": ""}
                {"at": 1400, "square": "e5", "piece": "p"}
                {"at": 3000, "square": "g1", "piece": ""}
                {"at": 3400, "square": "f3", "piece": "N"}
                """, null);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo("{\"header\": {\"start\": \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"}}");
        assertThat(r.lines()).contains("{\"act\": \"lift\", \"by\": \"black\", \"square\": \"e7\", \"at\": 1}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"g1\", \"at\": 3}");
    }

    /**
     * A board first dumped with Black's King in check cannot have White to move: Black moves first,
     * and the Knight he lifts first is the man he takes.
     */
    @Test
    void aFirstDumpWithBlackInCheckStartsWithBlackToMove() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbqkbnrpppppppp.....N..........................PPPPPPPPR.BQKBNR"}
                {"at": 1000, "square": "f6", "piece": ""}
                {"at": 1400, "square": "g7", "piece": ""}
                {"at": 1800, "square": "f6", "piece": "p"}
                """, null);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo("{\"header\": {\"start\": \"rnbqkbnr/pppppppp/5N2/8/8/8/PPPPPPPP/R1BQKBNR b KQkq - 0 1\"}}");
        assertThat(r.lines()).contains("{\"act\": \"remove\", \"by\": \"black\", \"square\": \"f6\", \"at\": 1}");
    }

    /**
     * A board first dumped in a Chess960 array (Carlsen v Nakamura, 2018): both sides may castle
     * with the Rooks of the array, so the King taken up, the Rook put on d1 and the King on c1 are the
     * turn's castling (Guidelines II.3.2.5: the King off the board while the Rook moves), not a King's
     * move and a Rook moved out of turn.
     */
    @Test
    void aFirstDumpInAChess960ArrayStartsThereWithEveryCastling() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbkqbrnpppppppp................................PPPPPPPPRNBKQBRN"}
                {"at": 1000, "square": "b1", "piece": ""}
                {"at": 1600, "square": "c3", "piece": "N"}
                {"at": 3000, "square": "g7", "piece": ""}
                {"at": 3600, "square": "g5", "piece": "p"}
                {"at": 5000, "square": "b2", "piece": ""}
                {"at": 5600, "square": "b3", "piece": "P"}
                {"at": 7000, "square": "h8", "piece": ""}
                {"at": 7600, "square": "g6", "piece": "n"}
                {"at": 9000, "square": "c1", "piece": ""}
                {"at": 9600, "square": "b2", "piece": "B"}
                {"at": 11000, "square": "f8", "piece": ""}
                {"at": 11600, "square": "g7", "piece": "b"}
                {"at": 13000, "square": "d1", "piece": ""}
                {"at": 13600, "square": "a1", "piece": ""}
                {"at": 15000, "square": "d1", "piece": "R"}
                {"at": 15600, "square": "c1", "piece": "K"}
                """, null);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo("{\"header\": {\"start\": \"rnbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBRN w KQkq - 0 1\"}}");
        assertThat(r.lines()).anyMatch(l -> l.startsWith("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"a1\""))
                .noneMatch(l -> l.contains("\"move\""));
    }

    /**
     * The first man lifted, the opponent's, is one the side to move can take: that is how a capture
     * is begun with the captured man, so the turn stays White's.
     */
    @Test
    void aFirstDumpThenAManWhiteCanTakeLiftedFirstKeepsWhiteToMove() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbqkbnrppp.pppp...........p........P...........PPPP.PPPRNBQKBNR"}
                {"at": 1000, "square": "d5", "piece": ""}
                {"at": 1400, "square": "e4", "piece": ""}
                {"at": 1800, "square": "d5", "piece": "P"}
                """, null);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo("{\"header\": {\"start\": \"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1\"}}");
        assertThat(r.lines()).contains("{\"act\": \"remove\", \"by\": \"white\", \"square\": \"d5\", \"at\": 1}");
    }

    /**
     * Black's man lifted first is one White could take, but he is put down where a move of his own goes
     * and left there while White moves (Bartel v Malakhov, World Blitz 2015, begun at 17... Bg4): a man
     * taken is not set down again to stay where his own move would take him, so Black moves first.
     */
    @Test
    void aFirstDumpThenAManWhiteCanTakeMovedOnByHisOwnSideStartsWithBlackToMove() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbqkbnrppp.pppp...........p........P.....N.....PPPP.PPPR.BQKBNR"}
                {"at": 1000, "square": "d5", "piece": ""}
                {"at": 1400, "square": "d4", "piece": "p"}
                {"at": 3000, "square": "c3", "piece": ""}
                {"at": 3400, "square": "e2", "piece": "N"}
                """, null);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).isEqualTo("{\"header\": {\"start\": \"rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 0 1\"}}");
        assertThat(r.lines()).contains("{\"act\": \"lift\", \"by\": \"black\", \"square\": \"d5\", \"at\": 1}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"c3\", \"at\": 3}");
    }

    /** The same man taken off and set down for a moment on a square of his own move, then off again: White's capture. */
    @Test
    void aFirstDumpThenAManWhiteCanTakeSetDownForAMomentKeepsWhiteToMove() {
        Ingest.Result r = ingest("""
                {"at": 0, "board": "rnbqkbnrppp.pppp...........p........P.....N.....PPPP.PPPR.BQKBNR"}
                {"at": 1000, "square": "d5", "piece": ""}
                {"at": 1400, "square": "d4", "piece": "p"}
                {"at": 1900, "square": "d4", "piece": ""}
                {"at": 2400, "square": "e4", "piece": ""}
                {"at": 2800, "square": "d5", "piece": "P"}
                """, null);

        assertThat(r.error()).isEmpty();
        assertThat(r.lines().get(0)).endsWith(" w KQkq - 0 1\"}}");
    }

    @Test
    void withoutAHeaderTheHeaderIsEmpty() {
        assertThat(ingest("", null).lines()).containsExactly("{\"header\": {}}");
    }

    @Test
    void aBadLineStopsTheReadingAndKeepsWhatCameBefore() {
        Ingest.Result r = ingest("""
                {"at": 1000, "square": "e2", "piece": ""}
                # a comment
                {"at": 1500, "square": "e9", "piece": "P"}
                """, null);

        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.where()).isEqualTo("line 3");
            assertThat(e.reason()).contains("e9");
        });
        assertThat(r.lines()).containsExactly("{\"header\": {}}", "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}",
                "# the man lifted from e2 (P) was never put down");
    }

    @Test
    void timeGoingBackIsAnError() {
        Ingest.Result r = ingest("{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}\n{\"at\": 900, \"square\": \"e4\", \"piece\": \"P\"}\n", null);

        assertThat(r.error().orElseThrow().getMessage()).isEqualTo("line 2: \"at\" 900 is earlier than the line before it, 1000");
    }

    @Test
    void aBadHeaderIsRefused() {
        assertThatThrownBy(() -> ingest("", "[1]")).isInstanceOf(IngestError.class).hasMessageStartingWith("--header: expected a JSON object");
        assertThatThrownBy(() -> ingest("", "{\"start\": \"xyz\"}")).isInstanceOf(IngestError.class).hasMessageContaining("xyz");
    }
}
