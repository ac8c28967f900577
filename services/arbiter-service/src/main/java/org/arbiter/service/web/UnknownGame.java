package org.arbiter.service.web;

/** A read for a game the service has never opened: 404. */
public final class UnknownGame extends RuntimeException {
    public UnknownGame(String gameId) {
        super("no game with id '" + gameId + "'");
    }
}
