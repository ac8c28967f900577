package org.arbiter.draughts;

import java.util.ArrayList;
import java.util.List;

/**
 * A move as the squares the piece stands on in turn: {@code [11, 15]} for a step, {@code [15, 22, 31]}
 * for a capture with every landing square. Only the shape is checked here; whether it is legal
 * depends on the position, so {@link DraughtsPosition} answers that.
 */
public record DraughtsMove(List<Integer> path) {

    public DraughtsMove {
        path = List.copyOf(path);
        if (path.size() < 2) {
            throw new IllegalArgumentException("a move needs at least two squares: " + path);
        }
        for (int square : path) {
            if (!Squares.valid(square)) {
                throw new IllegalArgumentException("no square " + square + " in " + path + "; squares are 1 to 32");
            }
        }
        boolean step = path.size() == 2 && Squares.adjacent(path.get(0), path.get(1));
        if (!step) {
            for (int i = 1; i < path.size(); i++) {
                if (Squares.between(path.get(i - 1), path.get(i)) == 0) {
                    throw new IllegalArgumentException(path.get(i - 1) + " to " + path.get(i)
                            + " is neither a step nor a jump");
                }
            }
        }
    }

    public static DraughtsMove of(int... squares) {
        List<Integer> path = new ArrayList<>(squares.length);
        for (int s : squares) {
            path.add(s);
        }
        return new DraughtsMove(path);
    }

    public int from() {
        return path.get(0);
    }

    public int to() {
        return path.get(path.size() - 1);
    }

    public boolean isCapture() {
        return !Squares.adjacent(path.get(0), path.get(1));
    }

    /** The squares of the men taken, in the order they are jumped. */
    public List<Integer> captured() {
        if (!isCapture()) {
            return List.of();
        }
        List<Integer> taken = new ArrayList<>(path.size() - 1);
        for (int i = 1; i < path.size(); i++) {
            taken.add(Squares.between(path.get(i - 1), path.get(i)));
        }
        return taken;
    }

    /** The PDN form: {@code 11-15}, or {@code 15x22x31} with every landing square. */
    public String notation() {
        StringBuilder sb = new StringBuilder().append(path.get(0));
        char sep = isCapture() ? 'x' : '-';
        for (int i = 1; i < path.size(); i++) {
            sb.append(sep).append(path.get(i));
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return notation();
    }
}
