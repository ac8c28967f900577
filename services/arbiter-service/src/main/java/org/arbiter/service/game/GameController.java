package org.arbiter.service.game;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.law.Ruling;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.api.Recorded;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Opens games and records actions. A batch of actions is one command: accepted whole, or, when
 * one action is malformed (400) or cannot physically happen (422), not at all; the error names
 * the action's number in the batch and the reason. What earlier requests recorded stays.
 */
@RestController
@RequestMapping("/api/games")
@Tag(name = "games", description = "Open games and record the actions at the board")
class GameController {
    private final GameCommands commands;

    GameController(GameCommands commands) {
        this.commands = commands;
    }

    @Operation(summary = "Open a game", description = "Body: {\"header\": {...}} as the spec's first line, "
            + "optionally with \"id\" to choose the game's id. Returns {\"id\": \"...\"}.")
    @PostMapping(consumes = {MediaType.APPLICATION_JSON_VALUE, MediaType.TEXT_PLAIN_VALUE},
            produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<Map<String, Object>> open(@RequestBody String body) {
        Map<String, Object> request = object(body);
        Object header = request.get("header");
        if (!(header instanceof Map<?, ?>)) {
            throw new SequenceError(0, "header", "the body must be {\"header\": {...}}");
        }
        Object id = request.get("id");
        if (id != null && !(id instanceof String s && !s.isBlank())) {
            throw new SequenceError(0, "id", "must be a non-empty string");
        }
        @SuppressWarnings("unchecked")
        String gameId = commands.open((String) id, (Map<String, Object>) header);
        return ResponseEntity.status(HttpStatus.CREATED).body(Map.of("id", gameId));
    }

    @Operation(summary = "Record actions", description = "A JSON array of the spec's actions, one action object, "
            + "or JSON Lines. The batch is atomic. Actions whose id was seen before are acknowledged and dropped.")
    @PostMapping(path = "/{id}/actions", consumes = {MediaType.APPLICATION_JSON_VALUE, MediaType.APPLICATION_NDJSON_VALUE,
            "application/jsonl", "application/json-lines", MediaType.TEXT_PLAIN_VALUE},
            produces = MediaType.APPLICATION_JSON_VALUE)
    Map<String, Object> record(@PathVariable("id") String gameId, @RequestBody String body) {
        ActionBatch batch = ActionBatch.parse(body);
        List<Recorded> outcomes = batch.actions().isEmpty() ? List.of()
                : commands.record(gameId, batch.actions(), batch.lines());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("gameId", gameId);
        out.put("accepted", outcomes.stream().filter(r -> !r.duplicate()).count());
        out.put("duplicates", outcomes.stream().filter(Recorded::duplicate).count());
        List<Object> list = new ArrayList<>();
        for (Recorded r : outcomes) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("line", r.line());
            m.put("seq", r.seq());
            if (r.duplicate()) {
                m.put("duplicate", true);
            }
            m.put("rulings", rulings(r.rulings()));
            if (!r.notices().isEmpty()) {
                m.put("notices", rulings(r.notices()));
            }
            list.add(m);
        }
        out.put("actions", list);
        if (!outcomes.isEmpty()) {
            Recorded last = outcomes.get(outcomes.size() - 1);
            out.put("position", last.position());
            out.put("result", last.result());
        }
        return out;
    }

    private static List<Object> rulings(List<Ruling> rulings) {
        List<Object> list = new ArrayList<>();
        for (Ruling r : rulings) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seq", r.seq());
            m.put("law", r.law());
            m.put("text", r.text());
            m.put("position", r.position());
            list.add(m);
        }
        return list;
    }

    private static Map<String, Object> object(String body) {
        Object parsed;
        try {
            parsed = Json.parse(body == null ? "" : body.strip());
        } catch (JsonError e) {
            throw new SequenceError(0, null, "the body is not valid JSON at " + e.getMessage());
        }
        if (!(parsed instanceof Map<?, ?>)) {
            throw new SequenceError(0, null, "the body must be a JSON object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) parsed;
        return map;
    }
}
