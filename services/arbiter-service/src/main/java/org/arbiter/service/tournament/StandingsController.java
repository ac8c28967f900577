package org.arbiter.service.tournament;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.List;
import org.arbiter.service.security.Callers;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** A tournament's standings with FIDE's tie-breaks (C.07), and the order of tie-breaks its arbiters set. */
@RestController
@RequestMapping("/api/tournaments/{id}")
@Tag(name = "tournaments", description = "Tournaments, rounds and boards, from and to FIDE TRF16")
class StandingsController {
    private final TournamentStandings standings;
    private final Callers callers;

    StandingsController(TournamentStandings standings, Callers callers) {
        this.standings = standings;
        this.callers = callers;
    }

    @Operation(summary = "The standings: points, then the tie-breaks in the tournament's order (FIDE C.07)",
            description = "Ranked by the law engine from the games finished and the byes the pairing files gave, "
                    + "the rounds up to the last with a finished game. Read as the tournament's games are; a display "
                    + "sees them as the broadcast delay holds the games back.")
    @GetMapping(path = "/standings", produces = MediaType.APPLICATION_JSON_VALUE)
    StandingsView standings(@PathVariable("id") String id, @Parameter(hidden = true) Principal principal) {
        return standings.standings(id, callers.of(principal));
    }

    @Operation(summary = "The tie-breaks the standings use, in order, and where the order comes from")
    @GetMapping(path = "/tiebreaks", produces = MediaType.APPLICATION_JSON_VALUE)
    TiebreakOrder tiebreaks(@PathVariable("id") String id, @Parameter(hidden = true) Principal principal) {
        return standings.order(id, callers.of(principal));
    }

    @Operation(summary = "Set the tie-breaks in order, by their C.07 acronyms: [\"BH-C1\",\"BH\",\"ARO-C1\"]",
            description = "DE, WIN, WON, BPG, BWG, PS, GE, BH, AOB, SB, KS, ARO, TPR, PTP, APRO, APPO, with -C1, -C2, "
                    + "-M1, -M2 after BH, SB, ARO, PS. [] goes back to the TRF's 202 line or C.07's usual order. "
                    + "The tournament's arbiters and the admins set it; a name not known is a 400 naming it.")
    @PutMapping(path = "/tiebreaks", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    TiebreakOrder choose(@PathVariable("id") String id, @RequestBody List<String> tiebreaks,
                         @Parameter(hidden = true) Principal principal) {
        return standings.choose(id, tiebreaks, callers.of(principal));
    }
}
