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

/** Part II, Law 1: the right to the first move. */
class Law01FirstMoveTest {
    private static final String CLAIM = """
            {"act":"claim","by":"%s","claim":"annulment","ground":"wrong-first-player"}
            """;

    @Test
    void II_1b_firstMoveByTheWrongPlayerIsANoticeAndPlayGoesOn() {
        ReplayResult r = run(INITIAL + play("black", "e5 e4"));

        assertThat(noticeLaws(r)).containsExactly("II.1(b)");
        assertThat(r.rulings()).isEmpty();
        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void II_1b_aFirstMoveMadeByHandByTheWrongPlayerIsTheSame() {
        ReplayResult r = run(INITIAL + """
                {"act":"lift","by":"black","square":"e7"}
                {"act":"place","by":"black","square":"e5"}
                {"act":"release","by":"black"}
                {"act":"claim","by":"white","claim":"annulment","ground":"wrong-first-player"}
                """);

        assertThat(noticeLaws(r)).containsExactly("II.1(b)");
        assertThat(laws(r)).containsExactly("II.1(b)");
        assertThat(r.result()).isEqualTo(Result.ANNULLED);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w");
    }

    @Test
    void II_1b_annulledWhenPointedOutBeforeTheOpponentsFourthMove() {
        ReplayResult r = run(INITIAL + play("black", "e5 e4 Nc6 Nf3 Nf6 Bc4 Bc5") + CLAIM.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
        assertThat(r.termination()).isEqualTo("II.1(b)");
        assertThat(laws(r)).containsExactly("II.1(b)");
    }

    @Test
    void II_1b_eitherPlayerMayRequireAnnulment() {
        ReplayResult r = run(INITIAL + play("black", "e5 e4") + CLAIM.formatted("black"));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
    }

    @Test
    void II_1b_lateClaimAfterTheOpponentCompletedHisFourthMoveFails() {
        Ruling r = Cases.fails(INITIAL + play("black", "e5 e4 Nc6 Nf3 Nf6 Bc4 Bc5 d3 d6"), CLAIM.formatted("white"),
                "II.1(b)", Color.WHITE);

        assertThat(r.text()).contains("completed his fourth move");
    }

    @Test
    void II_1b_claimFailsWhenThePlayerWithTheRightMovedFirst() {
        Ruling r = Cases.fails(INITIAL + play("e4 e5"), CLAIM.formatted("black"), "II.1(b)", Color.BLACK);

        assertThat(r.text()).contains("White, who had the right, made the first move");
    }

    @Test
    void II_1b_claimAfterTheGameIsFinishedIsRejected() {
        String mated = INITIAL + play("black", "e5 f3 d6 g4 Qh4#");
        Ruling rejected = Cases.fails(mated, CLAIM.formatted("white"), "II.1(b)", Color.WHITE);
        ReplayResult r = run(mated + CLAIM.formatted("white"));

        assertThat(rejected.text()).contains("finished");
        assertThat(laws(r)).containsExactly("I.15(a)", "II.1(b)");
        assertThat(r.notices()).as("a ruling, not a note that the game had ended").noneMatch(n -> n.seq() == r.actions());
        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("I.15(a)");
        assertThat(r.position()).isEqualTo("rnb1kbnr/ppp2ppp/3p4/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w");
    }

    @Test
    void II_1c_theRightfulFirstPlayerMovesFirstInTheGamePlayedInstead() {
        String odds = "{\"header\":{\"code\":\"chess-code-1897\",\"odds\":{\"giver\":\"black\",\"man\":\"pawn\"}}}\n";
        ReplayResult r = run(odds + play("white", "e4 e5") + CLAIM.formatted("white"));

        assertThat(r.result()).isEqualTo(Result.ANNULLED);
        assertThat(Cases.lastText(r)).contains("II.1(c)").contains("Black moves first");
    }
}
