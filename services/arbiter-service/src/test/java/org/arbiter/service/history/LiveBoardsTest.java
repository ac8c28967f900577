package org.arbiter.service.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.Replay;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mockito.Mockito;

/**
 * The live boards read in any order (a projection replayed, an SSE client catching up far behind the
 * live readers, a game first seen in the middle) are the boards a straight replay of the acts gives.
 */
class LiveBoardsTest {
    private static final Map<String, Object> HEADER = Map.of("code", "fide-2023", "white", "A", "black", "B",
            "timeControl", Map.of("base", "PT5M", "increment", "PT2S"));
    private static final List<String> MOVES = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O",
            "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7");

    private final List<org.arbiter.law.sequence.Action> acts = new ArrayList<>();
    private final List<LiveBoard> expected = new ArrayList<>();
    private final GameHistory history = Mockito.mock(GameHistory.class);
    private final LiveBoards boards = new LiveBoards(history);

    LiveBoardsTest() {
        Replay replay = GameReplay.start(org.arbiter.law.sequence.SequenceReader.header(Map.of("header", HEADER), 1));
        for (int i = 0; i < 150; i++) {
            // the first 20 moves, then presses of the clock that move nothing, each a second on
            Map<String, Object> act = i < MOVES.size()
                    ? Map.of("act", "move", "by", i % 2 == 0 ? "white" : "black", "move", MOVES.get(i), "at", i * 3)
                    : Map.of("act", "press", "by", i % 2 == 0 ? "white" : "black", "at", i * 3);
            acts.add(org.arbiter.law.sequence.SequenceReader.written(act, i + 1));
            Replay.Frame f = replay.apply(org.arbiter.law.sequence.SequenceReader.action(act, i + 1), i + 1);
            expected.add(LiveBoard.of(f.action(), org.arbiter.law.sequence.GameKind.CHESS, f.state(), f.notices()));
        }
        Mockito.when(history.load("g")).thenReturn(Optional.of(new StoredGame("g", HEADER, acts)));
    }

    private LiveBoard at(int seq) {
        return boards.after(new ActionRecorded("g", seq, acts.get(seq - 1), null, null, null)).orElseThrow();
    }

    @Test
    void actsInOrderFromTheOpeningAreTheReplaysBoardsWithoutReadingTheStore() {
        boards.opened(new GameOpened("g", HEADER, "fide-2023", "A", "B", null, null, null, null));
        for (int seq = 1; seq <= acts.size(); seq++) {
            assertThat(at(seq)).as("act " + seq).isEqualTo(expected.get(seq - 1));
        }
        Mockito.verify(history, Mockito.never()).load("g");
        assertThat(expected.get(4).lastMove()).isEqualTo("Bb5");
        assertThat(expected.get(4).whiteLeft()).isNotNull();
    }

    @Test
    void aReaderFarBehindAndOneAtTheFrontBothGetTheReplaysBoards() {
        boards.opened(new GameOpened("g", HEADER, "fide-2023", "A", "B", null, null, null, null));
        for (int seq = 1; seq <= 140; seq++) {
            at(seq);
        }
        // a client catching up from the start while the live readers go on at the front
        for (int seq = 1; seq <= 10; seq++) {
            assertThat(at(seq)).as("behind, act " + seq).isEqualTo(expected.get(seq - 1));
            assertThat(at(140 + seq)).as("front, act " + (140 + seq)).isEqualTo(expected.get(140 + seq - 1));
        }
    }

    /** The board projection, Kafka and SSE each at their own pace, and a client catching up: each steps on. */
    @Test
    void fourReadersAtTheirOwnPacesEachGoOnAStepAtATime() {
        boards.opened(new GameOpened("g", HEADER, "fide-2023", "A", "B", null, null, null, null));
        for (int seq = 1; seq <= 100; seq++) {
            at(seq);
        }
        for (int seq = 1; seq <= 40; seq++) {
            assertThat(at(100 + seq)).isEqualTo(expected.get(100 + seq - 1));
            assertThat(at(60 + seq)).isEqualTo(expected.get(60 + seq - 1));
            assertThat(at(30 + seq)).isEqualTo(expected.get(30 + seq - 1));
            assertThat(at(seq)).isEqualTo(expected.get(seq - 1));
        }
        // the readers that joined at acts 61 and 31 read the acts before from the store once each, then step
        Mockito.verify(history, Mockito.times(2)).load("g");
    }

    @Test
    void aGameFirstSeenInTheMiddleIsReadFromTheStore() {
        assertThat(at(97)).isEqualTo(expected.get(96));
        assertThat(at(98)).isEqualTo(expected.get(97));
        assertThat(at(3)).isEqualTo(expected.get(2));
    }

    @Test
    void anActTheStoreDoesNotHoldLeavesNoBoardAndNothingStops() {
        Map<String, Object> extra = Map.of("act", "press", "by", "white");
        assertThat(boards.after(new ActionRecorded("g", 200, org.arbiter.law.sequence.SequenceReader.written(extra, 200), null, null, null))).isEmpty();
        assertThat(at(1)).isEqualTo(expected.get(0));
    }

    /**
     * The game's one start state serves every reader (a state never changes): the cluster check's
     * game, the Knights out and back, under every chess code, read by one reader in order, then by
     * one from far behind while another reads a batch of acts again, as the publisher does when
     * Kafka failed it, and by a third from the middle; each board is the one a fresh replay gives.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"chess-code-1897", "fide-2023", "household-chess", "encyclopaedia-1911"})
    void readersApartFromTheOneStartStateGetTheFreshReplaysBoards(String code) {
        Map<String, Object> header = Map.of("code", code);
        List<org.arbiter.law.sequence.Action> knights = new ArrayList<>();
        List<LiveBoard> fresh = new ArrayList<>();
        Replay replay = GameReplay.start(org.arbiter.law.sequence.SequenceReader.header(Map.of("header", header), 1));
        for (int i = 0; i < 300; i++) {
            Map<String, Object> act = Map.of("act", "move", "by", i % 2 == 0 ? "white" : "black",
                    "move", List.of("Nf3", "Nf6", "Ng1", "Ng8").get(i % 4), "id", "act-" + i);
            // as the store gives it back: written by the law engine, read without the game
            knights.add(org.arbiter.law.sequence.SequenceReader.written(
                    org.arbiter.law.sequence.ActionWriter.fields(org.arbiter.law.sequence.SequenceReader.action(act, i + 1)), 0));
            Replay.Frame f = replay.apply(org.arbiter.law.sequence.SequenceReader.action(act, i + 1), i + 1);
            fresh.add(LiveBoard.of(f.action(), org.arbiter.law.sequence.GameKind.CHESS, f.state(), f.notices()));
        }
        GameHistory store = Mockito.mock(GameHistory.class);
        Mockito.when(store.load("k")).thenReturn(Optional.of(new StoredGame("k", header, knights)));
        LiveBoards live = new LiveBoards(store);
        live.opened(new GameOpened("k", header, code, "White", "Black", null, null, null, null));
        java.util.function.IntFunction<LiveBoard> read = seq -> live.after(
                new ActionRecorded("k", seq, knights.get(seq - 1), "act-" + (seq - 1), null, null)).orElseThrow();

        for (int seq = 1; seq <= 250; seq++) {
            assertThat(read.apply(seq)).as("in order, act " + seq).isEqualTo(fresh.get(seq - 1));
        }
        for (int seq = 1; seq <= 100; seq++) {
            assertThat(read.apply(seq)).as("far behind, act " + seq).isEqualTo(fresh.get(seq - 1));
            int again = 150 + (seq - 1) % 50;
            assertThat(read.apply(again)).as("a batch read again, act " + again).isEqualTo(fresh.get(again - 1));
            assertThat(read.apply(250 + seq / 2)).as("at the front").isEqualTo(fresh.get(250 + seq / 2 - 1));
        }
        for (int seq = 120; seq <= 300; seq++) {
            assertThat(read.apply(seq)).as("from the middle, act " + seq).isEqualTo(fresh.get(seq - 1));
        }
    }

    /**
     * The act goes out as its game writes it: a draughts square by its number, as the contract
     * names it, though the stored event holds it by its board square.
     */
    @Test
    void aDraughtsActGoesOutWithItsSquaresByNumber() {
        Map<String, Object> header = Map.of("game", "draughts", "code", "household-draughts");
        org.arbiter.law.sequence.Action act = org.arbiter.law.sequence.SequenceReader.action(
                Map.of("act", "lift", "by", "black", "square", "11"), 1, org.arbiter.law.sequence.GameKind.DRAUGHTS);
        GameHistory draughts = Mockito.mock(GameHistory.class);
        Mockito.when(draughts.load("d")).thenReturn(Optional.of(new StoredGame("d", header, List.of(act))));

        LiveBoard board = new LiveBoards(draughts).after(new ActionRecorded("d", 1, act, null, null, null)).orElseThrow();

        assertThat(board.fields()).containsEntry("square", "11").containsEntry("act", "lift");
        assertThat(org.arbiter.law.sequence.ActionWriter.fields(act).get("square")).as("the stored shape").isNotEqualTo("11");
    }
}
