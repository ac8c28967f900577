package org.arbiter.law.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.SequenceReader;
import org.junit.jupiter.api.Test;

/** Each act as a sentence of plain English, read in the initial position. */
class ActWordsTest {
    private static final GameState INITIAL = new Replay(SequenceReader.header("{\"header\":{}}", 1)).state();

    private static final GameState DRAUGHTS = new Replay(SequenceReader.header(
            "{\"header\":{\"game\":\"draughts\",\"code\":\"household-draughts\"}}", 1)).state();

    private static String draughtsWords(String act) {
        return ActWords.describe(SequenceReader.action(act, 2, GameKind.DRAUGHTS), DRAUGHTS, GameKind.DRAUGHTS);
    }

    private static String words(String act) {
        return ActWords.describe(SequenceReader.action(act, 2), INITIAL);
    }

    /**
     * Issue 43 (honest44 harness): a hand resting on a square whose man another act took off (here
     * White, to move, takes Black's Pawn from under Black's hand) left the timeline's words for its
     * release an internal error; the man is then named plainly.
     */
    @Test
    void aHandWhoseManWasTakenOffFromUnderItLetsGoOfTheMan() {
        Replay replay = new Replay(SequenceReader.header("{\"header\":{}}", 1));
        String[] acts = {"{\"act\":\"lift\",\"by\":\"white\",\"square\":\"f2\"}",
            "{\"act\":\"place\",\"by\":\"white\",\"square\":\"f3\"}",
            "{\"act\":\"release\",\"by\":\"white\"}",
            "{\"act\":\"lift\",\"by\":\"white\",\"square\":\"b1\"}",
            "{\"act\":\"place\",\"by\":\"white\",\"square\":\"c3\"}",
            "{\"act\":\"release\",\"by\":\"white\"}",
            "{\"act\":\"lift\",\"by\":\"black\",\"square\":\"e7\"}",
            "{\"act\":\"place\",\"by\":\"black\",\"square\":\"e5\"}",
            "{\"act\":\"release\",\"by\":\"black\"}",
            "{\"act\":\"lift\",\"by\":\"black\",\"square\":\"e5\"}",
            "{\"act\":\"place\",\"by\":\"black\",\"square\":\"c4\"}",
            "{\"act\":\"remove\",\"by\":\"white\",\"square\":\"c4\"}"};
        for (int i = 0; i < acts.length; i++) {
            replay.apply(SequenceReader.action(acts[i], i + 2), i + 2);
        }
        assertThat(ActWords.describe(SequenceReader.action("{\"act\":\"release\",\"by\":\"black\"}", acts.length + 2), replay.state()))
                .isEqualTo("Black lets go of the man");
    }

    @Test
    void aTransferGivenBySquaresNamesTheManAsItStoodBefore() {
        assertThat(words("{\"act\":\"move\",\"by\":\"white\",\"from\":\"f1\",\"to\":\"f5\"}")).isEqualTo("White moves Bf1-f5");
        assertThat(words("{\"act\":\"move\",\"by\":\"white\",\"from\":\"d1\",\"to\":\"d7\"}")).isEqualTo("White moves Qd1xd7");
        assertThat(words("{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\",\"at\":\"PT1H02M\"}")).isEqualTo("Black moves e5 (at 1h2m)");
    }

    @Test
    void theMenTouchedAreNamedWithWhoseTheyAre() {
        assertThat(words("{\"act\":\"touch\",\"by\":\"white\",\"square\":\"g1\"}")).isEqualTo("White touches his Knight on g1");
        assertThat(words("{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e7\",\"accidental\":true}"))
                .isEqualTo("White touches Black's Pawn on e7 by accident");
        assertThat(words("{\"act\":\"displace\",\"by\":\"black\",\"square\":\"a8\"}"))
                .isEqualTo("Black knocks his Rook on a8 off the board by accident");
        assertThat(words("{\"act\":\"remove\",\"by\":\"black\",\"square\":\"d2\"}"))
                .isEqualTo("Black takes White's Pawn on d2 off the board");
    }

    @Test
    void claimsPenaltiesAndOffencesAreInWordsNotWireNames() {
        assertThat(words("{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"illegal-move\"}")).isEqualTo("Black points out an illegal move");
        assertThat(words("{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"forfeit\",\"offence\":\"upset-men\"}"))
                .isEqualTo("Black claims the game by forfeit for upsetting the men");
        assertThat(words("{\"act\":\"exact\",\"by\":\"black\",\"penalty\":\"B\",\"squares\":[\"e1\",\"h1\"]}"))
                .isEqualTo("Black exacts Penalty B, indicating e1 and h1");
        assertThat(words("{\"act\":\"require\",\"by\":\"black\",\"requirement\":\"replace-man\"}"))
                .isEqualTo("Black requires that the man be put back");
        assertThat(words("{\"act\":\"offence\",\"by\":\"white\",\"offence\":\"second-board\",\"knownTo\":\"black\"}"))
                .isEqualTo("White commits the offence of using a second board (Black learns of it now)");
        assertThat(words("{\"act\":\"offer-draw\",\"by\":\"white\"}")).isEqualTo("White offers a draw");
    }

    /** One switch words every act, a game changing only how squares, men and calls read (issue 47: no act falls back to its wire name). */
    @Test
    void aDraughtsActIsWordedBySquareNumbersAndOneThatNamesNoSquareAsInChess() {
        assertThat(draughtsWords("{\"act\":\"touch\",\"by\":\"black\",\"square\":\"11\"}")).isEqualTo("Black touches his man on 11");
        assertThat(draughtsWords("{\"act\":\"huff\",\"by\":\"white\",\"square\":\"11\"}")).isEqualTo("White huffs Black's man on 11");
        assertThat(draughtsWords("{\"act\":\"move\",\"by\":\"black\",\"move\":\"11-15\",\"at\":\"PT30S\"}"))
                .isEqualTo("Black moves 11-15 (at 30s)");
        assertThat(draughtsWords("{\"act\":\"offer-draw\",\"by\":\"white\"}")).isEqualTo(words("{\"act\":\"offer-draw\",\"by\":\"white\"}"));
        assertThat(draughtsWords("{\"act\":\"resign\",\"by\":\"black\"}")).isEqualTo("Black resigns");
    }
}
