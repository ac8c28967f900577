package org.arbiter.service.board;

import org.springframework.stereotype.Component;

/** How many games the service holds, read from the live boards; {@code ./arbiter serve} says it on start. */
@Component
public class GameCount {
    private final BoardRows rows;

    GameCount(BoardRows rows) {
        this.rows = rows;
    }

    public long games() {
        return rows.count();
    }
}
