package org.arbiter.service.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.arbiter.service.game.api.ActionRecorded;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * A game's actions folded into one update leave its row exactly as updating it once per action
 * does. The reference is the update of a single action, written out here as it stands on its own:
 * the time since the row's last stamp is charged to the row's side to move.
 */
class BoardUpdateTest {
    private static final String ONE_ACTION = "update board_view set"
            + " white_used = white_used + (case when side_to_move = 'white' then greatest(0,"
            + " coalesce(cast(? as double precision), elapsed, 0) - coalesce(elapsed, 0)) else 0 end),"
            + " black_used = black_used + (case when side_to_move = 'black' then greatest(0,"
            + " coalesce(cast(? as double precision), elapsed, 0) - coalesce(elapsed, 0)) else 0 end),"
            + " elapsed = coalesce(cast(? as double precision), elapsed),"
            + " actions = ?, fen = ?, position = ?, side_to_move = ?, last_move = coalesce(?, last_move)"
            + " where game_id = ?";

    private SingleConnectionDataSource data;
    private JdbcTemplate jdbc;

    @BeforeEach
    void table() {
        data = new SingleConnectionDataSource("jdbc:h2:mem:board-update;DB_CLOSE_DELAY=-1", "sa", "", true);
        jdbc = new JdbcTemplate(data);
        jdbc.execute("create table board_view (game_id varchar(100) primary key, white varchar(255), black varchar(255),"
                + " code varchar(255), event varchar(255), round varchar(255), fen varchar(120), position varchar(100),"
                + " side_to_move varchar(255), actions int, last_act varchar(255), last_by varchar(255),"
                + " last_move varchar(255), elapsed double precision, white_used double precision not null,"
                + " black_used double precision not null, status varchar(255), result varchar(255),"
                + " termination varchar(255), opened_at timestamp with time zone, updated_at timestamp with time zone)");
    }

    @AfterEach
    void drop() {
        jdbc.execute("drop table board_view");
        data.destroy();
    }

    @Test
    void stampedActionsChargeTheTimeBetweenThemToTheSideThatWasToMove() {
        open("g", null, "white");
        BoardUpdate update = new BoardUpdate("g");
        update.add(action("g", 1, 60.0, "b", "e4"), Instant.EPOCH);
        update.add(action("g", 2, 150.0, "w", "e5"), Instant.EPOCH);
        update.add(action("g", 3, 160.0, "b", "Nf3"), Instant.EPOCH);
        jdbc.update(BoardUpdate.SQL, update.args());

        Map<String, Object> row = jdbc.queryForMap("select * from board_view where game_id = 'g'");
        assertThat(((Number) row.get("white_used")).doubleValue()).isEqualTo(70.0);
        assertThat(((Number) row.get("black_used")).doubleValue()).isEqualTo(90.0);
        assertThat(((Number) row.get("elapsed")).doubleValue()).isEqualTo(160.0);
        assertThat(row).containsEntry("actions", 3).containsEntry("last_move", "Nf3").containsEntry("side_to_move", "black");
    }

    @Test
    void foldedActionsLeaveTheRowAsOneUpdatePerActionDoes() {
        Random random = new Random(1897);
        for (int game = 0; game < 300; game++) {
            String side = random.nextBoolean() ? "white" : "black";
            Double elapsed = random.nextInt(3) == 0 ? null : (double) random.nextInt(100);
            open("one-by-one", elapsed, side);
            open("folded", elapsed, side);
            List<ActionRecorded> actions = new ArrayList<>();
            int n = 1 + random.nextInt(12);
            for (int seq = 1; seq <= n; seq++) {
                Double at = random.nextInt(3) == 0 ? null : (double) random.nextInt(400);
                actions.add(action("", seq, at, random.nextBoolean() ? "w" : "b", random.nextInt(4) == 0 ? null : "m" + seq));
            }

            for (ActionRecorded a : actions) {
                Double at = a.at() == null ? null : Duration.parse(a.at()).toMillis() / 1000.0;
                jdbc.update(ONE_ACTION, at, at, at, a.seq(), a.fen(), a.position(), BoardUpdate.side(a.position()), a.move(),
                        "one-by-one");
            }
            int from = 0;
            while (from < n) {
                int to = from + 1 + random.nextInt(n - from);
                BoardUpdate update = new BoardUpdate("folded");
                actions.subList(from, to).forEach(a -> update.add(a, Instant.EPOCH));
                jdbc.update(BoardUpdate.SQL, update.args());
                from = to;
            }

            String columns = "white_used, black_used, elapsed, actions, fen, position, side_to_move, last_move";
            assertThat(jdbc.queryForMap("select " + columns + " from board_view where game_id = 'folded'"))
                    .as("game %d: %s", game, actions)
                    .isEqualTo(jdbc.queryForMap("select " + columns + " from board_view where game_id = 'one-by-one'"));
            jdbc.update("delete from board_view");
        }
    }

    private void open(String gameId, Double elapsed, String side) {
        jdbc.update("insert into board_view (game_id, side_to_move, actions, elapsed, white_used, black_used, last_move)"
                + " values (?, ?, 0, ?, 0, 0, 'start')", gameId, side, elapsed);
    }

    private static ActionRecorded action(String gameId, int seq, Double at, String toMove, String move) {
        String stamp = at == null ? null : Duration.ofMillis(Math.round(at * 1000)).toString();
        return new ActionRecorded(gameId, seq, "{}", "move", "white", stamp, move, null, "fen " + seq,
                "position" + seq + " " + toMove, "*", null);
    }
}
