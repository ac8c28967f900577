package org.arbiter.law.sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed contested sequence: the header and the actions in order. {@code lines.get(i)} is the
 * line of the file that action {@code i + 1} came from (the spec numbers actions from 1, the
 * header being 0).
 */
public record ContestedSequence(Header header, List<Action> actions, List<Integer> lines) {

    public ContestedSequence {
        actions = List.copyOf(actions);
        lines = List.copyOf(lines);
    }

    /** Reads JSON Lines; blank lines and lines starting with {@code #} are skipped. */
    public static ContestedSequence parse(String text) {
        Header header = null;
        List<Action> actions = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int lineNo = i + 1;
            if (header == null) {
                header = SequenceReader.header(line, lineNo);
            } else {
                actions.add(SequenceReader.action(line, lineNo));
                lines.add(lineNo);
            }
        }
        if (header == null) {
            throw new SequenceError(1, "header", "the file has no header object");
        }
        return new ContestedSequence(header, actions, lines);
    }
}
