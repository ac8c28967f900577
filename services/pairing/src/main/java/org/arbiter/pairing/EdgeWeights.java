package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The weight of a possible pair: each criterion of C.04.3 (2025) in its own bits, the more important
 * ones higher, so that a maximum-weight matching meets them in their order. From the top: the bye
 * (C2, C5: the players left unpaired must be eligible and have the lowest score that allows it), the
 * pairs in the bracket and their scores (C6, C7), the pairs in the next bracket and their scores (C8),
 * the bye assignee's unplayed games (C9), the colour criteria (C10-C13), repeated floats (C14-C17)
 * and their scores (C18-C21), and room below for the order of exchanges and transpositions (D). A
 * pair that breaks C1 or C3 has no edge. The bit layout is that of bbpPairings 6.0.0.
 */
final class EdgeWeights {
    private final PairingRound t;
    private final Map<Integer, Integer> groupShift = new HashMap<>();
    private final int groupsShift;
    private final int sizeBits;
    /** The bye assignee's score (C5); 0 while there is no bye. */
    int byeScore;
    boolean singleDownfloaterIsBye;
    Map<Integer, Integer> unplayedRanks = Map.of();

    /** {@code sorted}: the players to pair, best first. */
    EdgeWeights(PairingRound t, List<Entrant> sorted) {
        this.t = t;
        int shift = 0;
        int largest = 0;
        int repeated = 0;
        for (int i = sorted.size() - 1; i >= 0; i--) {
            repeated++;
            int s = t.score(sorted.get(i));
            if (i == 0 || s < t.score(sorted.get(i - 1))) {
                groupShift.put(s, shift);
                largest = Math.max(largest, repeated);
                shift += bits(repeated);
                repeated = 0;
            }
        }
        groupsShift = shift;
        sizeBits = bits(largest);
    }

    static int bits(int x) {
        return 32 - Integer.numberOfLeadingZeros(x);
    }

    int sizeBits() {
        return sizeBits;
    }

    int groupsShift() {
        return groupsShift;
    }

    int score(Entrant e) {
        return t.score(e);
    }

    int shiftOf(int score) {
        return groupShift.get(score);
    }

    boolean compatible(Entrant a, Entrant b) {
        return t.compatible(a, b);
    }

    /** C2 and C5: the player may be left for the bye. */
    boolean byeCandidate(Entrant e) {
        return e.eligibleForBye() && t.score(e) <= byeScore;
    }

    private static int b(boolean x) {
        return x ? 1 : 0;
    }

    private int totalShift() {
        int s = sizeBits + groupsShift + sizeBits + groupsShift + 2 * sizeBits + 4 * sizeBits;
        if (t.played > 0) {
            s += 2 * sizeBits + 2 * groupsShift;
        }
        if (t.played > 1) {
            s += 2 * sizeBits + 2 * groupsShift;
        }
        return s + 3 * sizeBits + 1;
    }

    /** An upper bound of every weight, the weight that fixes a pair once chosen. */
    BigInteger max() {
        return BigInteger.TWO.shiftLeft(totalShift() + 1).subtract(BigInteger.ONE);
    }

    /**
     * The weight of the pair {@code h}, {@code l} ({@code h} ranked higher); {@code lIn}: {@code l} is
     * in the bracket being paired, {@code lNext}: in the score group below it. Each field is added at
     * its place from the top down ({@code pos}), as a shift and an or would put it, in one array.
     */
    BigInteger weight(Entrant h, Entrant l, boolean lIn, boolean lNext) {
        if (!compatible(h, l)) {
            return BigInteger.ZERO;
        }
        int hs = t.score(h);
        int ls = t.score(l);
        int pos = totalShift();
        long[] acc = new long[(pos + 8) / 64 + 1];
        add(acc, 1 + b(!byeCandidate(h)) + b(!byeCandidate(l)), pos);
        pos -= sizeBits;
        add(acc, b(lIn), pos);
        pos -= groupsShift;
        if (lIn) {
            add(acc, 1, pos + shiftOf(hs));
        }
        pos -= sizeBits;
        add(acc, b(lNext), pos);
        pos -= groupsShift;
        if (lNext) {
            add(acc, 1, pos + shiftOf(hs));
        }
        pos -= 2 * sizeBits;
        if (singleDownfloaterIsBye) {
            if (hs == byeScore) {
                add(acc, unplayedRanks.get(h.playedGames()), pos);
            }
            if (ls == byeScore) {
                add(acc, unplayedRanks.get(l.playedGames()), pos);
            }
        }
        pos = colourBits(acc, pos, l, h, lIn);
        for (int back = 1; back <= Math.min(2, t.played); back++) {
            pos -= sizeBits;
            if (lIn) {
                add(acc, b(Floats.of(t, l, back) == Floats.DOWN), pos);
                add(acc, b(hs <= ls && Floats.of(t, h, back) == Floats.DOWN), pos);
            }
            pos -= sizeBits;
            if (lIn) {
                add(acc, b(!(hs > ls && Floats.of(t, l, back) == Floats.UP)), pos);
            }
        }
        for (int back = 1; back <= Math.min(2, t.played); back++) {
            pos -= groupsShift;
            if (lIn) {
                if (Floats.of(t, l, back) == Floats.DOWN) {
                    add(acc, 1, pos + shiftOf(ls));
                }
                if (Floats.of(t, h, back) == Floats.DOWN) {
                    add(acc, 1, pos + shiftOf(hs));
                }
            }
            pos -= groupsShift;
            if (lIn && !(Floats.of(t, l, back) == Floats.UP && hs > ls)) {
                add(acc, 1, pos + shiftOf(hs));
            }
        }
        return big(acc);
    }

    /** C10-C13: colour preferences met, the absolute ones first; answers the place below them. */
    private int colourBits(long[] acc, int pos, Entrant p, Entrant o, boolean mask) {
        add(acc, b(mask && (!p.absoluteImbalance() || !o.absoluteImbalance() || p.preference != o.preference)),
                pos -= sizeBits);
        boolean repeatedOk = p.colourImbalance == o.colourImbalance
                ? p.repeated == Colour.NONE || p.repeated != o.repeated
                : (p.colourImbalance > o.colourImbalance ? o : p).repeated != p.preference.invert();
        add(acc, b(mask && (!p.absolute() || !o.absolute() || p.preference != o.preference || repeatedOk)),
                pos -= sizeBits);
        add(acc, b(mask && Colours.compatible(p.preference, o.preference)), pos -= sizeBits);
        add(acc, b(mask && ((!p.strong && !p.absolute()) || (!o.strong && !o.absolute())
                || (p.absolute() && o.absolute()) || p.preference != o.preference)), pos -= sizeBits);
        return pos;
    }

    /** {@code acc += x << pos}, in 64-bit limbs, least significant first. */
    private static void add(long[] acc, long x, int pos) {
        if (x == 0) {
            return;
        }
        int i = pos >>> 6;
        int s = pos & 63;
        long carry = s == 0 ? 0 : x >>> (64 - s);
        long before = acc[i];
        acc[i] += x << s;
        carry += Long.compareUnsigned(acc[i], before) < 0 ? 1 : 0;
        for (i++; carry != 0; i++) {
            before = acc[i];
            acc[i] += carry;
            carry = Long.compareUnsigned(acc[i], before) < 0 ? 1 : 0;
        }
    }

    private static BigInteger big(long[] acc) {
        byte[] bytes = new byte[acc.length * 8];
        for (int i = 0; i < acc.length; i++) {
            for (int k = 0; k < 8; k++) {
                bytes[bytes.length - 1 - (i * 8 + k)] = (byte) (acc[i] >>> (8 * k));
            }
        }
        return new BigInteger(1, bytes);
    }
}
