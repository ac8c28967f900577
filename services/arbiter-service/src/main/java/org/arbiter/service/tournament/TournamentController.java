package org.arbiter.service.tournament;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.List;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.Sights;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Tournaments imported from TRF16, their rounds' boards and games, and TRF16 out (standings: StandingsController). */
@RestController
@RequestMapping("/api/tournaments")
@Tag(name = "tournaments", description = "Tournaments, rounds and boards, from and to FIDE TRF16")
class TournamentController {
    private final Tournaments tournaments;
    private final Callers callers;
    private final GameAccess access;
    private final Sights sights;

    TournamentController(Tournaments tournaments, Callers callers, GameAccess access, Sights sights) {
        this.tournaments = tournaments;
        this.callers = callers;
        this.access = access;
        this.sights = sights;
    }

    @Operation(summary = "Import a tournament and its players from a TRF16 file")
    @PostMapping(consumes = MediaType.TEXT_PLAIN_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    TournamentView create(@RequestBody byte[] trf,
                          @Parameter(description = "the code every game is ruled under")
                          @RequestParam(name = "code", defaultValue = "fide-2023") String code,
                          @Parameter(description = "the time allowed for an appeal after a ruling (ISO-8601, PT30M)")
                          @RequestParam(name = "appealWithin", required = false) String appealWithin,
                          @Parameter(description = "the tournament's id, short for typing (hastings-1895); made from "
                                  + "its name when not given")
                          @RequestParam(name = "id", required = false) String id,
                          @Parameter(description = "whether its games are public: shown to display screens and in the "
                                  + "feeds")
                          @RequestParam(name = "public", defaultValue = "false") boolean publicGames,
                          @Parameter(description = "the time control of its games, as an arbiter writes it (90 min + "
                                  + "30 sec, 90'/40 + 30' + 30\"/move) or as PGN's TimeControl (40/5400+30:1800+30); "
                                  + "when not given, the TRF's line 222 or 122")
                          @RequestParam(name = "timeControl", required = false) String timeControl,
                          @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        return tournaments.create(TrfBytes.utf8(trf), code, appealWithin, id, publicGames, timeControl,
                name -> access.mayOpen(caller, name));
    }

    @Operation(summary = "Set the time control of the games its rounds open from now on",
            description = "Text as an arbiter writes it, or PGN's TimeControl; empty for none. Games already opened "
                    + "keep theirs. The tournament's arbiters and the admins set it.")
    @PutMapping(path = "/{id}/time-control", consumes = MediaType.TEXT_PLAIN_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    TournamentView timeControl(@PathVariable("id") String id, @RequestBody(required = false) String text,
                               @Parameter(hidden = true) Principal principal) {
        return tournaments.timeControl(id, text, callers.of(principal));
    }

    @Operation(summary = "Every tournament")
    @GetMapping(produces = MediaType.APPLICATION_JSON_VALUE)
    List<TournamentView> all() {
        return tournaments.all();
    }

    @Operation(summary = "One tournament with its players and the rounds paired")
    @GetMapping(path = "/{id}", produces = MediaType.APPLICATION_JSON_VALUE)
    TournamentView one(@PathVariable("id") String id) {
        return tournaments.view(id);
    }

    @Operation(summary = "Pair a round from a TRF16 file of the tournament: a board and a game for each pair")
    @PostMapping(path = "/{id}/rounds/{round}", consumes = MediaType.TEXT_PLAIN_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    RoundView pair(@PathVariable("id") String id, @PathVariable("round") int round, @RequestBody byte[] trf,
                   @Parameter(description = "pair although a game of an earlier round is in play, or its result "
                           + "differs from the TRF's (without it: 409 naming them)")
                   @RequestParam(name = "confirm", defaultValue = "false") boolean confirm,
                   @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        return tournaments.pair(id, round, TrfBytes.utf8(trf), confirm, caller.recorder(Recorder.Via.HTTP),
                name -> access.mayOpen(caller, name));
    }

    @Operation(summary = "A round's boards, their games and results",
            description = "A delayed reader (docs/security.md) sees each result as the broadcast delay holds it back.")
    @GetMapping(path = "/{id}/rounds/{round}", produces = MediaType.APPLICATION_JSON_VALUE)
    RoundView round(@PathVariable("id") String id, @PathVariable("round") int round,
                    @Parameter(hidden = true) Principal principal) {
        return tournaments.round(id, round, sights.ofTournament(callers.of(principal), id));
    }

    @Operation(summary = "The tournament as TRF16, with the results of its games",
            description = "A delayed reader (docs/security.md) sees each result as the broadcast delay holds it back.")
    @GetMapping(path = "/{id}/trf", produces = MediaType.TEXT_PLAIN_VALUE)
    String trf(@PathVariable("id") String id, @Parameter(hidden = true) Principal principal) {
        return tournaments.trf(id, sights.ofTournament(callers.of(principal), id));
    }
}
