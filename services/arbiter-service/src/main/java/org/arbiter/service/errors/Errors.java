package org.arbiter.service.errors;

import java.net.SocketTimeoutException;
import java.util.stream.Collectors;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.chain.ChainHeads;
import org.arbiter.service.game.GameCommands.ConcurrentChange;
import org.arbiter.service.game.GameCommands.GameExists;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.api.TooManyActs;
import org.arbiter.service.security.AccountError;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Users;
import org.arbiter.service.storage.StoreFailures;
import jakarta.persistence.PersistenceException;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.slf4j.LoggerFactory;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.arbiter.service.web.ApiError;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.UnknownGame;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.transaction.TransactionException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/**
 * Every error answer, in one JSON shape ({@link ApiError}). Malformed input is a 400 naming the
 * line, the field and the reason; an action that cannot physically happen is a 422 naming its
 * line. Neither stores anything of the request.
 *
 * <p>Every answer here is JSON, whatever the request accepts: a browser asks an SSE endpoint for
 * {@code text/event-stream} only, and without the type set here Spring finds no way to write the
 * error and answers 500 instead.
 */
@RestControllerAdvice
class Errors {

    @ExceptionHandler(SequenceError.class)
    ResponseEntity<ApiError> malformed(SequenceError e) {
        return answer(HttpStatus.BAD_REQUEST, new ApiError("malformed", e.getMessage(), e.line(), e.field(), e.reason(), 0));
    }

    @ExceptionHandler(ActionRefused.class)
    ResponseEntity<ApiError> refused(ActionRefused e) {
        return answer(HttpStatus.UNPROCESSABLE_ENTITY,
                new ApiError("rejected", e.getMessage(), e.line(), null, e.reason(), 0));
    }

    @ExceptionHandler(TooManyActs.class)
    ResponseEntity<ApiError> tooManyActs(TooManyActs e) {
        return answer(HttpStatus.PAYLOAD_TOO_LARGE, new ApiError("too-large", e.getMessage(), e.line(), null, e.reason(), 0));
    }

    @ExceptionHandler(AggregateNotFoundException.class)
    ResponseEntity<ApiError> unknownGame(AggregateNotFoundException e) {
        return answer(HttpStatus.NOT_FOUND, ApiError.of("unknown-game", "no game with id '" + e.getAggregateIdentifier() + "'"));
    }

    @ExceptionHandler(UnknownGame.class)
    ResponseEntity<ApiError> unknownGame(UnknownGame e) {
        return answer(HttpStatus.NOT_FOUND, ApiError.of("unknown-game", e.getMessage()));
    }

    @ExceptionHandler(NotAllowed.class)
    ResponseEntity<ApiError> forbidden(NotAllowed e) {
        return answer(HttpStatus.FORBIDDEN, new ApiError("forbidden", e.getMessage(), null, null, null, 0));
    }

    @ExceptionHandler(AccountError.class)
    ResponseEntity<ApiError> account(AccountError e) {
        return answer(HttpStatus.BAD_REQUEST, new ApiError("malformed", e.field() + ": " + e.getMessage(), null, e.field(),
                e.getMessage(), 0));
    }

    @ExceptionHandler(AccountError.NoSuchToken.class)
    ResponseEntity<ApiError> noToken(AccountError.NoSuchToken e) {
        return answer(HttpStatus.NOT_FOUND, ApiError.of("unknown-token", e.getMessage()));
    }

    @ExceptionHandler(AccountError.NoSuchUser.class)
    ResponseEntity<ApiError> noUser(AccountError.NoSuchUser e) {
        return answer(HttpStatus.NOT_FOUND, ApiError.of("unknown-user", e.getMessage()));
    }

    @ExceptionHandler(Users.UserExists.class)
    ResponseEntity<ApiError> userExists(Users.UserExists e) {
        return answer(HttpStatus.CONFLICT, ApiError.of("user-exists", e.getMessage()));
    }

    @ExceptionHandler(GameExists.class)
    ResponseEntity<ApiError> exists(GameExists e) {
        return answer(HttpStatus.CONFLICT, ApiError.of("game-exists", e.getMessage()));
    }

    @ExceptionHandler(ConcurrentChange.class)
    ResponseEntity<ApiError> concurrent(ConcurrentChange e) {
        return answer(HttpStatus.CONFLICT, new ApiError("concurrent-change", e.getMessage(), null, null, null, 0));
    }

    /** The game's stored chain does not end at the head the service signed: nothing is recorded over it. */
    @ExceptionHandler(ChainHeads.ForeignTail.class)
    ResponseEntity<ApiError> foreignTail(ChainHeads.ForeignTail e) {
        return answer(HttpStatus.CONFLICT, ApiError.of("record-tampered", e.getMessage()));
    }

    @ExceptionHandler(BadQuery.class)
    ResponseEntity<ApiError> badQuery(BadQuery e) {
        return answer(HttpStatus.BAD_REQUEST, ApiError.of("bad-query", e.getMessage()));
    }

    @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
    ResponseEntity<ApiError> mediaType(HttpMediaTypeNotSupportedException e) {
        String accepted = e.getSupportedMediaTypes().stream().map(MediaType::toString).distinct()
                .collect(Collectors.joining(", "));
        String given = e.getContentType() == null ? "no Content-Type" : "Content-Type " + e.getContentType();
        return answer(HttpStatus.UNSUPPORTED_MEDIA_TYPE, new ApiError("unsupported-media-type",
                given + " is not accepted here; send one of: " + accepted, null, "Content-Type", null, 0));
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<ApiError> parameter(MethodArgumentTypeMismatchException e) {
        String expected = e.getRequiredType() == null ? "another form" : e.getRequiredType().getSimpleName().toLowerCase();
        return answer(HttpStatus.BAD_REQUEST, new ApiError("bad-query", "'" + e.getValue() + "' is not a valid " + e.getName()
                + " (expected " + expected + ")", null, e.getName(), "expected " + expected, null));
    }

    @ExceptionHandler(MissingServletRequestParameterException.class)
    ResponseEntity<ApiError> missing(MissingServletRequestParameterException e) {
        return answer(HttpStatus.BAD_REQUEST, new ApiError("bad-query", "the parameter '" + e.getParameterName()
                + "' is required", null, e.getParameterName(), "is required", null));
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<ApiError> unreadable(HttpMessageNotReadableException e) {
        if (e.getMostSpecificCause() instanceof SocketTimeoutException late) {
            return answer(HttpStatus.REQUEST_TIMEOUT, ApiError.of("too-slow", late.getMessage()));
        }
        return answer(HttpStatus.BAD_REQUEST, new ApiError("malformed", "the request body is missing or unreadable",
                1, null, "the request body is missing or unreadable", 0));
    }

    @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
    ResponseEntity<ApiError> method(HttpRequestMethodNotSupportedException e) {
        return answer(HttpStatus.METHOD_NOT_ALLOWED, ApiError.of("method-not-allowed", e.getMethod()
                + " is not allowed here; allowed: " + String.join(", ", e.getSupportedMethods() == null
                ? new String[0] : e.getSupportedMethods())));
    }

    /** The store could not do its part: 503 with its reason ({@link StorageFailure}). */
    @ExceptionHandler({DataAccessException.class, TransactionException.class, PersistenceException.class,
            EventStoreException.class})
    ResponseEntity<ApiError> storageUnavailable(RuntimeException e) {
        LoggerFactory.getLogger(Errors.class).warn("503, the store failed: {}", StoreFailures.reason(e).orElseThrow());
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).contentType(MediaType.APPLICATION_JSON)
                .header(HttpHeaders.RETRY_AFTER, StorageFailure.RETRY_AFTER_SECONDS)
                .body(StorageFailure.body(StoreFailures.reason(e).orElseThrow()));
    }

    private static ResponseEntity<ApiError> answer(HttpStatus status, ApiError body) {
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(body);
    }
}
