package org.arbiter.draughts;

import java.util.Arrays;

/**
 * Moves as parallel arrays, in the mover's view: the one-bit origin and destination, the captured
 * men, and the landing squares of a capture five bits each (12 jumps at most, as 12 men can be taken).
 * It grows, because a King among many men has more capture paths than any fixed bound one would guess.
 */
final class MoveList {
    int size;
    int[] from = new int[64];
    int[] to = new int[64];
    int[] captured = new int[64];
    long[] path = new long[64];

    void clear() {
        size = 0;
    }

    void add(int fromBit, int toBit, int capturedBits, long landings) {
        if (size == from.length) {
            int n = size * 2;
            from = Arrays.copyOf(from, n);
            to = Arrays.copyOf(to, n);
            captured = Arrays.copyOf(captured, n);
            path = Arrays.copyOf(path, n);
        }
        from[size] = fromBit;
        to[size] = toBit;
        captured[size] = capturedBits;
        path[size] = landings;
        size++;
    }
}
