package org.arbiter.service.ingest;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A board and the game it reports for. */
@Entity
@Table(name = "board_binding")
class Binding {
    @Id
    @Column(length = 100)
    String boardId;
    @Column(length = 100)
    String gameId;
    Instant boundAt;

    Binding() {
    }

    Binding(String boardId, String gameId, Instant boundAt) {
        this.boardId = boardId;
        this.gameId = gameId;
        this.boundAt = boundAt;
    }
}
