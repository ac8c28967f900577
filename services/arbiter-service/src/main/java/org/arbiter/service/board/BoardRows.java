package org.arbiter.service.board;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

interface BoardRows extends JpaRepository<BoardRow, String> {
    List<BoardRow> findByRound(String round);

    List<BoardRow> findByEventAndRound(String event, String round);
}
