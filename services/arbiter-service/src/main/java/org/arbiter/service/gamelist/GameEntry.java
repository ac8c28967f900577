package org.arbiter.service.gamelist;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "game_list")
class GameEntry {
    @Id
    @Column(length = 100)
    String gameId;
    String white;
    String black;
    String event;
    String round;
    String code;
    int actions;
    String result;
    String termination;
    Instant openedAt;
    Instant updatedAt;

    GameEntry() {
    }
}
