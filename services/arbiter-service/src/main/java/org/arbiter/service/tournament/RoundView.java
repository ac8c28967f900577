package org.arbiter.service.tournament;

import java.util.List;

/** A round of a tournament: its boards in order. */
record RoundView(String tournament, int round, List<BoardView> boards) {

    /** A board: the game played on it, the players by starting rank and name, and the game's result so far. */
    record BoardView(int board, String gameId, int white, String whiteName, int black, String blackName, String result) {
    }
}
