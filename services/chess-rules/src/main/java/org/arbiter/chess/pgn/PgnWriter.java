package org.arbiter.chess.pgn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.regex.Pattern;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;

/**
 * Writes games in the PGN export form: tag pairs one per line, a blank line, the movetext in
 * SAN wrapped before column 80, the result, and a blank line. Move numbers are written before
 * White's moves, and before Black's where a comment or variation interrupts the line.
 */
public final class PgnWriter {
    private static final int WIDTH = 79;
    /** A control character, or a Unicode line break that is none (NEL, LINE and PARAGRAPH SEPARATOR): readers split lines on them. */
    private static final Pattern CONTROL = Pattern.compile("[\\p{Cntrl}\\u0085\\u2028\\u2029]");

    private final Appendable out;
    private final StringBuilder row = new StringBuilder(WIDTH + 1);
    /** Whether the next token follows without a blank: after "(" or a line comment's newline. */
    private boolean glued;

    private PgnWriter(Appendable out) {
        this.out = out;
    }

    /** The game as PGN text, ending with a blank line. */
    public static String write(PgnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        write(game, sb);
        return sb.toString();
    }

    public static void write(PgnGame game, Appendable out) {
        try {
            new PgnWriter(out).game(game);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void game(PgnGame game) throws IOException {
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            out.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
        }
        out.append('\n');
        line(game.mainLine(), game.startPosition());
        token(game.result());
        flush();
        out.append('\n');
    }

    private void line(PgnLine line, Position start) throws IOException {
        for (String comment : line.comments()) {
            comment(comment);
        }
        Position p = start;
        boolean numbered = false;
        for (PgnMove m : line.moves()) {
            if (p.sideToMove() == Color.WHITE) {
                token(p.fullmoveNumber() + ".");
            } else if (!numbered) {
                token(p.fullmoveNumber() + "...");
            }
            token(Notation.san(p, m.move()));
            numbered = true;
            for (int nag : m.nags()) {
                token("$" + nag);
            }
            for (String comment : m.comments()) {
                comment(comment);
                numbered = false;
            }
            for (PgnLine variation : m.variations()) {
                token("(");
                glued = true;
                line(variation, p);
                glue(")");
                numbered = false;
            }
            p = p.play(m.move());
        }
    }

    private void comment(String text) throws IOException {
        if (text.indexOf('}') >= 0) {
            // A brace comment cannot hold '}', but a comment to the end of the line can, on one line.
            token(";" + CONTROL.matcher(text).replaceAll(" "));
            flush();
            return;
        }
        String[] words = text.isEmpty() ? new String[] {""} : text.split(" ");
        for (int i = 0; i < words.length; i++) {
            String w = (i == 0 ? "{" : "") + words[i] + (i == words.length - 1 ? "}" : "");
            token(w);
        }
    }

    private void token(String t) throws IOException {
        if (!glued && row.length() > 0) {
            if (row.length() + 1 + t.length() > WIDTH) {
                flush();
            } else {
                row.append(' ');
            }
        }
        glued = false;
        row.append(t);
    }

    /** Appends to the previous token without a blank, as ")" closes a variation. */
    private void glue(String t) {
        row.append(t);
    }

    private void flush() throws IOException {
        if (row.length() > 0) {
            out.append(row).append('\n');
            row.setLength(0);
        }
        glued = false;
    }

    /**
     * A tag value as a PGN string token (standard 7): a quote and a backslash escaped with a
     * backslash; a newline (Unicode's too), a tab or any other control character, which a string
     * token cannot hold and which would end the tag pair, written as a space.
     */
    private static String escape(String value) {
        return CONTROL.matcher(value).replaceAll(" ").replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
