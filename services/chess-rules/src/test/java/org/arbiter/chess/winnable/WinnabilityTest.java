package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.chess.Position;
import org.arbiter.chess.winnable.Winnability.Answer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * FIDE 5.2.2, 6.9 and 7.5.5 against positions labelled by a published source or by argument
 * ({@code winnable.txt}, where each block names its source).
 */
class WinnabilityTest {

    static List<LabelledPositions.Labelled> decided() {
        return LabelledPositions.load("winnable.txt");
    }

    static List<LabelledPositions.Labelled> hard() {
        return LabelledPositions.load("winnable-hard.txt");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decided")
    void decidesEveryLabelledPosition(LabelledPositions.Labelled position) {
        assertThat(Searched.of(position).answer().label()).as(position.toString())
                .isEqualTo(position.label());
    }

    /** Beyond the analyser's budget it may give up on a side, but never answer it wrongly. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("hard")
    void neverContradictsAHardPosition(LabelledPositions.Labelled position) {
        String label = Searched.of(position).answer().label();
        for (int side = 0; side < 2; side++) {
            assertThat(label.charAt(side)).as(position + " gave " + label).isIn('?', position.label().charAt(side));
        }
    }

    @Test
    void aSearchOutOfBudgetSaysUndeterminedRatherThanGuessing() {
        Winnability w = Winnability.of(Position.initial(), 1);
        assertThat(w.white()).isEqualTo(Answer.UNDETERMINED);
        assertThat(w.black()).isEqualTo(Answer.UNDETERMINED);
        assertThat(w.label()).isEqualTo("??");
        assertThat(w.dead()).isFalse();
    }

    @Test
    void labelLettersFollowTheContract() {
        assertThat(new Winnability(Answer.CAN_MATE, Answer.CANNOT_MATE).label()).isEqualTo("W-");
        assertThat(new Winnability(Answer.CANNOT_MATE, Answer.CAN_MATE).label()).isEqualTo("-B");
        assertThat(new Winnability(Answer.UNDETERMINED, Answer.CAN_MATE).label()).isEqualTo("?B");
        assertThat(new Winnability(Answer.CANNOT_MATE, Answer.CANNOT_MATE).dead()).isTrue();
    }

    @Test
    void theDataFilesHoldEnoughPositions() {
        assertThat(decided().size() + hard().size()).isGreaterThanOrEqualTo(60);
    }
}
