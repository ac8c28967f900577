package org.arbiter.law.code1897;

import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;

/**
 * What a player must now do because a penalty was exacted or a requirement made: his next
 * move must be one of {@code moves}. Refusing it is the offence of II.9(e).
 */
record Obligation(Color player, String law, String description, List<Move> moves) {
}
