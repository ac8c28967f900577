package org.arbiter.service.board;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.LinkedHashMap;
import java.util.Map;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "board", description = "The live board of each game")
class BoardController {
    private final BoardRows rows;

    BoardController(BoardRows rows) {
        this.rows = rows;
    }

    @Operation(summary = "The live board", description = "FEN, last move, time used by each side (from the actions' "
            + "'at' stamps), status and result. Eventually consistent: it follows the event store within milliseconds.")
    @GetMapping(path = "/api/games/{id}", produces = MediaType.APPLICATION_JSON_VALUE)
    Map<String, Object> board(@PathVariable("id") String gameId) {
        BoardRow row = rows.findById(gameId).orElseThrow(() -> new UnknownGame(gameId));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", row.gameId);
        out.put("white", row.white);
        out.put("black", row.black);
        out.put("code", row.code);
        out.put("fen", row.fen);
        out.put("position", row.position);
        out.put("toMove", row.sideToMove);
        out.put("actions", row.actions);
        out.put("lastMove", row.lastMove);
        out.put("lastAct", row.lastAct);
        out.put("lastBy", row.lastBy);
        Map<String, Object> clocks = new LinkedHashMap<>();
        clocks.put("elapsed", row.elapsed);
        clocks.put("white", row.whiteUsed);
        clocks.put("black", row.blackUsed);
        out.put("clocks", clocks);
        out.put("status", row.status);
        out.put("result", row.result);
        out.put("termination", row.termination);
        out.put("updatedAt", row.updatedAt == null ? null : row.updatedAt.toString());
        return out;
    }
}
