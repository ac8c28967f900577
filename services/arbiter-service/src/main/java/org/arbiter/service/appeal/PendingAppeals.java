package org.arbiter.service.appeal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arbiter.law.Replay;
import org.arbiter.law.appeal.Appeals;
import org.arbiter.law.appeal.Lodged;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.StoredGame;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.Sights;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.RulingView;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The appeals across games, for the appeals committee's list: an appeal is against a ruling, so
 * only the games the rulings ledger holds are replayed, each as its reader sees it, and the law
 * engine says where each appeal stands.
 */
@Component
class PendingAppeals {
    private final JdbcClient db;
    private final GameHistory history;
    private final GameAccess access;
    private final Sights sights;

    PendingAppeals(JdbcClient db, GameHistory history, GameAccess access, Sights sights) {
        this.db = db;
        this.history = history;
        this.access = access;
        this.sights = sights;
    }

    /**
     * An appeal with its game: the players, the act appealed against and its rulings, the grounds,
     * the time of play it was lodged at ({@code h:mm:ss}), where it stands, and the decision's rulings.
     */
    record AppealRow(String game, String event, String white, String black, int lodgedAt, int ruling, String by,
                     String grounds, String lodged, String status, Integer decidedAt, List<RulingView> rulings,
                     List<RulingView> decision) {
    }

    /** The appeals {@code caller} may read, those not yet decided only when {@code pending}, of one tournament or all. */
    List<AppealRow> of(Caller caller, String tournamentId, boolean pending) {
        List<String> games = tournamentId == null
                ? db.sql("select distinct game_id from rulings_ledger order by game_id").query(String.class).list()
                : db.sql("select distinct r.game_id from rulings_ledger r join board_view b on b.game_id = r.game_id "
                        + "where b.event = ? order by r.game_id").param(name(tournamentId)).query(String.class).list();
        List<AppealRow> rows = new ArrayList<>();
        for (String gameId : games) {
            if (!access.readable(caller, gameId)) {
                continue;
            }
            history.load(gameId, sights.ofGame(caller, gameId)).ifPresent(game -> rows.addAll(rows(game, pending)));
        }
        return rows;
    }

    private static List<AppealRow> rows(StoredGame game, boolean pending) {
        Replay replay = GameReplay.of(game);
        List<Replay.Frame> frames = replay.frames();
        List<AppealRow> rows = new ArrayList<>();
        for (Lodged l : Appeals.lodged(replay.state())) {
            if (pending && l.decision().isPresent()) {
                continue;
            }
            String at = frames.get(l.seq() - 1).action().stamp().at().map(PendingAppeals::clock).orElse(null);
            rows.add(new AppealRow(game.gameId(), text(game, "event"), text(game, "white"), text(game, "black"), l.seq(),
                    l.ruling(), l.appellant().name().toLowerCase(Locale.ROOT), l.grounds(), at,
                    l.decision().map(d -> d.name().toLowerCase(Locale.ROOT)).orElse("lodged"),
                    l.decision().isPresent() ? l.decidedAt() : null, RulingView.of(frames.get(l.ruling() - 1).rulings()),
                    l.decision().isPresent() ? RulingView.of(frames.get(l.decidedAt() - 1).rulings()) : List.of()));
        }
        return rows;
    }

    private String name(String tournamentId) {
        return db.sql("select name from tournament where id = ?").param(tournamentId).query(String.class).optional()
                .orElseThrow(() -> new BadQuery("tournament: no tournament has the id '" + tournamentId + "'"));
    }

    private static String text(StoredGame game, String field) {
        Object value = game.headerFields().get(field);
        return value == null ? null : value.toString();
    }

    /** A time of play as a clock shows it: {@code PT5M20S} as {@code 0:05:20}. */
    private static String clock(java.time.Duration d) {
        long s = d.toSeconds();
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s % 3600 / 60, s % 60);
    }
}
