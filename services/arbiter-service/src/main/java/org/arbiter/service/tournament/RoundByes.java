package org.arbiter.service.tournament;

import java.util.List;
import java.util.Set;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfGame;
import org.arbiter.tournament.trf.TrfPlayer;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The byes of a round as its pairing file gives them (or its pairing from the record,
 * {@link NextRound}): a player's entry for the round with no
 * opponent and a result code ({@code U} the pairing-allocated bye, {@code F}, {@code H}, {@code Z}
 * requested byes, {@code +} or {@code -} a forfeit without an opponent), kept for the standings.
 */
@Component
class RoundByes {
    private static final String CODES = "UFHZ+-";

    private final JdbcClient db;

    RoundByes(JdbcClient db) {
        this.db = db;
    }

    /** Keeps the byes the file gives for {@code round} to the tournament's players. */
    void record(String id, int round, Trf trf, Set<Integer> players) {
        for (TrfPlayer p : trf.players()) {
            TrfGame g = p.round(round).orElse(null);
            if (g != null && g.opponent() == 0 && CODES.indexOf(g.result()) >= 0 && players.contains(p.number())) {
                db.sql("insert into tournament_bye (tournament_id, round_no, start_rank, outcome) values (?, ?, ?, ?)")
                        .params(id, round, p.number(), String.valueOf(g.result())).update();
            }
        }
    }

    /** Keeps the byes of a round published from the record: by starting rank, the TRF16 code. */
    void record(String id, int round, java.util.Map<Integer, String> codes) {
        codes.forEach((start, code) -> db.sql("insert into tournament_bye (tournament_id, round_no, start_rank, outcome) "
                + "values (?, ?, ?, ?)").params(id, round, start, code).update());
    }

    /** Every bye of the tournament. */
    List<TournamentCrosstable.Bye> of(String id) {
        return db.sql("select round_no, start_rank, outcome from tournament_bye where tournament_id = ? "
                        + "order by round_no, start_rank").param(id)
                .query((rs, n) -> new TournamentCrosstable.Bye(rs.getInt(1), rs.getInt(2), rs.getString(3).charAt(0)))
                .list();
    }
}
