package org.arbiter.law.appeal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;

/**
 * The acts the code ruled, newest first, each with the rulings it produced: a list that shares
 * its tail, so recording an act costs one small record and the state stays immutable.
 */
record Acts(int seq, Action action, List<Ruling> rulings, Acts previous) {

    /** The act numbered {@code seq}, if the code ruled it. */
    static Optional<Acts> find(Acts last, int seq) {
        for (Acts a = last; a != null; a = a.previous()) {
            if (a.seq() == seq) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** Every act, oldest first. */
    static List<Acts> inOrder(Acts last) {
        List<Acts> all = new ArrayList<>();
        for (Acts a = last; a != null; a = a.previous()) {
            all.add(a);
        }
        Collections.reverse(all);
        return all;
    }

    /** The time of the act numbered {@code seq}: its own, or the last one stamped before it. */
    static Optional<java.time.Duration> timeOf(Acts last, int seq) {
        for (Acts a = last; a != null; a = a.previous()) {
            if (a.seq() <= seq && a.action().stamp().at().isPresent()) {
                return a.action().stamp().at();
            }
        }
        return Optional.empty();
    }
}
