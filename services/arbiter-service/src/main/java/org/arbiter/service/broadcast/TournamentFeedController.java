package org.arbiter.service.broadcast;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Sights;
import org.arbiter.service.security.Role;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.WebRequest;

/**
 * A tournament's broadcast: its settings (who reads its round feeds without a session, and the
 * delay), the rounds' secret feed keys, and the round feeds themselves, which relays fetch with a
 * plain GET and no credentials.
 */
@RestController
@Tag(name = "broadcast", description = "PGN feeds of games and rounds, for relays")
class TournamentFeedController {
    private final Broadcasts broadcasts;
    private final PgnFeed feed;
    private final GameAccess access;
    private final Callers callers;
    private final Sights sights;

    TournamentFeedController(Broadcasts broadcasts, PgnFeed feed, GameAccess access, Callers callers, Sights sights) {
        this.broadcasts = broadcasts;
        this.feed = feed;
        this.access = access;
        this.callers = callers;
        this.sights = sights;
    }

    /** The settings as sent: {@code feed} is session, public or key; {@code delayMinutes} 0 to 60. */
    record SettingsBody(String feed, Integer delayMinutes) {
    }

    @Operation(summary = "A tournament's broadcast settings", description = "For officials, admins and the "
            + "tournament's own arbiters.")
    @GetMapping(path = "/api/tournaments/{id}/broadcast", produces = MediaType.APPLICATION_JSON_VALUE)
    BroadcastSettings settings(@PathVariable("id") String id, @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        Broadcasts.Tournament t = tournament(id);
        if (caller.role() == Role.ARBITER && !caller.appointedTo(t.name())) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + t.name()
                    + "'; its arbiters, the officials and the admins read its broadcast settings");
        }
        return t.settings();
    }

    @Operation(summary = "Set who reads the round feeds without a session and the broadcast delay",
            description = "feed: session (only with a session, the default), public (anyone), key (the round's "
                    + "secret key in the address). delayMinutes (0 to 60): how far behind the present a display, "
                    + "a relay or an anonymous reader is; arbiters and officials see the present.")
    @PutMapping(path = "/api/tournaments/{id}/broadcast", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    BroadcastSettings set(@PathVariable("id") String id, @RequestBody SettingsBody body,
                          @Parameter(hidden = true) Principal principal) {
        Broadcasts.Tournament t = organised(id, principal);
        BroadcastSettings settings = new BroadcastSettings(FeedAccess.of(body.feed()),
                body.delayMinutes() == null ? t.settings().delayMinutes() : body.delayMinutes());
        broadcasts.update(id, settings);
        sights.refresh();
        return settings;
    }

    @Operation(summary = "Issue a round's secret feed key", description = "Any earlier key of the round is revoked.")
    @PostMapping(path = "/api/tournaments/{id}/rounds/{round}/feed-key", produces = MediaType.APPLICATION_JSON_VALUE)
    FeedKey issue(@PathVariable("id") String id, @PathVariable("round") int round,
                  @Parameter(hidden = true) Principal principal) {
        organised(id, principal);
        String key = broadcasts.issueKey(id, round);
        return new FeedKey(id, round, key, "/api/feeds/" + id + "/rounds/" + round + ".pgn?key=" + key);
    }

    @Operation(summary = "Revoke a round's secret feed key", description = "204 also when it had none.")
    @DeleteMapping(path = "/api/tournaments/{id}/rounds/{round}/feed-key")
    ResponseEntity<Void> revoke(@PathVariable("id") String id, @PathVariable("round") int round,
                                @Parameter(hidden = true) Principal principal) {
        organised(id, principal);
        broadcasts.revokeKey(id, round);
        return ResponseEntity.noContent().build();
    }

    @Operation(summary = "A tournament's round as PGN, for relays",
            description = "Without a session: the tournament's public games, when its feed is public, or with "
                    + "the round's key (?key=) when its feed is keyed; as its broadcast delay holds them back. With a "
                    + "session: the games the caller may read (a display's as delayed). ETag and If-None-Match.")
    @GetMapping(path = "/api/feeds/{id}/rounds/{round}.pgn")
    ResponseEntity<String> round(@PathVariable("id") String id, @PathVariable("round") int round,
                                 @Parameter(description = "the round's secret feed key")
                                 @RequestParam(name = "key", required = false) String key, WebRequest request,
                                 @Parameter(hidden = true) Principal principal) {
        Broadcasts.Tournament t = tournament(id);
        Caller reader = signedIn(principal) ? callers.of(principal) : anonymous(t, round, key);
        return BroadcastController.answer(feed.tournamentRound(id, round, g -> access.readable(reader, g),
                g -> sights.ofTournament(reader, id)), request);
    }

    private Caller anonymous(Broadcasts.Tournament t, int round, String key) {
        return switch (t.settings().feed()) {
            case PUBLIC -> Sights.NOBODY;
            case KEY -> {
                if (!broadcasts.opens(t.id(), round, key)) {
                    throw new FeedRefused(HttpStatus.FORBIDDEN, "forbidden", key == null
                            ? "this round's feed is read with its key (?key=), which the tournament's arbiters issue"
                            : "the key does not open this round's feed: it is another round's, or it was revoked");
                }
                yield Sights.NOBODY;
            }
            case SESSION -> throw new FeedRefused(HttpStatus.UNAUTHORIZED, "unauthenticated", "log in first: "
                    + "this tournament's feeds are read with a session (its arbiters may make them public or keyed)");
        };
    }

    private static boolean signedIn(Principal principal) {
        return principal != null && !(principal instanceof AnonymousAuthenticationToken);
    }

    /** The tournament, when the caller may set its broadcast: an admin, or an arbiter appointed to it. */
    private Broadcasts.Tournament organised(String id, Principal principal) {
        Caller caller = callers.of(principal);
        Broadcasts.Tournament t = tournament(id);
        if (caller.role() != Role.ADMIN && !(caller.role() == Role.ARBITER && caller.appointedTo(t.name()))) {
            throw new NotAllowed(caller.name() + " is not appointed to the tournament '" + t.name()
                    + "'; its arbiters and the admins set its broadcast");
        }
        return t;
    }

    private Broadcasts.Tournament tournament(String id) {
        return broadcasts.tournament(id).orElseThrow(() -> new FeedRefused(HttpStatus.NOT_FOUND, "unknown-tournament",
                "no tournament '" + id + "'"));
    }
}
