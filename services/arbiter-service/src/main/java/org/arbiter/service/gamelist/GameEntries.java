package org.arbiter.service.gamelist;

import org.springframework.data.jpa.repository.JpaRepository;

interface GameEntries extends JpaRepository<GameEntry, String> {
}
