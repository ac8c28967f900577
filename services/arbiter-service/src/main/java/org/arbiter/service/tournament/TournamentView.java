package org.arbiter.service.tournament;

import java.util.List;

/** A tournament: its id, name, the code its games are ruled under, the time allowed for an appeal, and its players. */
record TournamentView(String id, String name, String code, String appealWithin, List<PlayerView> players,
                      List<Integer> rounds) {

    /** A player by starting rank, as the TRF file gives him. */
    record PlayerView(int start, String name, String title, Integer rating, String federation, String fideId) {
    }
}
