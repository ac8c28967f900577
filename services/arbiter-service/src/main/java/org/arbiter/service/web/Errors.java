package org.arbiter.service.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.GameCommands.ConcurrentChange;
import org.arbiter.service.game.GameCommands.GameExists;
import org.arbiter.service.game.api.ActionRefused;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Malformed input is a 400 naming the line (the action's number in the batch, 0 for the header
 * or the whole body), the field and the reason; an action that cannot physically happen is a
 * 422 naming its line. Neither stores anything of the request.
 *
 * <p>Every answer here is JSON, whatever the request accepts: a browser asks an SSE endpoint for
 * {@code text/event-stream} only, and without a type set here Spring found no way to write the
 * error in that type and answered 500 instead.
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
        return answer(HttpStatus.BAD_REQUEST, body);
    }

    @ExceptionHandler(ActionRefused.class)
    ResponseEntity<Map<String, Object>> refused(ActionRefused e) {
        Map<String, Object> body = body("rejected", e.getMessage());
        body.put("line", e.line());
        body.put("reason", e.reason());
        body.put("stored", 0);
        return answer(HttpStatus.UNPROCESSABLE_ENTITY, body);
    }

    @ExceptionHandler(AggregateNotFoundException.class)
    ResponseEntity<Map<String, Object>> unknownGame(AggregateNotFoundException e) {
        return answer(HttpStatus.NOT_FOUND,
                body("unknown-game", "no game with id '" + e.getAggregateIdentifier() + "'"));
    }

    @ExceptionHandler(UnknownGame.class)
    ResponseEntity<Map<String, Object>> unknownGame(UnknownGame e) {
        return answer(HttpStatus.NOT_FOUND, body("unknown-game", e.getMessage()));
    }

    @ExceptionHandler(GameExists.class)
    ResponseEntity<Map<String, Object>> exists(GameExists e) {
        return answer(HttpStatus.CONFLICT, body("game-exists", e.getMessage()));
    }

    @ExceptionHandler(ConcurrentChange.class)
    ResponseEntity<Map<String, Object>> concurrent(ConcurrentChange e) {
        Map<String, Object> body = body("concurrent-change", e.getMessage());
        body.put("stored", 0);
        return answer(HttpStatus.CONFLICT, body);
    }

    @ExceptionHandler(BadQuery.class)
    ResponseEntity<Map<String, Object>> badQuery(BadQuery e) {
        return answer(HttpStatus.BAD_REQUEST, body("bad-query", e.getMessage()));
    }

    private static ResponseEntity<Map<String, Object>> answer(HttpStatus status, Map<String, Object> body) {
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(body);
    }

    private static Map<String, Object> body(String error, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("message", message);
        return body;
    }
}
