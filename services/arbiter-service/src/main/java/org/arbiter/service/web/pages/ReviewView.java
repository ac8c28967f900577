package org.arbiter.service.web.pages;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * What the review page shows of one game: every action with the board after it, the rulings with
 * the words of the law they cite, and the record as PGN. {@code code} is the code the review rules
 * under; when it is not {@code playedUnder}, the code of the game's header, {@code partings} lists
 * the acts at which the two part, as the law engine compares them (empty otherwise). {@code codes}
 * are the codes this game can be re-ruled under. {@code error} names the first line of an upload
 * that could not be reviewed (null when every line was).
 */
record ReviewView(String game, Map<String, Object> header, String code, String playedUnder, List<String> codes,
                  String white, String black, String event, String round, String startFen, String result,
                  String termination, List<Frame> frames, List<RulingWords> rulings, List<Parting> partings,
                  String pgn, LineError error) {

    /**
     * An act at which the code ruled under and the code played under part: each map, by code, is
     * present only when they differ in it (the laws cited, the result, the position).
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    record Parting(int seq, Map<String, List<String>> rulings, Map<String, String> results,
                   Map<String, String> positions) {
    }

    /**
     * One instant: the action, the board after it, the move it completed ({@code move}, null when
     * none) and the last move on the board, the man in hand, the touched men (square to side), and
     * the rulings and notices.
     */
    record Frame(int seq, int line, String act, Map<String, Object> action, String fen, String result,
                 String termination, MoveView move, MoveView lastMove, Hand hand, Map<String, String> touched,
                 List<RulingWords> rulings, List<RulingWords> notices) {
    }

    /** A move for the board to show: the squares, SAN for a legal move (null otherwise), who made it, and when. */
    record MoveView(String from, String to, String san, String by, int seq) {
    }

    /** The man in the hand: its FEN letter, where it was lifted from, where it rests with the hand still on it. */
    record Hand(String man, String from, String on) {
    }

    /**
     * A ruling or notice with the words of the law it cites; {@code summary} is true where those words
     * are the project's summary of the law (FIDE's), not its text, so a page must not quote them.
     */
    record RulingWords(int seq, String law, String text, String position, String words, boolean summary) {
    }

    /** The first line of an upload that could not be reviewed. */
    record LineError(int line, String field, String reason, String message) {
    }
}
