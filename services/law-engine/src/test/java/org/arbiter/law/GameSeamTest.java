package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Optional;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/**
 * Each code rules the game it declares: a draughts sequence replays under {@code household-draughts}
 * like any other, and a code asked to rule the other game is refused naming the header's field.
 */
class GameSeamTest {
    private static final String DRAUGHTS = "{\"header\":{\"game\":\"draughts\",\"code\":\"household-draughts\"}}\n"
            + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"11-15\"}\n"
            + "{\"act\":\"move\",\"by\":\"white\",\"move\":\"23-19\"}\n";

    @Test
    void everyCodeDeclaresItsGame() {
        assertThat(Rulebooks.codes()).contains("household-draughts");
        assertThat(Rulebooks.find("household-draughts").orElseThrow().game()).isEqualTo(GameKind.DRAUGHTS);
        for (String chess : List.of("chess-code-1897", "household-chess", "encyclopaedia-1911", "fide-2023")) {
            assertThat(Rulebooks.find(chess).orElseThrow().game()).as(chess).isEqualTo(GameKind.CHESS);
        }
    }

    @Test
    void aDraughtsSequenceReplaysWithItsPositionAsAPdnFen() {
        ReplayResult r = Replay.run(ContestedSequence.parse(DRAUGHTS));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(r.actions()).isEqualTo(2);
        assertThat(r.position()).isEqualTo("B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    }

    @Test
    void aChessCodeAskedToRuleADraughtsGameIsRefusedNamingTheField() {
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> Replay.run(ContestedSequence.parse(DRAUGHTS).ruledBy("chess-code-1897", Optional.empty())));

        assertThat(e.line()).isEqualTo(1);
        assertThat(e.field()).isEqualTo("code");
        assertThat(e.reason()).isEqualTo("'chess-code-1897' is a code of chess, not of draughts");
    }

    @Test
    void theDraughtsCodeAskedToRuleAChessGameIsRefusedNamingTheField() {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> Replay.run(ContestedSequence.parse(
                "{\"header\":{\"code\":\"household-draughts\"}}\n{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}\n")));
        SequenceError supplement = catchThrowableOfType(SequenceError.class, () -> Replay.run(ContestedSequence.parse(
                "{\"header\":{\"game\":\"draughts\",\"supplement\":\"household-chess\"}}\n")));

        assertThat(e.field()).isEqualTo("code");
        assertThat(e.reason()).isEqualTo("'household-draughts' is a code of draughts, not of chess");
        assertThat(supplement.field()).isEqualTo("supplement");
        assertThat(supplement.reason()).contains("is a code of chess, not of draughts");
    }

    @Test
    void aBadDraughtsStartIsAnErrorInTheStartField() {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> Replay.run(ContestedSequence.parse(
                "{\"header\":{\"game\":\"draughts\",\"start\":\"B:W33:B1\"}}\n")));

        assertThat(e.field()).isEqualTo("start");
        assertThat(e.reason()).contains("33");
    }

    @Test
    void aDraughtsMoveThatIsNoMoveIsRejectedNamingItsLineAndNothingBeforeItIsLost() {
        Replay.Partial p = Replay.runUpToRejection(ContestedSequence.parse(DRAUGHTS
                + "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e2-e4\"}\n"), frame -> { });

        assertThat(p.result().actions()).isEqualTo(2);
        assertThat(p.rejected().orElseThrow().line()).isEqualTo(4);
        assertThat(p.rejected().orElseThrow().reason()).contains("not a draughts move");
    }

    @Test
    void aDraughtsRecordIsWrittenAsPdnWithTheRulingsAsComments() {
        Replay replay = new Replay(ContestedSequence.parse(DRAUGHTS).header());
        ContestedSequence seq = ContestedSequence.parse(DRAUGHTS
                + "{\"act\":\"offence\",\"by\":\"black\",\"offence\":\"leave-room\"}\n");
        for (int i = 0; i < seq.actions().size(); i++) {
            replay.apply(seq.actions().get(i), seq.lines().get(i));
        }

        String pdn = replay.pgn(java.util.Map.of("Event", "Seam"));

        assertThat(pdn).contains("[Event \"Seam\"]").contains("[Result \"1-0\"]").contains("1. 11-15 23-19")
                .contains("{ix: Black left the room without the consent of his adversary:\nhe forfeits the game.} 1-0");
    }
}
