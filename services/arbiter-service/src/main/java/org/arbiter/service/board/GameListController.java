package org.arbiter.service.board;

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

/** The list of games, read from the live boards. */
@RestController
@Tag(name = "games")
class GameListController {
    private final BoardRows rows;

    GameListController(BoardRows rows) {
        this.rows = rows;
    }

    @Operation(summary = "The games, most recently opened first")
    @GetMapping(path = "/api/games", produces = MediaType.APPLICATION_JSON_VALUE)
    List<Map<String, Object>> games(@RequestParam(name = "limit", defaultValue = "500") int limit) {
        if (limit < 1 || limit > 10_000) {
            throw new BadQuery("limit must be from 1 to 10000");
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardRow row : rows.findAll(PageRequest.of(0, limit, Sort.by(Sort.Order.desc("openedAt"),
                Sort.Order.asc("gameId"))))) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", row.gameId);
            m.put("white", row.white);
            m.put("black", row.black);
            m.put("event", row.event);
            m.put("round", row.round);
            m.put("code", row.code);
            m.put("actions", row.actions);
            m.put("result", row.result);
            m.put("termination", row.termination);
            m.put("openedAt", row.openedAt == null ? null : row.openedAt.toString());
            m.put("updatedAt", row.updatedAt == null ? null : row.updatedAt.toString());
            out.add(m);
        }
        return out;
    }
}
