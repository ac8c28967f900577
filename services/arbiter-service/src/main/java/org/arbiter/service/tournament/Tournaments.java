package org.arbiter.service.tournament;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.arbiter.law.Result;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.tournament.trf.Pairing;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfError;
import org.arbiter.tournament.trf.TrfPlayer;
import org.arbiter.tournament.trf.TrfTimeControl;
import org.arbiter.service.game.GameCommands;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.history.Sight;
import org.arbiter.service.web.BadQuery;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Tournaments kept in their tables: imported from TRF16, a round paired from it with a game opened
 * for each board (its header names the players, the tournament, the round, the board, the site and
 * date the file gives, whether the game is public, the time allowed for an appeal and the
 * tournament's time control), and the
 * TRF file worked out from the boards' results (the standings: {@link TournamentStandings}).
 */
@Service
class Tournaments {
    /** The column that keeps the TRF's other lines: {@code trf_lines varchar(20000)}. */
    private static final int OTHER_LINES = 20_000;

    private final JdbcClient db;
    private final GameCommands games;
    private final JsonInput input;
    private final RoundByes byes;
    private final DelayedResults results;

    Tournaments(JdbcClient db, GameCommands games, JsonInput input, RoundByes byes, DelayedResults results) {
        this.db = db;
        this.games = games;
        this.input = input;
        this.byes = byes;
        this.results = results;
    }

    /** A stored tournament's row. */
    record Row(String id, String name, String code, String appealWithin, String trfLines, boolean publicGames,
               String timeControl) {
    }

    /** A stored board's row. */
    record Board(String gameId, int roundNo, int boardNo, int white, int black, String result) {
        Board withResult(String recorded) {
            return new Board(gameId, roundNo, boardNo, white, black, recorded);
        }
    }

    /**
     * Imports a tournament under {@code chosenId}, or under an id made from its name when none is
     * chosen (see {@link TournamentIds}); {@code publicGames} says whether display screens and feeds
     * show its games; {@code timeControl}, when given, is the time control of its games, else the
     * TRF's (line 222 or 122; TournamentTimeControl); {@code mayWrite} checks that the caller may
     * write in a tournament of that name (the name games' headers carry as their event), before
     * anything is stored.
     */
    @Transactional
    TournamentView create(String trfText, String code, String appealWithin, String chosenId, boolean publicGames,
                          String timeControl, Consumer<String> mayWrite) {
        if (Rulebooks.find(code).isEmpty()) {
            throw new BadQuery("'" + code + "' is not a known code; known: " + String.join(", ", Rulebooks.codes()));
        }
        if (appealWithin != null) {
            try {
                Duration.parse(appealWithin);
            } catch (java.time.format.DateTimeParseException e) {
                throw new BadQuery("appealWithin '" + appealWithin + "' is not an ISO-8601 duration such as PT30M");
            }
        }
        Trf trf = Trf.read(text(trfText));
        Optional<Header.TimeControl> control = TournamentTimeControl.of(timeControl, trfText);
        control.ifPresent(tc -> TournamentTimeControl.fits(input, code, tc));
        if (trf.name().length() > Limits.NAME) {
            throw new BadQuery("the tournament's name (TRF line 012) has " + trf.name().length()
                    + " characters, longer than the " + Limits.NAME + " a name may have");
        }
        if (String.join("\n", trf.otherLines()).length() > OTHER_LINES) {
            throw new BadQuery("the TRF's lines other than players and rounds are longer than " + OTHER_LINES
                    + " characters, the most kept");
        }
        String name = name(trf);
        mayWrite.accept(name);
        String id = chosenId == null ? TournamentIds.free(TournamentIds.fromName(name), this::taken)
                : TournamentIds.chosen(chosenId, this::taken);
        db.sql("insert into tournament (id, name, code, appeal_within, trf_lines, public_games, time_control) "
                + "values (?, ?, ?, ?, ?, ?, ?)").params(id, name, code, appealWithin, String.join("\n", trf.otherLines()),
                publicGames, control.map(TrfTimeControl::toPgn).orElse(null)).update();
        for (TrfPlayer p : trf.players()) {
            db.sql("insert into tournament_player (tournament_id, start_rank, name, title, rating, federation, fide_id, "
                    + "birth, sex) values (?, ?, ?, ?, ?, ?, ?, ?, ?)").params(id, p.number(), p.name(), p.title(),
                    p.rating().orElse(null), p.federation(), p.fideId(), p.birth(),
                    p.sex().isBlank() ? null : p.sex().strip()).update();
        }
        return view(id);
    }

    List<TournamentView> all() {
        return db.sql("select id from tournament order by name").query(String.class).list().stream().map(this::view)
                .toList();
    }

    TournamentView view(String id) {
        Row t = row(id);
        List<TournamentView.PlayerView> players = db.sql("select start_rank, name, title, rating, federation, fide_id "
                        + "from tournament_player where tournament_id = ? order by start_rank").param(id)
                .query((rs, n) -> new TournamentView.PlayerView(rs.getInt(1), rs.getString(2), rs.getString(3),
                        (Integer) rs.getObject(4), rs.getString(5), rs.getString(6))).list();
        List<Integer> rounds = db.sql("select distinct round_no from tournament_board where tournament_id = ? "
                + "order by round_no").param(id).query(Integer.class).list();
        return new TournamentView(t.id(), t.name(), t.code(), t.appealWithin(), t.publicGames(), t.timeControl(),
                players, rounds);
    }

    /**
     * Sets the time control of the games its rounds open from now on ({@code text} as an official
     * writes it; blank for none): a game already opened keeps the header it was opened with.
     * The tournament's arbiters and the admins set it.
     */
    @Transactional
    TournamentView timeControl(String id, String text, Caller caller) {
        Row t = row(id);
        if (caller.role() != Role.ADMIN && !(caller.role() == Role.ARBITER && caller.appointedTo(t.name()))) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + t.name()
                    + "'; its arbiters and the admins set its time control");
        }
        Optional<Header.TimeControl> control = TournamentTimeControl.of(text, null);
        control.ifPresent(tc -> TournamentTimeControl.fits(input, t.code(), tc));
        db.sql("update tournament set time_control = ? where id = ?")
                .params(control.map(TrfTimeControl::toPgn).orElse(null), id).update();
        return view(id);
    }

    private boolean taken(String id) {
        return db.sql("select count(*) from tournament where id = ?").param(id).query(Integer.class).single() > 0;
    }

    /**
     * Pairs round {@code round} from a TRF file of the tournament, opening a game for each board.
     * Every player the file pairs must be one of the tournament's, by starting rank; {@code mayWrite}
     * checks that the caller may write in the tournament, by its name.
     */
    @Transactional
    RoundView pair(String id, int round, String trfText, boolean confirmed, Recorder by, Consumer<String> mayWrite) {
        Row t = row(id);
        mayWrite.accept(t.name());
        if (round < 1) {
            throw new BadQuery("round must be 1 or more");
        }
        if (!boards(id, round).isEmpty()) {
            throw new BadQuery("round " + round + " of " + t.name() + " is already paired");
        }
        Trf trf = Trf.read(text(trfText));
        List<Pairing> pairings = trf.pairings(round);
        if (pairings.isEmpty()) {
            throw new TrfError(1, 92 + 10 * (round - 1), "round " + round + " pairs no players (no entry with colour w)");
        }
        Map<Integer, String> names = names(id);
        if (!confirmed) {
            // each game's own record, as the pairing from the record reads it: the tournament's view follows a moment behind
            Instant now = Instant.now();
            UnsettledRounds.check(round, boards(id, 0).stream().filter(b -> b.roundNo() < round)
                    .map(b -> b.withResult(results.asOf(b.gameId(), now).text())).toList(), trf, names);
        }
        for (Pairing p : pairings) {
            for (int start : new int[] {p.white(), p.black()}) {
                if (!names.containsKey(start)) {
                    throw new BadQuery("round " + round + " pairs starting rank " + start + ", who is not a player of "
                            + t.name());
                }
            }
        }
        open(t, round, pairings, names, by);
        byes.record(id, round, trf, names.keySet());
        return round(id, round, Sight.LIVE);
    }

    /**
     * Opens a game for each board of {@code round} and keeps the board, {@code names} the players'
     * names by starting rank: what a round's publication does, from a TRF or from the record.
     */
    void open(Row t, int round, List<Pairing> pairings, Map<Integer, String> names, Recorder by) {
        String id = t.id();
        TrfEvent event = TrfEvent.of(t.trfLines().isEmpty() ? List.of() : List.of(t.trfLines().split("\n")));
        for (Pairing p : pairings) {
            String gameId = id + "-r" + round + "-b" + p.board();
            Map<String, Object> header = new LinkedHashMap<>();
            header.put("code", t.code());
            header.put("white", names.get(p.white()));
            header.put("black", names.get(p.black()));
            header.put("event", t.name());
            header.put("round", String.valueOf(round));
            header.put("board", p.board());
            event.site().ifPresent(site -> header.put("site", site));
            event.date(round).ifPresent(date -> header.put("date", date));
            if (t.publicGames()) {
                header.put("public", true);
            }
            if (t.appealWithin() != null) {
                header.put("appealWithin", t.appealWithin());
            }
            TournamentTimeControl.stored(t.timeControl())
                    .ifPresent(tc -> header.put("timeControl", TournamentTimeControl.header(tc)));
            games.open(gameId, input.header(Map.of("header", header), 1, List.of()), by);
            db.sql("insert into tournament_board (game_id, tournament_id, round_no, board_no, white, black, result) "
                    + "values (?, ?, ?, ?, ?, ?, '*')").params(gameId, id, round, p.board(), p.white(), p.black()).update();
        }
    }

    /** A round's boards with their games' results as {@code sight} sees them. */
    RoundView round(String id, int round, Sight sight) {
        row(id);
        List<Board> boards = boards(id, round);
        if (boards.isEmpty()) {
            throw new UnknownTournament("round " + round + " of tournament " + id + " is not paired");
        }
        Map<Integer, String> names = names(id);
        return new RoundView(id, round, boards.stream().map(b -> new RoundView.BoardView(b.boardNo(), b.gameId(),
                b.white(), names.get(b.white()), b.black(), names.get(b.black()), results.seen(b.gameId(), b.result(), sight).text())).toList());
    }

    /** The tournament as TRF16: its lines as imported, and its players with the results of the games played here. */
    String trf(String id, Sight sight) {
        return report(id, sight).write();
    }

    private Trf report(String id, Sight sight) {
        Row t = row(id);
        Trf trf = new Trf(t.trfLines().isEmpty() ? List.of() : List.of(t.trfLines().split("\n")), players(id));
        for (Board b : boards(id, 0)) {
            trf = trf.withResult(b.roundNo(), b.white(), b.black(), results.seen(b.gameId(), b.result(), sight));
        }
        return trf;
    }

    /** The tournament's players as its TRF gave them, by starting rank, with no rounds. */
    List<TrfPlayer> players(String id) {
        return db.sql("select start_rank, name, title, rating, federation, fide_id, birth, sex "
                + "from tournament_player where tournament_id = ? order by start_rank").param(id).query((rs, n) ->
                new TrfPlayer(rs.getInt(1), rs.getString(8) == null ? "" : rs.getString(8), rs.getString(3), rs.getString(2),
                        Optional.ofNullable(rs.getObject(4) == null ? null : rs.getInt(4)), rs.getString(5),
                        rs.getString(6), rs.getString(7), 0, 0, List.of())).list();
    }

    /** The boards of {@code round}, or of every round for 0. */
    List<Board> boards(String id, int round) {
        return db.sql("select game_id, round_no, board_no, white, black, result from tournament_board "
                        + "where tournament_id = ? and (? = 0 or round_no = ?) order by round_no, board_no")
                .params(id, round, round).query(Board.class).list();
    }

    private static String name(Trf trf) {
        return trf.name().isEmpty() ? "Tournament" : trf.name();
    }

    Map<Integer, String> names(String id) {
        Map<Integer, String> names = new LinkedHashMap<>();
        db.sql("select start_rank, name from tournament_player where tournament_id = ? order by start_rank").param(id)
                .query((rs, n) -> names.put(rs.getInt(1), rs.getString(2))).list();
        return names;
    }

    Row row(String id) {
        Optional<Row> t = db.sql("select id, name, code, appeal_within, trf_lines, public_games, time_control from tournament "
                + "where id = ?")
                .param(id).query(Row.class).optional();
        return t.orElseThrow(() -> new UnknownTournament("no tournament has the id " + id));
    }

    /**
     * A TRF file whose every line is text a database can hold: no NUL character, no half of a
     * surrogate pair (PostgreSQL's text holds neither), refused naming its line.
     */
    private static String text(String trfText) {
        List<String> lines = trfText.lines().toList();
        for (int n = 0; n < lines.size(); n++) {
            try {
                Limits.characters(lines.get(n), n + 1, "trf");
            } catch (SequenceError e) {
                throw new TrfError(n + 1, 1, e.reason());
            }
        }
        return trfText;
    }
}
