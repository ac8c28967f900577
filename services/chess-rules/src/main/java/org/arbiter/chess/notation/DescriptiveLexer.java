package org.arbiter.chess.notation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Splits an English descriptive record, short, long or written in full words, into the
 * abbreviations of I.13.B, so that "King's Knight's square" and "KKt1" give the same tokens:
 * K for "King" or "King's", Kt (or N) for "Knight" or "Knight's", 1 or sq for "first square",
 * {@code -} for "to", {@code x} for "takes", {@code Kt(K5)} for "Knight on King's fifth square",
 * i.p. for "in passing", 0-0 and 0-0-0 for the two castlings.
 */
final class DescriptiveLexer {

    enum Kind {
        KING, QUEEN, ROOK, KNIGHT, BISHOP, PAWN, RANK, SQUARE, ON, OPEN, CLOSE, TO, TAKES, IN_PASSING,
        CASTLES, CASTLES_KING_SIDE, CASTLES_QUEEN_SIDE, PROMOTE, SIDE, CHECK, NOISE
    }

    /** A token; {@code rank} is the number of a RANK token, counted from the player's side. */
    record Token(Kind kind, int rank) {
        static Token of(Kind kind) {
            return new Token(kind, 0);
        }

        boolean is(Kind k) {
            return kind == k;
        }
    }

    private static final Map<String, Token> WORDS = new HashMap<>();

    static {
        word(Kind.KING, "king", "kings");
        word(Kind.QUEEN, "queen", "queens");
        word(Kind.ROOK, "rook", "rooks");
        word(Kind.KNIGHT, "knight", "knights", "kt", "kts");
        word(Kind.BISHOP, "bishop", "bishops");
        word(Kind.PAWN, "pawn", "pawns");
        word(Kind.ON, "on", "at");
        word(Kind.TO, "to");
        word(Kind.TAKES, "takes", "take", "captures", "x");
        word(Kind.IN_PASSING, "passing", "passant", "i.p", "e.p", "ip", "ep");
        word(Kind.SQUARE, "square", "sq");
        word(Kind.CASTLES, "castles", "castle", "castled", "castling");
        word(Kind.SIDE, "side");
        word(Kind.CHECK, "ch", "check", "mate", "checkmate", "dis", "disc", "double", "dbl");
        word(Kind.NOISE, "in", "en", "the");
        String[] ordinals = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};
        String[] numbered = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
        for (int r = 1; r <= 8; r++) {
            WORDS.put(ordinals[r - 1], new Token(Kind.RANK, r));
            WORDS.put(numbered[r - 1], new Token(Kind.RANK, r));
        }
    }

    private DescriptiveLexer() {
    }

    private static void word(Kind kind, String... words) {
        for (String w : words) {
            WORDS.put(w, Token.of(kind));
        }
    }

    /**
     * The tokens of the record without signs of check and mate and without filler words, or
     * null when a character belongs to no descriptive record.
     */
    static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>(8);
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (start < i && !word(text.substring(start, i), tokens)) {
                return null;
            }
        }
        tokens.removeIf(t -> t.is(Kind.CHECK) || t.is(Kind.NOISE));
        return tokens;
    }

    private static boolean word(String word, List<Token> tokens) {
        MoveConstraint.Castling castling = Chars.castling(word);
        if (castling != null) {
            tokens.add(Token.of(castling == MoveConstraint.Castling.KING_SIDE
                    ? Kind.CASTLES_KING_SIDE : Kind.CASTLES_QUEEN_SIDE));
            return true;
        }
        Token known = WORDS.get(key(word));
        if (known != null) {
            tokens.add(known);
            return true;
        }
        return abbreviations(word, tokens);
    }

    /** The word as the dictionary holds it: lower case, no possessive, no closing stop or comma. */
    private static String key(String word) {
        String w = word.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        while (!w.isEmpty() && ".,;".indexOf(w.charAt(w.length() - 1)) >= 0) {
            w = w.substring(0, w.length() - 1);
        }
        if (w.endsWith("'s")) {
            return w.substring(0, w.length() - 2);
        }
        return w.endsWith("'") ? w.substring(0, w.length() - 1) : w;
    }

    /** Reads a run of abbreviations such as {@code Kt(K5)xB} or {@code P-K8=Q}. */
    private static boolean abbreviations(String w, List<Token> tokens) {
        int n = w.length();
        for (int i = 0; i < n; i++) {
            char c = w.charAt(i);
            switch (c) {
                case 'K':
                    if (i + 1 < n && w.charAt(i + 1) == 't') {
                        tokens.add(Token.of(Kind.KNIGHT));
                        i++;
                    } else {
                        tokens.add(Token.of(Kind.KING));
                    }
                    break;
                case 'N': tokens.add(Token.of(Kind.KNIGHT)); break;
                case 'Q': tokens.add(Token.of(Kind.QUEEN)); break;
                case 'R': tokens.add(Token.of(Kind.ROOK)); break;
                case 'B': tokens.add(Token.of(Kind.BISHOP)); break;
                case 'P': tokens.add(Token.of(Kind.PAWN)); break;
                case 'x': case 'X': case '\u00d7': case ':': tokens.add(Token.of(Kind.TAKES)); break;
                case '-': case '\u2013': case '\u2014': tokens.add(Token.of(Kind.TO)); break;
                case '(': tokens.add(Token.of(Kind.OPEN)); break;
                case ')': tokens.add(Token.of(Kind.CLOSE)); break;
                case '=': case '/': tokens.add(Token.of(Kind.PROMOTE)); break;
                case '.': case ',': case ';': break;
                case 's':
                    if (i + 1 < n && w.charAt(i + 1) == 'q') {
                        tokens.add(Token.of(Kind.SQUARE));
                        i++;
                        break;
                    }
                    return false;
                case 'c':
                    if (i + 1 < n && w.charAt(i + 1) == 'h') {
                        tokens.add(Token.of(Kind.CHECK));
                        i++;
                        break;
                    }
                    return false;
                case 'i': case 'e':
                    if (w.startsWith(".p", i + 1)) {
                        tokens.add(Token.of(Kind.IN_PASSING));
                        i += 2;
                        break;
                    }
                    return false;
                default:
                    if (c >= '1' && c <= '8') {
                        tokens.add(new Token(Kind.RANK, c - '0'));
                        break;
                    }
                    return false;
            }
        }
        return true;
    }
}
