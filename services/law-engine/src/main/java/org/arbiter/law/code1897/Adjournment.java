package org.arbiter.law.code1897;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;

/**
 * Law 7: whether the game is adjourned, the men as they stood before the adjournment, and the
 * sealed move on record ({@code sealer} null while none is).
 */
record Adjournment(boolean adjourned, Position before, Color sealer, String sealedRecord) {
    static final Adjournment NONE = new Adjournment(false, null, null, null);

    Adjournment sealed(Color by, String record) {
        return new Adjournment(adjourned, before, by, record);
    }

    Adjournment adjourn(Position men) {
        return new Adjournment(true, men, sealer, sealedRecord);
    }
}
