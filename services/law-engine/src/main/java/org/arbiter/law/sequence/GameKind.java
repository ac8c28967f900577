package org.arbiter.law.sequence;

/** The header's {@code game} (contract version 2): the game whose codes rule the sequence. */
public enum GameKind {
    CHESS("chess-code-1897"), DRAUGHTS("household-draughts");

    private final String defaultCode;

    GameKind(String defaultCode) {
        this.defaultCode = defaultCode;
    }

    /** The code a header of this game names when it names none (contract version 2). */
    public String defaultCode() {
        return defaultCode;
    }

    /** The name the header writes, {@code chess} or {@code draughts}. */
    public String label() {
        return Wire.name(this);
    }
}
