package org.arbiter.pairing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The weight of a possible pair while one bracket is paired: each quality criterion of C.04.3 C
 * (2025) in its own bits, the more important ones higher, so that a maximum-weight matching meets
 * them in their order: the absolute criteria (a pair that breaks C1 or C3 gets no edge), completion
 * and the bye (C4, C2), the number of pairs in the bracket (C5), the scores of the players floated
 * (C6, C7), the colour criteria (C8-C11), the repeated floats (C12-C15) and their scores (C16-C19),
 * and room below for the order of exchanges (D). The bit layout is that of bbpPairings 6.0.0.
 */
final class EdgeWeights {
    private final PairingRound t;
    private final List<Entrant> players;
    private final int movedDown;
    private final int bracketEnd;
    private final boolean special;
    private final boolean last;
    private final int minScore;
    private final int countBits;
    private final int nextCountBits;
    private final int differenceBits;
    private final Map<Integer, Integer> shifts = new HashMap<>();
    private final int threshold;

    /**
     * {@code players}: the bracket's moved-down players ({@code movedDown} of them), its residents up
     * to {@code bracketEnd}, then the next score group (or, when {@code special}, all the rest).
     */
    EdgeWeights(PairingRound t, List<Entrant> players, int movedDown, int bracketEnd, boolean special, boolean last) {
        this.t = t;
        this.players = players;
        this.movedDown = movedDown;
        this.bracketEnd = bracketEnd;
        this.special = special;
        this.last = last;
        minScore = t.score(players.get(players.size() - 1));
        List<Integer> differences = new ArrayList<>();
        for (int i = 0; i < bracketEnd; i++) {
            int si = t.score(players.get(i));
            differences.add(si - minScore + 10);
            int first = Math.max(movedDown, i + 1);
            for (int o = first; o < bracketEnd; o++) {
                if (o <= first || t.score(players.get(o)) < t.score(players.get(o - 1))) {
                    differences.add(si - t.score(players.get(o)));
                }
            }
        }
        Collections.sort(differences);
        int shift = 0;
        int repeated = 0;
        for (int k = 0; k < differences.size(); k++) {
            repeated++;
            if (k + 1 == differences.size() || !differences.get(k).equals(differences.get(k + 1))) {
                shifts.put(differences.get(k), shift);
                shift += bits(repeated);
                repeated = 0;
            }
        }
        differenceBits = shift;
        countBits = bits(bracketEnd - movedDown);
        nextCountBits = bits(players.size() - bracketEnd);
        threshold = t.played * PairingRound.WIN / 2;
    }

    static int bits(int x) {
        return 32 - Integer.numberOfLeadingZeros(x);
    }

    int countBits() {
        return countBits;
    }

    /** C1 and C3: the players have not met, and do not both have the same absolute colour preference. */
    boolean compatible(Entrant a, Entrant b) {
        return !a.forbidden.contains(b.id)
                && (!a.absolute() || !b.absolute() || a.preference != b.preference
                        || (t.played >= t.expected - 1 && (t.score(a) > threshold || t.score(b) > threshold)));
    }

    private BigInteger one(int key) {
        Integer s = shifts.get(key);
        if (s == null) {
            throw new IllegalStateException("no bits for the score difference " + key);
        }
        return BigInteger.ONE.shiftLeft(s);
    }

    private static int b(boolean x) {
        return x ? 1 : 0;
    }

    /** An upper bound of every weight in this bracket, the weight that fixes a pair once chosen. */
    BigInteger max() {
        BigInteger top = special ? BigInteger.TWO.shiftLeft(totalShift()) : BigInteger.ONE.shiftLeft(totalShift() - countBits);
        return top.shiftLeft(1).subtract(BigInteger.ONE);
    }

    private int totalShift() {
        int s = countBits + differenceBits;
        if (!special) {
            s += last ? Math.max(countBits, nextCountBits) + 3 : nextCountBits;
            s += differenceBits;
        }
        s += 4 * countBits;
        if (t.played > 0) {
            s += 2 * countBits + 2 * differenceBits;
        }
        if (t.played > 1) {
            s += 2 * countBits + 2 * differenceBits;
        }
        return s + 3 * countBits + 1;
    }

    /** The weight of the pair of players {@code hi} and {@code lo} (indices, {@code hi < lo}); zero for no edge. */
    BigInteger weight(int hi, int lo) {
        Entrant h = players.get(hi);
        Entrant l = players.get(lo);
        if (!compatible(h, l)) {
            return BigInteger.ZERO;
        }
        boolean hIn = hi < bracketEnd;
        boolean lIn = lo < bracketEnd;
        int hs = t.score(h);
        int ls = t.score(l);
        BigInteger r = BigInteger.ZERO;
        if (special) {
            r = BigInteger.valueOf(1 + b(!h.eligibleForBye()) + b(!l.eligibleForBye()));
        }
        // C5: as many pairs as possible in the bracket.
        r = r.shiftLeft(countBits).or(BigInteger.valueOf(b(lIn)));
        // C6: the scores of the players floated down as low as possible.
        r = r.shiftLeft(differenceBits);
        if (lIn) {
            r = r.add(one(hs - minScore + 10)).add(one(ls - minScore + 10)).subtract(one(hs - ls));
        }
        if (!special) {
            // C4 and C7 looking ahead: as many pairs as possible in the next bracket, with the highest scores.
            if (last) {
                r = r.shiftLeft(Math.max(countBits, nextCountBits)).shiftLeft(3);
            } else {
                r = r.shiftLeft(nextCountBits);
            }
            r = r.or(BigInteger.valueOf(last ? 1 + b(!h.eligibleForBye()) + b(!l.eligibleForBye()) : b(!lIn)));
            r = r.shiftLeft(differenceBits);
            if (hIn) {
                r = r.or(one(hs - minScore + 10));
            }
            if (lIn) {
                r = r.add(one(ls - minScore + 10));
            }
        }
        r = colourBits(r, l, h, lIn);
        if (t.played > 0) {
            r = repeatedFloats(r, h, l, hs, ls, lIn, 1);
        }
        if (t.played > 1) {
            r = repeatedFloats(r, h, l, hs, ls, lIn, 2);
        }
        if (t.played > 0) {
            r = floatScores(r, h, l, hs, ls, lIn, 1);
        }
        if (t.played > 1) {
            r = floatScores(r, h, l, hs, ls, lIn, 2);
        }
        // Room for the order of exchanges and transpositions (D), set while the bracket is paired.
        return r.shiftLeft(3 * countBits + 1);
    }

    /** C8-C11 (2025 numbering C10-C13 in bbpPairings' order): colour preferences met, weakest first. */
    private BigInteger colourBits(BigInteger w, Entrant p, Entrant o, boolean mask) {
        BigInteger r = w.shiftLeft(countBits).or(BigInteger.valueOf(b(mask
                && (!p.absoluteImbalance() || !o.absoluteImbalance() || p.preference != o.preference))));
        boolean repeatedOk = p.colourImbalance == o.colourImbalance
                ? p.repeated == Colour.NONE || p.repeated != o.repeated
                : (p.colourImbalance > o.colourImbalance ? o : p).repeated != p.preference.invert();
        r = r.shiftLeft(countBits).or(BigInteger.valueOf(b(mask
                && (!p.absolute() || !o.absolute() || p.preference != o.preference || repeatedOk))));
        r = r.shiftLeft(countBits).or(BigInteger.valueOf(b(mask && Colours.compatible(p.preference, o.preference))));
        r = r.shiftLeft(countBits).or(BigInteger.valueOf(b(mask
                && ((!p.strong && !p.absolute()) || (!o.strong && !o.absolute()) || (p.absolute() && o.absolute())
                        || p.preference != o.preference))));
        return r;
    }

    private BigInteger repeatedFloats(BigInteger w, Entrant h, Entrant l, int hs, int ls, boolean lIn, int back) {
        BigInteger r = w.shiftLeft(countBits);
        if (lIn) {
            r = r.or(BigInteger.valueOf(b(Floats.of(t, l, back) == Floats.DOWN)));
            r = r.add(BigInteger.valueOf(b(hs <= ls && Floats.of(t, h, back) == Floats.DOWN)));
        }
        r = r.shiftLeft(countBits);
        if (lIn && hs > ls && Floats.of(t, l, back) == Floats.UP) {
            r = r.subtract(BigInteger.ONE);
        }
        return r;
    }

    private BigInteger floatScores(BigInteger w, Entrant h, Entrant l, int hs, int ls, boolean lIn, int back) {
        BigInteger r = w.shiftLeft(differenceBits);
        if (lIn) {
            if (Floats.of(t, l, back) == Floats.DOWN) {
                r = r.add(one(ls - minScore + 10));
            }
            if (Floats.of(t, h, back) == Floats.DOWN) {
                r = r.add(one(hs - minScore + 10));
                if (hs > ls) {
                    r = r.subtract(one(hs - ls));
                }
            }
        }
        r = r.shiftLeft(differenceBits);
        if (lIn && Floats.of(t, l, back) == Floats.UP && hs > ls) {
            r = r.subtract(one(hs - ls));
        }
        return r;
    }
}
