package org.arbiter.law.code1897;

import static org.arbiter.law.code1897.Cases.header;
import static org.arbiter.law.code1897.Cases.laws;
import static org.arbiter.law.code1897.Cases.noticeLaws;
import static org.arbiter.law.code1897.Cases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.Ruling;
import org.arbiter.chess.Color;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Part II, Law 4: a Pawn promoted by naming, and its replacement by the piece. */
class Law04PromotionTest {
    private static final String NAMED = header("k7/4P3/8/8/8/8/8/4K3 w - - 0 1") + """
            {"act":"lift","by":"white","square":"e7"}
            {"act":"place","by":"white","square":"e8"}
            {"act":"promote","by":"white","piece":"Q","named":true}
            {"act":"release","by":"white"}
            """;

    @Test
    void II_4a_aPawnNamedAsAPieceCountsAsThatPiece() {
        ReplayResult r = run(NAMED + """
                {"act":"move","by":"black","move":"Kb7"}
                {"act":"move","by":"white","move":"Qe4+"}
                """);

        assertThat(r.position()).isEqualTo("8/1k6/8/8/4Q3/8/8/4K3 b");
        assertThat(r.rulings()).isEmpty();
    }

    @Test
    void II_4b_theOpponentMayRequireReplacementInHisOwnTurn() {
        ReplayResult r = run(NAMED + """
                {"act":"require","by":"black","requirement":"replace-named-piece"}
                """);

        assertThat(laws(r)).containsExactly("II.4(b)");
        assertThat(Cases.lastText(r)).contains("must replace").contains("e8");
    }

    @Test
    void II_4b_theNamedPawnIsFollowedAsItMoves() {
        ReplayResult r = run(NAMED + """
                {"act":"move","by":"black","move":"Kb7"}
                {"act":"move","by":"white","move":"Qe4+"}
                {"act":"require","by":"black","requirement":"replace-named-piece"}
                """);

        assertThat(Cases.lastText(r)).contains("e4").doesNotContain("fails");
    }

    @Test
    void II_4b_requirementOutsideTheRequirersTurnFails() {
        Ruling r = Cases.fails(NAMED + """
                {"act":"move","by":"black","move":"Kb7"}
                """, """
                {"act":"require","by":"black","requirement":"replace-named-piece"}
                """, "II.4(b)", Color.BLACK);

        assertThat(r.text()).contains("only in Black's own turn");
    }

    @Test
    void II_4b_requirementFailsWithoutANamedPawn() {
        Ruling r = Cases.fails(header("k7/4P3/8/8/8/8/8/4K3 w - - 0 1") + """
                {"act":"move","by":"white","move":"e8=Q+"}
                """, """
                {"act":"require","by":"black","requirement":"replace-named-piece"}
                """, "II.4(b)", Color.BLACK);

        assertThat(r.text()).contains("White has no Pawn standing named as a piece");
    }

    @Test
    void II_4b_refusingTheRequirementIsAForfeitOnClaim() {
        ReplayResult r = run(NAMED + """
                {"act":"require","by":"black","requirement":"replace-named-piece"}
                {"act":"refuse","by":"white"}
                {"act":"claim","by":"black","claim":"forfeit","offence":"refuse-laws"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.9(e)");
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("II.9(e)");
    }
}
