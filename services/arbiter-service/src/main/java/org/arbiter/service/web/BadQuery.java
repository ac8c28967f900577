package org.arbiter.service.web;

/** A query parameter out of range or of the wrong form: 400. */
public final class BadQuery extends RuntimeException {
    public BadQuery(String message) {
        super(message);
    }
}
