package org.arbiter.draughts.pdn;

import java.io.Reader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.FenError;
import org.arbiter.draughts.MoveError;
import org.arbiter.draughts.Side;
import org.arbiter.draughts.WrittenMove;

/**
 * Reads the games of a PDN text one at a time, replaying each move on the board. The first error
 * in a game stops the reading of its moves, the rest of that game is skipped up to its result or
 * the next tag section, and the next game starts afresh. Move numbers count Black's and White's
 * move as one, as printed; the numbers written in the text are not checked. The only exception
 * that escapes is an {@link java.io.UncheckedIOException} from the input.
 */
public final class PdnReader implements Iterator<PdnEntry> {
    /** The PDN GameType of English draughts; other games are refused rather than misread. */
    private static final String ENGLISH_DRAUGHTS = "21";

    private final PdnLexer lexer;
    private int games;
    private PdnEntry pending;

    public PdnReader(Reader in) {
        this.lexer = new PdnLexer(in);
        lexer.next();
    }

    @Override
    public boolean hasNext() {
        if (pending == null) {
            pending = readGame();
        }
        return pending != null;
    }

    @Override
    public PdnEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more games");
        }
        PdnEntry entry = pending;
        pending = null;
        return entry;
    }

    /** The state of the game being read. */
    private final class Game {
        final int number = ++games;
        final Map<String, String> tags = new LinkedHashMap<>();
        final List<String> comments = new ArrayList<>(0);
        final List<DraughtsMove> moves = new ArrayList<>();
        final List<List<String>> moveComments = new ArrayList<>();
        final List<PdnNote> notes = new ArrayList<>(0);
        DraughtsPosition position = DraughtsPosition.initial();
        int moveNumber = 1;
        PdnError error;

        void fail(int move, String reason) {
            if (error == null) {
                error = new PdnError(number, move, reason, lexer.line);
            }
        }

        void note(int move, String text) {
            notes.add(new PdnNote(number, move, text, lexer.line));
        }

        void play(String text) {
            try {
                WrittenMove written = position.read(text);
                written.note().ifPresent(n -> note(moveNumber, n));
                DraughtsMove move = written.move();
                moves.add(move);
                moveComments.add(new ArrayList<>(0));
                boolean white = position.sideToMove() == Side.WHITE;
                position = position.play(move);
                if (white) {
                    moveNumber++;
                }
            } catch (MoveError e) {
                fail(moveNumber, e.input() + " " + e.reason());
            }
        }

        void comment(String text) {
            String c = text.strip().replaceAll("\\s+", " ");
            (moves.isEmpty() ? comments : moveComments.get(moves.size() - 1)).add(c);
        }

        PdnGame build(String result) {
            List<PdnMove> built = new ArrayList<>(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                built.add(new PdnMove(moves.get(i), moveComments.get(i)));
            }
            return new PdnGame(tags, comments, built, result);
        }
    }

    private PdnEntry readGame() {
        if (lexer.kind == PdnLexer.Kind.EOF) {
            return null;
        }
        Game g = new Game();
        tags(g);
        String result = movetext(g);
        String tagged = g.tags.get("Result");
        if ((result == null || result.equals("*")) && tagged != null && PdnGame.decided(tagged)) {
            result = PdnGame.written(tagged);
            g.note(g.moveNumber, "the result " + tagged + " is given in the Result tag only");
        } else if (result == null) {
            g.fail(g.moveNumber, "the game ends without a result (2-0, 0-2, 1-1, 1-0, 0-1 or *)");
            result = "*";
        } else if (tagged != null && !PdnGame.sameOutcome(tagged, result)) {
            g.fail(g.moveNumber, "the Result tag says " + g.tags.get("Result") + " but the moves end with " + result);
        }
        return new PdnEntry(g.number, g.build(result), Optional.ofNullable(g.error), g.notes);
    }

    private void tags(Game g) {
        PdnLexer.Kind kind = lexer.kind;
        while (kind == PdnLexer.Kind.TAG || kind == PdnLexer.Kind.MALFORMED || kind == PdnLexer.Kind.COMMENT) {
            if (kind == PdnLexer.Kind.TAG) {
                g.tags.put(lexer.value, lexer.tagValue);
            } else if (kind == PdnLexer.Kind.COMMENT) {
                g.comment(lexer.value);
            } else {
                g.fail(0, lexer.value);
            }
            kind = lexer.next();
        }
        String type = g.tags.get("GameType");
        if (type != null && !type.strip().split(",")[0].equals(ENGLISH_DRAUGHTS)) {
            g.fail(0, "GameType " + type + " is not English draughts (" + ENGLISH_DRAUGHTS + ")");
        }
        String fen = g.tags.get("FEN");
        if (fen != null) {
            try {
                g.position = DraughtsPosition.fromFen(fen);
            } catch (FenError e) {
                g.fail(0, e.getMessage());
            }
        }
    }

    /** Reads moves up to the game's result, which it returns, or null if there is none. */
    private String movetext(Game g) {
        while (true) {
            switch (lexer.kind) {
                case EOF:
                case TAG:
                    return null;
                case RESULT:
                    String result = lexer.value;
                    if (result.equals(PdnLexer.CHESS_DRAW)) {
                        g.note(g.moveNumber, "the draw is written " + result + "; PDN writes 1-1");
                        result = "1-1";
                    }
                    lexer.next();
                    return result;
                case MOVE:
                    if (g.error == null) {
                        if (lexer.brokenMove != null) {
                            g.note(g.moveNumber, "'" + lexer.brokenMove + "' is written with a space inside: " + lexer.value);
                        }
                        g.play(lexer.value);
                    }
                    break;
                case COMMENT:
                    if (g.error == null) {
                        g.comment(lexer.value);
                    }
                    break;
                case VARIATION:
                    g.fail(g.moveNumber, "variations are not read: '" + lexer.value + "'");
                    break;
                case MALFORMED:
                    g.fail(g.moveNumber, lexer.value);
                    break;
                default:
                    break;
            }
            lexer.next();
        }
    }
}
