package org.arbiter.service.tournament;

/** A tournament or round that does not exist: 404. */
final class UnknownTournament extends RuntimeException {
    UnknownTournament(String message) {
        super(message);
    }
}
