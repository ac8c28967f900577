package org.arbiter.pairing;

/** A board of the round: the starting ranks of White and Black; Black 0 is the pairing-allocated bye. */
public record Pair(int white, int black) {
    public boolean bye() {
        return black == 0;
    }
}
