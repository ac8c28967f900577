package org.arbiter.service.gamelist;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.service.web.BadQuery;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "games")
class GameListController {
    private final GameEntries entries;

    GameListController(GameEntries entries) {
        this.entries = entries;
    }

    @Operation(summary = "The games, most recently opened first")
    @GetMapping(path = "/api/games", produces = MediaType.APPLICATION_JSON_VALUE)
    List<Map<String, Object>> games(@RequestParam(name = "limit", defaultValue = "500") int limit) {
        if (limit < 1 || limit > 10_000) {
            throw new BadQuery("limit must be from 1 to 10000");
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (GameEntry e : entries.findAll(PageRequest.of(0, limit, Sort.by(Sort.Order.desc("openedAt"),
                Sort.Order.asc("gameId"))))) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", e.gameId);
            m.put("white", e.white);
            m.put("black", e.black);
            m.put("event", e.event);
            m.put("round", e.round);
            m.put("code", e.code);
            m.put("actions", e.actions);
            m.put("result", e.result);
            m.put("termination", e.termination);
            m.put("openedAt", e.openedAt == null ? null : e.openedAt.toString());
            m.put("updatedAt", e.updatedAt == null ? null : e.updatedAt.toString());
            out.add(m);
        }
        return out;
    }
}
