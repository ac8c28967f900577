package org.arbiter.service.tournament;

import java.util.List;

/**
 * A tournament: its id, name, the code its games are ruled under, the time allowed for an appeal,
 * whether its games are public (shown to display screens and in the feeds), the time control its
 * games are opened with (PGN's TimeControl tag, null for none), and its players.
 */
record TournamentView(String id, String name, String code, String appealWithin, boolean publicGames,
                      String timeControl, List<PlayerView> players, List<Integer> rounds) {

    /** A player by starting rank, as the TRF file gives him. */
    record PlayerView(int start, String name, String title, Integer rating, String federation, String fideId) {
    }
}
