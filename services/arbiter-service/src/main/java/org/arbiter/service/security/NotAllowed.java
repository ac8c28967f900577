package org.arbiter.service.security;

/** The caller's role or appointment does not allow this; answered 403, nothing stored. */
public final class NotAllowed extends RuntimeException {
    public NotAllowed(String message) {
        super(message);
    }
}
