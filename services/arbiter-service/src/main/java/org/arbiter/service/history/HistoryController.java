package org.arbiter.service.history;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The replay output and the position after any action, current as soon as an action is accepted. */
@RestController
@RequestMapping("/api/games/{id}")
@Tag(name = "history", description = "A game's record: the replay output and positions")
class HistoryController {
    private final GameHistory history;

    HistoryController(GameHistory history) {
        this.history = history;
    }

    @Operation(summary = "The spec's replay output",
            description = "Exactly what `./arbiter replay FILE --json` prints for the game's actions.")
    @GetMapping(path = "/replay", produces = MediaType.APPLICATION_JSON_VALUE)
    String replay(@PathVariable("id") String gameId) {
        return history.replay(gameId).orElseThrow(() -> new UnknownGame(gameId)).toJson();
    }

    @Operation(summary = "The position after action N", description = "at=0 is the position before the first action.")
    @GetMapping(path = "/position", produces = MediaType.APPLICATION_JSON_VALUE)
    Map<String, Object> position(@PathVariable("id") String gameId, @RequestParam(name = "at", required = false) Integer at) {
        List<Object> payloads = history.payloads(gameId);
        if (payloads.isEmpty() || !(payloads.get(0) instanceof GameOpened opened)) {
            throw new UnknownGame(gameId);
        }
        if (at != null && at < 0) {
            throw new BadQuery("at must be 0 or more");
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("gameId", gameId);
        out.put("at", 0);
        out.put("fen", opened.fen());
        out.put("position", opened.position());
        out.put("result", "*");
        out.put("termination", null);
        int count = 0;
        for (Object p : payloads) {
            if (p instanceof ActionRecorded a) {
                count = a.seq();
                if (at == null || a.seq() <= at) {
                    out.put("at", a.seq());
                    out.put("fen", a.fen());
                    out.put("position", a.position());
                    out.put("result", a.result());
                    out.put("termination", a.termination());
                    out.put("act", a.act());
                    out.put("by", a.by());
                    out.put("action", a.action());
                }
            }
        }
        if (at != null && at > count) {
            throw new BadQuery("the game has " + count + " actions; at must be from 0 to " + count);
        }
        out.put("actions", count);
        return out;
    }
}
