package org.arbiter.service.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The checks of {@link ClusterCheck}, over what was acknowledged, stored, published and streamed. */
final class ClusterFindings {
    private ClusterFindings() {
    }

    /** Every acknowledged act stored exactly once in its game, and no act stored twice. */
    static List<String> lostOrTwice(Map<String, Set<String>> acknowledged, Map<String, List<String>> stored) {
        List<String> faults = new ArrayList<>();
        acknowledged.forEach((game, acts) -> {
            List<String> ids = stored.getOrDefault(game, List.of());
            for (String act : acts) {
                long n = ids.stream().filter(act::equals).count();
                if (n != 1) {
                    faults.add(game + " act " + act + " stored " + n + " times");
                }
            }
            if (ids.size() != Set.copyOf(ids).size()) {
                faults.add(game + " has an act stored twice");
            }
        });
        return faults;
    }

    /**
     * Per game, the sequence numbers must rise by one from 0; a number seen again is a redelivery
     * only with the same event id, and the acts carried are the store's, in its order.
     */
    static List<String> topicFaults(Map<String, List<String[]>> onTopic, Map<String, List<String>> stored) {
        List<String> faults = new ArrayList<>();
        stored.forEach((game, acts) -> {
            Map<Long, String> ids = new HashMap<>();
            long next = 0;
            List<String> carried = new ArrayList<>();
            for (String[] e : onTopic.getOrDefault(game, List.of())) {
                long seq = Long.parseLong(e[0]);
                String known = ids.putIfAbsent(seq, e[1]);
                if (known != null) {
                    if (!known.equals(e[1])) {
                        faults.add(game + " seq " + seq + " twice with different event ids");
                    }
                } else if (seq != next) {
                    faults.add(game + " seq " + seq + " where " + next + " was due");
                    return;
                } else {
                    next++;
                    if (e[2] != null) {
                        carried.add(e[2]);
                    }
                }
            }
            if (!carried.equals(acts)) {
                faults.add(game + ": " + carried.size() + " acts on the topic, " + acts.size() + " stored");
            }
        });
        return faults;
    }

    /** Events received more than once (the same event id again). */
    static long redeliveries(Map<String, List<String[]>> onTopic) {
        long n = 0;
        for (List<String[]> events : onTopic.values()) {
            n += events.size() - events.stream().map(e -> e[1]).distinct().count();
        }
        return n;
    }

    /** Per SSE client, the stored acts it did not receive, and whether its stream failed or ended. */
    static List<String> sseMissing(Map<String, Set<String>> onSse, Map<String, List<String>> stored) {
        List<String> missing = new ArrayList<>();
        onSse.forEach((instance, got) -> {
            got.stream().filter(line -> line.startsWith("failed") || line.startsWith("ended") || line.equals("unreadable"))
                    .forEach(line -> missing.add(instance + ": " + line));
            stored.forEach((game, acts) -> {
                long n = acts.stream().filter(act -> !got.contains(game + "/" + act)).count();
                if (n > 0) {
                    missing.add(instance + ": " + n + " of " + game);
                }
            });
        });
        return missing;
    }
}
