package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.INITIAL;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.noticeLaws;
import static org.arbiter.law.code1897.Cases.play;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Ruling;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Part II, Law 9: games forfeited or resigned. */
class Law09ForfeitsTest {
    private static final String OPENING = INITIAL + play("e4 e5");

    private static String offence(String by, String kind, String knownTo) {
        return "{\"act\":\"offence\",\"by\":\"" + by + "\",\"offence\":\"" + kind + "\""
                + (knownTo == null ? "" : ",\"knownTo\":\"" + knownTo + "\"") + "}\n";
    }

    private static String claim(String by, String kind) {
        return "{\"act\":\"claim\",\"by\":\"" + by + "\",\"claim\":\"forfeit\""
                + (kind == null ? "" : ",\"offence\":\"" + kind + "\"") + "}\n";
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"upset-men, II.9(a)", "falsify-position, II.9(a)", "second-board, II.9(b)",
            "printed-matter, II.9(c)", "assistance, II.9(d)", "refuse-laws, II.9(f)"})
    void II_9_theOffenceSpecifiedAndClaimedForfeitsTheGame(String kind, String law) {
        ReplayResult r = run(OPENING + offence("white", kind, "black") + claim("black", kind));

        assertThat(noticeLaws(r)).containsExactly(law);
        assertThat(laws(r)).containsExactly(law);
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo(law);
    }

    @Test
    void II_9_theClaimantMustSpecifyTheOffence() {
        ReplayResult r = run(OPENING + offence("white", "printed-matter", "black") + claim("black", null));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(Cases.lastText(r)).contains("specify");
    }

    @Test
    void II_9_anOffenceNotCommittedCannotBeClaimed() {
        ReplayResult r = run(OPENING + offence("white", "printed-matter", "black") + claim("black", "assistance"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(laws(r)).containsExactly("II.9(d)");
    }

    @Test
    void II_9_claimInTimeBeforeCompletingAMoveAfterKnowledge() {
        ReplayResult r = run(OPENING + offence("white", "assistance", "black") + """
                {"act":"touch","by":"white","square":"g1"}
                """ + play("white", "Nf3") + claim("black", "assistance"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
    }

    @Test
    void II_9_claimLostAfterClaimantCompletesAMoveWithKnowledge() {
        Ruling r = Cases.fails(OPENING + offence("white", "assistance", "black") + play("white", "Nf3 Nc6"),
                claim("black", "assistance"), "II.9(d)", Color.BLACK);

        assertThat(r.text()).contains("completed a move since he knew of the offence");
    }

    @Test
    void II_9_anOffenceNotYetKnownMayBeClaimedWhenLearned() {
        ReplayResult r = run(OPENING + offence("white", "assistance", null) + play("white", "Nf3 Nc6 Bc4")
                + claim("black", "assistance"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
    }

    @Test
    void II_9e_refusingALegalRequirement() {
        ReplayResult r = run(OPENING + """
                {"act":"lift","by":"white","square":"g1"}
                {"act":"require","by":"black","requirement":"replace-man"}
                {"act":"refuse","by":"white"}
                """ + claim("black", "refuse-laws"));

        assertThat(noticeLaws(r)).containsExactly("II.9(e)");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.9(e)");
    }

    @Test
    void II_9_resignedGameIsTreatedAsWonByTheOpponent() {
        ReplayResult r = run(OPENING + """
                {"act":"resign","by":"white"}
                """);

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.9");
    }
}
