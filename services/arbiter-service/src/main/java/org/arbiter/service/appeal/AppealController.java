package org.arbiter.service.appeal;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.List;
import org.arbiter.law.Replay;
import org.arbiter.law.appeal.Appeals;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.Sight;
import org.arbiter.service.security.AppealWrite;
import org.arbiter.service.security.Callers;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The appeals heard in a game, as the law engine decided them on replaying its log; an appeal
 * lodged and a decision given from the pages, each an act on the game's record.
 */
@RestController
@Tag(name = "appeals", description = "Appeals against rulings and their decisions")
class AppealController {
    private final GameHistory history;
    private final AppealDesk desk;
    private final PendingAppeals pending;
    private final JsonInput input;
    private final Callers callers;

    AppealController(GameHistory history, AppealDesk desk, PendingAppeals pending, JsonInput input, Callers callers) {
        this.history = history;
        this.desk = desk;
        this.pending = pending;
        this.input = input;
        this.callers = callers;
    }

    @Operation(summary = "The appeals heard in a game and where each stands")
    @GetMapping(path = "/api/games/{id}/appeals", produces = MediaType.APPLICATION_JSON_VALUE)
    List<AppealView> appeals(@PathVariable("id") String gameId, @Parameter(hidden = true) Sight sight) {
        var game = history.load(gameId, sight).orElseThrow(() -> new UnknownGame(gameId));
        Replay replay = GameReplay.of(game);
        return Appeals.lodged(replay.state()).stream().map(AppealView::of).toList();
    }

    @Operation(summary = "Lodge a player's appeal against a ruling, now",
            description = "Body: {\"by\": \"white\", \"ruling\": 7, \"grounds\": \"...\"}, optionally \"id\" (sent "
                    + "twice, recorded once). The act `appeal` on the game's record, its time of play the service's "
                    + "(the last act's `at` and the time since). The law engine refuses, by a ruling saying why, an "
                    + "appeal lodged later than the tournament's appealWithin allows: `heard` false. The game's "
                    + "tournament's arbiters and the officials.")
    @PostMapping(path = "/api/games/{id}/appeals", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @AppealWrite(AppealWrite.Kind.LODGE)
    AppealDesk.Outcome lodge(@PathVariable("id") String gameId, @RequestBody byte[] body,
                             @Parameter(hidden = true) Principal principal) {
        return desk.lodge(gameId, input.object(JsonInput.text(body)), callers.of(principal).recorder(Recorder.Via.HTTP));
    }

    @Operation(summary = "Decide the appeal lodged at act {seq}",
            description = "Body: {\"decision\": \"upheld\" | \"overturned\" | \"varied\", \"reasons\": \"...\"}, "
                    + "optionally \"deciders\" (names; the caller when none), \"replacement\", \"result\", \"id\". The act "
                    + "`decide-appeal` on the game's record; what it does is the law engine's (docs/adr/0008). The "
                    + "appeals committee: the officials.")
    @PostMapping(path = "/api/games/{id}/appeals/{seq}/decision", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @AppealWrite(AppealWrite.Kind.DECIDE)
    AppealDesk.Outcome decide(@PathVariable("id") String gameId, @PathVariable("seq") int seq, @RequestBody byte[] body,
                              @Parameter(hidden = true) Principal principal) {
        return desk.decide(gameId, seq, input.object(JsonInput.text(body)),
                callers.of(principal).recorder(Recorder.Via.HTTP));
    }

    @Operation(summary = "The appeals across the games the caller may read",
            description = "`status`: `lodged` (default: those awaiting a decision) or `all`; `tournament`: a "
                    + "tournament's id, for its games only.")
    @GetMapping(path = "/api/appeals", produces = MediaType.APPLICATION_JSON_VALUE)
    List<PendingAppeals.AppealRow> all(@RequestParam(name = "status", defaultValue = "lodged") String status,
                                       @RequestParam(name = "tournament", required = false) String tournament,
                                       @Parameter(hidden = true) Principal principal) {
        if (!status.equals("lodged") && !status.equals("all")) {
            throw new BadQuery("status: '" + status + "' is neither 'lodged' nor 'all'");
        }
        return pending.of(callers.of(principal), tournament == null || tournament.isBlank() ? null : tournament,
                status.equals("lodged"));
    }
}
