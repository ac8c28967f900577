package org.arbiter.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** A game's result as each player's outcome, the one source of a tournament's points. */
class OutcomeTest {

    @Test
    void aDecidedGameGivesTheWinnerAWinAndTheLoserALossAndADrawAHalfEach() {
        assertThat(Outcome.of(Result.WHITE_WINS, RoundResult.Colour.WHITE)).contains(Outcome.WIN);
        assertThat(Outcome.of(Result.WHITE_WINS, RoundResult.Colour.BLACK)).contains(Outcome.LOSS);
        assertThat(Outcome.of(Result.BLACK_WINS, RoundResult.Colour.BLACK)).contains(Outcome.WIN);
        assertThat(Outcome.of(Result.DRAWN, RoundResult.Colour.BLACK)).contains(Outcome.DRAW);
        assertThat(Outcome.halfPoints(List.of(Outcome.WIN, Outcome.DRAW, Outcome.LOSS))).isEqualTo(3);
    }

    @Test
    void aGameInPlayOrAnnulledGivesNothingYet() {
        assertThat(Outcome.of(Result.IN_PLAY, RoundResult.Colour.WHITE)).isEmpty();
        assertThat(Outcome.of(Result.ANNULLED, RoundResult.Colour.BLACK)).isEmpty();
        assertThatThrownBy(() -> Outcome.of(Result.DRAWN, RoundResult.Colour.NONE))
                .hasMessageContaining("White or Black");
    }
}
