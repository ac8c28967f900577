package org.arbiter.service.tournament;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.law.Result;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.Regulations;
import org.arbiter.tournament.standings.RoundResult;
import org.arbiter.tournament.standings.Standing;
import org.arbiter.tournament.standings.Standings;
import org.arbiter.tournament.standings.Tiebreak;
import org.arbiter.tournament.trf.TrfCrosstable;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.history.Sight;
import org.arbiter.service.security.Sights;
import org.arbiter.service.web.BadQuery;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * A tournament's standings with the tie-break order its arbiters set: the service builds the
 * crosstable from its records ({@link TournamentCrosstable}) and the standings rank it
 * ({@link Standings}). They are read as the tournament's games are (a public tournament's by every
 * reader, another's by officials, admins and its arbiters); a delayed reader ({@link Sights}) sees
 * them as the broadcast delay holds the games back.
 */
@Service
class TournamentStandings {
    /** The column that keeps the order: {@code tiebreaks varchar(200)}. */
    private static final int ORDER_COLUMN = 200;

    private final JdbcClient db;
    private final RoundByes byes;
    private final DelayedResults delayed;
    private final GameAccess access;
    private final Sights sights;
    private final Clock clock = Clock.systemUTC();

    TournamentStandings(JdbcClient db, RoundByes byes, DelayedResults delayed, GameAccess access, Sights sights) {
        this.db = db;
        this.byes = byes;
        this.delayed = delayed;
        this.access = access;
        this.sights = sights;
    }

    /** What the standings need of a tournament's row. */
    private record Row(String id, String name, boolean publicGames, String trfLines, String tiebreaks, int delayMinutes) {
        List<String> lines() {
            return trfLines == null || trfLines.isEmpty() ? List.of() : List.of(trfLines.split("\n"));
        }
    }

    /** A board's game as kept: its id, round, players and result. */
    private record Board(String gameId, int roundNo, int white, int black, String result) {
    }

    /** The standings as {@code caller} may see them. */
    StandingsView standings(String id, Caller caller) {
        Row t = readable(id, caller);
        Sight sight = sights.ofTournament(caller, id);
        int delay = sight.live() ? 0 : t.delayMinutes();
        List<TournamentCrosstable.Game> games = new ArrayList<>();
        for (Board b : boards(id)) {
            Result result = delayed.seen(b.gameId(), b.result(), sight);
            games.add(new TournamentCrosstable.Game(b.roundNo(), b.white(), b.black(), result));
        }
        Crosstable table = TournamentCrosstable.of(players(id), games, byes.of(id), t.lines());
        TiebreakOrder order = order(t, table);
        List<Tiebreak> tiebreaks = order.tiebreaks().stream().map(Tiebreak::parse).toList();
        Regulations regulations = Regulations.forTournament(TrfCrosstable.startDate(new Trf(t.lines(), List.of())),
                LocalDate.now(clock.withZone(ZoneOffset.UTC)));
        List<StandingsView.Row> rows = new ArrayList<>();
        for (Standing s : Standings.of(table, tiebreaks, regulations)) {
            Map<String, BigDecimal> values = new LinkedHashMap<>();
            s.values().forEach(v -> values.put(v.tiebreak().toString(), v.value().orElse(null)));
            int played = (int) s.entrant().rounds().stream().filter(RoundResult::playedGame).count();
            rows.add(new StandingsView.Row(s.rank(), s.entrant().number(), s.entrant().name(), s.entrant().fideId(),
                    s.entrant().title(), s.entrant().rating().orElse(null), s.points(), played, values));
        }
        int inPlay = (int) games.stream().filter(g -> g.round() <= table.rounds() && g.result() == Result.IN_PLAY).count();
        return new StandingsView(t.id(), t.name(), order.tiebreaks(), order.from(), regulations.year(),
                table.roundRobin() ? "round-robin" : "swiss", table.rounds(), inPlay, delay, rows);
    }

    /** The tie-break order, for a caller who may read the standings. */
    TiebreakOrder order(String id, Caller caller) {
        Row t = readable(id, caller);
        Sight sight = sights.ofTournament(caller, id);
        List<TournamentCrosstable.Game> games = boards(id).stream().map(b -> new TournamentCrosstable.Game(b.roundNo(),
                b.white(), b.black(), delayed.seen(b.gameId(), b.result(), sight))).toList();
        return order(t, TournamentCrosstable.of(players(id), games, List.of(), t.lines()));
    }

    /**
     * Sets the order, each name a C.07 acronym the law engine knows ({@code BH-C1}); an empty list
     * goes back to the TRF's or the usual order. A name not known, or given twice, is refused naming
     * its place in the list, and nothing is stored.
     */
    TiebreakOrder choose(String id, List<String> names, Caller caller) {
        Row t = row(id);
        if (caller.role() != Role.ADMIN && !(caller.role() == Role.ARBITER && caller.appointedTo(t.name()))) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + t.name()
                    + "'; its arbiters and the admins set its tie-breaks");
        }
        if (names == null) {
            throw new BadQuery("the body is a list of tie-breaks by their C.07 acronyms, such as [\"BH-C1\",\"BH\"]");
        }
        List<String> order = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.size(); i++) {
            Tiebreak tb;
            try {
                tb = Tiebreak.parse(names.get(i));
            } catch (IllegalArgumentException e) {
                throw new BadQuery("tiebreaks[" + i + "]: " + e.getMessage());
            }
            if (!seen.add(tb.toString())) {
                throw new BadQuery("tiebreaks[" + i + "]: '" + names.get(i) + "' is given twice");
            }
            order.add(tb.toString());
        }
        String joined = String.join(",", order);
        if (joined.length() > ORDER_COLUMN) {
            throw new BadQuery("the tie-breaks take " + joined.length() + " characters written with commas, more than the "
                    + ORDER_COLUMN + " kept");
        }
        db.sql("update tournament set tiebreaks = ? where id = ?").params(order.isEmpty() ? null : joined, id).update();
        return order(id, caller);
    }

    private TiebreakOrder order(Row t, Crosstable table) {
        if (t.tiebreaks() != null && !t.tiebreaks().isBlank()) {
            return new TiebreakOrder(t.id(), List.of(t.tiebreaks().split(",")), TiebreakOrder.Source.CHOSEN);
        }
        List<Tiebreak> declared = TrfCrosstable.tiebreaks(new Trf(t.lines(), List.of()));
        if (!declared.isEmpty()) {
            return new TiebreakOrder(t.id(), declared.stream().map(Tiebreak::toString).toList(), TiebreakOrder.Source.TRF);
        }
        return new TiebreakOrder(t.id(), Tiebreak.defaultOrder(table).stream().map(Tiebreak::toString).toList(),
                TiebreakOrder.Source.DEFAULT);
    }

    /** The tournament, when the caller may read its games: public ones anyone reads, others its officials. */
    private Row readable(String id, Caller caller) {
        Row t = row(id);
        if (!access.readable(caller, t.name(), t.publicGames())) {
            throw new NotAllowed("the games of '" + t.name() + "' are not public; its standings are read by officials "
                    + "and its arbiters");
        }
        return t;
    }

    private Row row(String id) {
        return db.sql("select id, name, public_games, trf_lines, tiebreaks, broadcast_delay_minutes from tournament "
                        + "where id = ?").param(id)
                .query((rs, n) -> new Row(rs.getString(1), rs.getString(2), rs.getBoolean(3), rs.getString(4),
                        rs.getString(5), rs.getInt(6))).optional()
                .orElseThrow(() -> new UnknownTournament("no tournament has the id " + id));
    }

    private List<TournamentCrosstable.Player> players(String id) {
        return db.sql("select start_rank, name, fide_id, title, rating from tournament_player where tournament_id = ? "
                        + "order by start_rank").param(id)
                .query((rs, n) -> new TournamentCrosstable.Player(rs.getInt(1), rs.getString(2), rs.getString(3),
                        rs.getString(4), (Integer) rs.getObject(5))).list();
    }

    private List<Board> boards(String id) {
        return db.sql("select game_id, round_no, white, black, result from tournament_board where tournament_id = ? "
                + "order by round_no, board_no").param(id).query(Board.class).list();
    }
}
