package org.arbiter.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;

/**
 * A reproducible season: games of exactly {@code ACTS} acts as contested sequences under the 1897
 * Code, random legal moves in SAN with a touch of a man now and then, which the codes rule
 * differently. {@code main DIR} writes them as files for {@code ./arbiter season}.
 */
public final class SeasonGames {
    static final int GAMES = 1_000;
    static final int ACTS = 100;

    private SeasonGames() {
    }

    /** {@code count} sequences as JSON Lines, the same for the same seed. */
    static List<String> season(long seed, int count) {
        Random random = new Random(seed);
        List<String> games = new ArrayList<>();
        while (games.size() < count) {
            game(random, games.size() + 1).ifPresent(games::add);
        }
        return games;
    }

    /** One game of {@link #ACTS} acts; empty when the random moves end the game before that. */
    private static java.util.Optional<String> game(Random random, int number) {
        StringBuilder text = new StringBuilder("{\"header\":{\"code\":\"chess-code-1897\",\"white\":\"W" + number
                + "\",\"black\":\"B" + number + "\",\"event\":\"Season\",\"round\":\"" + (1 + number % 11) + "\"}}\n");
        Position p = Position.initial();
        int acts = 0;
        while (acts < ACTS) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty() || p.halfmoveClock() >= 100) {
                return java.util.Optional.empty();
            }
            Move m = moves.get(random.nextInt(moves.size()));
            String by = p.sideToMove() == org.arbiter.chess.Color.WHITE ? "white" : "black";
            if (acts < ACTS - 1 && random.nextInt(25) == 0) {
                text.append("{\"act\":\"touch\",\"by\":\"").append(by).append("\",\"square\":\"")
                        .append(m.from()).append("\"}\n");
                acts++;
            }
            text.append("{\"act\":\"move\",\"by\":\"").append(by).append("\",\"move\":\"")
                    .append(Notation.san(p, m)).append("\"}\n");
            acts++;
            p = p.play(m);
        }
        return java.util.Optional.of(text.toString());
    }

    /** Writes the season of {@link #GAMES} games (seed 1897) into the directory given. */
    public static void main(String[] args) throws IOException {
        Path dir = Files.createDirectories(Path.of(args[0]));
        List<String> games = season(1897, GAMES);
        for (int i = 0; i < games.size(); i++) {
            Files.writeString(dir.resolve(String.format("game-%04d.jsonl", i + 1)), games.get(i));
        }
    }
}
