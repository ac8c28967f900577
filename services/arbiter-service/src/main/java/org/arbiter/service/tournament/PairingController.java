package org.arbiter.service.tournament;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import org.arbiter.service.security.Callers;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * A round paired by the Dutch system from the tournament's own record and published from it
 * ({@link NextRound}); both events on the tournament's record. The tournament's arbiters.
 */
@RestController
@RequestMapping("/api/tournaments/{id}/rounds/{round}/pairing")
@Tag(name = "tournaments", description = "Tournaments, rounds and boards, from and to FIDE TRF16")
class PairingController {
    private final NextRound next;
    private final Callers callers;

    PairingController(NextRound next, Callers callers) {
        this.next = next;
        this.callers = callers;
    }

    @Operation(summary = "Pair the next round by the Dutch system from the tournament's record, with the checker's verdict",
            description = "From the results the games recorded, the byes kept for earlier rounds, and the body's byes "
                    + "asked for and withdrawals: {\"byes\":{\"5\":\"H\"},\"withdrawn\":[7],\"rounds\":9} (rounds only "
                    + "when the TRF declared none). An event on the tournament's record (RoundPaired); pairing again "
                    + "before publication replaces it. 409 unsettled-rounds naming the games still in play, "
                    + "round-published naming the round's games, no-valid-pairing. The tournament's arbiters.")
    @PostMapping(produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    PairingView pair(@PathVariable("id") String id, @PathVariable("round") int round,
                     @RequestBody(required = false) NextRound.Request request,
                     @Parameter(hidden = true) Principal principal) {
        return next.pair(id, round, request == null ? new NextRound.Request(null, null, null) : request,
                callers.of(principal));
    }

    @Operation(summary = "The round's pairing waiting to be published, with the results corrected since",
            description = "404 when the round has none (never paired, or published). Officials, admins and the "
                    + "tournament's arbiters.")
    @GetMapping(produces = MediaType.APPLICATION_JSON_VALUE)
    PairingView standing(@PathVariable("id") String id, @PathVariable("round") int round,
                         @Parameter(hidden = true) Principal principal) {
        return next.standing(id, round, callers.of(principal));
    }

    @Operation(summary = "Publish the round's pairing: a game opened for each board, and its byes kept",
            description = "An event on the tournament's record (RoundPublished). 409 no-pairing, round-published, "
                    + "stale-pairing (a result changed since the pairing: pair again), naming the games. The "
                    + "tournament's arbiters.")
    @PostMapping(path = "/publish", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    RoundView publish(@PathVariable("id") String id, @PathVariable("round") int round,
                      @Parameter(hidden = true) Principal principal) {
        return next.publish(id, round, callers.of(principal));
    }
}
