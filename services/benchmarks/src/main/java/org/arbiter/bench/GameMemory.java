package org.arbiter.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arbiter.law.GameState;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

/**
 * The heap that the 1897 rulebook's state of a game keeps, per action: what every game held in
 * the service's memory costs beyond its actions' text (docs/service.md, "State, snapshots,
 * memory"). Replays {@link EngineBenchmark}'s 100 seeded games {@code copies} times over (the
 * first argument, 20 by default), keeps every final state, and divides the heap in use after a
 * full collection, less what was in use before, by the actions replayed. A plain main class, not
 * JMH: it measures memory, not time.
 */
public final class GameMemory {
    private GameMemory() {
    }

    public static void main(String[] args) {
        int copies = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        List<List<Action>> games = EngineBenchmark.games(new Random(1897), EngineBenchmark.GAMES);
        Rulebook rulebook = Rulebooks.find("chess-code-1897").orElseThrow();
        List<GameState> kept = new ArrayList<>();
        long actions = 0;
        long before = heapInUse();
        for (int copy = 0; copy < copies; copy++) {
            for (List<Action> game : games) {
                GameState state = rulebook.start(Header.standard());
                for (int i = 0; i < game.size(); i++) {
                    state = rulebook.apply(state, game.get(i), i + 1).state();
                }
                kept.add(state);
                actions += game.size();
            }
        }
        long held = heapInUse() - before;
        System.out.printf("%,d games, %,d actions: %,d bytes of heap held, %.0f bytes per action%n", kept.size(), actions,
                held, (double) held / actions);
    }

    private static long heapInUse() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
