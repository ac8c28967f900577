package org.arbiter.service.tournament;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;

/** Sends a command to a tournament's record ({@link TournamentRecord}), again when two made or changed it at once. */
final class RecordCommands {
    private static final int ATTEMPTS = 3;

    private RecordCommands() {
    }

    static void send(CommandGateway gateway, Object command) {
        for (int attempt = 1; ; attempt++) {
            try {
                gateway.sendAndWait(command);
                return;
            } catch (AggregateStreamCreationException | ConcurrencyException e) {
                // two commands made the record at once: the second tries again on the record the first made
                if (attempt == ATTEMPTS) {
                    throw e;
                }
            }
        }
    }
}
