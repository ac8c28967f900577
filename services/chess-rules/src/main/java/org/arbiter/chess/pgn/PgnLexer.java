package org.arbiter.chess.pgn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Splits PGN text into tokens, reading the input in blocks so that a file of any size streams
 * through. Whatever the text holds, a token comes out: characters that fit nowhere become a
 * symbol, and the reader decides what a bad symbol means for its game.
 */
final class PgnLexer {
    enum Kind { TAG, COMMENT, NAG, OPEN, CLOSE, MOVE_NUMBER, RESULT, SYMBOL, MALFORMED, EOF }

    /** PGN 8.2.3.8: "!" is $1, "?" $2, "!!" $3, "??" $4, "!?" $5 and "?!" $6. */
    private static final java.util.List<String> SUFFIXES = java.util.List.of("!", "?", "!!", "??", "!?", "?!");

    private final Reader in;
    private final char[] buffer = new char[1 << 16];
    private int pos;
    private int limit;
    private boolean lineStart = true;
    private final StringBuilder text = new StringBuilder(64);

    /** The current token: its kind, its text, a tag's value or a NAG's number, and its line. */
    Kind kind;
    String value;
    String tagValue;
    int nag;
    int line = 1;
    /** Whether a blank line stands between the current token and the one before it (PGN 8.1: it ends a tag section). */
    boolean afterBlankLine;

    PgnLexer(Reader in) {
        this.in = in;
    }

    private int peek() {
        if (pos == limit) {
            try {
                limit = in.read(buffer, 0, buffer.length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            pos = 0;
            if (limit <= 0) {
                limit = 0;
                return -1;
            }
        }
        return buffer[pos];
    }

    private int take() {
        int c = peek();
        if (c >= 0) {
            pos++;
            if (c == '\n') {
                line++;
                lineStart = true;
            } else {
                lineStart = false;
            }
        }
        return c;
    }

    /** Advances to the next token. */
    Kind next() {
        value = null;
        afterBlankLine = false;
        int lineBreaks = 0;
        while (true) {
            int c = peek();
            if (c < 0) {
                return kind = Kind.EOF;
            }
            if (c == '%' && lineStart) {
                // Escape lines (PGN 6) carry data for other programs: skip the whole line.
                skipLine();
                lineBreaks = 0;
            } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\uFEFF') {
                take();
                if (c == '\n' && ++lineBreaks >= 2) {
                    afterBlankLine = true;
                }
            } else {
                break;
            }
        }
        int c = take();
        switch (c) {
            case '[': return tag();
            case '{': return braceComment();
            case ';': return lineComment();
            case '(': return kind = Kind.OPEN;
            case ')': return kind = Kind.CLOSE;
            case '*': value = "*"; return kind = Kind.RESULT;
            case '$': return numericNag();
            case '!': case '?': return suffix(c);
            default: break;
        }
        text.setLength(0);
        text.append((char) c);
        if (c >= '0' && c <= '9') {
            while (peek() >= '0' && peek() <= '9') {
                text.append((char) take());
            }
            if (peek() == '.') {
                while (peek() == '.') {
                    take();
                }
                value = text.toString();
                return kind = Kind.MOVE_NUMBER;
            }
        }
        while (isSymbolChar(peek())) {
            text.append((char) take());
        }
        value = text.toString();
        if (value.equals("1-0") || value.equals("0-1") || value.equals("1/2-1/2")) {
            return kind = Kind.RESULT;
        }
        // A lone "..." or a number without a dot is still a move number, not a move.
        boolean number = true;
        for (int i = 0; i < value.length() && number; i++) {
            char ch = value.charAt(i);
            number = Character.isDigit(ch) || ch == '.';
        }
        return kind = number ? Kind.MOVE_NUMBER : Kind.SYMBOL;
    }

    private static boolean isSymbolChar(int c) {
        return c > ' ' && c != '{' && c != '}' && c != '(' && c != ')' && c != '[' && c != ']'
                && c != ';' && c != '$' && c != '!' && c != '?' && c != '"';
    }

    private void skipLine() {
        int c;
        do {
            c = take();
        } while (c >= 0 && c != '\n');
    }

    private Kind tag() {
        skipBlanks();
        text.setLength(0);
        while (isSymbolChar(peek())) {
            text.append((char) take());
        }
        String name = text.toString();
        skipBlanks();
        if (name.isEmpty() || peek() != '"') {
            return malformed("a tag pair needs a name and a quoted value, as [Event \"...\"]");
        }
        take();
        text.setLength(0);
        int c;
        // The line break is left unread so that skipping the bad line stops right there.
        while ((c = peek()) != '"') {
            if (c < 0 || c == '\n') {
                return malformed("the value of tag " + name + " has no closing quote");
            }
            take();
            if (c == '\\' && peek() >= 0 && peek() != '\n') {
                c = take();
            }
            text.append((char) c);
        }
        take();
        skipBlanks();
        if (peek() != ']') {
            return malformed("tag " + name + " has no closing ']'");
        }
        take();
        value = name;
        tagValue = text.toString();
        return kind = Kind.TAG;
    }

    private void skipBlanks() {
        while (peek() == ' ' || peek() == '\t') {
            take();
        }
    }

    private Kind malformed(String reason) {
        skipLine();
        value = reason;
        return kind = Kind.MALFORMED;
    }

    private Kind braceComment() {
        text.setLength(0);
        int c;
        while ((c = take()) != '}') {
            if (c < 0) {
                value = "a comment opened with '{' is never closed";
                return kind = Kind.MALFORMED;
            }
            text.append(c == '\r' ? ' ' : (char) c);
        }
        value = text.toString();
        return kind = Kind.COMMENT;
    }

    private Kind lineComment() {
        text.setLength(0);
        int c;
        while ((c = peek()) >= 0 && c != '\n' && c != '\r') {
            text.append((char) take());
        }
        value = text.toString();
        return kind = Kind.COMMENT;
    }

    private Kind numericNag() {
        int n = 0;
        int digits = 0;
        while (peek() >= '0' && peek() <= '9' && digits < 4) {
            n = n * 10 + (take() - '0');
            digits++;
        }
        if (digits == 0 || n > 255) {
            value = "'$' must be followed by a number from 0 to 255";
            return kind = Kind.MALFORMED;
        }
        nag = n;
        return kind = Kind.NAG;
    }

    /** The move suffixes of PGN 8.2.3.8 stand for NAGs 1 to 6. */
    private Kind suffix(int first) {
        int second = peek();
        String s = first == '!' ? (second == '!' ? "!!" : second == '?' ? "!?" : "!")
                : (second == '?' ? "??" : second == '!' ? "?!" : "?");
        if (s.length() == 2) {
            take();
        }
        nag = SUFFIXES.indexOf(s) + 1;
        value = s;
        return kind = Kind.NAG;
    }
}
