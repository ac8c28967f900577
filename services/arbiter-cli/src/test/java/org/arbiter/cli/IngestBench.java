package org.arbiter.cli;

import java.util.EnumSet;
import java.util.Set;
import org.arbiter.board.BoardSimulator;

/**
 * Prints the reconstruction figures of docs/boards.md: GAMES generated games (default 1000) played
 * on the simulated DGT board with every noise at RATE (default 0.15), ingested and replayed; SEED
 * (default 1897), NOISES (a comma list of BoardSimulator.Noise names, default all) and {@code noclock}
 * (a board with no clock: no clock messages at all) follow.
 */
public final class IngestBench {
    private IngestBench() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        double rate = args.length > 1 ? Double.parseDouble(args[1]) : 0.15;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1897;
        Set<BoardSimulator.Noise> noises = EnumSet.noneOf(BoardSimulator.Noise.class);
        for (String name : (args.length > 3 ? args[3] : "all").split(",")) {
            if (name.equals("all")) {
                noises.addAll(EnumSet.allOf(BoardSimulator.Noise.class));
            } else if (!name.equals("none")) {
                noises.add(BoardSimulator.Noise.valueOf(name));
            }
        }
        boolean withClock = !(args.length > 4 && args[4].equals("noclock"));
        IngestCorpus.Figures f = IngestCorpus.run(games, rate, seed, noises, withClock);
        System.out.printf("games %d, moves %d, acts %d (%d resynchronised from a board dump), noise rate %.2f, seed %d, %s%n",
                f.games(), f.moves(), f.acts(), f.resyncs(), rate, seed, withClock ? "with a clock" : "no clock");
        System.out.printf("noise events %d: %s, result signals %d%n", f.noiseEvents(), f.noises(), f.signals());
        System.out.printf("reconstructed %d of %d (%d end on the PGN's final position, the rest where the law engine ended"
                + " the game earlier); wrong final position %d, wrong number of moves %d, with a ruling %d,"
                + " act rejected %d, ingest errors %d%n", f.reconstructed(), f.games(), f.atPgnFinal(), f.wrongPosition(), f.wrongMoves(),
                f.ruled(), f.rejected(), f.ingestErrors());
        f.failures().forEach(s -> System.out.println("  " + s));
        System.out.printf("%.1f s%n", f.seconds());
    }
}
