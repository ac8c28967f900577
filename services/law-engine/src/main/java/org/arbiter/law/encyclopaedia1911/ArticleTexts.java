package org.arbiter.law.encyclopaedia1911;

import java.util.Map;

/** The words of the 1911 article's rules, by the names this project cites them by. */
final class ArticleTexts {
    private static final Map<String, String> TEXTS = Map.of(
            "touch", "If a player touch one of his men he must move it, unless he says j'adoube (I adjust), or words of"
                    + " a similar meaning, to the effect that he was only setting it straight on its square. [...] He"
                    + " must say j'adoube before touching his piece.",
            "touch-cannot-move", "If he cannot legally move a touched piece, he must move his king, if he can, but may"
                    + " not castle; if not, there is no penalty.",
            "touch-opponent", "If a player touch an opponent's piece, he must take it, if he can: if not, move his"
                    + " king. If he can do neither, no penalty.",
            "completion", "A move is completed and cannot be taken back, as soon as a player, having moved a piece, has"
                    + " taken his hand off it.",
            "fifty-moves", "If a player is called upon to mate under the fifty-move rule, \"fifty moves\" means fifty"
                    + " moves and the forty-nine replies to them.",
            "promotion", "A pawn that reaches an eighth square must be exchanged for some other piece, the move not"
                    + " being complete until this is done; a second king cannot be selected.");

    private ArticleTexts() {
    }

    /** The rule's words, or null when the citation is not one of the article's. */
    static String of(String citation) {
        return TEXTS.get(citation);
    }
}
