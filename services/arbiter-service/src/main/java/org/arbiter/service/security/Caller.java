package org.arbiter.service.security;

import java.util.Set;
import org.arbiter.service.game.api.Recorder;

/**
 * Who is calling: a user ({@code board} null) or a board's token ({@code board} its id), the role,
 * and the tournaments an arbiter is appointed to; {@value #EVERY_TOURNAMENT} appoints him to every
 * tournament, and to games that name none (a chief arbiter, or a club's only arbiter).
 */
public record Caller(String name, Role role, Set<String> tournaments, String board) {
    public static final String EVERY_TOURNAMENT = "*";

    public Caller {
        tournaments = Set.copyOf(tournaments);
    }

    /** The caller as the events record him, having come in {@code via}. */
    public Recorder recorder(Recorder.Via via) {
        return board == null ? new Recorder(name, Recorder.Kind.USER, via) : new Recorder(board, Recorder.Kind.BOARD, via);
    }

    public boolean appointedTo(String tournament) {
        return tournaments.contains(EVERY_TOURNAMENT) || tournament != null && tournaments.contains(tournament);
    }
}
