package org.arbiter.law.household;

import java.util.Map;

/** The words of the household book's chess laws ix-xiv and their notes, by citation. */
final class HouseholdTexts {
    private static final Map<String, String> TEXTS = Map.of(
            "ix", "If a player give a check without crying \"check,\" the adversary need not take notice of the check."
                    + " But if two moves only are made before the discovery of the mistake, the pieces may be replaced,"
                    + " and the game properly played.",
            "x", "If a player say check without actually attacking the King, and his adversary move his King or take"
                    + " the piece, the latter may elect either to let the move stand or have the pieces replaced and"
                    + " another move made.",
            "xi", "If, at the end of a game, the players remain, one with a superior to an inferior force, or even if"
                    + " they have equal forces, the defending player may call upon his adversary to mate in fifty moves"
                    + " on each side, or draw the game. [If one player persist in giving perpetual check, or repeating"
                    + " the same move, his opponent may count the moves for the draw; in which case touching a piece"
                    + " if [is] reckoned a move.]",
            "xii", "Stalemate, or perpetual check is a drawn game.",
            "xiii", "Directly a pawn reaches its eighth square it must be exchanged for a piece. [It is usual to change"
                    + " the pawn for a Queen, but it may be replaced by a Rook, Bishop, or Knight, without reference to"
                    + " the pieces already on the board. ... Thus you may have two or more Queens, three or more Rooks,"
                    + " Bishops, or Knights on the board at the end of the game.]",
            "xiv", "Should any dispute arise, the question must be submitted to a bystander, whose decision is to be"
                    + " considered final.");

    private HouseholdTexts() {
    }

    /** The law's words, or null when the citation is not one of ix-xiv. */
    static String of(String citation) {
        return TEXTS.get(citation);
    }
}
