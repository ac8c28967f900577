package org.arbiter.chess.winnable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every "can mate" rests on a line the search found: replayed with chess-rules' own
 * {@link Position}, each move is legal and the last one mates the loser. The lines are those of the
 * answers {@link WinnabilityTest} checks ({@link Searched}), found once.
 */
class MateLineTest {

    static List<LabelledPositions.Labelled> positions() {
        List<LabelledPositions.Labelled> all = new ArrayList<>(LabelledPositions.load("winnable.txt"));
        all.addAll(LabelledPositions.load("winnable-hard.txt"));
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void everyMateFoundIsALegalLineEndingInMate(LabelledPositions.Labelled labelled) {
        Position start = Position.fromFen(labelled.fen());
        Searched searched = Searched.of(labelled);
        for (int side = 0; side < 2; side++) {
            Winnability.Answer answer = side == 0 ? searched.answer().white() : searched.answer().black();
            if (answer != Winnability.Answer.CAN_MATE) {
                continue;
            }
            Position p = start;
            for (int move : searched.mateLines()[side]) {
                Move m = Move.fromUci(Workboard.uci(move));
                assertThat(p.isLegal(m)).as(labelled + ": " + m.uci() + " in " + p.fen()).isTrue();
                p = p.play(m);
            }
            assertThat(p.isCheckmate()).as(labelled + ": the line ends in " + p.fen()).isTrue();
            assertThat(p.sideToMove()).as("the mated side").isEqualTo(side == 0 ? Color.BLACK : Color.WHITE);
        }
    }
}
