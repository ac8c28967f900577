package org.arbiter.pairing;

import java.util.Arrays;

/** A growable list of ints, for the algorithm's paths and leaves. */
final class IntList {
    int[] a = new int[8];
    int size;

    void add(int x) {
        if (size == a.length) {
            a = Arrays.copyOf(a, size * 2);
        }
        a[size++] = x;
    }

    void reverse() {
        for (int i = 0, j = size - 1; i < j; i++, j--) {
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    int[] toArray() {
        return Arrays.copyOf(a, size);
    }
}
