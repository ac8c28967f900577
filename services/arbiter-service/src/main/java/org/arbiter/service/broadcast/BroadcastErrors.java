package org.arbiter.service.broadcast;

import org.arbiter.service.web.ApiError;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** The feeds' refusals in the one shape of every error answer. */
@RestControllerAdvice(assignableTypes = {BroadcastController.class, TournamentFeedController.class})
class BroadcastErrors {

    @ExceptionHandler(FeedRefused.class)
    ResponseEntity<ApiError> refused(FeedRefused e) {
        return ResponseEntity.status(e.status()).body(new ApiError(e.error(), e.getMessage(), null, null, null, null));
    }
}
