package org.arbiter.law.sequence;

/** The header's {@code game} (contract version 2): the game whose codes rule the sequence. */
public enum Game {
    CHESS, DRAUGHTS;

    /** The name the header writes, {@code chess} or {@code draughts}. */
    public String label() {
        return Wire.name(this);
    }
}
