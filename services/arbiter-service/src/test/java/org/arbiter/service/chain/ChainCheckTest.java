package org.arbiter.service.chain;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.service.chain.Finding.Problem;
import org.arbiter.service.game.api.Recorder;
import org.junit.jupiter.api.Test;

/** The chain's diagnosis on a game's events as a list, each way of rewriting the record in turn. */
class ChainCheckTest {
    private static final String GAME = "g1";
    private static final Recorder ARBITER = new Recorder("arbiter-1", Recorder.Kind.USER, Recorder.Via.HTTP);
    private static final Instant AT = Instant.parse("2026-11-25T04:00:00Z");

    /** A game opened and four moves, chained as the aggregate chains them. */
    private static List<StoredEvent> game() {
        List<StoredEvent> events = new ArrayList<>();
        Map<String, Object> header = Map.of("code", "chess-code-1897");
        events.add(chained(events, "GameOpened", Map.of("gameId", GAME, "header", header)));
        String[][] moves = {{"white", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"},
            {"black", "e5", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"},
            {"white", "Nf3", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b"},
            {"black", "Nc6", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w"}};
        for (String[] m : moves) {
            Map<String, Object> payload = new LinkedHashMap<>();
            payload.put("gameId", GAME);
            payload.put("action", Map.of("act", "move", "by", m[0], "move", m[1]));
            payload.put("position", m[2]);
            payload.put("result", "*");
            events.add(chained(events, "ActionRecorded", payload));
        }
        return events;
    }

    private static StoredEvent chained(List<StoredEvent> before, String type, Map<String, Object> payload) {
        String prev = before.isEmpty() ? Link.GENESIS : before.get(before.size() - 1).link().hash();
        Map<String, Object> tree = Canonical.object(payload);
        return new StoredEvent(before.size(), type, tree, Link.next(GAME, type, tree, ARBITER, AT, prev), null);
    }

    private static StoredEvent renumbered(StoredEvent e, long seq) {
        return new StoredEvent(seq, e.type(), e.payload(), e.link(), e.unreadable());
    }

    @Test
    void anUntouchedGameIsIntactAndItsHeadIsTheLastHash() {
        List<StoredEvent> events = game();

        Verification v = ChainCheck.check(GAME, events);

        assertThat(v.findings()).isEmpty();
        assertThat(v.intact()).isTrue();
        assertThat(v.head()).isEqualTo(events.get(4).link().hash());
    }

    @Test
    void anEventInsertedWithTheNextOnesRenumberedIsNamedAsInserted() {
        List<StoredEvent> original = game();
        List<StoredEvent> events = new ArrayList<>(original.subList(0, 3));
        StoredEvent forged = chained(events, "ActionRecorded", Map.of("gameId", GAME,
                "action", Map.of("act", "resign", "by", "white"), "position", "x", "result", "0-1"));
        events.add(forged);
        events.add(renumbered(original.get(3), 4));
        events.add(renumbered(original.get(4), 5));

        Verification v = ChainCheck.check(GAME, events);

        assertThat(v.findings()).filteredOn(f -> f.problem() != Problem.REPLAY_DIFFERS)
                .extracting(Finding::seq, Finding::problem).containsExactly(org.assertj.core.groups.Tuple.tuple(3L,
                        Problem.INSERTED));
    }

    @Test
    void anEventWhoseHashWasRecomputedAfterAlteringIsNamedAsReplaced() {
        List<StoredEvent> events = new ArrayList<>(game());
        List<StoredEvent> upTo = events.subList(0, 2);
        StoredEvent replaced = renumbered(chained(new ArrayList<>(upTo), "ActionRecorded", Map.of("gameId", GAME,
                "action", Map.of("act", "move", "by", "black", "move", "d5"), "position", "y", "result", "*")), 2);
        events.set(2, replaced);

        Verification v = ChainCheck.check(GAME, events);

        assertThat(v.findings()).filteredOn(f -> f.problem() == Problem.ALTERED).extracting(Finding::seq)
                .containsExactly(2L);
        assertThat(v.findings()).allMatch(f -> f.seq() == 2L);
    }

    @Test
    void theFirstEventRemovedIsNamed() {
        List<StoredEvent> events = new ArrayList<>(game().subList(1, 5));

        Verification v = ChainCheck.check(GAME, events);

        assertThat(v.findings()).filteredOn(f -> f.problem() == Problem.REMOVED).extracting(Finding::seq)
                .containsExactly(0L);
    }

    @Test
    void anEventWithoutALinkIsUnchainedAndTheGameNotIntact() {
        List<StoredEvent> events = new ArrayList<>(game());
        StoredEvent e = events.get(4);
        events.set(4, new StoredEvent(4, e.type(), e.payload(), null, null));

        Verification v = ChainCheck.check(GAME, events);

        assertThat(v.intact()).isFalse();
        assertThat(v.findings()).extracting(Finding::seq, Finding::problem)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(4L, Problem.UNCHAINED));
    }
}
