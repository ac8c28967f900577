package org.arbiter.service.chain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.Replay;
import org.arbiter.law.Result;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;
import org.arbiter.service.chain.Finding.Problem;
import org.arbiter.service.history.GameReplay;

/**
 * Replays a game's stored acts through the law engine and compares each decision with what the
 * events say: the result after each act (and the position, where an event of an earlier shape
 * says it), and the citations of the rulings it produced. An act that no longer replays, or a decision that differs, is named by its event;
 * the check stops there, as every later difference follows from that one.
 */
final class ReplayCheck {
    private ReplayCheck() {
    }

    static List<Finding> check(List<StoredEvent> events) {
        List<Finding> findings = new ArrayList<>();
        StoredEvent opened = events.stream().filter(e -> "GameOpened".equals(e.type()) && e.payload() != null)
                .findFirst().orElse(null);
        if (opened == null) {
            return findings;
        }
        Replay replay;
        try {
            replay = GameReplay.start(SequenceReader.header(Map.of("header", opened.payload().get("header")), 1));
        } catch (SequenceError | ClassCastException e) {
            findings.add(new Finding(opened.seq(), opened.type(), Problem.REPLAY_DIFFERS,
                    "the header of event " + opened.seq() + " no longer opens a game: " + e.getMessage()));
            return findings;
        }
        List<String> expectedLaws = new ArrayList<>();
        String before = replay.state().result().text();
        StoredEvent lastAct = null;
        for (StoredEvent e : events) {
            if (e.payload() == null) {
                continue;
            }
            if ("ActionRecorded".equals(e.type())) {
                lastAct = e;
                Replay.Frame frame;
                try {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> action = (Map<String, Object>) e.payload().get("action");
                    frame = replay.apply(SequenceReader.written(action, (int) e.seq()), (int) e.seq());
                } catch (SequenceError | ClassCastException ex) {
                    findings.add(new Finding(e.seq(), e.type(), Problem.REPLAY_DIFFERS, "the act of event " + e.seq()
                            + " no longer replays: " + ex.getMessage()));
                    return findings;
                }
                expectedLaws = new ArrayList<>(frame.rulings().stream().map(Ruling::law).toList());
                // an event of revision 2 says the position and the result after its act; one of revision 3,
                // the result when the act changed it (ADR 0035)
                Object position = e.payload().get("position");
                String result = resultText(e.payload().get("result"), before);
                String engine = frame.state().result().text();
                before = engine;
                if (position != null && !frame.state().position().equals(position) || !engine.equals(result)) {
                    findings.add(new Finding(e.seq(), e.type(), Problem.REPLAY_DIFFERS, "event " + e.seq()
                            + " says the act left " + (position == null ? "the position" : position) + " (" + result
                            + "); the law engine gives " + frame.state().position() + " (" + engine + ")"));
                    return findings;
                }
            } else if ("RulingIssued".equals(e.type()) && lastAct != null) {
                String law = String.valueOf(e.payload().get("law"));
                if (!expectedLaws.remove(law)) {
                    findings.add(new Finding(e.seq(), e.type(), Problem.REPLAY_DIFFERS, "event " + e.seq()
                            + " records a ruling under " + law + " that the law engine does not give for the act of "
                            + "event " + lastAct.seq()));
                    return findings;
                }
            }
        }
        return findings;
    }

    /** The result an event says its act left: as text (revision 2), by name (3), or unchanged from {@code before}. */
    private static String resultText(Object stored, String before) {
        if (stored == null) {
            return before;
        }
        String said = String.valueOf(stored);
        for (Result r : Result.values()) {
            if (r.name().equals(said)) {
                return r.text();
            }
        }
        return said;
    }
}
