package org.arbiter.service.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.arbiter.law.Result;
import org.arbiter.pairing.Dutch;
import org.arbiter.pairing.NoValidPairing;
import org.arbiter.pairing.Pair;
import org.arbiter.pairing.PairingCheck;
import org.arbiter.pairing.PairingInputError;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Sight;
import org.arbiter.service.web.BadQuery;
import org.arbiter.tournament.trf.Pairing;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfCrosstable;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The next round paired from the tournament's own record (docs/pairing.md, "From the officials'
 * page"): the results its games recorded, the byes kept for earlier rounds, the byes asked for and
 * the withdrawals, paired by the Dutch system and checked by its checker; the pairing an event on the
 * record ({@link RoundPaired}), and its publication ({@link RoundPublished}) opening the round's
 * games as a round published from a TRF does. The tournament's arbiters pair and publish.
 */
@Service
class NextRound {
    private final Tournaments tournaments;
    private final PairingRecord record;
    private final DelayedResults results;
    private final RoundByes byes;
    private final EventStore events;
    private final CommandGateway gateway;
    private final GameAccess access;

    NextRound(Tournaments tournaments, PairingRecord record, DelayedResults results, RoundByes byes, EventStore events,
              CommandGateway gateway, GameAccess access) {
        this.tournaments = tournaments;
        this.record = record;
        this.results = results;
        this.byes = byes;
        this.events = events;
        this.gateway = gateway;
        this.access = access;
    }

    /** What the arbiter asks of the round: byes by starting rank (H, F or Z), withdrawals, and the rounds if undeclared. */
    record Request(Map<String, String> byes, List<Integer> withdrawn, Integer rounds) {
        Request {
            byes = byes == null ? Map.of() : byes;
            withdrawn = withdrawn == null ? List.of() : withdrawn;
        }
    }

    /** Pairs {@code round} from the record and records the pairing, in place of one not yet published. */
    PairingView pair(String id, int round, Request request, Caller caller) {
        Tournaments.Row t = tournaments.row(id);
        access.mayOpen(caller, t.name());
        Map<Integer, String> names = tournaments.names(id);
        List<Tournaments.Board> boards = tournaments.boards(id, 0);
        refusePublished(t, round, boards, names);
        int next = boards.stream().mapToInt(Tournaments.Board::roundNo).max().orElse(0) + 1;
        if (round != next) {
            throw new BadQuery("round " + round + " cannot be paired: the next round of " + t.name() + " is " + next);
        }
        List<String> lines = t.trfLines().isEmpty() ? List.of() : List.of(t.trfLines().split("\n"));
        int rounds = TrfCrosstable.declaredRounds(lines).or(() -> java.util.Optional.ofNullable(request.rounds()))
                .orElseThrow(() -> new BadQuery("rounds: the tournament's TRF does not give its number of rounds (an XXR "
                        + "line); give it as rounds"));
        if (round > rounds) {
            throw new BadQuery("round " + round + " cannot be paired: " + t.name() + " has " + rounds + " rounds");
        }
        PairingRecord.Pairings pairings = record.of(id);
        Map<Integer, String> absent = absent(request, pairings.withdrawn(), names);
        List<RoundPaired.Basis> basis = new ArrayList<>();
        List<PairingInput.Played> played = new ArrayList<>();
        List<String> inPlay = new ArrayList<>();
        Instant now = Instant.now();
        for (Tournaments.Board b : boards) {
            Result result = results.asOf(b.gameId(), now);
            if (result == Result.IN_PLAY) {
                inPlay.add(game(b, names) + ": still in play");
            }
            basis.add(new RoundPaired.Basis(b.gameId(), result.text()));
            played.add(new PairingInput.Played(b.roundNo(), b.white(), b.black(), result));
        }
        if (!inPlay.isEmpty()) {
            throw new PairingRefused("unsettled-rounds", "round " + round + " is paired from the results of the rounds "
                    + "before it, and these are not in yet", inPlay);
        }
        Trf input = PairingInput.of(lines, tournaments.players(id), played, byes.of(id), round, absent, rounds);
        List<Pair> pairs;
        List<String> findings;
        try {
            pairs = Dutch.pair(input.write());
            findings = PairingCheck.checkRound(PairingInput.withPairing(input, round, pairs).write(), round).stream()
                    .map(PairingCheck.Finding::toString).toList();
        } catch (NoValidPairing e) {
            throw new PairingRefused("no-valid-pairing", "no pairing of round " + round + " meets the absolute criteria: "
                    + e.getMessage() + "; the arbiter decides", List.of());
        } catch (PairingInputError e) {
            throw new BadQuery("the tournament's record cannot be paired: " + e.getMessage());
        }
        List<RoundPaired.Board> paired = new ArrayList<>();
        List<RoundPaired.Bye> notPaired = new ArrayList<>();
        for (Pair p : pairs) {
            if (p.bye()) {
                notPaired.add(new RoundPaired.Bye(p.white(), "U"));
            } else {
                paired.add(new RoundPaired.Board(paired.size() + 1, p.white(), p.black()));
            }
        }
        Set<Integer> withdrawn = new TreeSet<>(request.withdrawn());
        absent.forEach((start, code) -> {
            if (!withdrawn.contains(start) && !pairings.withdrawn().contains(start)) {
                notPaired.add(new RoundPaired.Bye(start, code));
            }
        });
        RoundPaired before = pairings.of(round).orElse(null);
        RoundPaired event = new RoundPaired(id, round, paired, notPaired, List.copyOf(withdrawn), basis, findings,
                before != null, caller.name());
        send(new PairRound(TournamentRecord.idOf(id), event));
        return view(event, names, corrected(before, basis, boards, names), input.write(), pairings.withdrawn());
    }

    /**
     * The round's pairing not yet published, with the results corrected since it was made (it is
     * stale when there are any); officials, admins and the tournament's arbiters read it.
     */
    PairingView standing(String id, int round, Caller caller) {
        Tournaments.Row t = tournaments.row(id);
        if (caller.role() == Role.ARBITER && !caller.appointedTo(t.name())) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + t.name() + "'");
        }
        PairingRecord.Pairings pairings = record.of(id);
        RoundPaired pairing = pairings.of(round).filter(p -> !pairings.published().contains(round))
                .orElseThrow(() -> new UnknownTournament("round " + round + " of " + t.name() + " has no pairing "
                        + "waiting to be published"));
        Map<Integer, String> names = tournaments.names(id);
        List<Tournaments.Board> boards = tournaments.boards(id, 0);
        return view(pairing, names, corrected(pairing, current(boards), boards, names), null, pairings.withdrawn());
    }

    /** Publishes the round's standing pairing: opens its games, keeps its byes, and records the publication. */
    @Transactional
    RoundView publish(String id, int round, Caller caller) {
        Tournaments.Row t = tournaments.row(id);
        access.mayOpen(caller, t.name());
        Map<Integer, String> names = tournaments.names(id);
        List<Tournaments.Board> boards = tournaments.boards(id, 0);
        refusePublished(t, round, boards, names);
        PairingRecord.Pairings pairings = record.of(id);
        RoundPaired pairing = pairings.of(round).orElseThrow(() -> new PairingRefused("no-pairing", "round " + round
                + " of " + t.name() + " has no pairing to publish: pair it first", List.of()));
        List<String> changed = corrected(pairing, current(boards), boards, names);
        boolean newBoards = boards.size() != pairing.pairedFrom().size();
        if (!changed.isEmpty() || newBoards) {
            throw new PairingRefused("stale-pairing", "round " + round + " was paired from results that have changed "
                    + "since; pair it again", newBoards && changed.isEmpty() ? List.of("a round was published since")
                    : changed);
        }
        send(new PublishRound(TournamentRecord.idOf(id), id, round, caller.name()));
        tournaments.open(t, round, pairing.boards().stream().map(b -> new Pairing(b.board(), b.white(), b.black()))
                .toList(), names, caller.recorder(Recorder.Via.HTTP));
        Map<Integer, String> kept = new TreeMap<>();
        pairing.byes().forEach(b -> kept.put(b.start(), b.code()));
        pairing.withdrawn().forEach(start -> kept.put(start, "Z"));
        pairings.withdrawn().forEach(start -> kept.put(start, "Z"));
        byes.record(id, round, kept);
        return tournaments.round(id, round, Sight.LIVE);
    }

    /** A round already published is paired no more: 409 naming its games, and those begun. */
    private void refusePublished(Tournaments.Row t, int round, List<Tournaments.Board> boards, Map<Integer, String> names) {
        if (round < 1) {
            throw new BadQuery("round must be 1 or more");
        }
        List<String> games = boards.stream().filter(b -> b.roundNo() == round)
                .map(b -> game(b, names) + (events.readEvents(b.gameId(), 1).hasNext() ? ": begun" : ": not begun"))
                .toList();
        if (!games.isEmpty()) {
            throw new PairingRefused("round-published", "round " + round + " of " + t.name() + " is published and its "
                    + "games are opened; a published round is not paired again (a result corrected now counts from "
                    + "the next round)", games);
        }
    }

    private List<RoundPaired.Basis> current(List<Tournaments.Board> boards) {
        Instant now = Instant.now();
        return boards.stream().map(b -> new RoundPaired.Basis(b.gameId(), results.asOf(b.gameId(), now).text())).toList();
    }

    /** The results that differ from those {@code before} was paired from, each naming its game. */
    private static List<String> corrected(RoundPaired before, List<RoundPaired.Basis> now, List<Tournaments.Board> boards,
                                          Map<Integer, String> names) {
        if (before == null) {
            return List.of();
        }
        Map<String, String> then = new LinkedHashMap<>();
        before.pairedFrom().forEach(b -> then.put(b.game(), b.result()));
        List<String> changed = new ArrayList<>();
        for (RoundPaired.Basis b : now) {
            String was = then.get(b.game());
            if (was != null && !was.equals(b.result())) {
                Tournaments.Board board = boards.stream().filter(x -> x.gameId().equals(b.game())).findFirst().orElseThrow();
                changed.add(game(board, names) + ": paired from " + was + ", now " + b.result());
            }
        }
        return changed;
    }

    /** The byes asked for and the players withdrawn, now and by published rounds, checked against the players. */
    private static Map<Integer, String> absent(Request request, Set<Integer> withdrawnBefore, Map<Integer, String> names) {
        Map<Integer, String> absent = new TreeMap<>();
        for (Map.Entry<String, String> bye : request.byes().entrySet()) {
            int start;
            try {
                start = Integer.parseInt(bye.getKey().strip());
            } catch (NumberFormatException e) {
                throw new BadQuery("byes: '" + bye.getKey() + "' is not a starting rank");
            }
            String code = bye.getValue() == null ? "" : bye.getValue().strip().toUpperCase(java.util.Locale.ROOT);
            if (!names.containsKey(start)) {
                throw new BadQuery("byes: starting rank " + start + " is not a player of the tournament");
            }
            if (!List.of("H", "F", "Z").contains(code)) {
                throw new BadQuery("byes: the bye '" + bye.getValue() + "' of player " + start + " is not H (half a "
                        + "point), F (a full point) or Z (no point)");
            }
            absent.put(start, code);
        }
        for (Integer start : request.withdrawn()) {
            if (start == null || !names.containsKey(start)) {
                throw new BadQuery("withdrawn: starting rank " + start + " is not a player of the tournament");
            }
            absent.put(start, "Z");
        }
        withdrawnBefore.forEach(start -> absent.put(start, "Z"));
        return absent;
    }

    private static String game(Tournaments.Board b, Map<Integer, String> names) {
        return "round " + b.roundNo() + ", board " + b.boardNo() + " (" + names.get(b.white()) + " - "
                + names.get(b.black()) + ", " + b.gameId() + ")";
    }

    private static PairingView view(RoundPaired e, Map<Integer, String> names, List<String> corrected, String trf,
                                    Set<Integer> withdrawnBefore) {
        List<PairingView.ByeView> notPaired = new ArrayList<>();
        e.byes().forEach(b -> notPaired.add(new PairingView.ByeView(b.start(), names.get(b.start()), b.code(),
                PairingView.ByeView.kind(b.code()))));
        Set<Integer> withdrawn = new TreeSet<>(e.withdrawn());
        withdrawn.addAll(withdrawnBefore);
        withdrawn.forEach(start -> notPaired.add(new PairingView.ByeView(start, names.get(start), "Z", "withdrawn")));
        return new PairingView(e.tournament(), e.round(), e.boards().stream().map(b -> new PairingView.BoardView(b.board(),
                b.white(), names.get(b.white()), b.black(), names.get(b.black()))).toList(), notPaired,
                PairingView.Verdict.of(e.findings()), e.replaces(), corrected, trf);
    }

    /** Sends to the record, once more when another pairing or mark made the record at the same moment. */
    private void send(Object command) {
        try {
            gateway.sendAndWait(command);
        } catch (AggregateStreamCreationException | ConcurrencyException e) {
            throw new PairingRefused("concurrent-change", "the tournament's record changed as this was sent; try "
                    + "again", List.of());
        }
    }
}
