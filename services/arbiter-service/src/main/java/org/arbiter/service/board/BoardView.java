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

    /** Seconds since the start of play of the last stamped action, and the time each side has used. */
    record Clocks(Double elapsed, Double white, Double black) {
    }

    static BoardView of(BoardRow row) {
        return new BoardView(row.gameId, row.white, row.black, row.code, row.event, row.round, row.fen, row.position,
                row.sideToMove, row.actions, row.lastMove, row.lastAct, row.lastBy,
                new Clocks(row.elapsed, row.whiteUsed, row.blackUsed), row.status, row.result, row.termination,
                row.openedAt, row.updatedAt);
    }
}
