package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Optional;
import org.arbiter.law.Result;
import org.junit.jupiter.api.Test;

/** The header fields and acts of version 2 that this build reads: game, supplement, announce, call, and xiv's refer and decide. */
class Version2ReaderTest {

    @Test
    void aHeaderNamesTheGameAndASupplement() {
        Header h = SequenceReader.header("{\"header\":{\"game\":\"chess\",\"code\":\"household-chess\","
                + "\"supplement\":\"chess-code-1897\"}}", 1);

        assertThat(h.game()).isEqualTo(GameKind.CHESS);
        assertThat(h.supplement()).contains("chess-code-1897");
        assertThat(h.version2()).isTrue();
        assertThat(SequenceReader.header("{\"header\":{}}", 1).version2()).isFalse();
    }

    @Test
    void aDraughtsHeaderIsRuledByTheHouseholdDraughtsUnlessItNamesAnother() {
        Header h = SequenceReader.header("{\"header\":{\"game\":\"draughts\"}}", 1);

        assertThat(h.game()).isEqualTo(GameKind.DRAUGHTS);
        assertThat(h.code()).isEqualTo("household-draughts");
        assertThat(h.version2()).isTrue();
    }

    @Test
    void aDraughtsGamesSquaresAreNumbers() {
        Action touch = SequenceReader.action("{\"act\":\"touch\",\"by\":\"black\",\"square\":\"1\"}", 2, GameKind.DRAUGHTS);
        SequenceError chessSquare = catchThrowableOfType(SequenceError.class, () -> SequenceReader.action(
                "{\"act\":\"touch\",\"by\":\"black\",\"square\":\"e4\"}", 3, GameKind.DRAUGHTS));
        SequenceError numberInChess = catchThrowableOfType(SequenceError.class, () -> SequenceReader.action(
                "{\"act\":\"touch\",\"by\":\"black\",\"square\":\"15\"}", 4));

        assertThat(((Action.Touch) touch).square()).isEqualTo(org.arbiter.chess.Square.parse("b8"));
        assertThat(chessSquare.field()).isEqualTo("square");
        assertThat(chessSquare.reason()).contains("not a draughts square (1 to 32)");
        assertThat(numberInChess.reason()).contains("not a square (a1 to h8)");
    }

    @Test
    void theDraughtsActsAreRefusedInAChessGameNamingTheAct() {
        SequenceError huff = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.action("{\"act\":\"huff\",\"by\":\"white\",\"square\":\"14\"}", 5));
        SequenceError offence = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.action("{\"act\":\"offence\",\"by\":\"white\",\"offence\":\"leave-room\"}", 6));

        assertThat(huff.line()).isEqualTo(5);
        assertThat(huff.field()).isEqualTo("act");
        assertThat(huff.reason()).contains("an act of draughts");
        assertThat(offence.field()).isEqualTo("offence");
        assertThat(SequenceReader.action("{\"act\":\"offence\",\"by\":\"white\",\"offence\":\"leave-room\"}", 6,
                GameKind.DRAUGHTS)).isEqualTo(new Action.DraughtsOffence(new Stamp(Actor.WHITE, Optional.empty(),
                Optional.empty()), Action.DraughtsOffenceKind.LEAVE_ROOM));
    }

    @Test
    void anUnknownGameIsRefused() {
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.header("{\"header\":{\"game\":\"go\"}}", 1));

        assertThat(e.field()).isEqualTo("game");
    }

    @Test
    void announceCarriesTheWordsSpoken() {
        Action.Announce check = (Action.Announce) SequenceReader.action("{\"act\":\"announce\",\"by\":\"white\",\"words\":\"check\"}", 2);
        Action.Announce other = (Action.Announce) SequenceReader.action("{\"act\":\"announce\",\"by\":\"white\",\"words\":\"gardez\"}", 2);

        assertThat(check.known()).contains(Action.Words.CHECK);
        assertThat(other.known()).isEmpty();
        assertThat(other.words()).isEqualTo("gardez");
    }

    @Test
    void callNamesFiftyOrTwentyMoves() {
        Action.Call call = (Action.Call) SequenceReader.action("{\"act\":\"call\",\"by\":\"black\",\"what\":\"fifty-moves\"}", 2);
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.action("{\"act\":\"call\",\"by\":\"black\",\"what\":\"forty\"}", 3));

        assertThat(call.what()).isEqualTo(Action.CallKind.FIFTY_MOVES);
        assertThat(e.field()).isEqualTo("what");
    }

    @Test
    void aDecisionIsTheBystandersAndMayNameAResult() {
        Action.Decide d = (Action.Decide) SequenceReader.action(
                "{\"act\":\"decide\",\"by\":\"arbiter\",\"decision\":\"White wins\",\"result\":\"1-0\"}", 2);
        SequenceError byPlayer = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.action("{\"act\":\"decide\",\"by\":\"white\",\"decision\":\"I win\"}", 3));
        SequenceError badResult = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.action("{\"act\":\"decide\",\"by\":\"arbiter\",\"decision\":\"x\",\"result\":\"2-0\"}", 4));

        assertThat(d.result()).isEqualTo(Optional.of(Result.WHITE_WINS));
        assertThat(byPlayer.field()).isEqualTo("by");
        assertThat(badResult.field()).isEqualTo("result");
    }
}
