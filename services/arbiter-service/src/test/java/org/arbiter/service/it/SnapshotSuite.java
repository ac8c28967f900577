package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.axonframework.common.caching.Cache;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/** A long game is snapshotted, and a game rebuilt from its snapshot decides as the replay does. */
@Tag("act-readers")
abstract class SnapshotSuite extends InContext {
    @Autowired
    Cache gameCache;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aLongGameRebuiltFromItsSnapshotGoesOnAsTheReplayDoes() {
        String header = "{\"header\":{}}";
        String id = open(header);
        List<String> actions = knightsShuffling(240);
        for (int from = 0; from < actions.size(); from += 60) {
            actions(id, "application/x-ndjson", String.join("\n", actions.subList(from, from + 60)));
        }
        // snapshots are taken on a thread of their own, after the commit
        eventually(() -> assertThat(jdbc.queryForObject(
                "select count(*) from snapshot_event_entry where aggregate_identifier = ?", Integer.class, id))
                .as("snapshots of a game of 240 actions").isPositive());

        gameCache.removeAll();
        List<String> more = List.of("{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}",
                "{\"act\":\"touch\",\"by\":\"black\",\"square\":\"d7\"}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}");
        actions(id, "application/x-ndjson", String.join("\n", more));

        List<String> all = new ArrayList<>(List.of(header));
        all.addAll(actions);
        all.addAll(more);
        String expected = Replay.run(ContestedSequence.parse(String.join("\n", all))).toJson();
        assertThat(object(get("/api/games/" + id + "/replay").body())).isEqualTo(object(expected));
    }

    /** Knights out and back: as many legal moves as asked for, from the initial position. */
    static List<String> knightsShuffling(int n) {
        String[] cycle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("{\"act\":\"move\",\"by\":\"" + (i % 2 == 0 ? "white" : "black") + "\",\"move\":\"" + cycle[i % 4] + "\"}");
        }
        return out;
    }
}
