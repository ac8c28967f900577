package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * "A state never changes" ({@link GameState}): the service keeps one start state per game and
 * steps several readers on from it and from the states between (LiveBoards), so a code that
 * changed a state it was given would hand a later reader another game. Every example and shared
 * case, under every code of its game, is played through; then each state is asked again, as it was
 * before the acts after it were applied, and the act after it is applied to it once more.
 */
class StateNeverChangesTest {
    private static final List<Path> SOURCES = List.of(Path.of("../../examples"), Path.of("src/test/resources/cases"));

    static Stream<Arguments> gamesUnderEveryCode() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (Path dir : SOURCES) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList()) {
                    ContestedSequence read = ContestedSequence.parse(Files.readString(file, StandardCharsets.UTF_8));
                    underEveryCode(dir.getFileName() + "/" + file.getFileName(), read, out);
                }
            }
        }
        // the cluster check's game: the Knights out and back, hundreds of times (repetitions on the record)
        StringBuilder knights = new StringBuilder("{\"header\":{}}\n");
        for (int i = 0; i < 400; i++) {
            knights.append("{\"act\":\"move\",\"by\":\"").append(i % 2 == 0 ? "white" : "black")
                    .append("\",\"move\":\"").append(KNIGHTS[i % 4]).append("\"}\n");
        }
        underEveryCode("400 Knight moves", ContestedSequence.parse(knights.toString()), out);
        return out.stream();
    }

    private static final String[] KNIGHTS = {"Nf3", "Nf6", "Ng1", "Ng8"};

    /** The game under each code of its game that can take its header (odds and time limits are the 1897 Code's). */
    private static void underEveryCode(String name, ContestedSequence read, List<Arguments> out) {
        for (String code : Rulebooks.codes(read.header().game())) {
            ContestedSequence ruled = read.ruledBy(code, Optional.empty());
            try {
                Rulebooks.of(ruled.header());
                Rulebooks.start(ruled.header());
            } catch (SequenceError notHere) {
                continue;
            }
            out.add(Arguments.of(name + " under " + code, ruled));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesUnderEveryCode")
    void everyStateIsAsItWasAfterTheActsThatFollowedIt(String name, ContestedSequence game) {
        Rulebook rulebook = Rulebooks.of(game.header());
        List<GameState> states = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        states.add(Rulebooks.start(game.header()));
        seen.add(String.valueOf(states.get(0)));
        for (int i = 0; i < game.actions().size(); i++) {
            Step step;
            try {
                step = rulebook.apply(states.get(i), game.actions().get(i), i + 1);
            } catch (ActionRejected refused) {
                break; // an act this code does not hear: the acts before it are the game
            }
            states.add(step.state());
            seen.add(String.valueOf(step.state()));
        }
        assertThat(states.size()).as("at least one act heard").isGreaterThan(1);

        assertThat(String.valueOf(Rulebooks.start(game.header()))).as("a fresh start").isEqualTo(seen.get(0));
        for (int k = 0; k < states.size(); k++) {
            assertThat(String.valueOf(states.get(k))).as("the state after act " + k).isEqualTo(seen.get(k));
        }
        for (int k = 0; k + 1 < states.size(); k++) {
            Action next = game.actions().get(k);
            GameState again = rulebook.apply(states.get(k), next, k + 1).state();
            assertThat(again).as("act " + (k + 1) + " applied again to the state before it").isEqualTo(states.get(k + 1));
            assertThat(String.valueOf(again)).isEqualTo(seen.get(k + 1));
        }
    }
}
