package org.arbiter.law;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.law.json.Json;

/**
 * The spec's replay output: result, termination, position, rulings and the number of actions.
 * {@code notices} (breaches and open rights that decided nothing yet) is this project's optional
 * addition and is written only when there are some.
 */
public record ReplayResult(Result result, String termination, String position, List<Ruling> rulings, int actions,
                           List<Ruling> notices) {

    public ReplayResult {
        rulings = List.copyOf(rulings);
        notices = List.copyOf(notices);
    }

    /** The spec's JSON object, fields in the spec's order. */
    public Map<String, Object> toMap() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("result", result.text());
        out.put("termination", termination);
        out.put("position", position);
        out.put("rulings", list(rulings));
        out.put("actions", actions);
        if (!notices.isEmpty()) {
            out.put("notices", list(notices));
        }
        return out;
    }

    private static List<Object> list(List<Ruling> rulings) {
        List<Object> list = new ArrayList<>();
        for (Ruling r : rulings) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seq", r.seq());
            m.put("law", r.law());
            m.put("text", r.text());
            m.put("position", r.position());
            list.add(m);
        }
        return list;
    }

    public String toJson() {
        return Json.write(toMap());
    }
}
