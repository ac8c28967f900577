package org.arbiter.service.rulings;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * One ruling. The key is the global index of its event in the event store, which orders the
 * ledger as the rulings were issued and makes a repeated delivery overwrite, not duplicate.
 * {@code side}/{@code player} asked for it (or the arbiter); {@code against}/{@code againstPlayer}
 * is the side it goes against, null when it goes against neither.
 */
@Entity
@Table(name = "rulings_ledger")
class LedgerEntry {
    @Id
    long eventIndex;
    @Column(length = 100)
    String gameId;
    int seq;
    @Column(length = 40)
    String law;
    @Column(length = 100_000)
    String text;
    @Column(length = 200)
    String position;
    @Column(length = 10)
    String side;
    String player;
    @Column(length = 10)
    String against;
    String againstPlayer;
    Instant issuedAt;

    LedgerEntry() {
    }
}
