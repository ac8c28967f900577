package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.noticeLaws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.rejected;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbiter.chess.Color;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.junit.jupiter.api.Test;

/** Part IV: games at odds, the odds of moves, castling without the Rook, and mates undertaken on conditions. */
class Part4OddsTest {
    private static final String QUEEN_MATES_ON_D8 = "7k/6pp/8/8/8/8/8/3Q2K1 w - - 0 1";
    private static final String PAWN_MATES_ON_G7 = "6bk/7p/5KP1/8/8/8/8/8 w - - 0 1";
    private static final String QUEEN_STALEMATES_ON_F7 = "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1";
    private static final String QUEENS_SIDE_CLEARED = play("Nc3 a6 d4 b6 Bf4 c6 Qd2 d6");
    private static final String CASTLE_WITHOUT_ROOK = """
            {"act":"move","by":"white","from":"e1","to":"c1"}
            """;

    @Test
    void IV_5_aMoveOutOfTurnAfterCastlingWithoutTheRookNamesTheCastlingAsTheRecordWritesIt() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"white\",\"man\":\"rook\"}") + QUEENS_SIDE_CLEARED
                + CASTLE_WITHOUT_ROOK + white("Kd1"));

        assertThat(r.actions()).isEqualTo(10);
        assertThat(r.notices()).anySatisfy(n -> assertThat(n.text())
                .contains("substituted Kd1 for his own preceding move O-O-O in his opponent's turn"));
    }

    /** A header giving {@code odds} (a JSON object) in a game from {@code start}. */
    private static String odds(String start, String odds) {
        return "{\"header\":{\"code\":\"chess-code-1897\",\"start\":\"" + start + "\",\"odds\":" + odds + "}}\n";
    }

    private static String white(String san) {
        return "{\"act\":\"move\",\"by\":\"white\",\"move\":\"" + san + "\"}\n";
    }

    @Test
    void IV_4_theReceiverCommencesWithTheMovesGivenInOneTurnAndTheGiverThenReplies() {
        String twoMoves = odds("initial", "{\"giver\":\"black\",\"moves\":2}") + white("e4") + white("d4");
        ReplayResult r = run(twoMoves + play("black", "e5"));

        assertThat(Cases.state(odds("initial", "{\"giver\":\"black\",\"moves\":2}") + white("e4")).turn())
                .as("the turn goes on after the first move").isEqualTo(Color.WHITE);
        assertThat(r.notices()).isEmpty();
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w");
        assertThat(Cases.state(twoMoves).record().standing()).extracting(MoveRecord.Entry::text)
                .containsExactly("e4", "d4");
    }

    @Test
    void IV_4_whenWhiteGivesTheMovesBlackCommencesAndWhitesFirstMoveIsOutOfTurn() {
        String header = odds("initial", "{\"giver\":\"white\",\"moves\":2}");
        ReplayResult receiverFirst = run(header + play("black", "e5") + play("black", "d5") + white("e4"));
        ReplayResult giverFirst = run(header + white("e4"));

        assertThat(receiverFirst.notices()).isEmpty();
        assertThat(receiverFirst.position()).isEqualTo("rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(Cases.state(header).turn()).as("the receiver commences (IV.4), not the giver (IV.2)")
                .isEqualTo(Color.BLACK);
        assertThat(noticeLaws(giverFirst)).as("White made the first move, the right being Black's").containsExactly("II.1(b)");
        assertThat(giverFirst.notices().get(0).against()).contains(Color.WHITE);
    }

    @Test
    void IV_4_theReceiverMayNotMoveBeyondHisFourthRankWhileMakingThem() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"white\",\"moves\":2}") + play("black", "e5")
                + play("black", "e4"));

        assertThat(noticeLaws(r)).containsExactly("IV.4");
        assertThat(r.notices().get(0).against()).contains(Color.BLACK);
    }

    @Test
    void IV_4_pawnBeyondFourthRankWithTwoMovesOddsIsIllegalUnderIV4() {
        String beyond = odds("initial", "{\"giver\":\"white\",\"moves\":2}") + play("black", "e5") + play("black", "e4");
        String exactA = "{\"act\":\"exact\",\"by\":\"white\",\"penalty\":\"A\"}\n";
        String pointedOut = "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"illegal-move\"}\n";

        ReplayResult exacted = run(beyond + exactA);
        ReplayResult claimed = run(beyond + pointedOut);

        assertThat(laws(exacted)).as("Penalty A for the move IV.4 forbids").containsExactly("IV.4");
        assertThat(exacted.rulings().get(0).against()).contains(Color.BLACK);
        assertThat(exacted.position()).as("the position at the commencement of the turn, Black to play")
                .isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b");
        assertThat(exacted.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(claimed)).as("the move pointed out").containsExactly("IV.4");
        assertThat(claimed.position()).as("the turn not ended, nothing restored until a penalty is exacted")
                .isEqualTo("rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR b");
    }

    @Test
    void IV_4_noManBeyondTheFourthRankWhileMakingTheMovesGiven() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"black\",\"moves\":2}") + white("e4") + white("e5"));

        assertThat(noticeLaws(r)).containsExactly("IV.4");
        assertThat(r.notices().get(0).against()).contains(Color.WHITE);
        assertThat(r.position()).as("the turn is not ended").isEqualTo("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void IV_4_aManTheOpponentTouchedWhileTheMovesGivenAreMadeStaysTouched() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"black\",\"moves\":2}") + """
                {"act":"touch","by":"black","square":"g8"}
                """ + white("e4") + white("d4") + play("black", "e5"));

        assertThat(noticeLaws(r)).containsExactly("II.5(c)");
        assertThat(r.notices().get(0).against()).contains(Color.BLACK);
    }

    @Test
    void IV_4_afterTheMovesGivenMenGoWhereTheyWill() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"black\",\"moves\":2}") + white("e4") + white("d4")
                + play("black", "a6") + white("e5"));

        assertThat(r.notices()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/1ppppppp/p7/4P3/3P4/8/PPP2PPP/RNBQKBNR b");
    }

    @Test
    void IV_5_castlingWithoutTheRookGiven() {
        String castled = odds("initial", "{\"giver\":\"white\",\"man\":\"rook\"}") + QUEENS_SIDE_CLEARED
                + CASTLE_WITHOUT_ROOK;
        ReplayResult r = run(castled);

        assertThat(r.notices()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/4pppp/pppp4/8/3P1B2/2N5/PPPQPPPP/2K2BNR b");
        assertThat(Cases.state(castled).record().last()).map(MoveRecord.Entry::text).contains("O-O-O");
    }

    @Test
    void IV_5_castlingWithoutTheRookMayBeRecordedAsCastling() {
        for (String record : new String[] {"O-O-O", "0-0-0", "Castles Queen's Rook"}) {
            ReplayResult r = run(odds("initial", "{\"giver\":\"white\",\"man\":\"rook\"}") + QUEENS_SIDE_CLEARED
                    + white(record));

            assertThat(r.notices()).as(record).isEmpty();
            assertThat(r.position()).as(record).isEqualTo("rnbqkbnr/4pppp/pppp4/8/3P1B2/2N5/PPPQPPPP/2K2BNR b");
        }
    }

    @Test
    void IV_5_notOnceTheKingHasMoved() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"white\",\"man\":\"rook\"}") + QUEENS_SIDE_CLEARED
                + play("Kd1 e6 Ke1 f6") + CASTLE_WITHOUT_ROOK);

        assertThat(noticeLaws(r)).containsExactly("II.6(b)");
        assertThat(r.position()).endsWith(" w");
    }

    @Test
    void IV_5_notOnceTheRooksSquareHasBeenOccupied() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"white\",\"man\":\"rook\"}")
                + play("Nc3 a6 d4 b6 Bf4 c6 Qc1 d6 Qa1 e6 Qd1 f6 Qd2 g6") + CASTLE_WITHOUT_ROOK);

        assertThat(noticeLaws(r)).containsExactly("II.6(b)");
        assertThat(r.position()).endsWith(" w");
    }

    @Test
    void IV_6_aMateNotGivenWithAPawnForfeitsTheGame() {
        ReplayResult r = run(odds(QUEEN_MATES_ON_D8, "{\"giver\":\"white\",\"mateWith\":\"pawn\"}") + white("Qd8"));

        assertThat(laws(r)).containsExactly("IV.6", "IV.8");
        assertThat(r.rulings()).extracting(Ruling::against).containsOnly(Optional.of(Color.WHITE));
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("IV.8");
    }

    @Test
    void IV_6_aMateWithAPawnThatHasNotPassedTheSeventhRankWins() {
        ReplayResult r = run(odds(PAWN_MATES_ON_G7, "{\"giver\":\"white\",\"mateWith\":\"pawn\"}") + white("g7"));

        assertThat(laws(r)).containsExactly("I.15(a)");
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void IV_7_aMateOffTheSquareForfeitsTheGame() {
        ReplayResult r = run(odds(QUEEN_MATES_ON_D8, "{\"giver\":\"white\",\"mateOn\":\"g8\"}") + white("Qd8"));

        assertThat(laws(r)).containsExactly("IV.7", "IV.8");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("IV.8");
    }

    @Test
    void IV_7_aMateOnTheSquareWins() {
        ReplayResult r = run(odds(QUEEN_MATES_ON_D8, "{\"giver\":\"white\",\"mateOn\":\"h8\"}") + white("Qd8"));

        assertThat(laws(r)).containsExactly("I.15(a)");
        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void IV_8_aGameDrawnWithoutTheMateUndertakenIsForfeited() {
        ReplayResult r = run(odds(QUEEN_STALEMATES_ON_F7, "{\"giver\":\"white\",\"mateWith\":\"queen\"}") + white("Qf7"));

        assertThat(laws(r)).containsExactly("II.8(e)", "IV.8");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("IV.8");
    }

    @Test
    void IV_8_aDrawAgreedStands() {
        ReplayResult r = run(odds("initial", "{\"giver\":\"white\",\"mateOn\":\"e8\"}") + """
                {"act":"offer-draw","by":"white"}
                {"act":"accept-draw","by":"black"}
                """);

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("II.8(a)");
    }

    @Test
    void IV_oddsThatNameNothingTheCodeKnowsAreRefused() {
        assertThat(rejected(odds("initial", "{\"giver\":\"white\",\"moves\":1}")).getMessage()).contains("IV.4");
        assertThat(rejected(odds("initial", "{\"giver\":\"white\",\"mateWith\":\"king\"}")).getMessage()).contains("King");
        assertThat(rejected(odds("initial", "{\"giver\":\"white\",\"mateWith\":\"dragon\"}")).getMessage()).contains("dragon");
        assertThat(rejected(odds("initial", "{\"giver\":\"white\",\"mateOn\":\"z9\"}")).getMessage()).contains("z9");
    }

    @Test
    void IV_everyOddsExampleIsReplayedWithItsExpectedRuling() throws IOException {
        List<String> examples;
        try (Stream<Path> files = Files.list(Path.of("../../examples"))) {
            examples = files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("law-IV")).sorted().toList();
        }

        assertThat(examples).hasSize(5);
        for (String name : examples) {
            Path bundled = Path.of("src/test/resources/cases", name);
            assertThat(bundled).as("replayed by SharedCasesTest with its .expect.json").exists();
            assertThat(Files.readString(bundled)).as(name).isEqualTo(Files.readString(Path.of("../../examples", name)));
        }
    }
}
