package org.arbiter.service.chain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.service.chain.Finding.Problem;

/**
 * Checks a game's events as stored against their chain: each event's content against its own
 * hash, each link against the event before it, then hands the acts to {@link ReplayCheck}. A
 * broken link is read for what most likely happened, using the sequence numbers as evidence: a
 * gap is a removal, a link to the event two back past an event nobody links to is an insertion,
 * a link to some other stored event is a move.
 */
final class ChainCheck {
    private ChainCheck() {
    }

    static Verification check(String gameId, List<StoredEvent> events) {
        List<Finding> findings = new ArrayList<>();
        Set<String> linkedTo = new HashSet<>();
        Map<String, StoredEvent> byHash = new HashMap<>();
        for (StoredEvent e : events) {
            if (e.link() != null) {
                linkedTo.add(e.link().prev());
                byHash.putIfAbsent(e.link().hash(), e);
            }
        }
        Set<Long> altered = new HashSet<>();
        for (StoredEvent e : events) {
            content(gameId, e, findings, altered);
        }
        for (int i = 0; i < events.size(); i++) {
            StoredEvent b = events.get(i);
            if (b.link() == null) {
                continue;
            }
            StoredEvent a = i > 0 ? events.get(i - 1) : null;
            String expected = a == null ? Link.GENESIS : a.link() == null ? null : a.link().hash();
            if (expected == null || b.link().prev().equals(expected)) {
                continue;
            }
            findings.add(broken(events, i, byHash, linkedTo, altered));
        }
        findings.addAll(ReplayCheck.check(events));
        findings.sort(java.util.Comparator.comparingLong(Finding::seq));
        StoredEvent last = events.isEmpty() ? null : events.get(events.size() - 1);
        String head = last == null || last.link() == null ? null : last.link().hash();
        return new Verification(gameId, findings.isEmpty(), events.size(), head, findings);
    }

    private static void content(String gameId, StoredEvent e, List<Finding> findings, Set<Long> altered) {
        if (e.unreadable() != null) {
            altered.add(e.seq());
            findings.add(new Finding(e.seq(), e.type(), Problem.ALTERED, "event " + e.seq() + " cannot be read any more ("
                    + e.unreadable() + "); it was altered after it was recorded"));
        } else if (e.link() == null) {
            findings.add(new Finding(e.seq(), e.type(), Problem.UNCHAINED, "event " + e.seq() + " (" + e.type()
                    + ") carries no chain link: it was recorded before the chain, or its link was removed"));
        } else if (!e.link().hash().equals(e.link().expectedHash(gameId, e.type(), e.payload()))) {
            altered.add(e.seq());
            findings.add(new Finding(e.seq(), e.type(), Problem.ALTERED, "event " + e.seq() + " (" + e.type()
                    + ") was altered: its content no longer matches the hash recorded with it"));
        }
    }

    private static Finding broken(List<StoredEvent> events, int i, Map<String, StoredEvent> byHash, Set<String> linkedTo,
                                  Set<Long> altered) {
        StoredEvent b = events.get(i);
        StoredEvent a = i > 0 ? events.get(i - 1) : null;
        StoredEvent twoBack = i > 1 ? events.get(i - 2) : null;
        String prev = b.link().prev();
        boolean twoBackLinks = twoBack == null ? prev.equals(Link.GENESIS)
                : twoBack.link() != null && prev.equals(twoBack.link().hash());
        if (a != null && twoBackLinks && !linkedTo.contains(a.link().hash())) {
            return new Finding(a.seq(), a.type(), Problem.INSERTED, "event " + a.seq() + " (" + a.type()
                    + ") was inserted: event " + b.seq() + " was recorded right after "
                    + (twoBack == null ? "the game's opening" : "event " + twoBack.seq()));
        }
        StoredEvent linked = byHash.get(prev);
        if (linked == null && !prev.equals(Link.GENESIS)) {
            long from = a == null ? 0 : a.seq() + 1;
            if (b.seq() > from) {
                return new Finding(from, null, Problem.REMOVED, (b.seq() - from == 1 ? "event " + from + " was removed"
                        : "events " + from + " to " + (b.seq() - 1) + " were removed") + ": event " + b.seq()
                        + " was recorded after an event no longer stored");
            }
            if (a != null && !linkedTo.contains(a.link().hash()) && !altered.contains(a.seq())) {
                return new Finding(a.seq(), a.type(), Problem.ALTERED, "event " + a.seq() + " (" + a.type()
                        + ") was replaced: its hash was recomputed, and event " + b.seq() + " links to the event first "
                        + "recorded there");
            }
            return new Finding(b.seq(), b.type(), Problem.REMOVED, "an event recorded before event " + b.seq()
                    + " is no longer stored");
        }
        String place = linked == null ? "as the game's first event" : "right after event " + linked.seq();
        return new Finding(b.seq(), b.type(), Problem.MOVED, "event " + b.seq() + " (" + b.type() + ") was moved: it was "
                + "recorded " + place + ", not after " + (a == null ? "the game's opening" : "event " + a.seq()));
    }
}
