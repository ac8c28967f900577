package org.arbiter.law.fide2023;

import java.util.Map;

/**
 * What each article cited decides, in the project's own words (not FIDE's text), for review
 * pages and the timeline.
 */
final class FideTexts {
    private static final Map<String, String> TEXTS = Map.ofEntries(
            Map.entry("4.2.1", "Only the player having the move may adjust men, after saying that he adjusts."),
            Map.entry("4.3", "A man deliberately touched by the player having the move must be moved or taken."),
            Map.entry("4.3.1", "The first own man touched that can be moved must be moved."),
            Map.entry("4.3.2", "The first adverse man touched that can be taken must be taken."),
            Map.entry("4.3.3", "One own and one adverse man touched: the one takes the other, or else the first touched that can move or be taken."),
            Map.entry("4.4.1", "King and then Rook touched: castle on that side if it is legal."),
            Map.entry("4.4.2", "Rook touched before the King: no castling on that side on this move; the Rook must move."),
            Map.entry("4.4.3", "Castling meant but illegal: another legal King move must be made, if the King can move."),
            Map.entry("4.4.4", "The piece a Pawn is promoted to is chosen for good once it has touched the promotion square."),
            Map.entry("4.5", "When no touched man can be moved or taken, any legal move may be made."),
            Map.entry("4.6.3", "A promotion is made when the new piece is released on the square and the Pawn is gone."),
            Map.entry("4.8", "The right to claim under Article 4 is lost once the claimant deliberately touches a man."),
            Map.entry("5.1.1", "Checkmate wins the game at once."),
            Map.entry("5.1.2", "A player who resigns loses the game, unless his opponent cannot checkmate him by any series of legal moves: then it is drawn."),
            Map.entry("5.2.1", "Stalemate draws the game at once."),
            Map.entry("5.2.2", "A position in which neither player can checkmate draws the game at once."),
            Map.entry("5.2.3", "A draw agreed by the players ends the game."),
            Map.entry("6.4", "Immediately after a flag falls, whether the moves of the period were completed (6.3.1) is checked."),
            Map.entry("6.9", "A player who has not completed the prescribed moves when his flag falls loses, unless his opponent cannot checkmate, when it is drawn."),
            Map.entry("6.11.1", "Both flags down, the order unknown: play goes on, but in the last period the game is drawn."),
            Map.entry("7.4.1", "A player who displaces men must put them back in his own time."),
            Map.entry("7.5.1", "A completed illegal move is taken back to the position just before it."),
            Map.entry("7.5.2", "A Pawn left unexchanged on the last rank when the clock is pressed becomes a Queen."),
            Map.entry("7.5.3", "Pressing the clock without moving is penalised as an illegal move."),
            Map.entry("7.5.4", "A move made with two hands, the clock pressed, is penalised as an illegal move."),
            Map.entry("7.5.5", "First illegal move: two minutes to the opponent; second: the game is lost, or drawn if the opponent cannot mate."),
            Map.entry("9.2.1.1", "A draw claimed with the written move that makes a position appear the third time."),
            Map.entry("9.2.1.2", "A draw claimed when a position has just appeared the third time."),
            Map.entry("9.3.1", "A draw claimed with the written move that completes fifty moves each without Pawn move or capture."),
            Map.entry("9.3.2", "A draw claimed when fifty moves each have passed without Pawn move or capture."),
            Map.entry("9.4", "A player who touches a man before claiming loses that claim on this move."),
            Map.entry("9.5.3", "An incorrect draw claim: two minutes to the opponent, and a written move must be played."),
            Map.entry("9.6.1", "The same position five times draws the game without a claim."),
            Map.entry("9.6.2", "Seventy-five moves each without Pawn move or capture draw the game without a claim."),
            Map.entry("II.3.2.5.1", "Chess960 castling by hand: the King set beside the board, the Rook moved to its square, then the King set on his."),
            Map.entry("A.4.2", "Rapid and blitz under partial supervision: an illegal move is penalised only on a claim before the opponent moves."),
            Map.entry("A.4.3", "A claim on time in rapid and blitz needs time left on the claimant's clock."),
            Map.entry("A.4.5", "The arbiter calls a flag fall he sees."),
            Map.entry("B.2", "In blitz the time added under Articles 7 and 9 is one minute."));

    private FideTexts() {
    }

    static String of(String citation) {
        return TEXTS.getOrDefault(citation, "");
    }
}
