package org.arbiter.cli;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.arbiter.board.BoardSimulator;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.arbiter.chess.Move;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.sequence.GameKind;

/**
 * Issue 43, "an honest game is never penalised", through the board: games written as the physical
 * acts of honest players on a DGT board ({@code arbiter simulate-board}: one simulator per file of
 * games, as the command makes one per PGN file), read back ({@code arbiter ingest}, with the clock's
 * presses and with {@code --no-press}) and replayed under every chess code ({@code arbiter replay
 * --code}), and under the two codes the 1897 Code supplements ({@code --supplement chess-code-1897}). A replay is wrong when it ends otherwise than the game's moves made whole end under the
 * same code: another ruling (the game's own end is the only one), another final position, another
 * number of moves, an act rejected, or an ingest error ({@link IngestCorpus#compare}).
 *
 * <p>{@code main} runs the whole harness: the real games of law-engine's {@code games/*.pgn} (see
 * SOURCES.md there) and {@code arbiter corpus --games 60 --seed 71}, at noise 0.1 (seed 71) and 0.25
 * (seed 73), and prints the wrong replays grouped by kind. Its working directory is
 * {@code services/arbiter-cli}, as the tests'.
 */
final class HonestBoardCorpus {
    /** Law-engine's real games, reached from arbiter-cli's folder as other modules' tests reach its resources. */
    static final Path GAMES = Path.of("../law-engine/src/test/resources/games");

    /** A file of games, recorded as {@code simulate-board} records one: its games in order, by one simulator. */
    record Source(String name, List<PgnGame> games) {
        Source {
            games = List.copyOf(games);
        }
    }

    /** A noise rate and the simulator's seed. */
    record Noise(double rate, long seed) {
        @Override
        public String toString() {
            return "noise " + rate + " seed " + seed;
        }
    }

    /** The noises of the whole harness. */
    static final List<Noise> NOISES = List.of(new Noise(0.1, 71), new Noise(0.25, 73));

    /** The codes a supplement fills in, as {@code replay --code CODE --supplement chess-code-1897} rules them. */
    static final List<String> SUPPLEMENTED = List.of("household-chess+chess-code-1897", "encyclopaedia-1911+chess-code-1897");

    /** Every code that rules chess, as {@code replay --code} takes them, then the two supplemented ones. */
    static List<String> codes() {
        List<String> codes = new ArrayList<>(Rulebooks.codes(GameKind.CHESS));
        codes.addAll(SUPPLEMENTED);
        return codes;
    }

    /** One wrong replay: where it came from and what differs. */
    record Wrong(String kind, String where, String problem) {
    }

    /** The replays made and the wrong ones. */
    record Report(int recordings, int replays, List<Wrong> wrong, double seconds) {
        /** The wrong replays by kind, each kind's count first. */
        Map<String, List<Wrong>> byKind() {
            Map<String, List<Wrong>> kinds = new TreeMap<>();
            wrong.forEach(w -> kinds.computeIfAbsent(w.kind(), k -> new ArrayList<>()).add(w));
            return kinds;
        }

        String summary() {
            StringBuilder sb = new StringBuilder(String.format("%d recordings, %d replays, %d wrong (%.1f s)%n", recordings, replays,
                    wrong.size(), seconds));
            byKind().forEach((kind, list) -> {
                sb.append(String.format("  %d %s%n", list.size(), kind));
                list.stream().limit(12).forEach(w -> sb.append("    ").append(w.where()).append(": ").append(w.problem()).append('\n'));
            });
            return sb.toString();
        }
    }

    private HonestBoardCorpus() {
    }

    /** The real games, one source per file of {@code games/*.pgn} in the order of their names. */
    static List<Source> realGames() {
        try (Stream<Path> files = Files.list(GAMES)) {
            return files.filter(f -> f.toString().endsWith(".pgn")).sorted().map(f -> new Source(f.getFileName().toString(), read(f)))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code arbiter corpus --games GAMES --seed SEED}. */
    static Source generated(int games, long seed) {
        GameGenerator generator = new GameGenerator(seed);
        return new Source("corpus --games " + games + " --seed " + seed, IntStream.rangeClosed(1, games).mapToObj(generator::game).toList());
    }

    static List<PgnGame> read(Path file) {
        List<PgnGame> games = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            PgnReader reader = new PgnReader(in);
            while (reader.hasNext()) {
                PgnEntry e = reader.next();
                if (!e.ok()) {
                    throw new IllegalStateException(file + " game " + e.number() + ": " + e.error().orElseThrow());
                }
                games.add(e.game());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return games;
    }

    /**
     * Every game of {@code sources} recorded at each of {@code noises}, ingested with and without the
     * presses, replayed under each of {@code codes}; {@code keep} picks the games by their place in
     * their source (from 0) and the game (all are recorded, so the noises fall as {@code simulate-board} lets them fall).
     */
    static Report run(List<Source> sources, List<Noise> noises, List<String> codes, BiPredicate<Integer, PgnGame> keep) {
        long t0 = System.nanoTime();
        List<Wrong> wrong = new ArrayList<>();
        Map<PgnGame, Map<String, IngestCorpus.Outcome>> references = new IdentityHashMap<>();
        int recordings = 0;
        int replays = 0;
        for (Source source : sources) {
            for (Noise noise : noises) {
                BoardSimulator simulator = new BoardSimulator(noise.rate(), noise.seed());
                for (int g = 0; g < source.games().size(); g++) {
                    PgnGame game = source.games().get(g);
                    List<Move> line = game.mainLine().moves().stream().map(PgnMove::move).toList();
                    BoardSimulator.Recording r = simulator.record(game.startPosition(), line, game.result());
                    if (!keep.test(g, game)) {
                        continue;
                    }
                    recordings++;
                    for (boolean presses : new boolean[] {true, false}) {
                        Ingest.Result read = Ingest.run(r.capture(), Ingest.Format.DGT, null,
                                new Settings(Settings.DEFAULT_DEBOUNCE, true, presses));
                        for (String code : codes) {
                            replays++;
                            String where = source.name() + " game " + (g + 1) + " (" + game.tags().get("White") + " - "
                                    + game.tags().get("Black") + "), " + noise + (presses ? "" : ", --no-press") + ", --code " + code;
                            Wrong w = wrong(read, game, line.size(), code, where, references);
                            if (w != null) {
                                wrong.add(w);
                            }
                        }
                    }
                }
            }
        }
        return new Report(recordings, replays, wrong, (System.nanoTime() - t0) / 1e9);
    }

    /** What is wrong with a replay, its kind first; null when nothing is. */
    private static Wrong wrong(Ingest.Result read, PgnGame game, int plies, String code, String where,
                               Map<PgnGame, Map<String, IngestCorpus.Outcome>> references) {
        if (read.error().isPresent()) {
            return new Wrong("ingest error", where, read.error().get().getMessage());
        }
        IngestCorpus.Outcome expected = references.computeIfAbsent(game, k -> new HashMap<>())
                .computeIfAbsent(code, c -> IngestCorpus.outcome(IngestCorpus.reference(game), c));
        IngestCorpus.Outcome got;
        try {
            got = IngestCorpus.outcome(read.text(), code);
        } catch (RuntimeException e) { // a SequenceError, or a fault of the engine
            return new Wrong("rejected", where, e.toString());
        }
        String problem = IngestCorpus.compare(got, expected, plies);
        if (problem == null) {
            return null;
        }
        // A false ruling is the kind that matters most: it is named by its first law the game's own end does not have.
        List<String> extra = new ArrayList<>(got.laws());
        expected.laws().forEach(extra::remove);
        String kind = !extra.isEmpty() ? "ruling " + extra.get(0) : !got.laws().equals(expected.laws()) ? "ruling missing"
                : problem.startsWith("position") ? "position" : problem.startsWith("moves") ? "moves" : "result";
        return new Wrong(kind, where, problem);
    }

    /** The real games and {@code corpus --games 60 --seed 71}. */
    static List<Source> sources() {
        List<Source> sources = new ArrayList<>(realGames());
        sources.add(generated(60, 71));
        return sources;
    }

    /** The whole harness; with an argument {@code N}, every N-th game of each source only. */
    public static void main(String[] args) {
        int every = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        List<Source> sources = sources();
        Report report = run(sources, NOISES, codes(), (g, game) -> g % every == 0);
        System.out.print(report.summary());
    }
}
