package org.arbiter.draughts.pdn;

import java.util.Map;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;

/**
 * Writes games as PDN: tag pairs one per line, a blank line, the moves with every landing square
 * wrapped before column 80, the result, and a blank line. A number stands before Black's moves,
 * and before White's where the game starts with White or a comment interrupts ({@code 12...}).
 */
public final class PdnWriter {
    private static final int WIDTH = 79;

    private final StringBuilder out;
    private final StringBuilder row = new StringBuilder(WIDTH + 1);

    private PdnWriter(StringBuilder out) {
        this.out = out;
    }

    /** The game as PDN text, ending with a blank line. */
    public static String write(PdnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        new PdnWriter(sb).game(game);
        return sb.toString();
    }

    private void game(PdnGame game) {
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            out.append('[').append(tag.getKey()).append(" \"")
                    .append(escape(tag.getValue())).append("\"]\n");
        }
        out.append('\n');
        for (String comment : game.comments()) {
            comment(comment);
        }
        DraughtsPosition p = game.startPosition();
        int number = 1;
        boolean numbered = false;
        for (PdnMove m : game.moves()) {
            // A number and its move are one token, so that wrapping never parts them.
            String prefix = "";
            if (p.sideToMove() == Side.BLACK) {
                prefix = number + ". ";
            } else if (!numbered) {
                prefix = number + "... ";
            }
            token(prefix + m.move().notation());
            numbered = p.sideToMove() == Side.BLACK;
            for (String comment : m.comments()) {
                comment(comment);
                numbered = false;
            }
            if (p.sideToMove() == Side.WHITE) {
                number++;
            }
            p = p.play(m.move());
        }
        token(game.result());
        flush();
        out.append('\n');
    }

    private void comment(String text) {
        String[] words = text.isEmpty() ? new String[] {""} : text.split(" ");
        for (int i = 0; i < words.length; i++) {
            token((i == 0 ? "{" : "") + words[i] + (i == words.length - 1 ? "}" : ""));
        }
    }

    private void token(String t) {
        if (row.length() > 0) {
            if (row.length() + 1 + t.length() > WIDTH) {
                flush();
            } else {
                row.append(' ');
            }
        }
        row.append(t);
    }

    private void flush() {
        if (row.length() > 0) {
            out.append(row).append('\n');
            row.setLength(0);
        }
    }

    /**
     * A tag value as PDN's string token, as PGN's: quote and backslash escaped, control characters
     * and Unicode's line breaks (NEL, LINE and PARAGRAPH SEPARATOR), on which readers split lines, as spaces.
     */
    static String escape(String value) {
        return value.replaceAll("[\\p{Cntrl}\\u0085\\u2028\\u2029]", " ").replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
