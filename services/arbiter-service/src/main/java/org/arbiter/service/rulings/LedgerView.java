package org.arbiter.service.rulings;

import java.time.Instant;

/**
 * One line of the ledger: the ruling, its game and action number, who asked for it ({@code by}:
 * white, black or arbiter, and {@code player}, that side's name) and whom it goes against
 * ({@code against}, {@code againstPlayer}; null when it goes against neither).
 */
record LedgerView(long id, String game, int seq, String law, String text, String position, String by, String player,
                  String against, String againstPlayer, Instant time) {

    static LedgerView of(LedgerEntry e) {
        return new LedgerView(e.eventIndex, e.gameId, e.seq, e.law, e.text, e.position, e.side, e.player, e.against,
                e.againstPlayer, e.issuedAt);
    }
}
