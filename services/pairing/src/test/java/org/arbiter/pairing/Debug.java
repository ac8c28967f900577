package org.arbiter.pairing;

import java.nio.file.Path;

final class Debug {
    public static void main(String[] args) throws Exception {
        for (ReferenceRounds.Round r : ReferenceRounds.of(Path.of(args[0]))) {
            if (r.round() != Integer.parseInt(args[1])) {
                continue;
            }
            PairingRound t = RoundReader.read(r.input());
            for (Entrant e : t.toPair()) {
                System.out.printf("%3d score %3d rank %2d pref %s abs %s strong %s imb %d rep %s bye %s f1 %s f2 %s%n", e.id + 1,
                        t.score(e), e.rank, e.preference, e.absolute(), e.strong, e.colourImbalance, e.repeated,
                        e.eligibleForBye(), t.played > 0 ? Floats.of(t, e, 1) : "-", t.played > 1 ? Floats.of(t, e, 2) : "-");
            }
            System.out.println("want " + r.played());
            System.out.println("got  " + Dutch.pair(t));
        }
    }
}
