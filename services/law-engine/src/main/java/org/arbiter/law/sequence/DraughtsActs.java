package org.arbiter.law.sequence;

/** The acts a draughts game reads otherwise than a chess game: {@code huff}, {@code compel} and its offences. */
final class DraughtsActs {
    private DraughtsActs() {
    }

    /** The act, or null when a draughts game reads it as a chess game does. */
    static Action build(String act, Stamp s, Fields f) {
        switch (act) {
            case "huff": return new Action.Huff(s, f.square("square"));
            case "compel": return new Action.Compel(s);
            case "offence": return new Action.DraughtsOffence(s, f.choice("offence", Action.DraughtsOffenceKind.class));
            default: return null;
        }
    }
}
