package org.arbiter.service.chain;

import org.springframework.jdbc.core.JdbcTemplate;

/**
 * For a test that restores events written by another instance (another key): each event's head
 * signed with this service's key, as the instance that stored them had signed them with its own.
 */
public final class RestoredHeads {
    private RestoredHeads() {
    }

    /** Signs event {@code seq} of {@code gameId}, whose hash is {@code hash}; the last one given is the game's head. */
    public static void sign(ChainHeads heads, JdbcTemplate jdbc, String gameId, long seq, String hash) {
        ChainHeads.Head head = heads.sign(gameId, seq, hash);
        jdbc.update("insert into chain_signature (game_id, seq, hash, signature) values (?, ?, ?, ?)", gameId, seq,
                hash, head.signature());
        if (seq == 0) {
            jdbc.update("insert into chain_head (game_id, seq, hash, signature) values (?, ?, ?, ?)", gameId, seq, hash,
                    head.signature());
        } else {
            jdbc.update("update chain_head set seq = ?, hash = ?, signature = ? where game_id = ?", seq, hash,
                    head.signature(), gameId);
        }
    }
}
