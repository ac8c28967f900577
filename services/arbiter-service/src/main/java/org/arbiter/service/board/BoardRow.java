package org.arbiter.service.board;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One game's live board, and its line in the list of games. */
@Entity
@Table(name = "board_view")
class BoardRow {
    @Id
    @Column(length = 100)
    String gameId;
    String white;
    String black;
    String code;
    String event;
    String round;
    /** Whether the header made the game public (a display may read it); null on rows older than the column. */
    Boolean publicGame;
    @Column(length = 200)
    String fen;
    @Column(length = 200)
    String position;
    String sideToMove;
    int actions;
    String lastAct;
    String lastBy;
    String lastMove;
    /** Time since the start of play of the last stamped action, in seconds. */
    Double elapsed;
    Double whiteUsed;
    Double blackUsed;
    /** Under a time control, the time each side has left, in seconds, as of the last action. */
    Double whiteLeft;
    Double blackLeft;
    /** The side whose clock runs, and a side whose flag is down. */
    String running;
    String flag;
    /**
     * What an electronic clock showed at its last reading (a board's press, or the clock act), in
     * seconds, and {@code clockAt}, the time since the start of play of that act; null without one.
     * {@code clockDisagrees}: the law engine noted that reading to differ from its own reckoning.
     */
    Double clockWhite;
    Double clockBlack;
    Double clockAt;
    Boolean clockDisagrees;
    String status;
    String result;
    String termination;
    Instant openedAt;
    Instant updatedAt;

    BoardRow() {
    }
}
