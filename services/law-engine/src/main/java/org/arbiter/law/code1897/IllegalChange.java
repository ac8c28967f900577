package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * An illegal change of the men as the record names it: {@code description} as the rulings quote
 * it, the squares the mover's men left ({@code from}) and reached ({@code to}), joined with
 * {@code /} when several, and the man moved as its FEN letter.
 */
record IllegalChange(String description, String from, String to, String man) {

    /** The change from {@code start} to {@code now} made by {@code mover}'s men. */
    static IllegalChange between(Position start, Position now, Color mover, String description) {
        List<Square> left = changed(start, now, mover);
        String man = left.isEmpty() ? "?" : String.valueOf(start.pieceAt(left.get(0)).orElseThrow().fenChar());
        return new IllegalChange(description, joined(left), joined(changed(now, start, mover)), man);
    }

    /** The squares where a man of {@code side} stands in {@code a} and not (or another man stands) in {@code b}. */
    private static List<Square> changed(Position a, Position b, Color side) {
        List<Square> squares = new ArrayList<>();
        a.men().forEach((square, man) -> {
            if (man.color() == side && !b.pieceAt(square).equals(Optional.of(man))) {
                squares.add(square);
            }
        });
        return squares;
    }

    private static String joined(List<Square> squares) {
        return squares.isEmpty() ? "?" : String.join("/", squares.stream().map(Square::algebraic).toList());
    }
}
