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

    private BigInteger one(int score) {
        return BigInteger.ONE.shiftLeft(groupShift.get(score));
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
     * in the bracket being paired, {@code lNext}: in the score group below it.
     */
    BigInteger weight(Entrant h, Entrant l, boolean lIn, boolean lNext) {
        if (!compatible(h, l)) {
            return BigInteger.ZERO;
        }
        int hs = t.score(h);
        int ls = t.score(l);
        BigInteger r = BigInteger.valueOf(1 + b(!byeCandidate(h)) + b(!byeCandidate(l)));
        r = r.shiftLeft(sizeBits).or(BigInteger.valueOf(b(lIn)));
        r = r.shiftLeft(groupsShift);
        if (lIn) {
            r = r.or(one(hs));
        }
        r = r.shiftLeft(sizeBits).or(BigInteger.valueOf(b(lNext)));
        r = r.shiftLeft(groupsShift);
        if (lNext) {
            r = r.or(one(hs));
        }
        r = r.shiftLeft(2 * sizeBits);
        if (singleDownfloaterIsBye) {
            if (hs == byeScore) {
                r = r.or(BigInteger.valueOf(unplayedRanks.get(h.playedGames())));
            }
            if (ls == byeScore) {
                r = r.add(BigInteger.valueOf(unplayedRanks.get(l.playedGames())));
            }
        }
        r = colourBits(r, l, h, lIn);
        for (int back = 1; back <= Math.min(2, t.played); back++) {
            r = r.shiftLeft(sizeBits);
            if (lIn) {
                r = r.or(BigInteger.valueOf(b(Floats.of(t, l, back) == Floats.DOWN)));
                r = r.add(BigInteger.valueOf(b(hs <= ls && Floats.of(t, h, back) == Floats.DOWN)));
            }
            r = r.shiftLeft(sizeBits);
            if (lIn) {
                r = r.or(BigInteger.valueOf(b(!(hs > ls && Floats.of(t, l, back) == Floats.UP))));
            }
        }
        for (int back = 1; back <= Math.min(2, t.played); back++) {
            r = r.shiftLeft(groupsShift);
            if (lIn) {
                if (Floats.of(t, l, back) == Floats.DOWN) {
                    r = r.add(one(ls));
                }
                if (Floats.of(t, h, back) == Floats.DOWN) {
                    r = r.add(one(hs));
                }
            }
            r = r.shiftLeft(groupsShift);
            if (lIn && !(Floats.of(t, l, back) == Floats.UP && hs > ls)) {
                r = r.or(one(hs));
            }
        }
        return r.shiftLeft(3 * sizeBits + 1);
    }

    /** C10-C13: colour preferences met, the absolute ones first. */
    private BigInteger colourBits(BigInteger w, Entrant p, Entrant o, boolean mask) {
        BigInteger r = w.shiftLeft(sizeBits).or(BigInteger.valueOf(b(mask
                && (!p.absoluteImbalance() || !o.absoluteImbalance() || p.preference != o.preference))));
        boolean repeatedOk = p.colourImbalance == o.colourImbalance
                ? p.repeated == Colour.NONE || p.repeated != o.repeated
                : (p.colourImbalance > o.colourImbalance ? o : p).repeated != p.preference.invert();
        r = r.shiftLeft(sizeBits).or(BigInteger.valueOf(b(mask
                && (!p.absolute() || !o.absolute() || p.preference != o.preference || repeatedOk))));
        r = r.shiftLeft(sizeBits).or(BigInteger.valueOf(b(mask && Colours.compatible(p.preference, o.preference))));
        r = r.shiftLeft(sizeBits).or(BigInteger.valueOf(b(mask
                && ((!p.strong && !p.absolute()) || (!o.strong && !o.absolute()) || (p.absolute() && o.absolute())
                        || p.preference != o.preference))));
        return r;
    }
}
