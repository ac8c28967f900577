package org.arbiter.law.householddraughts;

import java.util.Map;

/** The words of the household book's Draughts laws i-xi and their notes, by citation. */
final class DraughtsTexts {
    private static final Map<String, String> TEXTS = Map.ofEntries(
            Map.entry("i", "The board is to be so placed as to have the white or black double corners at the right hand"
                    + " of the player."),
            Map.entry("ii", "The first move is taken by chance or agreement, and in all the subsequent games of the same"
                    + " sitting, the first move is taken alternately. Black generally moves first."),
            Map.entry("iii", "Any action which prevents your adversary from having a full view of the board is not"
                    + " allowed, and if persisted in, loses the game to the offending player."),
            Map.entry("iv", "The man touched must be moved, but the men may be properly adjusted during any part of the"
                    + " game. After they are so placed, if either player, when it is his turn to play, touch a man, he"
                    + " must move it. If a man be so moved as to be visible on the angle separating the squares, the"
                    + " player so touching the man must move it to the square indicated. [By this it is meant that a"
                    + " player may not move first to one square and then to another. Once moved on to a square, the"
                    + " man must remain there.]"),
            Map.entry("v", "It is optional with the player either to allow his opponent to stand the huff, or to compel"
                    + " him to take the offered piece. [\"Standing the huff\" is when a player refuses to take an"
                    + " offered piece, but either intentionally or accidentally makes another move. His adversary then"
                    + " removes the man that should have taken the piece, and makes his own move--huff and move, as it"
                    + " is called.]"),
            Map.entry("vi", "Ten minutes is the longest time allowed to consider a move, which if not made within that"
                    + " time, forfeits the game."),
            Map.entry("vii", "It is compulsory upon the player to take all the pieces he can legally take by the same"
                    + " series of moves. On making a King, however, the latter remains on his square till a move has"
                    + " been made on the other side."),
            Map.entry("viii", "All disputes are to be decided by the majority of the bystanders present, or by an"
                    + " umpire."),
            Map.entry("ix", "No player may leave the room without the consent of his adversary, or he forfeits the"
                    + " game."),
            Map.entry("x", "A false move must be remedied as soon as it is discovered, or the maker of such move loses"
                    + " the game."),
            Map.entry("xi", "When only a small number of men remain toward the end of the game, the possessor of the"
                    + " lesser number may call on his opponent to win in at least fifty moves, or declare the game"
                    + " drawn. With two Kings to one, the game must be won in at most twenty moves on each side."));

    private DraughtsTexts() {
    }

    /** The law's words, or the empty string when the citation is not one of i-xi. */
    static String of(String citation) {
        return TEXTS.getOrDefault(citation, "");
    }
}
