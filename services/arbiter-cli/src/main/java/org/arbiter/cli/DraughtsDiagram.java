package org.arbiter.cli;

import java.io.PrintWriter;
import java.util.Map;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;

/**
 * A draughts board as text, Black's side at the top as the square numbers run: {@code b} and
 * {@code w} are men, {@code B} and {@code W} Kings, {@code .} an empty playing square, and each row
 * ends with the numbers of its squares.
 */
final class DraughtsDiagram {
    private DraughtsDiagram() {
    }

    static void print(PrintWriter out, String pdnFen) {
        DraughtsPosition p = DraughtsPosition.fromFen(pdnFen);
        Map<Integer, Piece> men = p.pieces();
        for (int row = 0; row < 8; row++) {
            StringBuilder line = new StringBuilder("        ");
            for (int column = 0; column < 8; column++) {
                boolean dark = ((row + column) & 1) == 1;
                int square = row * 4 + column / 2 + 1;
                line.append(' ').append(dark ? letter(men.get(square)) : ' ');
            }
            out.println(line.append("    ").append(row * 4 + 1).append('-').append(row * 4 + 4));
        }
        out.println("         b w men, B W Kings    " + (p.sideToMove() == Side.BLACK ? "Black" : "White") + " to play");
    }

    private static char letter(Piece man) {
        if (man == null) {
            return '.';
        }
        char c = man.side() == Side.BLACK ? 'b' : 'w';
        return man.isKing() ? Character.toUpperCase(c) : c;
    }
}
