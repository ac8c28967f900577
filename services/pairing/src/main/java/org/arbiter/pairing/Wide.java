package org.arbiter.pairing;

import java.math.BigInteger;

/**
 * Exact signed integers of a fixed number of limbs, kept side by side in one {@code long[]} (a number is
 * its offset): the matching's weights and duals need hundreds of bits, and {@link BigInteger} spent
 * most of the time allocating. Limbs hold 62 bits, least significant first; the top limb carries the
 * sign, so a sum of a few numbers needs no overflow test, only the carries a shift finds.
 */
final class Wide {
    static final int BITS = 62;
    static final long MASK = (1L << BITS) - 1;

    private Wide() {
    }

    /**
     * Limbs for numbers below 2^{@code bits} in magnitude, with their sign, and at most 40 bits of the top
     * limb used, so that {@link #estimate} has room.
     */
    static int limbs(int bits) {
        return (bits + 22) / BITS + 1;
    }

    /** The bits of the top limb that numbers below 2^{@code bits} use, with {@link #limbs} limbs. */
    static int topBits(int bits) {
        return bits - BITS * (limbs(bits) - 1);
    }

    /**
     * {@code x + y - z} in units of 2^(62(w-1) - shift), rounded down less at most one: the top limb and
     * {@code shift} bits of the next, the rest and its carries left out. The true value in those units is
     * above the estimate less one and below it plus two, so an estimate of one or more is positive.
     */
    static long estimate(long[] x, int xo, long[] y, int yo, long[] z, int zo, int w, int shift) {
        int top = w - 1;
        long hi = (x[xo + top] + y[yo + top] - z[zo + top]) << shift;
        return top == 0 ? hi : hi + ((x[xo + top - 1] + y[yo + top - 1] - z[zo + top - 1]) >> (BITS - shift));
    }

    /** {@code a} in the units of {@link #estimate}, rounded down. */
    static long estimate(long[] a, int ao, int w, int shift) {
        int top = w - 1;
        long hi = a[ao + top] << shift;
        return top == 0 ? hi : hi + (a[ao + top - 1] >> (BITS - shift));
    }

    /** Whether {@code a} is below 2^(62(w-1) + topBits) in magnitude. */
    static boolean fits(long[] a, int ao, int w, int topBits) {
        long top = a[ao + w - 1];
        return top < (1L << topBits) && top > -(1L << topBits);
    }

    static void set(long[] a, int o, int w, BigInteger v) {
        for (int t = 0; t < w - 1; t++) {
            a[o + t] = v.shiftRight(t * BITS).longValue() & MASK;
        }
        a[o + w - 1] = v.shiftRight((w - 1) * BITS).longValueExact();
    }

    static BigInteger get(long[] a, int o, int w) {
        BigInteger v = BigInteger.valueOf(a[o + w - 1]);
        for (int t = w - 2; t >= 0; t--) {
            v = v.shiftLeft(BITS).or(BigInteger.valueOf(a[o + t]));
        }
        return v;
    }

    static void copy(long[] a, int ao, long[] b, int bo, int w) {
        System.arraycopy(b, bo, a, ao, w);
    }

    /** {@code r = x + y - z}. */
    static void sumLess(long[] r, int ro, long[] x, int xo, long[] y, int yo, long[] z, int zo, int w) {
        long carry = 0;
        int top = w - 1;
        for (int t = 0; t < top; t++) {
            long s = x[xo + t] + y[yo + t] - z[zo + t] + carry;
            carry = s >> BITS;
            r[ro + t] = s & MASK;
        }
        r[ro + top] = x[xo + top] + y[yo + top] - z[zo + top] + carry;
    }

    /** {@code a += sign * b}, sign 1 or -1. */
    static void add(long[] a, int ao, long[] b, int bo, int w, int sign) {
        long carry = 0;
        int top = w - 1;
        for (int t = 0; t < top; t++) {
            long s = a[ao + t] + sign * b[bo + t] + carry;
            carry = s >> BITS;
            a[ao + t] = s & MASK;
        }
        a[ao + top] += sign * b[bo + top] + carry;
    }

    /** {@code a += k} for a small {@code k}. */
    static void addSmall(long[] a, int ao, int w, long k) {
        long carry = k;
        for (int t = 0; t < w - 1 && carry != 0; t++) {
            long s = a[ao + t] + carry;
            carry = s >> BITS;
            a[ao + t] = s & MASK;
        }
        a[ao + w - 1] += carry;
    }

    /** {@code a = a / 2}, rounding down. */
    static void half(long[] a, int ao, int w) {
        for (int t = 0; t < w - 1; t++) {
            a[ao + t] = (a[ao + t] >>> 1) | ((a[ao + t + 1] & 1) << (BITS - 1));
        }
        a[ao + w - 1] >>= 1;
    }

    static int compare(long[] a, int ao, long[] b, int bo, int w) {
        for (int t = w - 1; t >= 0; t--) {
            if (a[ao + t] != b[bo + t]) {
                return a[ao + t] < b[bo + t] ? -1 : 1;
            }
        }
        return 0;
    }

    static int signum(long[] a, int ao, int w) {
        long top = a[ao + w - 1];
        if (top != 0) {
            return top < 0 ? -1 : 1;
        }
        for (int t = w - 2; t >= 0; t--) {
            if (a[ao + t] != 0) {
                return 1;
            }
        }
        return 0;
    }

    static boolean odd(long[] a, int ao) {
        return (a[ao] & 1) != 0;
    }
}
