package org.arbiter.service.broadcast;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.history.Sight;
import org.arbiter.service.security.Sights;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.WebRequest;

/**
 * The PGN feeds. Each answer carries a strong ETag, a digest of the text; a poll that sends it
 * back in {@code If-None-Match} is answered 304 with no body while the text is the same.
 */
@RestController
@Tag(name = "broadcast", description = "PGN feeds of games and rounds, for relays")
class BroadcastController {
    static final MediaType PGN = new MediaType("application", "x-chess-pgn", java.nio.charset.StandardCharsets.UTF_8);

    private final PgnFeed feed;
    private final GameAccess access;
    private final Callers callers;
    private final Sights sights;

    BroadcastController(PgnFeed feed, GameAccess access, Callers callers, Sights sights) {
        this.feed = feed;
        this.access = access;
        this.callers = callers;
        this.sights = sights;
    }

    @Operation(summary = "One game as PGN", description = "The moves that stand, each mover's clock as "
            + "[%clk h:mm:ss] and the time it took as [%emt h:mm:ss], every ruling citing the law, in one comment "
            + "after each move, the relays' tags (FIDE ids, ratings, titles, TimeControl), and the result, as the law "
            + "engine writes them; a delayed reader (docs/security.md) sees a tournament's game as its broadcast delay holds it back. ETag and If-None-Match: 304 while nothing changed.")
    @GetMapping(path = "/api/games/{id}.pgn")
    ResponseEntity<String> game(@PathVariable("id") String gameId, WebRequest request,
                                @Parameter(hidden = true) Sight sight) {
        return answer(feed.game(gameId, sight), request);
    }

    @Operation(summary = "Every game of a round as PGN", description = "The games whose header's round is "
            + "{round} (and whose event is `event`, when given) that the caller may read (a display: the public ones), "
            + "by the header's board number. ETag and "
            + "If-None-Match: 304 while nothing changed.")
    @GetMapping(path = "/api/rounds/{round}.pgn")
    ResponseEntity<String> round(@PathVariable("round") String round,
                                 @Parameter(description = "the header's event; without it, the round of every event")
                                 @RequestParam(name = "event", required = false) String event, WebRequest request,
                                 @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        return answer(feed.round(event, round, gameId -> access.readable(caller, gameId),
                gameId -> sights.ofGame(caller, gameId)), request);
    }

    static ResponseEntity<String> answer(PgnFeed.Feed pgn, WebRequest request) {
        if (request.checkNotModified(pgn.etag())) {
            return null;
        }
        return ResponseEntity.ok().contentType(PGN).eTag(pgn.etag()).body(pgn.text());
    }
}
