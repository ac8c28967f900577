package org.arbiter.service.board;

import java.time.Instant;

/**
 * The live board of one game: the position, the last move that stands, the time each side has
 * used (seconds, null while no action carried a time), status and result.
 */
record BoardView(String id, String white, String black, String code, String event, String round, String fen,
                 String position, String toMove, int actions, String lastMove, String lastAct, String lastBy,
                 Clocks clocks, String status, String result, String termination, Instant openedAt,
                 Instant updatedAt) {

    /**
     * Seconds since the start of play of the last stamped action, the time each side has used and,
     * under a time control, has left (null without one), whose clock runs and whose flag is down,
     * all as of the last action: a display ticks the running clock on from {@code elapsed}.
     */
    record Clocks(Double elapsed, Double white, Double black, Double whiteLeft, Double blackLeft, String running,
                  String flag, Shown shown) {
    }

    /**
     * What the electronic clock showed at its last reading, in seconds, {@code at} that act's time
     * since the start of play, and whether it differs from the law engine's reckoning; null on a
     * game whose acts never carried a reading. A display ticks the running side down from it.
     */
    record Shown(Double white, Double black, Double at, Boolean disagrees) {
    }

    static BoardView of(BoardRow row) {
        return new BoardView(row.gameId, row.white, row.black, row.code, row.event, row.round, row.fen, row.position,
                row.sideToMove, row.actions, row.lastMove, row.lastAct, row.lastBy,
                new Clocks(row.elapsed, row.whiteUsed, row.blackUsed, row.whiteLeft, row.blackLeft, row.running,
                        row.flag, row.clockWhite == null ? null
                        : new Shown(row.clockWhite, row.clockBlack, row.clockAt, row.clockDisagrees)), row.status, row.result, row.termination,
                row.openedAt, row.updatedAt);
    }
}
