package org.arbiter.service.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.law.json.Json;
import org.arbiter.law.json.JsonError;
import org.arbiter.law.sequence.SequenceError;

/**
 * Splits what an arbiter posts into actions, each as JSON text with the number that names it in
 * error messages: a JSON array (element {@code i} is number {@code i + 1}), a single object, or
 * JSON Lines (numbered by line; blank lines and lines starting with {@code #} are skipped, as in
 * a contested-sequence file). Only the JSON syntax is checked here; the fields are the aggregate's
 * to read, inside the one command that carries the batch.
 */
record ActionBatch(List<String> actions, List<Integer> lines) {

    static ActionBatch parse(String body) {
        String text = body == null ? "" : body.strip();
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        if (text.startsWith("[")) {
            return array(text);
        }
        return lines(body == null ? "" : body);
    }

    private static ActionBatch array(String text) {
        Object parsed;
        try {
            parsed = Json.parse(text);
        } catch (JsonError e) {
            throw new SequenceError(0, null, "the body is not valid JSON at " + e.getMessage());
        }
        List<String> actions = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        int i = 0;
        for (Object element : (List<?>) parsed) {
            i++;
            if (!(element instanceof Map<?, ?>)) {
                throw new SequenceError(i, null, "expected a JSON object");
            }
            actions.add(Json.write(element));
            lines.add(i);
        }
        return new ActionBatch(actions, lines);
    }

    private static ActionBatch lines(String body) {
        List<String> actions = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        String[] raw = body.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Object parsed;
            try {
                parsed = Json.parse(line);
            } catch (JsonError e) {
                throw new SequenceError(i + 1, null, "not valid JSON at " + e.getMessage());
            }
            if (!(parsed instanceof Map<?, ?>)) {
                throw new SequenceError(i + 1, null, "expected a JSON object");
            }
            actions.add(Json.write(parsed));
            lines.add(i + 1);
        }
        return new ActionBatch(actions, lines);
    }
}
