package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.junit.jupiter.api.Test;

/** The replay of a whole sequence: the listener, the record as PGN, and states that never change. */
class ReplayTest {
    private static final String HEADER = "{\"header\":{\"white\":\"Steinitz\",\"black\":\"Zukertort\"}}\n";
    /** II.6(e): White's illegal Nf3-f5 is answered by ...Nf6 and then pointed out. */
    private static final String RESTORED = HEADER + """
            {"act":"move","by":"white","move":"e4"}
            {"act":"move","by":"black","move":"e5"}
            {"act":"move","by":"white","move":"Nf3"}
            {"act":"move","by":"black","move":"Nc6"}
            {"act":"move","by":"white","from":"f3","to":"f5"}
            {"act":"move","by":"black","move":"Nf6"}
            {"act":"claim","by":"black","claim":"illegal-move"}
            {"act":"move","by":"white","move":"Bb5"}
            """;

    @Test
    void theListenerHearsTheStartAndEveryFrameInOrder() {
        List<String> heard = new ArrayList<>();
        ReplayResult result = Replay.run(ContestedSequence.parse(RESTORED), new Replay.Listener() {
            @Override
            public void started(Header header, GameState start) {
                heard.add("start " + header.white() + " " + start.position());
            }

            @Override
            public void step(Replay.Frame frame) {
                heard.add(frame.seq() + " " + frame.action().act());
            }
        });

        assertThat(heard).containsExactly("start Steinitz rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
                "1 move", "2 move", "3 move", "4 move", "5 move", "6 move", "7 claim", "8 move");
        assertThat(result.actions()).isEqualTo(8);
    }

    @Test
    void II_6e_thePgnHasTheMovesThatStandAndTheRulingWhereItWasGiven() {
        Replay replay = replayOf(RESTORED);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Steinitz");
        tags.put("Black", "Zukertort");

        assertThat(replay.pgn(tags)).isEqualTo("""
                [White "Steinitz"]
                [Black "Zukertort"]
                [Result "*"]

                1. e4 e5 2. Nf3 Nc6 {II.6(e): The illegal move f3f5 by White remained
                uncorrected after his opponent completed a move; the position at the
                commencement of that turn is restored, White to play, and no penalty may be
                exacted for it.} 3. Bb5 *

                """);
    }

    @Test
    void II_6e_anIllegalMoveThatStandsIsAPgnCommentAndSoIsEveryMoveMadeOnIt() {
        Replay replay = replayOf(RESTORED.substring(0, RESTORED.indexOf("{\"act\":\"claim\"")));

        assertThat(replay.pgn(Map.of())).isEqualTo("""
                [Result "*"]

                1. e4 e5 2. Nf3 Nc6 {White made an illegal move 3. Nf3-f5 (illegal). 3... Nf6.}
                *

                """);
    }

    @Test
    void II_1b_anAnnulledGameIsSaidInAPgnCommentWithTheResultUnknown() {
        Replay replay = replayOf(HEADER + """
                {"act":"move","by":"black","move":"e5"}
                {"act":"claim","by":"white","claim":"annulment","ground":"wrong-first-player"}
                """);

        assertThat(replay.pgn(Map.of())).isEqualTo("""
                [Result "*"]

                {1... e5. II.1(b): Black made the first move when it was not his turn, and the
                error was pointed out in time: the game is annulled, and in the game played
                instead White moves first (II.1(c)). The game is annulled.} *

                """);
    }

    /**
     * FIDE 6.2.1: "having made his move on the chessboard, [he] shall stop his own clock and start
     * his opponent's clock", and the increment is added at the press: each move's {@code [%clk]} is
     * the mover's time left once he pressed.
     */
    @Test
    void fide_6_2_eachMoveCarriesTheMoversClockAfterHisPress() {
        Replay replay = replayOf("""
                {"header":{"code":"fide-2023","white":"Anand","black":"Carlsen","timeControl":{"base":"PT90M","increment":"PT30S"}}}
                {"act":"move","by":"white","move":"e4","at":10}
                {"act":"press","by":"white","at":12}
                {"act":"move","by":"black","move":"e5","at":20}
                {"act":"press","by":"black","at":25}
                {"act":"move","by":"white","move":"Nf3","at":3600}
                """);

        assertThat(replay.pgn(Map.of())).isEqualTo("""
                [Result "*"]

                1. e4 {[%clk 1:30:18] [%emt 0:00:12]} 1... e5 {[%clk 1:30:17] [%emt 0:00:13]}
                2. Nf3 {[%clk 0:30:43] [%emt 0:59:35]} *

                """);
        Clocks clocks = replay.state().clocks();
        assertThat(clocks.running()).contains(org.arbiter.chess.Color.WHITE);
        assertThat(clocks.left(org.arbiter.chess.Color.BLACK)).contains(java.time.Duration.ofSeconds(5417));
        assertThat(clocks.flagDown(org.arbiter.chess.Color.WHITE)).isFalse();
    }

    /**
     * FIDE 7.5.1 and 7.5.5: each completed illegal move is taken back, and the feed names it in the
     * ruling's comment; a move carries one comment (its clock, then the rulings), which chess.js
     * requires (issue 34, item 7).
     */
    @Test
    void fide_7_5_1_theIllegalMovesRuledOnAreNamedInTheMovesOneComment() {
        Replay replay = replayOf(bundledCase("fide-7-5-5-second-illegal-move.jsonl"));

        String pgn = replay.pgn(Map.of()).replace('\n', ' ');
        assertThat(pgn).doesNotContainPattern("\\}\\s*\\{");
        assertThat(pgn).containsPattern("1\\.\\.\\. e5 \\{\\[%clk [^}]*7\\.5\\.1: [^}]*Bf1-b6[^}]*7\\.5\\.5: "
                + "[^}]*7\\.5\\.1: [^}]*Bf1-h6[^}]*7\\.5\\.5: [^}]*\\} 0-1");
    }

    /** FIDE 6.8: "a flag is considered to have fallen when ... the player has exceeded the allotted time". */
    @Test
    void fide_6_8_aClockRunOutShowsTheFlagDown() {
        Replay replay = replayOf("""
                {"header":{"code":"fide-2023","timeControl":{"base":"PT3M"},"rate":"blitz"}}
                {"act":"move","by":"white","move":"e4","at":200}
                """);

        assertThat(replay.state().clocks().flagDown(org.arbiter.chess.Color.WHITE)).isTrue();
        assertThat(replay.state().clocks().flagDown(org.arbiter.chess.Color.BLACK)).isFalse();
    }

    /** II.10.A(b): the 1897 Code's clocks count the time used by the player whose turn it is. */
    @Test
    void II_10Ab_withoutATimeControlTheClockIsTheTimeUsed() {
        Replay replay = replayOf(HEADER + """
                {"act":"move","by":"white","move":"e4","at":30}
                {"act":"move","by":"black","move":"e5","at":75}
                """);

        assertThat(replay.pgn(Map.of())).contains("1. e4 {[%clk 0:00:30] [%emt 0:00:30]} 1... e5 {[%clk 0:00:45] [%emt 0:00:45]} *");
        assertThat(replay.state().clocks().running()).contains(org.arbiter.chess.Color.WHITE);
    }

    @Test
    void aStateOnceReturnedNeverChanges() {
        Replay replay = new Replay(ContestedSequence.parse(HEADER).header());
        ContestedSequence sequence = ContestedSequence.parse(RESTORED + """
                {"act":"touch","by":"black","square":"a8"}
                {"act":"lift","by":"black","square":"g8"}
                {"act":"place","by":"black","square":"f6"}
                {"act":"release","by":"black"}
                {"act":"exact","by":"white","penalty":"C","select":"h8"}
                """);
        List<GameState> states = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < sequence.actions().size(); i++) {
            GameState state = replay.apply(sequence.actions().get(i), sequence.lines().get(i)).state();
            states.add(state);
            seen.add(state.toString());
        }

        assertThat(states).extracting(GameState::toString).containsExactlyElementsOf(seen);
    }

    private static String bundledCase(String name) {
        try (java.io.InputStream in = ReplayTest.class.getResourceAsStream("/cases/" + name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Replay replayOf(String jsonl) {
        ContestedSequence sequence = ContestedSequence.parse(jsonl);
        Replay replay = new Replay(sequence.header());
        for (int i = 0; i < sequence.actions().size(); i++) {
            replay.apply(sequence.actions().get(i), sequence.lines().get(i));
        }
        return replay;
    }
}
