package org.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.SequenceReader;
import org.junit.jupiter.api.Test;

/** The timeline on its own, fed states a replay could give. */
class TimelineTest {

    /** A state whose full FEN and position disagree on the side to move, as mid-turn states may. */
    private record State(String fen, String position) implements GameState {
        @Override
        public Result result() {
            return Result.IN_PLAY;
        }

        @Override
        public Optional<String> termination() {
            return Optional.empty();
        }
    }

    @Test
    void theCaptionNamesTheSideToMoveOfTheStatesPosition() {
        StringWriter text = new StringWriter();
        Timeline timeline = new Timeline(new PrintWriter(text, true), false);
        timeline.started(SequenceReader.header("{\"header\":{}}", 1),
                new Replay(SequenceReader.header("{\"header\":{}}", 1)).state());
        Replay.Frame frame = new Replay.Frame(1, SequenceReader.action("{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}", 2),
                new State("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"),
                List.of(), List.of());
        timeline.step(frame);
        String afterTheMove = text.toString().substring(text.toString().indexOf("  1. "));
        assertThat(afterTheMove).contains("Black to play").doesNotContain("White to play");
    }
}
