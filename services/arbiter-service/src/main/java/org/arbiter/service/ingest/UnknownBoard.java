package org.arbiter.service.ingest;

/** A report from a board bound to no game: 404. */
public final class UnknownBoard extends RuntimeException {
    UnknownBoard(String board) {
        super("board '" + board + "' is bound to no game; bind it first with PUT /api/boards/" + board);
    }
}
