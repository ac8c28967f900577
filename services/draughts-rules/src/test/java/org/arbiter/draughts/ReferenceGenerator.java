package org.arbiter.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A slow, plain generator to check the bitboard one against: an 8 x 8 grid of characters, each
 * capture series followed square by square on a copy of the grid, nothing shared with the main
 * sources but the FEN reader that sets the grid up. Black's men go down the rows, White's up.
 */
final class ReferenceGenerator {
    private static final int[][] DIAGONALS = {{1, -1}, {1, 1}, {-1, -1}, {-1, 1}};

    /** A legal move: the squares visited and the grid with the side to move changed after it. */
    record Line(List<Integer> squares, boolean capture, char[][] after) {
        String notation() {
            StringBuilder sb = new StringBuilder().append(squares.get(0));
            for (int i = 1; i < squares.size(); i++) {
                sb.append(capture ? 'x' : '-').append(squares.get(i));
            }
            return sb.toString();
        }
    }

    private ReferenceGenerator() {
    }

    /** Rows from 0 (squares 1-4, Black's back row) to 7; row 0 starts on the second column. */
    static int row(int square) {
        return (square - 1) / 4;
    }

    static int column(int square) {
        int row = row(square);
        return 2 * ((square - 1) % 4) + (row % 2 == 0 ? 1 : 0);
    }

    static int square(int row, int column) {
        return row * 4 + column / 2 + 1;
    }

    /** 'b', 'B' for Black's man and King, 'w', 'W' for White's, '.' for empty. */
    static char[][] grid(DraughtsPosition position) {
        char[][] grid = new char[8][8];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, '.');
        }
        for (Map.Entry<Integer, Piece> e : position.pieces().entrySet()) {
            Piece p = e.getValue();
            char c = p.side() == Side.BLACK ? 'b' : 'w';
            grid[row(e.getKey())][column(e.getKey())] = p.isKing() ? Character.toUpperCase(c) : c;
        }
        return grid;
    }

    static List<Line> moves(char[][] grid, boolean black) {
        List<Line> captures = new ArrayList<>();
        List<Line> steps = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                if (owns(grid[r][c], black)) {
                    List<Integer> start = new ArrayList<>(List.of(square(r, c)));
                    follow(grid, r, c, black, start, captures);
                    for (int[] d : directions(grid[r][c])) {
                        int r1 = r + d[0];
                        int c1 = c + d[1];
                        if (on(r1, c1) && grid[r1][c1] == '.') {
                            char[][] after = copy(grid);
                            after[r1][c1] = crowned(grid[r][c], r1);
                            after[r][c] = '.';
                            steps.add(new Line(List.of(square(r, c), square(r1, c1)), false, after));
                        }
                    }
                }
            }
        }
        return captures.isEmpty() ? steps : captures;
    }

    /** Adds every capture series that continues from the piece at (r, c), which has already jumped if path has more than one square. */
    private static void follow(char[][] grid, int r, int c, boolean black, List<Integer> path, List<Line> out) {
        char piece = grid[r][c];
        boolean jumped = false;
        for (int[] d : directions(piece)) {
            int r1 = r + d[0];
            int c1 = c + d[1];
            int r2 = r + 2 * d[0];
            int c2 = c + 2 * d[1];
            if (on(r2, c2) && grid[r2][c2] == '.' && owns(grid[r1][c1], !black)) {
                jumped = true;
                char[][] after = copy(grid);
                after[r][c] = '.';
                after[r1][c1] = '.';
                char moved = crowned(piece, r2);
                after[r2][c2] = moved;
                List<Integer> longer = new ArrayList<>(path);
                longer.add(square(r2, c2));
                if (moved != piece) {
                    out.add(new Line(longer, true, after));
                } else {
                    follow(after, r2, c2, black, longer, out);
                }
            }
        }
        if (!jumped && path.size() > 1) {
            out.add(new Line(path, true, grid));
        }
    }

    static long perft(char[][] grid, boolean black, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (Line line : moves(grid, black)) {
            n += perft(line.after(), !black, depth - 1);
        }
        return n;
    }

    private static int[][] directions(char piece) {
        if (Character.isUpperCase(piece)) {
            return DIAGONALS;
        }
        return piece == 'b' ? new int[][] {DIAGONALS[0], DIAGONALS[1]} : new int[][] {DIAGONALS[2], DIAGONALS[3]};
    }

    private static char crowned(char piece, int row) {
        if (piece == 'b' && row == 7 || piece == 'w' && row == 0) {
            return Character.toUpperCase(piece);
        }
        return piece;
    }

    private static boolean owns(char piece, boolean black) {
        return black ? piece == 'b' || piece == 'B' : piece == 'w' || piece == 'W';
    }

    private static boolean on(int r, int c) {
        return r >= 0 && r < 8 && c >= 0 && c < 8;
    }

    private static char[][] copy(char[][] grid) {
        char[][] copy = new char[8][];
        for (int i = 0; i < 8; i++) {
            copy[i] = grid[i].clone();
        }
        return copy;
    }
}
