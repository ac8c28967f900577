package org.arbiter.chess.pgn;

import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;

/**
 * Reads the games of a PGN text one at a time, holding only the game being read. Each game is
 * read on its own: the first error in a game stops the reading of its moves, the rest of that
 * game is skipped up to its result or the next tag section, and the next game starts afresh.
 * The only exception that escapes is an {@link java.io.UncheckedIOException} from the input.
 */
public final class PgnReader implements Iterator<PgnEntry> {
    private final PgnLexer lexer;
    private int games;
    private PgnEntry pending;

    public PgnReader(Reader in) {
        this.lexer = new PgnLexer(in);
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
    public PgnEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more games");
        }
        PgnEntry entry = pending;
        pending = null;
        return entry;
    }

    /** A line being read, with the positions before and after its last move. */
    private static final class Frame {
        final List<Draft> moves = new ArrayList<>();
        final List<String> comments = new ArrayList<>(0);
        Position before;
        Position current;

        Frame(Position start) {
            current = start;
        }

        PgnLine build() {
            List<PgnMove> built = new ArrayList<>(moves.size());
            for (Draft d : moves) {
                built.add(d.build());
            }
            return new PgnLine(comments, built);
        }
    }

    /** A move whose annotations may still follow. */
    private static final class Draft {
        final Move move;
        List<Integer> nags = List.of();
        List<String> comments = List.of();
        List<PgnLine> variations = List.of();

        Draft(Move move) {
            this.move = move;
        }

        PgnMove build() {
            return new PgnMove(move, nags, comments, variations);
        }
    }

    /** The state of the game being read. */
    private final class Game {
        final int number = ++games;
        final Map<String, String> tags = new LinkedHashMap<>();
        final Deque<Frame> frames = new ArrayDeque<>();
        PgnError error;
        int depth;

        void fail(int move, String reason) {
            if (error == null) {
                error = new PgnError(number, move, reason, lexer.line);
            }
        }

        int moveNumber() {
            return frames.isEmpty() ? 0 : frames.peek().current.fullmoveNumber();
        }
    }

    private PgnEntry readGame() {
        PgnLexer.Kind kind = lexer.kind;
        if (kind == PgnLexer.Kind.EOF) {
            return null;
        }
        Game g = new Game();
        int firstLine = lexer.line;
        List<String> leading = new ArrayList<>(0);
        while (kind == PgnLexer.Kind.TAG || kind == PgnLexer.Kind.MALFORMED || kind == PgnLexer.Kind.COMMENT) {
            if (kind == PgnLexer.Kind.TAG && !g.tags.isEmpty()
                    && (lexer.afterBlankLine || g.tags.containsKey(lexer.value))) {
                // A tag after a blank line, or a tag the section already has, begins the next game:
                // this one is tags alone (a broadcast's export of results).
                break;
            }
            if (kind == PgnLexer.Kind.TAG) {
                g.tags.put(lexer.value, lexer.tagValue);
            } else if (kind == PgnLexer.Kind.COMMENT) {
                leading.add(normalise(lexer.value));
            } else {
                g.fail(0, lexer.value);
            }
            kind = lexer.next();
        }
        Position start = Position.initial();
        String variant = g.tags.get("Variant");
        if (variant != null && !PLAYED_VARIANTS.contains(variant.strip().toLowerCase(Locale.ROOT))) {
            g.fail(0, "the Variant tag says '" + variant + "': only chess and Chess960 are read");
        }
        String fen = g.tags.get("FEN");
        if (fen != null) {
            try {
                start = Position.fromFen(fen);
            } catch (IllegalArgumentException e) {
                g.fail(0, e.getMessage());
            }
        }
        Frame main = new Frame(start);
        main.comments.addAll(leading);
        g.frames.push(main);
        boolean movetext = lexer.kind != PgnLexer.Kind.TAG && lexer.kind != PgnLexer.Kind.EOF;
        String result = movetext(g);
        List<PgnNote> notes = List.of();
        String tagged = g.tags.getOrDefault("Result", "").strip();
        if (result == null && !movetext && g.error == null && leading.isEmpty() && RESULTS.contains(tagged)) {
            // No movetext at all: the game is its tags, and its result is the Result tag's.
            result = tagged;
            notes = List.of(new PgnNote(g.number, 0, "no moves: read as a result only, the Result tag's " + tagged,
                    firstLine));
        } else if (result == null) {
            g.fail(g.moveNumber(), g.depth > 0
                    ? "a variation is still open where the game ends"
                    : "the game ends without a result (1-0, 0-1, 1/2-1/2 or *)");
            result = "*";
        }
        while (g.frames.size() > 1) {
            g.frames.pop();
        }
        PgnGame game = new PgnGame(g.tags, main.build(), result);
        return new PgnEntry(g.number, game, Optional.ofNullable(g.error), notes);
    }

    /** The results a game of tags alone may give: a broadcast writes {@code *} for a game not yet ended. */
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    /**
     * The Variant tags of games played by the Laws of Chess: the usual game, and Chess960 (FIDE's
     * Guidelines II), whose start position the FEN tag gives with its castling field in X-FEN or
     * Shredder-FEN; the names as lichess, chess.com and the PGN programs write them.
     */
    private static final Set<String> PLAYED_VARIANTS = Set.of("standard", "chess", "normal",
            "from position", "chess960", "chess 960", "fischerandom", "fischer random", "freestyle");

    /** Reads movetext up to the game's result, which it returns, or null if there is none. */
    private String movetext(Game g) {
        while (true) {
            switch (lexer.kind) {
                case EOF:
                case TAG:
                    return null;
                case RESULT:
                    String result = lexer.value;
                    lexer.next();
                    if (g.depth > 0) {
                        g.fail(g.moveNumber(), "the result " + result + " stands inside a variation");
                    }
                    return result;
                case SYMBOL:
                    if (g.error == null) {
                        play(g, lexer.value);
                    }
                    break;
                case NAG:
                    annotate(g, lexer.nag, null);
                    break;
                case COMMENT:
                    annotate(g, -1, normalise(lexer.value));
                    break;
                case OPEN:
                    openVariation(g);
                    break;
                case CLOSE:
                    closeVariation(g);
                    break;
                case MALFORMED:
                    g.fail(g.moveNumber(), lexer.value);
                    break;
                default:
                    break;
            }
            lexer.next();
        }
    }

    private void play(Game g, String san) {
        Frame f = g.frames.peek();
        Position p = f.current;
        Reading reading = Notation.read(p, san);
        if (reading instanceof Reading.Exact exact) {
            Move move = exact.move();
            f.moves.add(new Draft(move));
            f.before = p;
            f.current = p.play(move);
            return;
        }
        String where = p.fullmoveNumber() + (p.sideToMove() == org.arbiter.chess.Color.WHITE ? ". " : "... ") + san;
        if (g.depth > 0) {
            where += " (in a variation)";
        }
        if (reading instanceof Reading.Ambiguous ambiguous) {
            List<String> candidates = new ArrayList<>();
            for (Move m : ambiguous.candidates()) {
                candidates.add(Notation.san(p, m));
            }
            g.fail(p.fullmoveNumber(), where + " is ambiguous: it could be " + String.join(" or ", candidates));
        } else {
            g.fail(p.fullmoveNumber(), where + ": " + ((Reading.NoLegalMove) reading).reason());
        }
    }

    private void annotate(Game g, int nag, String comment) {
        if (g.error != null) {
            return;
        }
        Frame f = g.frames.peek();
        if (f.moves.isEmpty()) {
            if (comment != null) {
                f.comments.add(comment);
            } else {
                g.fail(g.moveNumber(), "the NAG $" + nag + " does not follow a move");
            }
            return;
        }
        Draft last = f.moves.get(f.moves.size() - 1);
        if (comment != null) {
            last.comments = append(last.comments, comment);
        } else {
            last.nags = append(last.nags, nag);
        }
    }

    private void openVariation(Game g) {
        g.depth++;
        if (g.error != null) {
            return;
        }
        Frame parent = g.frames.peek();
        if (parent.moves.isEmpty()) {
            g.fail(g.moveNumber(), "a variation must follow the move it replaces");
            return;
        }
        g.frames.push(new Frame(parent.before));
    }

    private void closeVariation(Game g) {
        if (g.depth == 0) {
            g.fail(g.moveNumber(), "')' closes no variation");
            return;
        }
        g.depth--;
        if (g.error != null) {
            return;
        }
        Frame child = g.frames.pop();
        Frame parent = g.frames.peek();
        Draft last = parent.moves.get(parent.moves.size() - 1);
        last.variations = append(last.variations, child.build());
    }

    private static <T> List<T> append(List<T> list, T item) {
        List<T> grown = list.isEmpty() ? new ArrayList<>(2) : list;
        grown.add(item);
        return grown;
    }

    /** Comments keep their words; line breaks and runs of blanks, which wrapping changes, do not count. */
    static String normalise(String comment) {
        return comment.strip().replaceAll("\\s+", " ");
    }
}
