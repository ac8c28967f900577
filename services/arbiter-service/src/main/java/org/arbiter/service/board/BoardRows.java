package org.arbiter.service.board;

import org.springframework.data.jpa.repository.JpaRepository;

interface BoardRows extends JpaRepository<BoardRow, String> {
}
