package org.arbiter.draughts.pdn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits PDN text into tokens, reading one character ahead: tag pairs, brace comments, move
 * numbers, moves, results, and anything else as a malformed token carrying its reason. A move
 * number written against its move ({@code 1.11-15}) gives two tokens; a move broken by a space after
 * its separator ({@code 5x 14}, as archives have it) gives one.
 */
final class PdnLexer {
    enum Kind { TAG, COMMENT, NUMBER, MOVE, RESULT, VARIATION, MALFORMED, EOF }

    private static final Pattern NUMBER = Pattern.compile("(\\d+)\\.+(.*)");
    private static final Pattern MOVE = Pattern.compile("(\\d+(?:[-xX:]\\d+)+)[!?]*");
    /** A move cut short after a separator, whose squares go on in the next word. */
    private static final Pattern CUT = Pattern.compile("\\d+(?:[-xX:]\\d+)*[-xX:]");
    /** The rest of a cut move: squares, as a move or alone. */
    private static final Pattern REST = Pattern.compile("(\\d+(?:[-xX:]\\d+)*)[!?]*");
    /** The draw as chess writes it, which some draughts archives use for PDN's {@code 1-1}. */
    static final String CHESS_DRAW = "1/2-1/2";
    private static final int END = -1;

    private final Reader in;
    private int ahead;
    /** What followed a move number in the same word, read as the next token. */
    private String rest;

    Kind kind;
    String value;
    String tagValue;
    /** For a move written with a space inside, the move as written; else null. */
    String brokenMove;
    /** The line the current token starts on, from 1. */
    int line = 1;
    private int lineAhead = 1;

    PdnLexer(Reader in) {
        this.in = in;
        this.ahead = read();
    }

    private int read() {
        try {
            return in.read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private int take() {
        int c = ahead;
        if (c == '\n') {
            lineAhead++;
        }
        ahead = read();
        return c;
    }

    Kind next() {
        if (rest != null) {
            String word = rest;
            rest = null;
            return word(word);
        }
        while (ahead != END && Character.isWhitespace(ahead)) {
            take();
        }
        line = lineAhead;
        switch (ahead) {
            case END:
                return set(Kind.EOF, "");
            case '[':
                take();
                return tag();
            case '{':
                take();
                return comment();
            case ';':
                take();
                return lineComment();
            case '(':
            case ')':
                return set(Kind.VARIATION, String.valueOf((char) take()));
            default:
                return word(readWord());
        }
    }

    private Kind set(Kind k, String v) {
        kind = k;
        value = v;
        brokenMove = null;
        return k;
    }

    private String readWord() {
        StringBuilder sb = new StringBuilder();
        while (ahead != END && !Character.isWhitespace(ahead) && "[]{}()".indexOf(ahead) < 0) {
            sb.append((char) take());
        }
        return sb.toString();
    }

    private Kind word(String word) {
        if (PdnGame.RESULTS.contains(word) || word.equals(CHESS_DRAW)) {
            return set(Kind.RESULT, word);
        }
        Matcher number = NUMBER.matcher(word);
        if (number.matches()) {
            if (!number.group(2).isEmpty()) {
                rest = number.group(2);
            }
            return set(Kind.NUMBER, number.group(1));
        }
        Matcher move = MOVE.matcher(word);
        if (move.matches()) {
            return set(Kind.MOVE, move.group(1));
        }
        if (CUT.matcher(word).matches()) {
            return cut(word);
        }
        return set(Kind.MALFORMED, "'" + word + "' is not a move, a move number or a result");
    }

    /** A move cut after its separator takes its squares from the next word, if that word is squares and not a result. */
    private Kind cut(String word) {
        while (ahead != END && Character.isWhitespace(ahead)) {
            take();
        }
        String following = readWord();
        Matcher squares = REST.matcher(following);
        if (squares.matches() && !PdnGame.RESULTS.contains(following)) {
            set(Kind.MOVE, word + squares.group(1));
            brokenMove = word + " " + following;
            return kind;
        }
        if (!following.isEmpty()) {
            rest = following;
        }
        return set(Kind.MALFORMED, "'" + word + "' is not a move, a move number or a result");
    }

    private Kind comment() {
        StringBuilder sb = new StringBuilder();
        while (ahead != '}') {
            if (ahead == END) {
                return set(Kind.MALFORMED, "the comment opened on line " + line + " is not closed");
            }
            sb.append((char) take());
        }
        take();
        return set(Kind.COMMENT, sb.toString());
    }

    /** A comment from {@code ;} to the end of its line, as PGN (on which PDN is built) allows. */
    private Kind lineComment() {
        StringBuilder sb = new StringBuilder();
        while (ahead != END && ahead != '\n') {
            sb.append((char) take());
        }
        return set(Kind.COMMENT, sb.toString().replace('}', ')'));
    }

    /** Reads {@code Name "value"]}; a broken tag is skipped to the end of its line. */
    private Kind tag() {
        skipBlanks();
        StringBuilder name = new StringBuilder();
        while (ahead != END && (Character.isLetterOrDigit(ahead) || ahead == '_')) {
            name.append((char) take());
        }
        skipBlanks();
        if (name.length() == 0 || ahead != '"') {
            return brokenTag("a tag needs a name and a quoted value");
        }
        take();
        StringBuilder text = new StringBuilder();
        while (ahead != '"') {
            if (ahead == END || ahead == '\n') {
                return brokenTag("the tag " + name + " has no closing quote");
            }
            if (ahead == '\\') {
                take();
            }
            text.append((char) take());
        }
        take();
        skipBlanks();
        if (ahead != ']') {
            return brokenTag("the tag " + name + " is not closed with ']'");
        }
        take();
        tagValue = text.toString();
        return set(Kind.TAG, name.toString());
    }

    private Kind brokenTag(String reason) {
        while (ahead != END && ahead != '\n') {
            take();
        }
        return set(Kind.MALFORMED, reason);
    }

    private void skipBlanks() {
        while (ahead == ' ' || ahead == '\t') {
            take();
        }
    }
}
