package org.arbiter.draughts.pdn;

import java.util.Optional;

/** One game of a file as read: its number (from 1), what could be read of it, and the first error. */
public record PdnEntry(int number, PdnGame game, Optional<PdnError> error) {

    public boolean ok() {
        return error.isEmpty();
    }
}
