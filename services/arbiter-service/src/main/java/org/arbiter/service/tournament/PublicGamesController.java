package org.arbiter.service.tournament;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.Map;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Sights;
import org.arbiter.service.web.BadQuery;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Whether a tournament's games are public, changed after the import: an event on the
 * tournament's record ({@link PublicSet}), naming who changed it. Every read path follows it at
 * once on this instance and within a second on the others, for the games already opened too.
 */
@RestController
@Tag(name = "tournaments", description = "Tournaments, rounds and boards, from and to FIDE TRF16")
class PublicGamesController {
    private final CommandGateway gateway;
    private final Tournaments tournaments;
    private final JdbcClient db;
    private final Callers callers;
    private final Sights sights;

    PublicGamesController(CommandGateway gateway, Tournaments tournaments, JdbcClient db, Callers callers,
                          Sights sights) {
        this.gateway = gateway;
        this.tournaments = tournaments;
        this.db = db;
        this.callers = callers;
        this.sights = sights;
    }

    /** A tournament's row as this needs it. */
    private record Stored(String name, boolean publicGames) {
    }

    @Operation(summary = "Make a tournament's games public or not",
            description = "Body: {\"public\": true} or {\"public\": false}. Public games are shown to display "
                    + "screens and in feeds; the others are read by officials and the tournament's arbiters. The "
                    + "games already opened follow it. An event on the tournament's record (PublicSet); officials, "
                    + "admins and the tournament's arbiters.")
    @PutMapping(path = "/api/tournaments/{id}/public", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    TournamentView set(@PathVariable("id") String id, @RequestBody Map<String, Object> body,
                       @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        Stored t = db.sql("select name, public_games from tournament where id = ?").param(id)
                .query((rs, n) -> new Stored(rs.getString(1), rs.getBoolean(2))).optional()
                .orElseThrow(() -> new UnknownTournament("no tournament has the id " + id));
        if (!(caller.role() == Role.OFFICIAL || caller.role() == Role.ADMIN
                || caller.role() == Role.ARBITER && caller.appointedTo(t.name()))) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + t.name()
                    + "'; officials, admins and its arbiters say whether its games are public");
        }
        if (body == null || body.size() != 1 || !(body.get("public") instanceof Boolean wanted)) {
            throw new BadQuery("public: the body must be {\"public\": true} or {\"public\": false}");
        }
        if (wanted != t.publicGames()) {
            RecordCommands.send(gateway, new SetPublic(TournamentRecord.idOf(id), id, wanted, t.publicGames(),
                    caller.name()));
            sights.refresh();
        }
        return tournaments.view(id);
    }
}
