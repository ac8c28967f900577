package org.arbiter.service.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.GameCommands.ConcurrentChange;
import org.arbiter.service.game.GameCommands.GameExists;
import org.arbiter.service.game.api.ActionRefused;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Malformed input is a 400 naming the line (the action's number in the batch, 0 for the header
 * or the whole body), the field and the reason; an action that cannot physically happen is a
 * 422 naming its line. Neither stores anything of the request.
 */
@RestControllerAdvice
class Errors {

    @ExceptionHandler(SequenceError.class)
    ResponseEntity<Map<String, Object>> malformed(SequenceError e) {
        Map<String, Object> body = body("malformed", e.getMessage());
        body.put("line", e.line());
        body.put("field", e.field());
        body.put("reason", e.reason());
        body.put("stored", 0);
        return ResponseEntity.badRequest().body(body);
    }

    @ExceptionHandler(ActionRefused.class)
    ResponseEntity<Map<String, Object>> refused(ActionRefused e) {
        Map<String, Object> body = body("rejected", e.getMessage());
        body.put("line", e.line());
        body.put("reason", e.reason());
        body.put("stored", 0);
        return ResponseEntity.unprocessableEntity().body(body);
    }

    @ExceptionHandler(AggregateNotFoundException.class)
    ResponseEntity<Map<String, Object>> unknownGame(AggregateNotFoundException e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND)
                .body(body("unknown-game", "no game with id '" + e.getAggregateIdentifier() + "'"));
    }

    @ExceptionHandler(UnknownGame.class)
    ResponseEntity<Map<String, Object>> unknownGame(UnknownGame e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(body("unknown-game", e.getMessage()));
    }

    @ExceptionHandler(GameExists.class)
    ResponseEntity<Map<String, Object>> exists(GameExists e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(body("game-exists", e.getMessage()));
    }

    @ExceptionHandler(ConcurrentChange.class)
    ResponseEntity<Map<String, Object>> concurrent(ConcurrentChange e) {
        Map<String, Object> body = body("concurrent-change", e.getMessage());
        body.put("stored", 0);
        return ResponseEntity.status(HttpStatus.CONFLICT).body(body);
    }

    @ExceptionHandler(BadQuery.class)
    ResponseEntity<Map<String, Object>> badQuery(BadQuery e) {
        return ResponseEntity.badRequest().body(body("bad-query", e.getMessage()));
    }

    private static Map<String, Object> body(String error, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("message", message);
        return body;
    }
}
