package org.arbiter.service.tournament;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.List;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Sights;
import org.arbiter.service.security.Users;
import org.arbiter.service.web.BadQuery;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The display screens in the hall an official marks live: they see the tournament's games as they
 * are played, the one exception to its broadcast delay ({@link Sights}). Each mark, and its end, is
 * an event on the tournament's record ({@link TournamentRecord}), naming who made it.
 */
@RestController
@RequestMapping("/api/tournaments/{id}/live-displays")
@Tag(name = "tournaments", description = "Tournaments, rounds and boards, from and to FIDE TRF16")
class LiveDisplayController {
    private final CommandGateway gateway;
    private final LiveDisplays marked;
    private final JdbcClient db;
    private final Users users;
    private final Callers callers;
    private final Sights sights;

    LiveDisplayController(CommandGateway gateway, LiveDisplays marked, JdbcClient db, Users users, Callers callers,
                          Sights sights) {
        this.gateway = gateway;
        this.marked = marked;
        this.db = db;
        this.users = users;
        this.callers = callers;
        this.sights = sights;
    }

    /** The displays marked live for a tournament. */
    record LiveDisplaysView(String tournament, List<String> displays) {
    }

    @Operation(summary = "The display screens marked live for a tournament, which see its games without the delay")
    @GetMapping(produces = MediaType.APPLICATION_JSON_VALUE)
    LiveDisplaysView list(@PathVariable("id") String id) {
        name(id);
        return new LiveDisplaysView(id, marked.of(id));
    }

    @Operation(summary = "Mark a display screen live: it sees the tournament's games as they are played",
            description = "For a screen in the hall, where the players see no more than the board before them. "
                    + "An event on the tournament's record (DisplayMarked); officials and the tournament's arbiters.")
    @PutMapping(path = "/{display}", produces = MediaType.APPLICATION_JSON_VALUE)
    LiveDisplaysView mark(@PathVariable("id") String id, @PathVariable("display") String display,
                          @Parameter(hidden = true) Principal principal) {
        return record(id, display, true, principal);
    }

    @Operation(summary = "End a display screen's mark: it sees the games as the broadcast delay holds them back again")
    @DeleteMapping(path = "/{display}", produces = MediaType.APPLICATION_JSON_VALUE)
    LiveDisplaysView unmark(@PathVariable("id") String id, @PathVariable("display") String display,
                            @Parameter(hidden = true) Principal principal) {
        return record(id, display, false, principal);
    }

    private LiveDisplaysView record(String id, String display, boolean live, Principal principal) {
        Caller caller = callers.of(principal);
        String name = name(id);
        if (caller.role() != Role.OFFICIAL && !(caller.role() == Role.ARBITER && caller.appointedTo(name))) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + name
                    + "'; officials and its arbiters mark its display screens live");
        }
        if (live && users.find(display).map(Caller::role).filter(r -> r == Role.DISPLAY).isEmpty()) {
            throw new BadQuery("display: '" + display + "' is not a user of the display role");
        }
        RecordCommands.send(gateway, new MarkDisplay(TournamentRecord.idOf(id), id, display, live, caller.name()));
        sights.refresh();
        return new LiveDisplaysView(id, marked.of(id));
    }

    /** The tournament's name; 404 unknown-tournament when there is none. */
    private String name(String id) {
        return db.sql("select name from tournament where id = ?").param(id).query(String.class).optional()
                .orElseThrow(() -> new UnknownTournament("no tournament has the id " + id));
    }
}
