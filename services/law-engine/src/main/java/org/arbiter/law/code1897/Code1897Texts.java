package org.arbiter.law.code1897;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The words of the 1897 Code for each citation a ruling can carry, transcribed from the Manhattan
 * Chess Club printing (docs/laws/001) with II.8(c) as the later British printing (000) words it.
 */
final class Code1897Texts {
    private static final Map<String, String> TEXT = new LinkedHashMap<>();

    static {
        put("I.11.E(a)", "A player may not make a move except in his own turn to play, and may not transfer from one square to another any man of his opponent's, and may not place or leave his own King in check.");
        put("I.13.C", "A record or communication may not be interpreted as expressing an illegal move if it can be interpreted as expressing a legal move.");
        put("I.14.B(a)", "A move consisting in the transfer of a man from one square to another (without or with a capture) is complete when the player has quitted the transferred man, and has removed from the board the captured man (if any).");
        put("I.14.B(b)", "A move consisting in the promotion of a Pawn is complete when the player has removed the Pawn from the board and placed a piece in its stead on the board and quitted this piece, or ... without removing the Pawn from the board, has quitted the Pawn and named it as a piece.");
        put("I.14.B(c)", "Castling is complete when the player has quitted both the King and the Rook.");
        put("I.14.B(d)", "A sealed move is complete when the record of it has passed out of the player's possession.");
        put("I.15(a)", "Checkmate occurs when the King of the player whose turn it is to play is in check and no legal move is possible. The player who has legally checkmated his opponent's King has won the game.");
        put("I.15(c)", "A game which, whatever legal moves are made, cannot be won, is called a Drawn Game.");
        put("II.1(b)", "If a player makes the first move in a game when it is not his turn to do so, and if the error is pointed out before the opponent has completed his fourth move, and if the game is not finished, either player may require that the game be annulled.");
        put("II.1(c)", "When a game has been annulled, the player who had the right to move first in the annulled game moves first in the game which is played instead of it.");
        put("II.2", "If, before the second player has completed his fourth move, it is pointed out that the board is improperly placed, or that there was, at the commencement of the game, an error as to the men placed on the board, or as to the square on which any man was placed, and if the game is not finished, either player may require that the game be annulled.");
        put("II.3", "A player, in his own turn to play, may adjust any man, provided that, immediately before touching it for adjustment, he gives notice of his intention to adjust that man.");
        put("II.4(a)", "If a Pawn has been promoted, and not removed from the board but named as some piece, the player of this man may, in any turn of his own, replace it by the piece, or by a sufficient substitute for the piece.");
        put("II.4(b)", "If a Pawn has been promoted, and not removed from the board but named as some piece, the player of this man must, in any turn of his opponent's, should his opponent so require, replace the promoted Pawn by the piece or (in default of the piece) by a sufficient substitute for the piece.");
        put("II.5(a)", "If a player, in his own turn to play, removes a man from a square and, instead of forthwith completing a move, holds this man in his hand, he may be required to replace the man; if he touches a man and keeps his hand upon it, he may be required to remove his hand; if, in promoting a Pawn, he places a piece on the board and does not forthwith quit this piece, he may be required to quit the piece.");
        put("II.5(b)", "If a player, in his own turn to play, touches any man that he cannot legally move or any man that he cannot legally take (and leaves such man on the square on which it stood at the commencement of the turn), his opponent may exact Penalty C.");
        put("II.5(c)", "If a player, in his own turn to play, touches any man that he can legally move, and does not move this man, but moves otherwise, or if he touches any man that he can legally take, and does not take this man but moves otherwise, his opponent may exact Penalties A and B.");
        put("II.5(d)", "If a player, in his own turn to play, renders himself liable to penalty under each of Sections (b) and (c) of this Law, his opponent may exact either Penalties A and B or Penalties A and C.");
        put("II.5(e)", "If a player, in his opponent's turn to play, touches any man (and leaves such man on the square on which it stood at the commencement of the turn), he may be treated, when next it is his own turn to play, if that man is then on the board, as having touched that man in his own turn.");
        put("II.5(f)", "If a player, in castling, moves and quits his Rook before touching his King, his opponent, before touching a man, may require that the move with the Rook be treated as a complete move, and, if the King has been displaced from the King's square, that the King be replaced on that square. A player who has moved his King as in castling, and has quitted the King without completing the castling, may be required to complete the castling.");
        put("II.5(g)", "Should a player, by mistake, remove a man from the board otherwise than in making a move, but as if in making a move, the man must be replaced, and the player may be treated as having touched it.");
        put("II.6", "If a player, in his own turn to play, makes an illegal move, the opponent may at once exact Penalty A, and may then exact one of the Penalties B and C; if the illegal move has remained uncorrected, the position must be restored which existed at the commencement of the turn to play in which it occurred.");
        put("II.6(a)", "If a player has made, in his own turn to play, only one move, and that an illegal move, this turn to play is not yet ended, but will be ended as soon as the whole change he has made in the position is the same as if he had, in the first instance, made a legal move.");
        put("II.6(b)", "If a player, in his own turn to play, makes an illegal move, the opponent may at once exact Penalty A, and may then exact one of the Penalties B and C.");
        put("II.6(c)", "If a player, in his own turn to play, makes an illegal move, and then, without his opponent's consent, substitutes a move, the opponent may exact Penalty A and one of the Penalties B and C.");
        put("II.6(d)", "If a player, in his opponent's turn to play, substitutes a move, without his opponent's consent, for his own preceding move, or makes a move otherwise than in substitution, the opponent may at once require the annulment of such substitution or such move; and may exact, in the offender's next turn to play, one of the Penalties B and C.");
        put("II.6(e)", "If a player has made an illegal move (except in substituting, for a move already made, another move, which, had it been made in the first instance, would have been legal), and if this illegal move has remained uncorrected (the opponent, subsequently to it, completing a move), the position must be restored which existed at the commencement of the turn to play in which the illegal move occurred, and no penalty may then be exacted for what has been already done. If this position cannot be ascertained, the game must be annulled.");
        put("II.7(a)", "If, after adjournment, a game has been continued from an incorrect position, the position which existed on the board immediately before the adjournment must be restored, and the sealed move (if any) must then be made on the board.");
        put("II.7(b)", "If, on the resumption of an adjourned game, the position which existed on the board immediately before the adjournment cannot be ascertained, the game must be annulled.");
        put("II.7(c)", "If a player has made a sealed move, and it is found on the resumption of the game that the record cannot be interpreted as expressing a legal move, the opponent may exact Penalty C; if the record can be interpreted as expressing more than one legal move, the opponent may adopt any one of such moves. If the player whose duty it was to make a sealed move is found to have made no record, it is his turn to play and the opponent may exact Penalty C.");
        put("II.8(a)", "A game in which checkmate has not legally occurred may, by agreement between the players, be treated as drawn.");
        put("II.8(b)", "A game in which checkmate has not legally occurred is treated as drawn if, before touching a man, the player whose turn it is to play claims that the game be treated as drawn, and proves that the last fifty moves on each side have been made without a capture.");
        put("II.8(c)", "A game is treated as drawn if, before touching a man, the player whose turn it is to play claims that the game be treated as drawn, and proves that the existing position existed, in the game and at the commencement of his turn to play, twice at least before the present turn.");
        put("II.8(d)", "A game is treated as drawn if, before touching a man, the player whose turn it is to play claims that the game be treated as drawn, and proves that, should the game continue, he can subject the adverse King to an endless series of checks.");
        put("II.8(e)", "A game in which stalemate has legally occurred is treated as drawn.");
        put("II.9", "A game which a player has forfeited or resigned is treated as if his opponent had won it. Provided in any case that the opponent specifies the offence committed, and claims, on the ground of this offence, that the game be forfeited; provided also that the opponent, after knowledge of the offence, has completed no move in the game.");
        put("II.9(a)", "A player forfeits the game if he wilfully upsets the men, or wilfully falsifies the position by removing or adding any man.");
        put("II.9(b)", "A player forfeits the game if, without the consent of his opponent, he uses for the conduct of the game a second board and men.");
        put("II.9(c)", "A player forfeits the game if, without the consent of his opponent, he refers during the game to anything printed or written that treats of Chess.");
        put("II.9(d)", "A player forfeits the game if, without the consent of his opponent, he requests assistance in the conduct of the game.");
        put("II.9(e)", "A player forfeits the game if he refuses to comply with a legal requirement made by his opponent.");
        put("II.9(f)", "A player forfeits the game if he refuses to abide by the Laws of the Game.");
        put("II.10", "When Chess is played under a Time Limit the following regulations, in the absence of agreement to a different effect, are in force.");
        put("II.10.A(b)", "Time is reckoned against the player whose turn it is to play.");
        put("II.10.B(b)", "A player who, while the game is still not finished by resignation or otherwise, fails to make his first ... moves in his first two hours, or his first ... moves in his first three hours, and so on, forfeits the game immediately.");
        put("II.10.C(b)", "A player who, while the game is still not finished by resignation or otherwise, fails to make his first ... moves in his first complete hour, or his first ... moves in his first two complete hours, and so on, forfeits the game immediately.");
        put("II.10.C(c)", "If, at the time fixed for the final termination of play, the game is still not finished, the number of moves due on the part of a player in respect of any incomplete hour must (without regard to any surplus moves made previously to the incomplete hour) be calculated proportionally from the number which would have been due in respect of the whole hour if completed, and the number thus calculated must be added (omitting any fraction) to the number of moves due in respect of the player's already completed hour or hours.");
        put("II.10.C(d)", "If each player has made fewer moves than the number of moves due in respect of the whole time which he has occupied, the game must be annulled; if only one player has so made fewer moves, he forfeits the game.");
        put("II.11", "Penalties A, B and C are exacted in accordance with this Law; if, when a player has committed an offence, there is a choice of penalties, the right to choose belongs to his opponent.");
        put("II.11(a)", "When any penalty named in this Law is exacted for an offence committed by a player in his own turn to play, the exaction must be before the opponent touches a man.");
        put("II.11(b)", "When Penalty B or Penalty C is exacted for an offence committed by a player in his opponent's turn to play, the exaction must be after that turn to play and before the opponent again touches a man.");
        put("II.11(c)", "When a move is made in discharge of Penalty B or Penalty C, this move may not (except as provided in the statement of Penalty B) be castling.");
        put("II.11(d)", "If, when a player has committed an offence, there is a choice of penalties, the right to choose belongs to his opponent.");
        put("II.11(e)", "If a move which the opponent requires to be made by way of penalty is illegal, the requirement must be disregarded, and the opponent has forfeited his right to exact a penalty for the offence committed.");
        put("III.2(a)", "When a time not less than twenty-four hours is allowed between the receipt of a communicated move and the receipt of the reply, the players are at liberty, in the absence of agreement to a different effect, to use any means that may assist them in the conduct of the game, except that neither side may request the assistance of another player.");
        put("III.3", "If the terms in which a move has been communicated cannot be interpreted as expressing a legal move, the side receiving the communication may exact Penalty C; if the terms can be interpreted as expressing more than one legal move, the side receiving the communication may adopt any one of such moves, provided that the move adopted is announced, before or with the reply, to the side that made the communication.");
        put("III.4", "If a side communicates two or more moves of its own, unconditionally and as for the same turn to play, the opposing side may adopt any one of such moves, provided that the move adopted is announced, before or with the reply, to the side that communicated the moves.");
        put("III.5", "If a side communicates at one time two or more successive moves of its own (the first of such moves being legal) together with an assumed move (or assumed moves) of the opposing side, the side communicating such moves is liable to penalty for any one such move of its own that is illegal, provided that the opposing side adopts the previous assumed move or moves, so that the illegal move is arrived at in actual play. Any subsequent moves communicated with his illegal move must be treated as if they had not been communicated.");
        put("IV.4", "When a player has the right to make, once in the game, two or more moves in one turn to play, he must commence the game by making these moves, and may not, in making them, move any man to a square beyond his fourth rank.");
        put("IV.5", "In the absence of agreement to a different effect, a player may castle (by moving his King as in ordinary castling) on a side from which, before the commencement of the game, the player's Rook has been removed, provided that this Rook's square is unoccupied and has been unoccupied throughout the game, and that the same conditions as to squares and as to the King are fulfilled which are required for ordinary castling on this side.");
        put("IV.6", "When a player undertakes to mate with a Pawn, he undertakes also that the Pawn with which he mates shall not have been moved beyond the seventh rank.");
        put("IV.7", "When a player undertakes to mate on a specified square, he undertakes also that, at the mate, this square shall be occupied by the King mated.");
        put("IV.8", "When a player, before the commencement of the game, undertakes to mate in accordance with some specified condition, he undertakes also that, if the adverse King is not mated in accordance with the condition and his own King is not mated, he will forfeit the game.");
        put("II.11.A", "Penalty A. The offender restores the position which existed at the commencement of the turn to play in which the offence was committed.");
        put("II.11.B", "Penalty B. The opponent indicates the man (or one of the men) touched by the offender in the turn to play in which the offence was committed, and the offender moves (if his own) or takes (if his opponent's) this man; or, if of any two men so touched one can be captured with the other, the offender captures one of them with the other; or, if a King and a Rook so touched can move in castling, the offender castles with them.");
        put("II.11.C", "Penalty C. The offender moves his King, or, if this King cannot be legally moved, the offender moves a man selected by his opponent.");
    }

    private Code1897Texts() {
    }

    private static void put(String citation, String words) {
        TEXT.put(citation, words);
    }

    /** The words of the law, or of its nearest enclosing section that has words of its own. */
    static String of(String citation) {
        String words = TEXT.get(citation);
        if (words != null) {
            return words;
        }
        int cut = Math.max(citation.lastIndexOf('('), citation.lastIndexOf('.'));
        return cut > 2 ? of(citation.substring(0, cut)) : "";
    }

    static Map<String, String> all() {
        return Map.copyOf(TEXT);
    }
}
