package org.arbiter.draughts.pdn;

import java.util.List;
import java.util.Optional;

/**
 * One game of a file as read: its number (from 1), what could be read of it, the first error, and
 * the notes on what was read although written otherwise than PDN's own form.
 */
public record PdnEntry(int number, PdnGame game, Optional<PdnError> error, List<PdnNote> notes) {

    public PdnEntry {
        notes = List.copyOf(notes);
    }

    public boolean ok() {
        return error.isEmpty();
    }
}
