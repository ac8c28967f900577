package org.arbiter.cli;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.board.BoardSimulator;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.arbiter.chess.Move;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;

/**
 * Generated games played on the simulated board with noises, ingested, and replayed by the law
 * engine: a game is reconstructed when its replay ends as the replay of the PGN's moves made whole
 * ends (the PGN's final position, unless the engine ended the game earlier), with the same number
 * of moves and the same rulings.
 */
final class IngestCorpus {
    /** The figures of one run; {@code failures} describes the first few games that were not reconstructed. */
    record Figures(int games, long moves, long acts, long resyncs, Map<BoardSimulator.Noise, Integer> noises, int signals,
                   int reconstructed, int atPgnFinal, int wrongPosition, int wrongMoves, int ruled, int rejected, int ingestErrors,
                   List<String> failures, double seconds) {
        long noiseEvents() {
            return noises.values().stream().mapToLong(Integer::longValue).sum();
        }
    }

    private IngestCorpus() {
    }

    static Figures run(int games, double rate, long seed) {
        return run(games, rate, seed, EnumSet.allOf(BoardSimulator.Noise.class));
    }

    static Figures run(int games, double rate, long seed, Set<BoardSimulator.Noise> enabled) {
        return run(games, rate, seed, enabled, true);
    }

    static Figures run(int games, double rate, long seed, Set<BoardSimulator.Noise> enabled, boolean withClock) {
        long t0 = System.nanoTime();
        GameGenerator generator = new GameGenerator(seed);
        BoardSimulator simulator = new BoardSimulator(rate, seed, enabled, withClock);
        Map<BoardSimulator.Noise, Integer> noises = new EnumMap<>(BoardSimulator.Noise.class);
        List<String> failures = new ArrayList<>();
        long moves = 0;
        long acts = 0;
        long resyncs = 0;
        int signals = 0;
        int ok = 0;
        int atPgnFinal = 0;
        int wrongPosition = 0;
        int wrongMoves = 0;
        int ruled = 0;
        int rejected = 0;
        int errors = 0;
        for (int g = 1; g <= games; g++) {
            PgnGame game = generator.game(g);
            List<Move> line = game.mainLine().moves().stream().map(PgnMove::move).toList();
            BoardSimulator.Recording r = simulator.record(game.startPosition(), line, game.result());
            r.noises().forEach((n, c) -> noises.merge(n, c, Integer::sum));
            signals += r.resultSignal() ? 1 : 0;
            moves += line.size();
            Ingest.Result result = Ingest.run(r.capture(), Ingest.Format.DGT, null, new Settings(Settings.DEFAULT_DEBOUNCE, true, false));
            acts += result.acts().size();
            resyncs += result.acts().stream().filter(a -> a.line().startsWith("# the board dump")).count();
            if (result.error().isPresent()) {
                errors++;
                fail(failures, g, "ingest: " + result.error().get().getMessage());
                continue;
            }
            Outcome got = null;
            String problem;
            try {
                got = outcome(result.text());
                problem = compare(got, outcome(reference(game)), line.size());
            } catch (SequenceError e) {
                problem = "rejected: " + e.getMessage();
            }
            if (problem == null) {
                ok++;
                if (got.position().equals(game.finalPosition().placementAndSide())) {
                    atPgnFinal++;
                }
            } else {
                if (problem.startsWith("position")) {
                    wrongPosition++;
                } else if (problem.startsWith("moves")) {
                    wrongMoves++;
                } else if (problem.startsWith("rulings")) {
                    ruled++;
                } else {
                    rejected++;
                }
                fail(failures, g, problem);
            }
        }
        return new Figures(games, moves, acts, resyncs, noises, signals, ok, atPgnFinal, wrongPosition, wrongMoves, ruled, rejected, errors,
                failures, (System.nanoTime() - t0) / 1e9);
    }

    /** What a replay ends in: the position, the moves made, the laws of its rulings, the result. */
    record Outcome(String position, int moves, List<String> laws, String result) {
    }

    /**
     * Null when the ingested sequence replays as the game's moves made whole replay: the same final
     * position, the same number of moves (none invented, none lost) and the same rulings; else what differs.
     */
    static String replay(String text, PgnGame game, int plies) {
        Outcome got;
        try {
            got = outcome(text);
        } catch (SequenceError e) {
            return "rejected: " + e.getMessage();
        }
        return compare(got, outcome(reference(game)), plies);
    }

    static String compare(Outcome got, Outcome expected, int plies) {
        if (!got.position().equals(expected.position())) {
            return "position " + got.position() + ", expected " + expected.position();
        }
        if (got.moves() != expected.moves()) {
            return "moves: " + got.moves() + " made, expected " + expected.moves() + " of the game's " + plies;
        }
        if (!got.laws().equals(expected.laws()) || !got.result().equals(expected.result())) {
            return "rulings " + got.laws() + " " + got.result() + ", expected " + expected.laws() + " " + expected.result();
        }
        return null;
    }

    /**
     * The game's moves as whole {@code move} acts in SAN (a Chess960 castling as the game's score
     * has it), from the game's start.
     */
    static String reference(PgnGame game) {
        org.arbiter.chess.Position p = game.startPosition();
        StringBuilder sb = new StringBuilder(p.equals(org.arbiter.chess.Position.initial()) ? "{\"header\": {}}\n"
                : "{\"header\": {\"start\": \"" + p.shredderFen() + "\"}}\n");
        for (PgnMove m : game.mainLine().moves()) {
            sb.append("{\"act\": \"move\", \"by\": \"").append(p.sideToMove().label()).append("\", \"move\": \"")
                    .append(org.arbiter.chess.notation.Notation.san(p, m.move())).append("\"}\n");
            p = p.play(m.move());
        }
        return sb.toString();
    }

    static Outcome outcome(String text) {
        return outcome(text, null);
    }

    /**
     * As {@link #outcome(String)}, re-ruled under {@code code} ({@code CODE} or {@code CODE+SUPPLEMENT})
     * as {@code arbiter replay --code} re-rules it; the header's code when null.
     */
    static Outcome outcome(String text, String code) {
        ContestedSequence sequence = ContestedSequence.parse(text);
        Replay replay;
        if (code == null) {
            replay = new Replay(sequence.header());
        } else {
            int plus = code.indexOf('+');
            sequence = sequence.ruledBy(plus < 0 ? code : code.substring(0, plus),
                    plus < 0 ? java.util.Optional.empty() : java.util.Optional.of(code.substring(plus + 1)));
            replay = Replay.reruling(sequence.header());
        }
        String side = side(replay.state().position());
        int made = 0;
        for (int i = 0; i < sequence.actions().size(); i++) {
            Action a = sequence.actions().get(i);
            replay.apply(a, sequence.lines().get(i));
            String now = side(replay.state().position());
            if (!now.equals(side)) {
                made++;
                side = now;
            }
        }
        List<String> laws = replay.result().rulings().stream().map(r -> r.law()).toList();
        return new Outcome(replay.state().position(), made, laws, replay.result().result().text());
    }

    private static String side(String position) {
        return position.substring(position.length() - 1);
    }

    private static void fail(List<String> failures, int game, String why) {
        if (failures.size() < 10) {
            failures.add("game " + game + ": " + why);
        }
    }
}
