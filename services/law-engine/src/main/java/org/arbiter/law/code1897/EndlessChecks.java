package org.arbiter.law.code1897;

import java.util.HashSet;
import java.util.Set;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;

/**
 * The proof behind II.8(d): an AND-OR search in which the claimant must give check with every
 * move, and every legal defence must lead to a position from which he can check again, until a
 * position (men, and who is to move) repeats. A line ending in mate or a defence that escapes
 * the checks fails the proof. The search is bounded by the claimant's moves and by a node limit;
 * nothing is cached, because a proof through a repetition holds only along its own line.
 */
final class EndlessChecks {
    private static final int NODE_LIMIT = 200_000;

    private int nodes;

    private EndlessChecks() {
    }

    static boolean prove(Position claimantToMove, int depth) {
        return new EndlessChecks().canCheckForever(claimantToMove, depth, new HashSet<>());
    }

    private boolean canCheckForever(Position pos, int depth, Set<String> line) {
        String key = pos.placementAndSide();
        if (line.contains(key)) {
            return true;
        }
        if (depth == 0 || ++nodes > NODE_LIMIT) {
            return false;
        }
        line.add(key);
        boolean result = false;
        for (Move check : pos.legalMoves()) {
            Position after = pos.play(check);
            if (!after.isCheck() || after.legalMoves().isEmpty()) {
                continue;
            }
            if (everyDefenceAllowsCheck(after, depth, line)) {
                result = true;
                break;
            }
        }
        line.remove(key);
        return result;
    }

    private boolean everyDefenceAllowsCheck(Position checked, int depth, Set<String> line) {
        String key = checked.placementAndSide();
        if (line.contains(key)) {
            return true;
        }
        line.add(key);
        try {
            for (Move defence : checked.legalMoves()) {
                if (!canCheckForever(checked.play(defence), depth - 1, line)) {
                    return false;
                }
            }
            return true;
        } finally {
            line.remove(key);
        }
    }
}
