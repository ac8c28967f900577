package org.arbiter.service.web.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.Ruling;

/**
 * The record of the moves that stand, read off the board after each action, with the rulings
 * kept as comments where they were given. The law engine decides; this class only watches the
 * position: a change of the side to move is a completed turn (a legal move when one leads there
 * from the position at the start of the turn, otherwise an illegal change), and a return to the
 * position at the start of an earlier turn is a restoration (II.6(e), Penalty A), which takes the
 * turns after it off the record. Rulings given on turns so taken off stay, at the restored point.
 */
final class GameRecord {
    /** One completed turn: SAN for a legal move, or null with {@code from}/{@code to} for an illegal change. */
    record Entry(Position start, Color mover, String san, String from, String to, int seq) {
        boolean legal() {
            return san != null;
        }
    }

    private record Comment(int after, String text) {
    }

    private final Position initial;
    private final List<Entry> entries = new ArrayList<>();
    private final List<Comment> comments = new ArrayList<>();
    private Position turnStart;

    GameRecord(Position initial) {
        this.initial = initial;
        this.turnStart = initial;
    }

    /** Takes in the board after action {@code seq}. Returns the entry this action completed, if any. */
    Optional<Entry> observe(int seq, Position now, List<Ruling> rulings) {
        Optional<Entry> completed = Optional.empty();
        if (!now.placementAndSide().equals(turnStart.placementAndSide())) {
            Optional<Move> legal = now.sideToMove() == turnStart.sideToMove() ? Optional.empty() : moveTo(now);
            int restored = legal.isPresent() ? -1 : restoredEntry(now);
            if (legal.isPresent()) {
                Move m = legal.get();
                completed = Optional.of(add(new Entry(turnStart, turnStart.sideToMove(), Notation.san(turnStart, m),
                        m.from().algebraic(), m.to().algebraic(), seq)));
                turnStart = now;
            } else if (restored >= 0) {
                truncate(restored);
                turnStart = now;
            } else if (now.sideToMove() != turnStart.sideToMove()) {
                Color mover = turnStart.sideToMove();
                completed = Optional.of(add(new Entry(turnStart, mover, null, changed(turnStart, now, mover),
                        changed(now, turnStart, mover), seq)));
                turnStart = now;
            }
        }
        for (Ruling r : rulings) {
            comments.add(new Comment(entries.size(), r.law() + ": " + r.text()));
        }
        return completed;
    }

    /** The last entry that stands, for highlighting the last move. */
    Optional<Entry> last() {
        return entries.isEmpty() ? Optional.empty() : Optional.of(entries.get(entries.size() - 1));
    }

    private Entry add(Entry e) {
        entries.add(e);
        return e;
    }

    private Optional<Move> moveTo(Position now) {
        String target = now.placement();
        for (Move m : turnStart.legalMoves()) {
            if (turnStart.play(m).placement().equals(target)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The squares where a man of {@code side} stands in {@code a} and not (or another man stands) in {@code b}. */
    static String changed(Position a, Position b, Color side) {
        List<String> squares = new ArrayList<>();
        a.men().forEach((square, man) -> {
            if (man.color() == side && !b.pieceAt(square).equals(Optional.of(man))) {
                squares.add(square.algebraic());
            }
        });
        return squares.isEmpty() ? "?" : String.join("/", squares);
    }

    /** The index of the newest entry whose starting position is {@code now}, or -1. */
    private int restoredEntry(Position now) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).start().placementAndSide().equals(now.placementAndSide())) {
                return i;
            }
        }
        return -1;
    }

    private void truncate(int size) {
        entries.subList(size, entries.size()).clear();
        comments.replaceAll(c -> c.after() > size ? new Comment(size, c.text()) : c);
    }

    /**
     * The record as PGN. An illegal change cannot be written as a PGN move, so it is written as a
     * comment, and the next move carries its number again; {@code annulled} has no PGN result and
     * is said in a comment.
     */
    String pgn(Map<String, String> tags, String result) {
        StringBuilder out = new StringBuilder();
        String pgnResult = switch (result) {
            case "1-0", "0-1", "1/2-1/2" -> result;
            default -> "*";
        };
        tags.forEach((k, v) -> out.append('[').append(k).append(" \"").append(escape(v)).append("\"]\n"));
        if (!initial.equals(Position.initial())) {
            out.append("[SetUp \"1\"]\n[FEN \"").append(initial.fen()).append("\"]\n");
        }
        out.append("[Result \"").append(pgnResult).append("\"]\n\n");

        List<String> tokens = new ArrayList<>();
        boolean renumber = true;
        int ci = 0;
        for (int i = 0; i <= entries.size(); i++) {
            while (ci < comments.size() && comments.get(ci).after() == i) {
                tokens.add("{" + comments.get(ci++).text().replace("}", ")") + "}");
                renumber = true;
            }
            if (i == entries.size()) {
                break;
            }
            Entry e = entries.get(i);
            int number = e.start().fullmoveNumber();
            if (e.mover() == Color.WHITE) {
                tokens.add(number + ".");
            } else if (renumber) {
                tokens.add(number + "...");
            }
            renumber = false;
            if (e.legal()) {
                tokens.add(e.san());
            } else {
                tokens.add("{" + e.mover().label() + " made an illegal move " + e.from() + "-" + e.to() + "}");
                renumber = true;
            }
        }
        if ("annulled".equals(result)) {
            tokens.add("{the game is annulled}");
        }
        tokens.add(pgnResult);
        return out.append(wrap(tokens)).append('\n').toString();
    }

    /** PGN export format keeps lines under 80 characters; a comment may be broken at its spaces. */
    private static String wrap(List<String> tokens) {
        StringBuilder out = new StringBuilder();
        int column = 0;
        for (String t : String.join(" ", tokens).split(" +")) {
            if (column > 0 && column + 1 + t.length() > 79) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(t);
            column += t.length();
        }
        return out.toString();
    }

    private static String escape(String v) {
        return v.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
