package org.arbiter.service.stream;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.axonframework.eventhandling.TrackingToken;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.Principal;
import java.util.Optional;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.FiltersBySight;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.Sights;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "stream", description = "Server-sent events, resumable with Last-Event-ID")
class StreamController {
    private final EventFeed feed;

    private final Callers callers;
    private final GameAccess access;
    private final Sights sights;

    StreamController(EventFeed feed, Callers callers, GameAccess access, Sights sights) {
        this.feed = feed;
        this.callers = callers;
        this.access = access;
        this.sights = sights;
    }

    @Operation(summary = "Every game's events as they are recorded",
            description = "Each SSE event: id = where the service's reader stood when it sent the event (the "
                    + "event's global index, then, if any events below it were still being committed, ':' and their "
                    + "positions), event = its type, data = the envelope of docs/events.md. Reconnect with "
                    + "Last-Event-ID (or ?after= the last id) to receive exactly what was missed; without either the "
                    + "stream starts with the next event. A display screen receives the public games' events only, and a "
                    + "delayed reader (docs/security.md) each event once its tournament's broadcast delay has passed.")
    @GetMapping(path = "/api/stream", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    void all(@RequestHeader(name = "Last-Event-ID", required = false) String lastEventId,
             @Parameter(description = "an event id of this stream, or a global index; after=0 replays everything")
             @RequestParam(name = "after", required = false) String after,
             @Parameter(hidden = true) Principal principal, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        Reader reader = new Reader(callers.of(principal), principal);
        TrackingToken from = start(lastEventId, after);
        feed.subscribe(request, response, e -> e.gameId() == null || Sights.isGame(e.gameId())
                && access.readable(reader.now, e.gameId()), reader::sees, reader::stillReads, from);
    }

    @Operation(summary = "One game's events as they are recorded", description = "As /api/stream, for one game.")
    @GetMapping(path = "/api/games/{id}/stream", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @FiltersBySight
    void game(@PathVariable("id") String gameId,
              @RequestHeader(name = "Last-Event-ID", required = false) String lastEventId,
              @RequestParam(name = "after", required = false) String after,
              @Parameter(hidden = true) Principal principal, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        Reader reader = new Reader(callers.of(principal), principal);
        TrackingToken from = start(lastEventId, after);
        // checked at each event, not only now: a game subscribed to before it exists is not public yet
        feed.subscribe(request, response, e -> gameId.equals(e.gameId()) && access.readable(reader.now, e.gameId()),
                reader::sees, reader::stillReads, from);
    }

    /** A stream's reader as he is now: his appointments as they are now, until his token is revoked or he is removed. */
    private final class Reader {
        private final Object principal;
        private volatile Caller now;

        Reader(Caller caller, Object principal) {
            this.now = caller;
            this.principal = principal;
        }

        /** Whether the broadcast delay lets him see the event yet, asked again each second while it waits. */
        boolean sees(LiveEvent e) {
            return e.gameId() == null || sights.ofGame(now, e.gameId()).shows(e.recordedAt());
        }

        boolean stillReads() {
            Optional<Caller> caller = callers.now(principal);
            caller.ifPresent(c -> now = c);
            return caller.isPresent();
        }
    }

    /** Last-Event-ID first: a browser sends it when it reconnects by itself, to the URL it first used. */
    private static TrackingToken start(String lastEventId, String after) {
        if (lastEventId != null && !lastEventId.isBlank()) {
            return ResumePoint.parse(lastEventId, "Last-Event-ID");
        }
        return after == null ? null : ResumePoint.parse(after, "after");
    }
}
