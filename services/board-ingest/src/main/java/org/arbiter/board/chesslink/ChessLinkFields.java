package org.arbiter.board.chesslink;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.board.dgt.DgtMessage;

/**
 * A ChessLink board's statuses as lines of the board fields format. The board reports the whole
 * board at every scan (or at every change, as its E2ROM is set), never which square changed: the
 * first status is a {@code board} line, and each later one the squares that differ from the status
 * before it, those emptied first (a man leaves before it lands), so that a move reads as the lift,
 * placement and release it was and not as a board dump that disagrees with the men tracked.
 */
public final class ChessLinkFields {
    private String last;

    /** The field lines of {@code status}: none when the board did not change. */
    public List<String> lines(ChessLinkMessage.Status status) {
        String board = status.board();
        List<String> lines = new ArrayList<>();
        if (last == null) {
            lines.add(status.fieldsLine());
        } else {
            for (boolean emptied : new boolean[] {true, false}) {
                for (int i = 0; i < 64; i++) {
                    char now = board.charAt(i);
                    if (now != last.charAt(i) && (now == '.') == emptied) {
                        lines.add("{\"at\": " + status.at() + ", \"square\": \"" + DgtMessage.square(i) + "\", \"piece\": \""
                                + (now == '.' ? "" : String.valueOf(now)) + "\"}");
                    }
                }
            }
        }
        last = board;
        return lines;
    }
}
