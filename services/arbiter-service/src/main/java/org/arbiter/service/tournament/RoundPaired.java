package org.arbiter.service.tournament;

import java.util.List;

/**
 * On a tournament's record: {@code by} (one of its arbiters) paired round {@code round} by the Dutch
 * system from the record as it stood: the boards, the byes (the pairing-allocated bye {@code U}; the
 * requested {@code H}, {@code F}, {@code Z}), the players withdrawn from this round on, the results
 * it was paired from (each earlier game's, by id), and the checker's findings on it (none: the round
 * is paired as the system pairs it). {@code replaces} says that it takes the place of a pairing of
 * the round not yet published, made before a result was corrected or a bye was asked for.
 */
public record RoundPaired(String tournament, int round, List<Board> boards, List<Bye> byes, List<Integer> withdrawn,
                          List<Basis> pairedFrom, List<String> findings, boolean replaces, String by) {
    public RoundPaired {
        boards = List.copyOf(boards);
        byes = List.copyOf(byes);
        withdrawn = List.copyOf(withdrawn);
        pairedFrom = List.copyOf(pairedFrom);
        findings = List.copyOf(findings);
    }

    /** A board: its number and the starting ranks of White and Black. */
    public record Board(int board, int white, int black) {
    }

    /** A player not paired in the round, by starting rank, and the bye's TRF16 code. */
    public record Bye(int start, String code) {
    }

    /** An earlier game the round was paired from, and its result then ({@code 1-0}, {@code annulled}...). */
    public record Basis(String game, String result) {
    }
}
