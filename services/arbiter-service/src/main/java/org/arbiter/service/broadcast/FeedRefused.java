package org.arbiter.service.broadcast;

import org.springframework.http.HttpStatus;

/** A round feed not answered: {@code status} with {@code error}, its short code, and a sentence why. */
final class FeedRefused extends RuntimeException {
    private final HttpStatus status;
    private final String error;

    FeedRefused(HttpStatus status, String error, String message) {
        super(message);
        this.status = status;
        this.error = error;
    }

    HttpStatus status() {
        return status;
    }

    String error() {
        return error;
    }
}
