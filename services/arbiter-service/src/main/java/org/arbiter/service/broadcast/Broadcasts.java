package org.arbiter.service.broadcast;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The broadcast settings of tournaments, their rounds' feed keys, and what a feed writes of a
 * tournament's game beyond its header: its seat (round, board, the players' FIDE ids, ratings and
 * titles from the TRF).
 */
@Component
class Broadcasts {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final JdbcClient db;

    Broadcasts(JdbcClient db) {
        this.db = db;
    }

    /** A tournament as the feeds need it: the name its games' headers give as their event, and its settings. */
    record Tournament(String id, String name, BroadcastSettings settings) {
    }

    /** One player's entry in the TRF: FIDE id (blank when he has none), rating and title (blank for none). */
    record Entrant(String fideId, Integer rating, String title) {
    }

    /** Where a tournament's game is played: its round and board, and its players. */
    record Seat(String tournament, int round, int board, Entrant white, Entrant black) {
    }

    Optional<Tournament> tournament(String id) {
        return db.sql("select id, name, feed_access, broadcast_delay_minutes from tournament where id = ?").param(id)
                .query((rs, n) -> new Tournament(rs.getString(1), rs.getString(2),
                        new BroadcastSettings(FeedAccess.of(rs.getString(3)), rs.getInt(4)))).optional();
    }

    void update(String id, BroadcastSettings settings) {
        db.sql("update tournament set feed_access = ?, broadcast_delay_minutes = ? where id = ?")
                .params(settings.feed().word(), settings.delayMinutes(), id).update();
    }

    /** A new secret key for the round's feed; the round's earlier key, if any, no longer opens it. */
    @Transactional
    String issueKey(String id, int round) {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        String key = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        db.sql("delete from round_feed_key where tournament_id = ? and round_no = ?").params(id, round).update();
        db.sql("insert into round_feed_key (tournament_id, round_no, feed_key) values (?, ?, ?)")
                .params(id, round, key).update();
        return key;
    }

    /** Revokes the round's key, if it has one. */
    void revokeKey(String id, int round) {
        db.sql("delete from round_feed_key where tournament_id = ? and round_no = ?").params(id, round).update();
    }

    /** Whether {@code key} is the round's key now, compared in constant time. */
    boolean opens(String id, int round, String key) {
        if (key == null) {
            return false;
        }
        return db.sql("select feed_key from round_feed_key where tournament_id = ? and round_no = ?").params(id, round)
                .query(String.class).optional().map(k -> MessageDigest.isEqual(k.getBytes(StandardCharsets.UTF_8),
                        key.getBytes(StandardCharsets.UTF_8))).orElse(false);
    }

    /** The games of a tournament's round, by board. */
    List<String> games(String id, int round) {
        return db.sql("select game_id from tournament_board where tournament_id = ? and round_no = ? order by board_no")
                .params(id, round).query(String.class).list();
    }

    /** The seat of a tournament's game; empty for a game opened outside a tournament. */
    Optional<Seat> seat(String gameId) {
        return db.sql("select b.tournament_id, b.round_no, b.board_no, w.fide_id, w.rating, w.title, k.fide_id, k.rating, "
                        + "k.title from tournament_board b "
                        + "left join tournament_player w on w.tournament_id = b.tournament_id and w.start_rank = b.white "
                        + "left join tournament_player k on k.tournament_id = b.tournament_id and k.start_rank = b.black "
                        + "where b.game_id = ?").param(gameId)
                .query((rs, n) -> new Seat(rs.getString(1), rs.getInt(2), rs.getInt(3),
                        new Entrant(rs.getString(4), (Integer) rs.getObject(5), rs.getString(6)),
                        new Entrant(rs.getString(7), (Integer) rs.getObject(8), rs.getString(9))))
                .optional();
    }
}
