package org.arbiter.law.appeal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/**
 * Appeals against rulings as acts of the sequence, decided by the law engine: FIDE 11.10 ("a
 * player may appeal against any decision of the arbiter"), household xiv's bystander, and the
 * tournament's time allowed.
 */
class AppealsTest {
    /** FIDE 7.5.5: White's Bishop twice jumps its own Pawn; the second illegal move loses (act 8). */
    private static final String TWO_ILLEGAL_MOVES = """
            {"header":{"code":"fide-2023","white":"Anna","black":"Boris",%s"timeControl":{"base":"PT90M","increment":"PT30S"}}}
            {"act":"move","by":"white","move":"e4","at":20}
            {"act":"press","by":"white","at":20}
            {"act":"move","by":"black","move":"e5","at":40}
            {"act":"press","by":"black","at":40}
            {"act":"move","by":"white","from":"f1","to":"b6","at":50}
            {"act":"press","by":"white","at":50}
            {"act":"move","by":"white","from":"f1","to":"h6","at":70}
            {"act":"press","by":"white","at":70}
            """;

    private static ReplayResult run(String header, String... acts) {
        return Replay.run(ContestedSequence.parse(TWO_ILLEGAL_MOVES.formatted(header) + String.join("\n", acts)));
    }

    private static List<Ruling> at(ReplayResult r, int seq) {
        return r.rulings().stream().filter(x -> x.seq() == seq).toList();
    }

    /** Issue 34, item 12: "Chief Arbiter uphold the ruling ... before the touch.." read as two slips. */
    @Test
    void fide_11_10_oneDeciderUpholdsInTheSingularAndTheReasonsEndWithOneFullStop() {
        ReplayResult r = run("",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"adjusted\",\"at\":90}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":9,\"decision\":\"upheld\","
                        + "\"reasons\":\"the Bishop was let go before the touch.\",\"deciders\":[\"Chief Arbiter\"]}");

        assertThat(at(r, 10).get(0).text()).startsWith("Chief Arbiter upholds the ruling").doesNotContain("..")
                .endsWith("before the touch.");
    }

    @Test
    void fide_11_10_overturningTheFirstIllegalMoveMakesTheSecondTheFirstAndTheGameGoesOn() {
        ReplayResult r = run("",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":6,\"grounds\":\"the Bishop was only adjusted\",\"at\":90}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":9,\"decision\":\"overturned\","
                        + "\"reasons\":\"the video shows an adjustment\",\"deciders\":[\"Chief Arbiter\"],"
                        + "\"replacement\":\"no illegal move was completed at act 6\"}");

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(at(r, 6)).extracting(Ruling::law).as("the original ruling is still on the record")
                .containsExactly("7.5.1", "7.5.5");
        Ruling decision = at(r, 10).get(0);
        assertThat(decision.law()).isEqualTo("11.10");
        assertThat(decision.text()).startsWith("Chief Arbiter overturns the ruling 7.5.1, 7.5.5 given at act 6 on appeal")
                .contains("in its place: no illegal move was completed at act 6")
                .endsWith("The result is now * (it was 0-1).");
        assertThat(decision.against()).contains(Color.BLACK);
        assertThat(at(r, 8)).extracting(Ruling::text).as("act 8 ruled again: now White's first illegal move")
                .contains("First completed illegal move by White: two minutes added to Black's time.");
        assertThat(r.notices()).extracting(Ruling::text)
                .anyMatch(t -> t.startsWith("The ruling 7.5.5 of act 8 no longer stands after the decision on appeal"));
    }

    @Test
    void fide_11_10_anUpheldRulingStandsAndTheDecisionGoesAgainstTheAppellant() {
        ReplayResult r = run("",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"I did not press\",\"at\":100}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":9,\"decision\":\"upheld\","
                        + "\"reasons\":\"the clock shows the press\",\"deciders\":[\"A\",\"B\",\"C\"]}");

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("7.5.5");
        assertThat(at(r, 10)).singleElement().satisfies(d -> {
            assertThat(d.text()).startsWith("A, B, C uphold the ruling 7.5.1, 7.5.5 given at act 8 on appeal");
            assertThat(d.against()).contains(Color.WHITE);
        });
    }

    @Test
    void fide_11_10_aVariedDecisionSetsItsResultAndLeavesTheRuling() {
        ReplayResult r = run("",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"harsh\",\"at\":100}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":9,\"decision\":\"varied\","
                        + "\"reasons\":\"the second move was forced by a clock fault\",\"result\":\"1/2-1/2\"}");

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("11.10");
        assertThat(at(r, 10).get(0).text()).startsWith("The deciders vary the ruling 7.5.1, 7.5.5 given at act 8")
                .endsWith("The result is now 1/2-1/2 (it was 0-1).");
    }

    @Test
    void anAppealLodgedAfterTheTimeTheTournamentAllowsIsRefusedWithTheReason() {
        ReplayResult late = run("\"appealWithin\":\"PT5M\",",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"late\",\"at\":500}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":9,\"decision\":\"overturned\",\"reasons\":\"x\"}");

        assertThat(at(late, 9)).singleElement().satisfies(x -> {
            assertThat(x.law()).isEqualTo("11.10");
            assertThat(x.text()).isEqualTo("The appeal is refused: it was lodged PT7M10S after the ruling, and the "
                    + "tournament allows PT5M.");
            assertThat(x.against()).contains(Color.WHITE);
        });
        assertThat(at(late, 10).get(0).text()).isEqualTo("The decision cannot be given: act 9 lodged no appeal that "
                + "was heard.");
        assertThat(late.result()).as("nothing overturned").isEqualTo(Result.BLACK_WINS);

        ReplayResult inTime = run("\"appealWithin\":\"PT5M\",",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"in time\",\"at\":300}");
        assertThat(at(inTime, 9)).isEmpty();
        assertThat(inTime.notices()).extracting(Ruling::text)
                .contains("White appeals against the ruling 7.5.1, 7.5.5 given at act 8, on the grounds: in time.");
    }

    @Test
    void anAppealWithoutItsTimeIsRefusedWhereTheTournamentSetsATime() {
        ReplayResult r = run("\"appealWithin\":\"PT5M\",",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"untimed\"}");

        assertThat(at(r, 9).get(0).text()).isEqualTo("The appeal is refused: it carries no time ('at'), so it cannot "
                + "be shown to be lodged within the PT5M the tournament allows.");
    }

    @Test
    void aDecisionIsFinalAndAnActWithoutARulingCannotBeAppealed() {
        ReplayResult r = run("",
                "{\"act\":\"appeal\",\"by\":\"black\",\"ruling\":3,\"grounds\":\"nothing\"}",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"first\"}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":10,\"decision\":\"upheld\",\"reasons\":\"r\"}",
                "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":8,\"grounds\":\"again\"}",
                "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":10,\"decision\":\"overturned\",\"reasons\":\"r\"}");

        assertThat(at(r, 9).get(0).text()).isEqualTo("The appeal is refused: act 3 gave no ruling of the code to "
                + "appeal against.");
        assertThat(at(r, 12).get(0).text()).isEqualTo("The appeal is refused: the ruling of act 8 was decided on "
                + "appeal at act 11, and that decision is final.");
        assertThat(at(r, 13).get(0).text()).isEqualTo("The decision cannot be given: the appeal of act 10 was decided "
                + "at act 11, and that decision is final.");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
    }

    @Test
    void xiv_theDisputeGoesToOneBystanderWhoseDecisionIsFinal() {
        String game = """
                {"header":{"code":"household-chess","white":"W","black":"B","start":"4k3/7p/8/8/8/8/8/3QK3 w - - 0 1"}}
                {"act":"move","by":"white","move":"Qa4"}
                {"act":"move","by":"black","from":"h7","to":"h6"}
                {"act":"appeal","by":"white","ruling":2,"grounds":"Black must answer the check"}
                {"act":"decide-appeal","by":"arbiter","appeal":3,"decision":"overturned","reasons":"r","deciders":["X","Y"]}
                {"act":"decide-appeal","by":"arbiter","appeal":3,"decision":"upheld","reasons":"the check was not cried","deciders":["a bystander"]}
                """;
        ReplayResult r = Replay.run(ContestedSequence.parse(game));

        assertThat(at(r, 4).get(0)).satisfies(x -> {
            assertThat(x.law()).isEqualTo("xiv");
            assertThat(x.text()).isEqualTo("The decision cannot be given: under xiv the question goes to one bystander, "
                    + "whose decision is final, not to 2 deciders.");
        });
        assertThat(at(r, 5).get(0).text()).startsWith("a bystander upholds the ruling ix given at act 2 on appeal");
    }

    /**
     * FIDE 11.10 in the project's summary, marked as one (FIDE's text is not the project's to quote), beside
     * the code's own texts; the 1897 Code's preface on disputes is its own words, not a summary.
     */
    @Test
    void fide_11_10_theAppealsCitationCarriesASummaryMarkedAsOneAndTheCodesOwnTextsStandBehindIt() {
        var fide = org.arbiter.law.Rulebooks.of(ContestedSequence.parse(TWO_ILLEGAL_MOVES.formatted("")).header());
        assertThat(fide.lawText("11.10")).startsWith("A player may appeal against any decision of the arbiter");
        assertThat(fide.summarises("11.10")).isTrue();
        assertThat(fide.lawText("7.5.5")).isNotEmpty()
                .isEqualTo(new org.arbiter.law.fide2023.Fide2023().lawText("7.5.5"));
        assertThat(fide.summarises("7.5.5")).isTrue();

        var code1897 = org.arbiter.law.Rulebooks.of(ContestedSequence.parse(TWO_ILLEGAL_MOVES.formatted("")
                .replace("fide-2023", "chess-code-1897")).header());
        assertThat(code1897.lawText("appeal")).startsWith("The constitution of a proper authority for dealing with disputes");
        assertThat(code1897.summarises("appeal")).isFalse();
    }

    @Test
    void aDecisionWrittenByAPlayerOrAnAppealWithoutItsRulingIsBadInputNamingTheField() {
        assertThatThrownBy(() -> run("", "{\"act\":\"decide-appeal\",\"by\":\"white\",\"appeal\":9,"
                + "\"decision\":\"upheld\",\"reasons\":\"r\"}"))
                .isInstanceOf(SequenceError.class).hasMessageContaining("line 10").hasMessageContaining("by");
        assertThatThrownBy(() -> run("", "{\"act\":\"appeal\",\"by\":\"white\",\"grounds\":\"g\"}"))
                .isInstanceOf(SequenceError.class).hasMessageContaining("line 10").hasMessageContaining("ruling");
        assertThatThrownBy(() -> run("", "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":9,"
                + "\"decision\":\"quashed\",\"reasons\":\"r\"}"))
                .isInstanceOf(SequenceError.class).hasMessageContaining("line 10")
                .hasMessageContaining("'quashed' is not one of");
    }
}
