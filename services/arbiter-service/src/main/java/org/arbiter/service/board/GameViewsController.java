package org.arbiter.service.board;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import io.swagger.v3.oas.annotations.Parameter;
import java.security.Principal;
import java.util.List;
import java.util.Optional;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.history.Sight;
import org.arbiter.service.security.Sights;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.UnknownGame;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The live boards, and the list of games read from them. */
@RestController
@Tag(name = "board", description = "The live board of each game")
class GameViewsController {
    private final BoardRows rows;
    private final Callers callers;
    private final GameAccess access;
    private final Sights sights;
    private final BoardsAsOf asOf;

    GameViewsController(BoardRows rows, Callers callers, GameAccess access, Sights sights, BoardsAsOf asOf) {
        this.rows = rows;
        this.callers = callers;
        this.access = access;
        this.sights = sights;
        this.asOf = asOf;
    }

    @Operation(summary = "The live board", description = "FEN, the last move that stands, the time used by each side "
            + "(from the actions' 'at' stamps), status and result. Eventually consistent: it follows the event store "
            + "within milliseconds.")
    @GetMapping(path = "/api/games/{id}", produces = MediaType.APPLICATION_JSON_VALUE)
    BoardView board(@PathVariable("id") String gameId, @Parameter(hidden = true) Sight sight) {
        Optional<BoardRow> row = sight.live() ? rows.findById(gameId) : asOf.board(gameId, sight);
        return BoardView.of(row.orElseThrow(() -> new UnknownGame(gameId)));
    }

    @Operation(summary = "The games, most recently opened first", description = "Of the latest `limit` games, those "
            + "the caller may read: a display screen sees the public ones only, each as its tournament's broadcast "
            + "delay lets him (docs/security.md).")
    @GetMapping(path = "/api/games", produces = MediaType.APPLICATION_JSON_VALUE)
    List<BoardView> games(@RequestParam(name = "limit", defaultValue = "500") int limit,
                          @Parameter(hidden = true) Principal principal) {
        if (limit < 1 || limit > 10_000) {
            throw new BadQuery("limit must be from 1 to 10000");
        }
        Caller caller = callers.of(principal);
        return rows.findAll(PageRequest.of(0, limit, Sort.by(Sort.Order.desc("openedAt"), Sort.Order.asc("gameId"))))
                .filter(row -> readable(caller, row)).map(row -> seen(caller, row)).flatMap(Optional::stream)
                .map(BoardView::of).toList();
    }

    /** The row as the caller sees it: a delayed reader, as it stood the delay ago (none, if opened since). */
    private Optional<BoardRow> seen(Caller caller, BoardRow row) {
        Sight sight = sights.ofTournamentNamed(caller, row.event);
        return sight.live() ? Optional.of(row) : asOf.board(row.gameId, sight);
    }

    /**
     * The row carries what the access rules need of the game's header (its tournament and whether
     * it is public), so thousands of games are checked without reading their events; only a row
     * written before the projection kept {@code publicGame} asks the game's events.
     */
    private boolean readable(Caller caller, BoardRow row) {
        return row.publicGame == null ? access.readable(caller, row.gameId)
                : access.readable(caller, row.gameId, row.event, row.publicGame);
    }
}
